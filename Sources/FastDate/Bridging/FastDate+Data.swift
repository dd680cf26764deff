#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// The `Data` doors: a body from `URLSession`, a file or a socket is parsed in place, with
// no `String` made and no `withUnsafeBytes` written by hand. Like every other door they only
// find the bytes, so they accept exactly the grammar of the `UnsafeRawBufferPointer` door.

extension FastDate {
    /// Parses UTF-8 bytes in the default format; see `parse(_:)`.
    public static func parse(_ data: Data) throws(ParseError) -> Double {
        try read(data) { (raw) throws(ParseError) in try parse(raw) }
    }

    /// Parses UTF-8 bytes in `format`; see `parse(_:as:)`.
    public static func parse(_ data: Data, as format: Format) throws(ParseError) -> Double {
        try read(data) { (raw) throws(ParseError) in try parse(raw, as: format) }
    }

    /// Parses UTF-8 bytes in the default format to an exact `Timestamp`; see
    /// `parseTimestamp(_:)`.
    public static func parseTimestamp(_ data: Data) throws(ParseError) -> Timestamp {
        try read(data) { (raw) throws(ParseError) in try parseTimestamp(raw) }
    }

    /// Parses UTF-8 bytes in `format` to an exact `Timestamp`; see
    /// `parseTimestamp(_:as:)`.
    public static func parseTimestamp(_ data: Data, as format: Format) throws(ParseError) -> Timestamp {
        try read(data) { (raw) throws(ParseError) in try parseTimestamp(raw, as: format) }
    }

    /// Parses a local date-time from UTF-8 bytes; see
    /// `parseLocalDateTime(_:)`.
    public static func parseLocalDateTime(_ data: Data) throws(ParseError) -> LocalDateTime {
        try read(data) { (raw) throws(ParseError) in try parseLocalDateTime(raw) }
    }

    /// Parses a time of day from UTF-8 bytes; see
    /// `parseTimeOfDay(_:)`.
    public static func parseTimeOfDay(_ data: Data) throws(ParseError) -> TimeOfDay {
        try read(data) { (raw) throws(ParseError) in try parseTimeOfDay(raw) }
    }

    /// Parses an ISO 8601 duration from UTF-8 bytes; see `parseDuration(_:)`.
    public static func parseDuration(_ data: Data) throws(ParseError) -> ISODuration {
        try read(data) { (raw) throws(ParseError) in try parseDuration(raw) }
    }

    /// Hands `data`'s bytes to `scan` in place. `Data.withUnsafeBytes` only rethrows untyped
    /// errors, which would box ours: the result travels out as a `Result` instead.
    @inline(__always)
    private static func read<Value>(
        _ data: Data, _ scan: (UnsafeRawBufferPointer) throws(ParseError) -> Value
    ) throws(ParseError) -> Value {
        try data.withUnsafeBytes { raw in Result { () throws(ParseError) in try scan(raw) } }.get()
    }
}
