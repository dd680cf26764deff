// FastDateCore's one use of C: SSE2's `pmovmskb`, the instruction that turns sixteen byte
// comparisons into a bit mask, which Swift's SIMD types cannot spell. Two uses: the search
// for a record's end (`RecordEnd.next`, RecordCursor.swift) and the masks of a quoted CSV
// text's quotes, delimiters and line feeds (`QuotedBlock`, QuotedBlock.swift). Header only,
// `static inline`, and no C library: the compiler's own headers are all it includes, so the
// core still links no libc and builds as Embedded Swift.
//
// Swift calls it only on x86-64 (`#if arch(x86_64)`); every other architecture takes the
// eight-byte search of ByteInput.swift and the field-by-field walk of `DelimitedLocator`.
#ifndef FASTDATE_LANES_H
#define FASTDATE_LANES_H

#include <stddef.h>
#include <stdint.h>

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

/// Which of the 64 bytes at `block` are quotes, delimiters and line feeds: bit i of each
/// mask is byte i. The structure of a quoted CSV text, a block at a time (`QuotedBlock`).
typedef struct {
    uint64_t quotes;
    uint64_t delimiters;
    uint64_t newlines;
} fastdate_block_masks;

static inline uint64_t fastdate_mask16(__m128i lanes, __m128i pattern, int k) {
    return (uint64_t)(uint16_t)_mm_movemask_epi8(_mm_cmpeq_epi8(lanes, pattern)) << (16 * k);
}

static inline fastdate_block_masks fastdate_masks64(const unsigned char *block, unsigned char delimiter) {
    const __m128i quote = _mm_set1_epi8('"'), comma = _mm_set1_epi8((char)delimiter), newline = _mm_set1_epi8('\n');
    fastdate_block_masks masks = {0, 0, 0};
    for (int k = 0; k < 4; k++) {
        const __m128i lanes = _mm_loadu_si128((const __m128i *)(block + 16 * k));
        masks.quotes |= fastdate_mask16(lanes, quote, k);
        masks.delimiters |= fastdate_mask16(lanes, comma, k);
        masks.newlines |= fastdate_mask16(lanes, newline, k);
    }
    return masks;
}
#endif

#endif
