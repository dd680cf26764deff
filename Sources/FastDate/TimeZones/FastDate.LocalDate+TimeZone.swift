#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension FastDate.LocalDate {
    /// The day a clock in Foundation's `timeZone` shows at the instant `timestamp`.
    ///
    /// ```swift
    /// let t = try FastDate.parseTimestamp("2024-01-15T03:00:00Z")
    /// try FastDate.LocalDate(t, in: TimeZone(identifier: "America/New_York")!).description  // "2024-01-14"
    /// ```
    /// - Throws: `FastDate.CalendarError` `yearOutOfRange` when that day is outside
    ///   0000–9999.
    public init(_ timestamp: FastDate.Timestamp, in timeZone: TimeZone) throws(FastDate.CalendarError) {
        try self.init(timestamp, in: FastDate.TimeZone(timeZone))
    }

    /// The first instant of this day in Foundation's `timeZone`: midnight, unless the zone's clock skips
    /// midnight that day (then the first instant after the gap). This is the helper for a
    /// `Date`-typed `format: date` field: decode a `LocalDate` and take `start(in:)` in the
    /// zone the day belongs to, rather than reading the text as UTC midnight.
    ///
    /// ```swift
    /// let day = try FastDate.LocalDate(parsing: "2024-01-15")
    /// let start = Date(try day.start(in: TimeZone(identifier: "Asia/Tokyo")!))  // 2024-01-14T15:00:00Z
    /// ```
    /// - Throws: `FastDate.ParseError` `missingOffset` only for a `TimeZone` whose offset is
    ///   a day or more from UTC, which no real zone has.
    public func start(in timeZone: TimeZone) throws(FastDate.ParseError) -> FastDate.Timestamp {
        try start(in: FastDate.TimeZone(timeZone))
    }
}
