#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension FastDate.LocalDateTime {
    /// The instant this reading names in `timeZone`, or at the offset the text wrote.
    ///
    /// Placed as ``JSONDecoder/DateDecodingStrategy/fastLocalDateTime(in:)`` places it: a
    /// wall time skipped by a transition takes the offset from before it, one that happens
    /// twice is its first occurrence, as `Calendar.date(from:)` does.
    ///
    /// ```swift
    /// let local = try FastDate.parseLocalDateTime("2021-03-14T02:30:00")
    /// let t = try local.timestamp(in: TimeZone(identifier: "America/New_York")!)
    /// // 2021-03-14T07:30:00Z, which New York calls 03:30 EDT
    /// ```
    /// - Throws: ``FastDate/ParseError`` of kind `outOfRange` (offset 0) when the instant is
    ///   outside ±8.64e15 ms from 1970.
    public func timestamp(in timeZone: TimeZone) throws(FastDate.ParseError) -> FastDate.Timestamp {
        try WallTimeResolution.timestamp(self, in: timeZone, inputLength: 0)
    }
}

extension FastDate.TimeOfDay {
    /// The instant at which a clock in `timeZone` shows this time on the calendar day it
    /// shows at `day`; see ``JSONDecoder/DateDecodingStrategy/fastTimeOfDay(on:in:)``.
    ///
    /// ```swift
    /// let sunset = try FastDate.parseTimeOfDay("7:27:02 PM")
    /// let t = try sunset.timestamp(on: Date(), in: TimeZone(identifier: "Europe/London")!)
    /// ```
    /// - Precondition: `day` is a finite `Date`.
    /// - Throws: ``FastDate/ParseError`` of kind `outOfRange` (offset 0) when the instant is
    ///   outside ±8.64e15 ms from 1970.
    public func timestamp(on day: Date, in timeZone: TimeZone) throws(FastDate.ParseError) -> FastDate.Timestamp {
        let reading = FastDate.LocalDateTime(
            localSeconds: WallTimeResolution.localMidnight(of: day, in: timeZone) + Int64(secondsSinceMidnight),
            nanoseconds: nanoseconds)
        return try WallTimeResolution.timestamp(reading, in: timeZone, inputLength: 0)
    }
}
