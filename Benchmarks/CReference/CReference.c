#include "CReference.h"
#include <string.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

static inline int eight_digits(uint64_t w) {
    return (((w & 0xF0F0F0F0F0F0F0F0ull) | (((w + 0x0606060606060606ull) & 0xF0F0F0F0F0F0F0F0ull) >> 4))
            == 0x3333333333333333ull);
}

static inline uint64_t eight_value(uint64_t w) {
    w = (w & 0x0F0F0F0F0F0F0F0Full) * 2561 >> 8;
    w = (w & 0x00FF00FF00FF00FFull) * 6553601 >> 16;
    return (w & 0x0000FFFF0000FFFFull) * 42949672960001ull >> 32;
}

int cref_parse_epoch_ms(const uint8_t *text, size_t length, int64_t *seconds, int32_t *nanoseconds) {
    if (length == 0 || length > 19) return 0;
    uint64_t value = 0;
    size_t i = 0;
    while (i + 8 <= length) {
        uint64_t w;
        memcpy(&w, text + i, 8);
        if (!eight_digits(w)) return 0;
        value = value * 100000000u + eight_value(w);
        i += 8;
    }
    for (; i < length; i++) {
        unsigned d = (unsigned)text[i] - '0';
        if (d > 9) return 0;
        value = value * 10 + d;
    }
    *seconds = (int64_t)(value / 1000);
    *nanoseconds = (int32_t)(value % 1000) * 1000000;
    return 1;
}

// Neri and Schneider, "Euclidean affine functions and their application to calendar
// algorithms" (2022): days since 1970-01-01 from a civil date, and back.
static inline int64_t days_from_civil(uint32_t y, uint32_t m, uint32_t d) {
    const uint32_t shift = 82 * 400;  // keeps years positive
    uint32_t jan_feb = m <= 2;
    uint32_t y1 = y + shift - jan_feb;
    uint32_t m1 = jan_feb ? m + 12 : m;
    uint32_t century = y1 / 100;
    uint32_t year_days = 1461 * y1 / 4 - century + century / 4;
    uint32_t month_days = (979 * m1 - 2919) / 32;
    return (int64_t)(year_days + month_days + d) - (int64_t)(719469 + 146097 * 82);
}

static const uint8_t days_in_month[13] = {0, 31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};

int cref_parse_js(const uint8_t *t, size_t length, int64_t *seconds, int32_t *nanoseconds) {
    if (length != 24) return 0;
#if defined(__SSE2__)
    // One compare for the 16-byte head and one for the 8-byte tail: separators equal, and
    // digits in '0'...'9'.
    __m128i head = _mm_loadu_si128((const __m128i *)t);
    const __m128i seps = _mm_setr_epi8(0, 0, 0, 0, '-', 0, 0, '-', 0, 0, 'T', 0, 0, ':', 0, 0);
    const __m128i sep_mask = _mm_setr_epi8(0, 0, 0, 0, -1, 0, 0, -1, 0, 0, -1, 0, 0, -1, 0, 0);
    __m128i digits = _mm_sub_epi8(head, _mm_set1_epi8('0'));
    __m128i is_digit = _mm_cmplt_epi8(_mm_xor_si128(digits, _mm_set1_epi8((char)0x80)), _mm_set1_epi8((char)(0x80 + 10)));
    __m128i is_sep = _mm_cmpeq_epi8(head, seps);
    __m128i ok = _mm_or_si128(_mm_andnot_si128(sep_mask, is_digit), _mm_and_si128(sep_mask, is_sep));
    if (_mm_movemask_epi8(ok) != 0xFFFF) return 0;
#endif
    uint64_t tail;  // "mm:ss.sssZ" bytes 16-23: "ss.sssZ" preceded by ':' at 16
    memcpy(&tail, t + 16, 8);
    if (t[16] != ':' || t[19] != '.' || t[23] != 'Z') return 0;
    for (int k = 17; k < 23; k++) {
        if (k == 19) continue;
        if ((unsigned)(t[k] - '0') > 9) return 0;
    }
#if !defined(__SSE2__)
    for (int k = 0; k < 16; k++) {
        if (k == 4 || k == 7) { if (t[k] != '-') return 0; continue; }
        if (k == 10) { if (t[k] != 'T') return 0; continue; }
        if (k == 13) { if (t[k] != ':') return 0; continue; }
        if ((unsigned)(t[k] - '0') > 9) return 0;
    }
#endif
    (void)tail;
    uint32_t year = (t[0] - '0') * 1000 + (t[1] - '0') * 100 + (t[2] - '0') * 10 + (t[3] - '0');
    uint32_t month = (t[5] - '0') * 10 + (t[6] - '0');
    uint32_t day = (t[8] - '0') * 10 + (t[9] - '0');
    uint32_t hour = (t[11] - '0') * 10 + (t[12] - '0');
    uint32_t minute = (t[14] - '0') * 10 + (t[15] - '0');
    uint32_t second = (t[17] - '0') * 10 + (t[18] - '0');
    uint32_t millis = (t[20] - '0') * 100 + (t[21] - '0') * 10 + (t[22] - '0');
    if (month - 1 > 11 || day == 0 || day > days_in_month[month] || hour > 23 || minute > 59 || second > 59) return 0;
    if (month == 2 && day == 29 && !((year % 4 == 0 && year % 100 != 0) || year % 400 == 0)) return 0;
    *seconds = days_from_civil(year, month, day) * 86400 + hour * 3600 + minute * 60 + second;
    *nanoseconds = (int32_t)millis * 1000000;
    return 1;
}

static const char two_digits[201] =
    "0001020304050607080910111213141516171819202122232425262728293031323334353637383940414243444546474849"
    "5051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899";

static inline void put2(uint8_t *out, uint32_t v) { memcpy(out, two_digits + 2 * v, 2); }

size_t cref_format_js(int64_t ms, uint8_t *out) {
    // Floor division by 86,400,000 ms.
    int64_t days = ms / 86400000, rem = ms % 86400000;
    if (rem < 0) { rem += 86400000; days -= 1; }
    // Neri-Schneider civil-from-days, shifted so every value is unsigned.
    const uint32_t shift_days = 146097 * 82 + 719468;
    uint32_t n = (uint32_t)(days + shift_days);
    uint32_t n1 = 4 * n + 3;
    uint32_t century = n1 / 146097, day_of_century = n1 % 146097 / 4;
    uint32_t n2 = 4 * day_of_century + 3;
    uint64_t p2 = (uint64_t)2939745 * n2;
    uint32_t year_of_century = (uint32_t)(p2 >> 32), day_of_year = (uint32_t)p2 / 2939745 / 4;
    uint32_t n3 = 2141 * day_of_year + 197913;
    uint32_t month = n3 >> 16, day = (n3 & 0xFFFF) / 2141 + 1;
    uint32_t year = 100 * century + year_of_century;
    if (month > 12) { month -= 12; year += 1; }
    int64_t y = (int64_t)year - 400 * 82;
    if (y < 0 || y > 9999) return 0;
    uint32_t ms_of_day = (uint32_t)rem, s = ms_of_day / 1000, milli = ms_of_day % 1000;
    put2(out, (uint32_t)y / 100); put2(out + 2, (uint32_t)y % 100); out[4] = '-';
    put2(out + 5, month); out[7] = '-'; put2(out + 8, day); out[10] = 'T';
    put2(out + 11, s / 3600); out[13] = ':'; put2(out + 14, s / 60 % 60); out[16] = ':';
    put2(out + 17, s % 60); out[19] = '.';
    out[20] = (uint8_t)('0' + milli / 100); put2(out + 21, milli % 100); out[23] = 'Z';
    return 24;
}

// One call per value, as into a library in another module: the formatter is kept out of
// line, and the loop is C, so the row pays no conversion or call from Swift per value.
__attribute__((noinline)) static size_t format_js_call(int64_t ms, uint8_t *out) { return cref_format_js(ms, out); }

int64_t cref_format_js_each(const int64_t *milliseconds, size_t count, uint8_t *out) {
    int64_t sink = 0;
    for (size_t i = 0; i < count; i++) {
        size_t n = format_js_call(milliseconds[i], out);
        if (n == 0) return -1;
        sink += (int64_t)n + out[n - 2];
    }
    return sink;
}


/// A 64-bit mask of the bytes of `block` equal to `byte`.
static inline uint64_t csv_mask(const uint8_t *block, uint8_t byte) {
#if defined(__SSE2__)
    const __m128i pattern = _mm_set1_epi8((char)byte);
    uint64_t mask = 0;
    for (int k = 0; k < 4; k++) {
        __m128i lanes = _mm_loadu_si128((const __m128i *)(block + 16 * k));
        mask |= (uint64_t)(uint16_t)_mm_movemask_epi8(_mm_cmpeq_epi8(lanes, pattern)) << (16 * k);
    }
    return mask;
#else
    uint64_t mask = 0;
    for (int k = 0; k < 64; k++) mask |= (uint64_t)(block[k] == byte) << k;
    return mask;
#endif
}

/// The 64 bytes of `text` at `at`: in place, or the text's last bytes copied into `last`
/// with zeros after them (no structure) when fewer than 64 are left.
static inline const uint8_t *csv_block(const uint8_t *text, size_t length, size_t at, uint8_t last[64]) {
    if (length - at >= 64) return text + at;
    memset(last, 0, 64);
    memcpy(last, text + at, length - at);
    return last;
}

/// The bytes of a block inside quotes, from its quote mask: a prefix XOR (bit i is the parity
/// of the quotes at or before i; a carryless multiply by all ones, spelled in shifts so that
/// it needs SSE2 alone), carried in and out through `inside` (all ones when the last block
/// ended inside quotes).
static inline uint64_t csv_inside(uint64_t quotes, uint64_t *inside) {
    quotes ^= quotes << 1;
    quotes ^= quotes << 2;
    quotes ^= quotes << 4;
    quotes ^= quotes << 8;
    quotes ^= quotes << 16;
    quotes ^= quotes << 32;
    quotes ^= *inside;
    *inside = (uint64_t)((int64_t)quotes >> 63);
    return quotes;
}

size_t cref_csv_record_ends(const uint8_t *text, size_t length, uint64_t *sum) {
    size_t records = 0;
    uint64_t total = 0;
    uint64_t inside = 0;  // all ones when the previous block ended inside quotes
    uint8_t last[64];
    for (size_t at = 0; at < length; at += 64) {
        const uint8_t *block = csv_block(text, length, at, last);
        uint64_t quoted = csv_inside(csv_mask(block, '"'), &inside);
        uint64_t ends = csv_mask(block, '\n') & ~quoted;
        while (ends != 0) {
            total += at + (uint64_t)__builtin_ctzll(ends);
            records += 1;
            ends &= ends - 1;
        }
    }
    *sum += total;
    return records;
}

/// The `low`, `high` pair of masks from bit `o` on: the 64 bytes from a record's start.
static inline uint64_t csv_window(uint64_t low, uint64_t high, unsigned o) {
    return (low >> o) | ((high << 1) << (63 - o));
}

size_t cref_csv_field_bounds(const uint8_t *text, size_t length, size_t field, uint64_t *sum) {
    size_t records = 0;
    uint64_t total = 0;
    uint64_t inside = 0;         // all ones when the previous block ended inside quotes
    uint64_t startsCarry = 1;    // 1 when a record starts at the next block's first byte
    uint64_t lastSeparators = 0, lastStarts = 0;
    uint8_t last[64];
    // Each block's records are found once the next block's masks are made: a record's field
    // lies in the 64 separator bits from its start, across the two.
    for (size_t at = 0; at < length + 64; at += 64) {
        uint64_t separators = 0, starts = 0;
        if (at < length) {
            const uint8_t *block = csv_block(text, length, at, last);
            uint64_t quoted = csv_inside(csv_mask(block, '"'), &inside);
            uint64_t ends = csv_mask(block, '\n') & ~quoted;
            separators = (csv_mask(block, ',') & ~quoted) | ends;
            // A start past the text's end (after its last newline) is no record's.
            uint64_t inText = length - at >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << (length - at)) - 1;
            starts = ((ends << 1) | startsCarry) & inText;
            startsCarry = ends >> 63;
        }
        for (; lastStarts != 0; lastStarts &= lastStarts - 1) {
            unsigned o = (unsigned)__builtin_ctzll(lastStarts);
            uint64_t start = at - 64 + o, valueStart = start;
            uint64_t fieldEnds = csv_window(lastSeparators, separators, o);
            for (size_t j = 0; j < field && fieldEnds != 0; j++) {
                valueStart = start + (uint64_t)__builtin_ctzll(fieldEnds) + 1;
                fieldEnds &= fieldEnds - 1;
            }
            if (fieldEnds != 0) total += valueStart + start + (uint64_t)__builtin_ctzll(fieldEnds);
            records += 1;
        }
        lastSeparators = separators;
        lastStarts = starts;
    }
    *sum += total;
    return records;
}
