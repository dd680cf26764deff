/// Fast, exact parsing and formatting of RFC 3339 / ISO 8601 date-times and epoch numbers.
///
/// `FastDate` is a namespace. Every parse function (`String`, `Substring`, `[UInt8]`,
/// raw buffers, `Span`) is a thin door onto one byte reader, so they all accept exactly
/// the grammar written in `Spec/date-time/date-time.md`, allocate nothing, and report errors as a
/// ``ParseError`` with the byte offset where the input stopped making sense.
///
/// ```swift
/// let t = try FastDate.parse("2021-03-19T09:37:20.123Z")  // 1616146640.123
/// let exact = try FastDate.parseTimestamp("2021-03-19T10:37:20+01:00")
/// exact.utcOffset  // 3600
/// ```
///
/// The type shares its name with the `FastDate` product module on purpose: it lives in
/// `FastDateCore`, and `import FastDate` re-exports it, so `FastDate.parse` reads the same
/// from either module.
public enum FastDate {}
