#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension FastDate.LocalDateTime {
    /// The instant this reading names in `timeZone`, or at the offset the text wrote.
    ///
    /// Placed as `JSONDecoder.DateDecodingStrategy.fastLocalDateTime(in:)` places it: a
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
