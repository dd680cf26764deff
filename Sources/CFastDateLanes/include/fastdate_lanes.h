// FastDateCore's one use of C: a byte search that takes SSE2's `pmovmskb`, the instruction
// that turns sixteen byte comparisons into a bit mask, which Swift's SIMD types cannot
// spell. Header only, `static inline`, and no C library: the compiler's own intrinsics
// header is all it includes, so the core still links no libc and builds as Embedded Swift.
//
// Swift calls it only on x86-64 (`#if arch(x86_64)` in `RecordEnd.next`, RecordCursor.swift); every other
// architecture takes the eight-byte search of ByteInput.swift.
#ifndef FASTDATE_LANES_H
#define FASTDATE_LANES_H

#include <stddef.h>

#if defined(__SSE2__)
#include <emmintrin.h>

/// The index of the first `byte` in `base[start ..< count]`, or `count` when there is none.
///
/// Thirty-two bytes a step, as two sixteen-byte compares whose masks are joined: a record's
/// end is found with one mispredicted branch (the step that holds it) and a count of
/// trailing zeros, where the eight-byte search in Swift takes a step per eight bytes and
/// SIMD lanes in Swift need a second branch to say which lane matched. The last bytes,
/// fewer than thirty-two, are tested one at a time: nothing is read past `count`.
static inline ptrdiff_t fastdate_first_byte(const unsigned char *base, ptrdiff_t start,
                                            ptrdiff_t count, unsigned char byte) {
    const __m128i pattern = _mm_set1_epi8((char)byte);
    ptrdiff_t i = start;
    while (i + 32 <= count) {
        const __m128i low = _mm_loadu_si128((const __m128i *)(base + i));
        const __m128i high = _mm_loadu_si128((const __m128i *)(base + i + 16));
        const unsigned mask = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(low, pattern))
            | ((unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(high, pattern)) << 16);
        if (mask != 0) return i + __builtin_ctz(mask);
        i += 32;
    }
    while (i < count) {
        if (base[i] == byte) return i;
        i += 1;
    }
    return count;
}
#endif

#endif
