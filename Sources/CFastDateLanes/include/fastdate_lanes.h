// FastDateCore's one use of C: SSE2's `pmovmskb`, the instruction that turns sixteen byte
// comparisons into a bit mask, and `paddusb`, a byte add that stops at 0xFF, which Swift's
// SIMD types cannot spell. Three uses: the search for a record's end (`RecordEnd.next`,
// RecordCursor.swift), the masks of a quoted CSV text's quotes, delimiters and line feeds
// (`QuotedBlock`, QuotedBlock.swift; and a batch of blocks at a time for `QuotedWindow`,
// QuotedWindow.swift, also in AVX2 and AVX-512, chosen at run time), and the common RFC 3339
// shapes' one test of their bytes (`DateTimeFastPath.pastLimits`). Header only, `static
// inline`, and no C library: the compiler's own headers are all it includes, so the core
// still links no libc and builds as Embedded Swift.
//
// Swift calls it only on x86-64 (`#if arch(x86_64)`); every other architecture takes the
// eight-byte search of ByteInput.swift, the field-by-field walk of `DelimitedLocator` and
// `DateTimeFastPath.portablePastLimits`.
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

/// The sixteen high bits of `a + la | b + lb | c + lc | d + ld`, each byte added without
/// wrapping (a sum past 0xFF stays 0xFF): the one test of the common RFC 3339 shapes' bytes
/// and fields (`DateTimeFastPath`, DateTimeFastPath.swift), where a limit added to a byte
/// sets its high bit exactly when the byte is wrong. Saturating adds (`paddusb`) keep a byte
/// that is 0x80 or more there, which a wrapping add needs a second test for, and `pmovmskb`
/// gathers the bits in one step. Constant zeros for `d` and `ld` fold away.
static inline unsigned fastdate_past_limits(__m128i a, __m128i la, __m128i b, __m128i lb,
                                            __m128i c, __m128i lc, __m128i d, __m128i ld) {
    const __m128i sums = _mm_or_si128(_mm_or_si128(_mm_adds_epu8(a, la), _mm_adds_epu8(b, lb)),
                                      _mm_or_si128(_mm_adds_epu8(c, lc), _mm_adds_epu8(d, ld)));
    return (unsigned)_mm_movemask_epi8(sums);
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

/// A block's masks and the prefix XOR of its quote mask (bit i: the parity of the quotes at
/// or before byte i, counted from the block's first byte), for `QuotedBlock` and `QuotedWindow`.
typedef struct {
    fastdate_block_masks masks;
    uint64_t parity;
} fastdate_block_structure;

/// The prefix XOR of `bits` in six shifts: SSE2 has no carryless multiply.
static inline uint64_t fastdate_prefix_xor(uint64_t bits) {
    bits ^= bits << 1;
    bits ^= bits << 2;
    bits ^= bits << 4;
    bits ^= bits << 8;
    bits ^= bits << 16;
    bits ^= bits << 32;
    return bits;
}

static inline fastdate_block_structure fastdate_structure64(const unsigned char *block, unsigned char delimiter) {
    fastdate_block_structure s;
    s.masks = fastdate_masks64(block, delimiter);
    s.parity = fastdate_prefix_xor(s.masks.quotes);
    return s;
}

#if defined(__x86_64__)
#include <cpuid.h>
#include <immintrin.h>

// Wider lanes, chosen at run time (`fastdate_lanes`): the same structure from 32 or 64 bytes a
// compare, and the prefix XOR as a carryless multiply by all ones. These functions carry their
// own target, so the rest of the package still needs nothing past SSE2; Swift calls them
// (they are not inlined into code built for SSE2), once a block.

/// The prefix XOR of `bits` as one carryless multiply by all ones.
__attribute__((target("pclmul,sse2"))) static inline uint64_t fastdate_prefix_xor_clmul(uint64_t bits) {
    const __m128i product = _mm_clmulepi64_si128(_mm_set_epi64x(0, (long long)bits), _mm_set1_epi8((char)0xFF), 0);
    return (uint64_t)_mm_cvtsi128_si64(product);
}

__attribute__((target("avx2,pclmul"))) static inline uint64_t fastdate_mask32x2(__m256i low, __m256i high, __m256i pattern) {
    return (uint64_t)(uint32_t)_mm256_movemask_epi8(_mm256_cmpeq_epi8(low, pattern))
        | ((uint64_t)(uint32_t)_mm256_movemask_epi8(_mm256_cmpeq_epi8(high, pattern)) << 32);
}

__attribute__((target("avx2,pclmul"))) static inline fastdate_block_structure
fastdate_structure64_avx2(const unsigned char *block, unsigned char delimiter) {
    const __m256i low = _mm256_loadu_si256((const __m256i *)block);
    const __m256i high = _mm256_loadu_si256((const __m256i *)(block + 32));
    fastdate_block_structure s;
    s.masks.quotes = fastdate_mask32x2(low, high, _mm256_set1_epi8('"'));
    s.masks.delimiters = fastdate_mask32x2(low, high, _mm256_set1_epi8((char)delimiter));
    s.masks.newlines = fastdate_mask32x2(low, high, _mm256_set1_epi8('\n'));
    s.parity = fastdate_prefix_xor_clmul(s.masks.quotes);
    return s;
}

__attribute__((target("avx512f,avx512bw,pclmul"))) static inline fastdate_block_structure
fastdate_structure64_avx512(const unsigned char *block, unsigned char delimiter) {
    const __m512i lanes = _mm512_loadu_si512((const void *)block);
    // The quote mask goes to the carryless multiply from a register: stored first and loaded
    // back as sixteen bytes, it would wait for a store that cannot be forwarded.
    const uint64_t quotes = _cvtmask64_u64(_mm512_cmpeq_epi8_mask(lanes, _mm512_set1_epi8('"')));
    fastdate_block_structure s;
    s.parity = fastdate_prefix_xor_clmul(quotes);
    s.masks.quotes = quotes;
    s.masks.delimiters = _mm512_cmpeq_epi8_mask(lanes, _mm512_set1_epi8((char)delimiter));
    s.masks.newlines = _mm512_cmpeq_epi8_mask(lanes, _mm512_set1_epi8('\n'));
    return s;
}

/// What `QuotedWindow` keeps of a block: its delimiters and line feeds outside quotes, its
/// line feeds outside quotes, and its misplaced quotes (those that open, parity 1 at them,
/// after anything but a delimiter, a line feed or a quote; the first byte's test is on the
/// carried `after_structural`).
typedef struct {
    uint64_t separators;
    uint64_t newlines;
    uint64_t misplaced;
} fastdate_quoted_block;

/// The state one block hands the next: all ones when it ended inside quotes, and 1 when its
/// last byte was a delimiter, a line feed or a quote.
typedef struct {
    uint64_t inside;
    uint64_t after_structural;
} fastdate_quoted_carry;

/// How many blocks one call makes: the call and its constants paid once for them all.
enum { FASTDATE_QUOTED_BATCH = 8 };

typedef struct {
    fastdate_quoted_block blocks[FASTDATE_QUOTED_BATCH];
} fastdate_quoted_batch;

static inline fastdate_quoted_block fastdate_quoted_finish(fastdate_block_structure s, fastdate_quoted_carry *carry) {
    const uint64_t parity = s.parity ^ carry->inside;
    carry->inside = (uint64_t)((int64_t)parity >> 63);
    const uint64_t structural = s.masks.delimiters | s.masks.newlines | s.masks.quotes;
    fastdate_quoted_block b;
    b.misplaced = s.masks.quotes & parity & ~((structural << 1) | carry->after_structural);
    carry->after_structural = structural >> 63;
    b.newlines = s.masks.newlines & ~parity;
    b.separators = (s.masks.delimiters & ~parity) | b.newlines;
    return b;
}

/// `count` blocks (at most `FASTDATE_QUOTED_BATCH`) from `text` into `out`, the carry in and out.
static inline void fastdate_quoted_blocks(const unsigned char *text, long count, unsigned char delimiter,
                                          fastdate_quoted_carry *carry, fastdate_quoted_batch *out) {
    fastdate_quoted_carry c = *carry;  // in registers: `out` might alias it
    for (long k = 0; k < count; k++) out->blocks[k] = fastdate_quoted_finish(fastdate_structure64(text + 64 * k, delimiter), &c);
    *carry = c;
}

__attribute__((target("avx2,pclmul"))) static inline void
fastdate_quoted_blocks_avx2(const unsigned char *text, long count, unsigned char delimiter,
                            fastdate_quoted_carry *carry, fastdate_quoted_batch *out) {
    fastdate_quoted_carry c = *carry;  // in registers: `out` might alias it
    for (long k = 0; k < count; k++) out->blocks[k] = fastdate_quoted_finish(fastdate_structure64_avx2(text + 64 * k, delimiter), &c);
    *carry = c;
}

__attribute__((target("avx512f,avx512bw,pclmul"))) static inline void
fastdate_quoted_blocks_avx512(const unsigned char *text, long count, unsigned char delimiter,
                              fastdate_quoted_carry *carry, fastdate_quoted_batch *out) {
    fastdate_quoted_carry c = *carry;  // in registers: `out` might alias it
    for (long k = 0; k < count; k++) out->blocks[k] = fastdate_quoted_finish(fastdate_structure64_avx512(text + 64 * k, delimiter), &c);
    *carry = c;
}

/// The lanes `fastdate_lanes` reports.
enum {
    FASTDATE_LANES_SSE2 = 0,
    /// AVX2 and PCLMULQDQ, with the OS saving the 256-bit registers.
    FASTDATE_LANES_AVX2 = 1,
    /// AVX-512 BW and VBMI2 (Ice Lake, Zen 4 and later: processors whose 512-bit byte
    /// compares cost no lower clock, the line simdjson draws too) and PCLMULQDQ, with the OS
    /// saving the 512-bit and mask registers.
    FASTDATE_LANES_AVX512 = 2
};

/// The widest lanes of `FASTDATE_LANES_*` this processor and its OS offer. CPUID once a
/// process (under a hypervisor it traps and takes microseconds), kept in a relaxed atomic:
/// threads that race to it store the same answer.
static inline int fastdate_lanes(void) {
    static int known = -1;
    int level = __atomic_load_n(&known, __ATOMIC_RELAXED);
    if (level >= 0) return level;
    level = FASTDATE_LANES_SSE2;
    unsigned a = 0, b = 0, c = 0, d = 0;
    if (__get_cpuid(1, &a, &b, &c, &d)) {
        const int pclmul = (c >> 1) & 1, osxsave = (c >> 27) & 1;
        unsigned xcr0 = 0, xcr0High = 0;
        if (osxsave) __asm__ volatile("xgetbv" : "=a"(xcr0), "=d"(xcr0High) : "c"(0));
        unsigned a7 = 0, b7 = 0, c7 = 0, d7 = 0;
        if (pclmul && (xcr0 & 0x6) == 0x6 && __get_cpuid_count(7, 0, &a7, &b7, &c7, &d7)) {
            if ((b7 >> 5) & 1) level = FASTDATE_LANES_AVX2;
            const int avx512 = ((b7 >> 16) & 1) && ((b7 >> 30) & 1) && ((c7 >> 6) & 1);  // F, BW, VBMI2
            if (avx512 && (xcr0 & 0xE6) == 0xE6) level = FASTDATE_LANES_AVX512;
        }
    }
    __atomic_store_n(&known, level, __ATOMIC_RELAXED);
    return level;
}
#endif
#endif

#endif
