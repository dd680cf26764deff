// FastDateArrow: FastDate's column reader behind the Apache Arrow C Data Interface.
//
// The two structs are the interface's own, as its specification defines them
// (https://arrow.apache.org/docs/format/CDataInterface.html), so that no Arrow library is
// needed to build or call this. The contract of the function is in
// Spec/column/column.md, "The C Data Interface kernel".
#ifndef FASTDATE_ARROW_H
#define FASTDATE_ARROW_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#ifndef ARROW_C_DATA_INTERFACE
#define ARROW_C_DATA_INTERFACE

#define ARROW_FLAG_DICTIONARY_ORDERED 1
#define ARROW_FLAG_NULLABLE 2
#define ARROW_FLAG_MAP_KEYS_SORTED 4

struct ArrowSchema {
  const char* format;
  const char* name;
  const char* metadata;
  int64_t flags;
  int64_t n_children;
  struct ArrowSchema** children;
  struct ArrowSchema* dictionary;
  void (*release)(struct ArrowSchema*);
  void* private_data;
};

struct ArrowArray {
  int64_t length;
  int64_t null_count;
  int64_t offset;
  int64_t n_buffers;
  int64_t n_children;
  const void** buffers;
  struct ArrowArray** children;
  struct ArrowArray* dictionary;
  void (*release)(struct ArrowArray*);
  void* private_data;
};

#endif  // ARROW_C_DATA_INTERFACE

/// What `fastdate_arrow_parse` returns.
enum {
  FASTDATE_ARROW_OK = 0,
  /// The input array or schema breaks the interface's rules (released, not utf8 or
  /// large_utf8, wrong buffer or child counts, negative or overflowing lengths).
  FASTDATE_ARROW_INVALID_ARRAY = 1,
  /// The format, pattern, unit or time zone argument is not one FastDate knows.
  FASTDATE_ARROW_INVALID_ARGUMENT = 2,
  /// A value is not a date in the format, and failures were not asked to become nulls.
  FASTDATE_ARROW_VALUE_FAILED = 3,
  /// The output's buffers could not be allocated.
  FASTDATE_ARROW_NO_MEMORY = 4,
};

/// Reads every value of `input` (schema format "u", utf8, or "U", large_utf8) as a date in
/// `format` and writes an Arrow array of `unit` ("s", "ms", "us", "ns": timestamp[unit, tz];
/// "date32": date32) to `out` and `out_schema`.
///
/// - `format`: a FastDate format name: "iso8601", "rfc3339", "javaScript", "fullDate",
///   "httpDate", "rfc5322", "rfc9557", "iso8601Basic", "dotNetJSON", "cookieDate", "flexible",
///   "epochSeconds", "epochMilliseconds", "epochMicroseconds", "epochNanoseconds";
///   "pattern" with `pattern` a DateFormatter-style pattern, "strftime" with `pattern` a
///   C/POSIX/Python strftime format ("%Y-%m-%d %H:%M:%S"), or "chrono" with one in chrono's
///   dialect ("%Y-%m-%dT%H:%M:%S%.f%:z") (each on the clock of `timezone` when one is given,
///   else UTC; Spec/patterns/strftime.md); or "localDateTime", date-times whose offset may be
///   missing (`2024-03-10T02:30:00`), those without one read on the clock of `timezone`.
/// - `timezone`: the output type's time zone ("UTC", "+01:00", an IANA name from the
///   bundled tzdata), written into its schema as is; NULL or "" for a timestamp without one.
///   "localDateTime", "pattern", "strftime" and "chrono" place readings without an offset in it; other formats
///   carry their own offsets. Ignored for date32's type, not for its readings.
/// - `failures_as_nulls`: nonzero to make a value that fails null; zero to stop and return
///   FASTDATE_ARROW_VALUE_FAILED.
/// - `error`, `error_capacity`: where a message is written (NUL-terminated, cut to fit)
///   when the result is not FASTDATE_ARROW_OK; may be NULL.
///
/// The input is borrowed: the caller still owns it and releases it. On success `out` and
/// `out_schema` are the caller's, to be released through their `release` callbacks (which
/// free every buffer and mark them released); on failure they are left untouched.
int fastdate_arrow_parse(const struct ArrowArray* input, const struct ArrowSchema* input_schema,
                         const char* format, const char* pattern, const char* unit, const char* timezone,
                         int failures_as_nulls, struct ArrowArray* out, struct ArrowSchema* out_schema,
                         char* error, size_t error_capacity);

/// `fastdate_arrow_parse`, and `disambiguation` says which instant a local reading names
/// where `timezone`'s clock skips it or shows it twice: "compatible" (NULL: the offset before
/// a gap, the first of two; what fastdate_arrow_parse does), "earlier", "later", or
/// "reject" (such a value fails: null, or FASTDATE_ARROW_VALUE_FAILED).
int fastdate_arrow_parse_zoned(const struct ArrowArray* input, const struct ArrowSchema* input_schema,
                               const char* format, const char* pattern, const char* unit, const char* timezone,
                               const char* disambiguation, int failures_as_nulls, struct ArrowArray* out,
                               struct ArrowSchema* out_schema, char* error, size_t error_capacity);

/// Writes every value of `input` (schema format "tss:", "tsm:", "tsu:" or "tsn:" with any
/// zone, timestamp[unit, tz]; or "tdD", date32) as text in `format` into a utf8 array ("u"),
/// or a large_utf8 one ("U") when the text passes 2^31 - 1 bytes, at `out` and `out_schema`.
///
/// - `format`: a format name as `fastdate_arrow_parse` takes it ("rfc3339", "javaScript",
///   "httpDate", "rfc5322", "fullDate", "epochMilliseconds", ...), or "pattern",
///   "strftime" or "chrono" with `pattern`, written on the clock of the zone.
/// - `fraction_digits`: 0 to 9 for the formats whose fraction is chosen (iso8601, rfc3339,
///   rfc9557, iso8601Basic, the epoch numbers), truncated; -1 for the format's own.
/// - `timezone`: the zone each instant is written in ("UTC", "+01:00", an IANA name from the
///   bundled tzdata): "rfc3339" writes the local time there and its offset. NULL or "" for
///   the input type's own zone, and UTC when it has none. A date32 value is written as its
///   day, in no zone.
/// - `failures_as_nulls`: nonzero to make a value the format cannot write null (a year an
///   HTTP-date cannot hold); zero to stop and return FASTDATE_ARROW_VALUE_FAILED.
///
/// A null stays null. The data buffer is exactly as long as the text. Ownership and errors
/// are as for `fastdate_arrow_parse`.
int fastdate_arrow_format(const struct ArrowArray* input, const struct ArrowSchema* input_schema,
                          const char* format, const char* pattern, int fraction_digits, const char* timezone,
                          int failures_as_nulls, struct ArrowArray* out, struct ArrowSchema* out_schema,
                          char* error, size_t error_capacity);

#ifdef __cplusplus
}
#endif

#endif  // FASTDATE_ARROW_H
