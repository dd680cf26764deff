// Hand-tuned C references for fastdate-bench (issue "Performance round 2"): what the best
// plain C does for the same jobs, so the benchmark can state FastDate's ratio to it in one
// run. Benchmark-only: not a product, not a dependency of either library.
#ifndef FASTDATE_CREFERENCE_H
#define FASTDATE_CREFERENCE_H

#include <stddef.h>
#include <stdint.h>

/// A decimal integer of up to 19 digits, eight digits per step (SWAR), as milliseconds:
/// writes seconds and nanoseconds and returns 1, or returns 0 for anything else.
int cref_parse_epoch_ms(const uint8_t *text, size_t length, int64_t *seconds, int32_t *nanoseconds);

/// `YYYY-MM-DDTHH:mm:ss.sssZ` exactly (JavaScript's toISOString for years 0000-9999): SSE2
/// compares for the layout, Neri-Schneider days-from-civil. Writes seconds and nanoseconds
/// and returns 1, or 0 when the text is not that shape or not a valid date.
int cref_parse_js(const uint8_t *text, size_t length, int64_t *seconds, int32_t *nanoseconds);

/// Writes `ms` (years 0000-9999) as toISOString() into `out` (24 bytes): Neri-Schneider
/// civil-from-days and a two-digit table. Returns 24, or 0 outside those years.
size_t cref_format_js(int64_t milliseconds, uint8_t *out);

/// `cref_format_js` the way a library is called: a loop in C over `count` millisecond values
/// that calls a `noinline` copy of the formatter once per value, into `out` (24 bytes, reused),
/// with nothing converted on the way. Returns the sum of the lengths and of the last digit
/// written (so no call is dead), or -1 if a value was outside 0000-9999.
int64_t cref_format_js_each(const int64_t *milliseconds, size_t count, uint8_t *out);

/// The ends of the records of a CSV text (RFC 4180): its newlines outside quoted fields,
/// found as simdjson and simdcsv find their structure, 64 bytes at a time: SSE2 masks of the
/// quotes and newlines, the bytes inside quotes as a prefix XOR of the quote mask carried from
/// block to block, and the record ends as the newlines outside them. Nothing more (no field,
/// no check of where the quotes stand): what any exact CSV reader must at least do. Returns
/// how many records end in the text and adds each end's offset to `*sum`.
size_t cref_csv_record_ends(const uint8_t *text, size_t length, uint64_t *sum);

/// Field `field` of every record of a CSV text (RFC 4180), found with the masks of
/// `cref_csv_record_ends` plus the delimiters outside quotes, streamed as FastDate's reader
/// streams them: a record's field in the 64 bits of field ends (delimiters and newlines
/// outside quotes) from its start, across its block and the next, by counts of trailing
/// zeros. The field's bounds as they stand (quotes not stripped, no check of where they
/// stand, a field that ends more than 63 bytes past its record's start not found): the least
/// a reader that finds a field, not only a record end, does. Returns how many records start
/// in the text and adds each field's start and end offsets to `*sum`.
size_t cref_csv_field_bounds(const uint8_t *text, size_t length, size_t field, uint64_t *sum);

/// Keeps freed heap memory in the process (glibc), so JSON rows do not fault their
/// pages back in between samples; a no-op elsewhere. Called once at start-up.
void cref_keep_freed_heap(void);

#endif
