#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension FastDate.LocalDateTime {
    /// The date and time a clock in Foundation's `timeZone` shows at the instant
    /// `timestamp`, with no offset: the core's `init(_:in:)` taking a `FastDate.TimeZone`,
    /// with the zone bridged (`FastDate.TimeZone(_:)`).
    ///
    /// ```swift
    /// let t = try FastDate.parseTimestamp("2024-01-15T03:00:00Z")
    /// try FastDate.LocalDateTime(t, in: TimeZone(identifier: "America/New_York")!).description
    /// // "2024-01-14T22:00:00"
    /// ```
    /// - Throws: `FastDate.CalendarError` `yearOutOfRange` when that reading is outside
    ///   0000–9999.
    public init(_ timestamp: FastDate.Timestamp, in timeZone: TimeZone) throws(FastDate.CalendarError) {
        try self.init(timestamp, in: FastDate.TimeZone(timeZone))
    }

    /// The instant this reading names in Foundation's `timeZone`, or at the offset the
    /// text wrote: the core's `timestamp(in:resolving:)` taking a `FastDate.TimeZone`, with
    /// the zone bridged.
    ///
    /// A local time that a transition skips or repeats names the instant `disambiguation`
    /// chooses; the default, `.compatible`, is what `.fastLocalDateTime(in:)` and
    /// `Calendar.date(from:)` do: a skipped time takes the offset from before the gap, a
    /// repeated one is its first occurrence.
    ///
    /// ```swift
    /// let local = try FastDate.parseLocalDateTime("2021-03-14T02:30:00")
    /// let t = try local.timestamp(in: TimeZone(identifier: "America/New_York")!)
    /// // 2021-03-14T07:30:00Z, which New York calls 03:30 EDT
    /// ```
    /// - Throws: `FastDate.ArithmeticError` `skippedLocalTime` or
    ///   `repeatedLocalTime`, with this reading, when `disambiguation` is `.reject` and the
    ///   clock skips or repeats it; `outOfRange` when the instant is outside ±8.64e15 ms from
    ///   1970.
    public func timestamp(in timeZone: TimeZone, resolving disambiguation: FastDate.Disambiguation = .compatible) throws(FastDate.ArithmeticError) -> FastDate.Timestamp {
        try timestamp(in: FastDate.TimeZone(timeZone), resolving: disambiguation)
    }
}
