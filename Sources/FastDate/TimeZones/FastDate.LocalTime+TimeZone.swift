#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension FastDate.LocalTime {
    /// The instant at which a clock in `timeZone` shows this time on the calendar day it
    /// shows at `day`; see `JSONDecoder.DateDecodingStrategy.fastTimeOfDay(on:in:)`.
    ///
    /// ```swift
    /// let sunset = try FastDate.LocalTime(parsing: "7:27:02 PM", as: .timeOfDay)
    /// let t = try sunset.timestamp(on: Date(), in: TimeZone(identifier: "Europe/London")!)
    /// ```
    /// - Precondition: `day` is a finite `Date`.
    /// - Throws: ``FastDate/ParseError`` of kind `outOfRange` (offset 0) when the instant is
    ///   outside ±8.64e15 ms from 1970.
    public func timestamp(on day: Date, in timeZone: TimeZone) throws(FastDate.ParseError) -> FastDate.Timestamp {
        try timestamp(on: day, in: FastDate.TimeZone(timeZone))
    }

    /// The instant at which a clock in `timeZone` shows this time on the calendar day it
    /// shows at `day`.
    ///
    /// ```swift
    /// let sunset = try FastDate.LocalTime(parsing: "7:27:02 PM", as: .timeOfDay)
    /// let t = try sunset.timestamp(on: Date(), in: FastDate.TimeZone(identifier: "Europe/London"))
    /// ```
    /// - Precondition: `day` is a finite `Date`.
    /// - Throws: ``FastDate/ParseError`` of kind `outOfRange` (offset 0) when the instant is
    ///   outside ±8.64e15 ms from 1970.
    public func timestamp(on day: Date, in timeZone: FastDate.TimeZone) throws(FastDate.ParseError) -> FastDate.Timestamp {
        try LocalTimeAnchor(day: day, in: timeZone).timestamp(self)
    }

    /// The first instant at or after `start` at which a clock in `timeZone` shows this time;
    /// see `JSONDecoder.DateDecodingStrategy.fastTimeOfDay(atOrAfter:in:)`.
    ///
    /// For times that belong to an event starting at `start`: an API that gives a sunset
    /// in UTC as `1:28:00 AM` means the night after the sunrise, not the one before.
    ///
    /// ```swift
    /// let sunset = try FastDate.LocalTime(parsing: "1:28:00 AM", as: .timeOfDay)
    /// let t = try sunset.timestamp(atOrAfter: sunrise, in: TimeZone(identifier: "UTC")!)
    /// ```
    /// - Precondition: `start` is a finite `Date`.
    /// - Throws: ``FastDate/ParseError`` of kind `outOfRange` (offset 0) when the instant is
    ///   outside ±8.64e15 ms from 1970.
    public func timestamp(atOrAfter start: Date, in timeZone: TimeZone) throws(FastDate.ParseError) -> FastDate.Timestamp {
        try timestamp(atOrAfter: start, in: FastDate.TimeZone(timeZone))
    }

    /// The first instant at or after `start` at which a clock in `timeZone` shows this time.
    ///
    /// ```swift
    /// let sunset = try FastDate.LocalTime(parsing: "1:28:00 AM", as: .timeOfDay)
    /// let t = try sunset.timestamp(atOrAfter: sunrise, in: .utc)
    /// ```
    /// - Precondition: `start` is a finite `Date`.
    /// - Throws: ``FastDate/ParseError`` of kind `outOfRange` (offset 0) when the instant is
    ///   outside ±8.64e15 ms from 1970.
    public func timestamp(atOrAfter start: Date, in timeZone: FastDate.TimeZone) throws(FastDate.ParseError) -> FastDate.Timestamp {
        try LocalTimeAnchor(atOrAfter: start, in: timeZone).timestamp(self)
    }

    /// Places times of day that follow one another, such as a sunrise and then a sunset,
    /// each at the first instant at or after the one before it: the first at or after
    /// `start`, on a clock in `timeZone`.
    ///
    /// The robust reading of times an API sends without dates. Anchoring each time on its
    /// own to the same midnight goes wrong when a later time falls past midnight in the
    /// zone the API answers in: a New York sunset is `12:31:02 AM` in UTC, the *next* UTC
    /// day, and read on the sunrise's day it lands before the sunrise. Chained, the sunset
    /// is the first `12:31:02 AM` after the sunrise:
    ///
    /// ```swift
    /// let utc = TimeZone(identifier: "UTC")!
    /// let midnightInNewYork = Date(timeIntervalSince1970: 1_624_075_200)  // 2021-06-19T04:00:00Z
    /// let times = [try FastDate.LocalTime(parsing: "9:25:09 AM", as: .timeOfDay), try FastDate.LocalTime(parsing: "12:31:02 AM", as: .timeOfDay)]
    /// let dates = try FastDate.LocalTime.chained(times, atOrAfter: midnightInNewYork, in: utc)
    /// dates[1].timeIntervalSince(dates[0])  // 54353.0
    /// ```
    ///
    /// A time equal to the one before it is that same instant. Daylight-saving gaps and
    /// overlaps are placed as ``timestamp(atOrAfter:in:)-(_,TimeZone)`` places them.
    /// - Throws: ``FastDate/ParseError`` of kind `outOfRange` when a time would fall outside
    ///   the supported range.
    public static func chained(
        _ times: [FastDate.LocalTime], atOrAfter start: Date, in timeZone: TimeZone
    ) throws(FastDate.ParseError) -> [Date] {
        try chained(times, atOrAfter: start, in: FastDate.TimeZone(timeZone))
    }

    /// Places times of day that follow one another, each at the first instant at or after
    /// the one before it, on a clock in `timeZone`; see
    /// ``chained(_:atOrAfter:in:)-(_,_,TimeZone)``.
    public static func chained(
        _ times: [FastDate.LocalTime], atOrAfter start: Date, in timeZone: FastDate.TimeZone
    ) throws(FastDate.ParseError) -> [Date] {
        var dates: [Date] = []
        dates.reserveCapacity(times.count)
        var previous = start
        for time in times {
            previous = Date(try time.timestamp(atOrAfter: previous, in: timeZone))
            dates.append(previous)
        }
        return dates
    }
}
