#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension FastDate.TimeOfDay {
    /// The instant at which a clock in `timeZone` shows this time on the calendar day it
    /// shows at `day`; see `JSONDecoder.DateDecodingStrategy.fastTimeOfDay(on:in:)`.
    ///
    /// ```swift
    /// let sunset = try FastDate.parseTimeOfDay("7:27:02 PM")
    /// let t = try sunset.timestamp(on: Date(), in: TimeZone(identifier: "Europe/London")!)
    /// ```
    /// - Precondition: `day` is a finite `Date`.
    /// - Throws: ``FastDate/ParseError`` of kind `outOfRange` (offset 0) when the instant is
    ///   outside ±8.64e15 ms from 1970.
    public func timestamp(on day: Date, in timeZone: TimeZone) throws(FastDate.ParseError) -> FastDate.Timestamp {
        try TimeOfDayAnchor(day: day, in: timeZone).timestamp(self, inputLength: 0)
    }

    /// The first instant at or after `start` at which a clock in `timeZone` shows this time;
    /// see `JSONDecoder.DateDecodingStrategy.fastTimeOfDay(atOrAfter:in:)`.
    ///
    /// For times that belong to an event starting at `start`: an API that gives a sunset
    /// in UTC as `1:28:00 AM` means the night after the sunrise, not the one before.
    ///
    /// ```swift
    /// let sunset = try FastDate.parseTimeOfDay("1:28:00 AM")
    /// let t = try sunset.timestamp(atOrAfter: sunrise, in: TimeZone(identifier: "UTC")!)
    /// ```
    /// - Precondition: `start` is a finite `Date`.
    /// - Throws: ``FastDate/ParseError`` of kind `outOfRange` (offset 0) when the instant is
    ///   outside ±8.64e15 ms from 1970.
    public func timestamp(atOrAfter start: Date, in timeZone: TimeZone) throws(FastDate.ParseError) -> FastDate.Timestamp {
        try TimeOfDayAnchor(atOrAfter: start, in: timeZone).timestamp(self, inputLength: 0)
    }
}
