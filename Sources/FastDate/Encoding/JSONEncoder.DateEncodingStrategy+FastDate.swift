#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension JSONEncoder.DateEncodingStrategy {
    /// Writes every date in `format`, the same value that reads it
    /// (`JSONDecoder.DateDecodingStrategy.fast(_:)`):
    ///
    /// ```swift
    /// encoder.dateEncodingStrategy = .fast(.rfc3339.fractionDigits(6))  // "2021-03-19T09:37:20.123000Z"
    /// encoder.dateEncodingStrategy = .fast(.epoch(.milliseconds))       // 1616146640123
    /// encoder.dateEncodingStrategy = .fast(.rfc5322, timeZone: paris)   // "Fri, 19 Mar 2021 10:37:20 +0100"
    /// encoder.dateEncodingStrategy = .fast(.rfc3339.writingUTCOffset(-18_000))  // "2021-03-19T04:37:20.123-05:00"
    /// ```
    ///
    /// The Date is first *rounded*, in exact arithmetic (a tie goes to the later instant),
    /// to the precision the format writes: the Date for 1335205543.511 is stored as
    /// 1335205543.5109999… and is written `.511`, not `.510`. An epoch format writes a JSON
    /// integer (not Foundation's `Double`); every other writes a string. A Date the format
    /// cannot hold (outside ±8.64e15 ms of 1970, not finite, a year an HTTP-date cannot
    /// write) is `EncodingError.invalidValue` with the reason, and so are fraction digits
    /// outside 0...9.
    ///
    /// - Parameters:
    ///   - format: The layout and its writing options.
    ///   - timeZone: The zone whose offset at each date is written, by the formats that
    ///     write an offset (`.iso8601`, `.rfc3339`, `.rfc9557`, `.rfc5322`; `.fullDate` writes
    ///     the day there). `nil`, the default, writes UTC. A fixed offset can instead live
    ///     on the format, `.fast(.rfc3339.writingUTCOffset(3600))`; where the format names
    ///     one, it is written and `timeZone` is not used.
    public static func fast(_ format: FastDate.Format, timeZone: TimeZone? = nil) -> Self {
        .custom { date, encoder in try DateEncoding.encode(date, format, zone: timeZone, to: encoder) }
    }

    /// Writes what JavaScript's `Date.prototype.toISOString()` writes:
    /// `2012-04-23T18:25:43.511Z`, UTC, three fraction digits, rounded. `.fast(.iso8601)`.
    public static var fastISO8601: Self { .fast(.iso8601) }

    /// Writes RFC 3339 in UTC with exactly `fractionDigits` digits, rounding the Date to
    /// that precision: 0 gives `2012-04-23T18:25:44Z`. `.fast(.iso8601.fractionDigits(_:))`.
    public static func fastISO8601(fractionDigits: Int) -> Self { .fast(.iso8601.fractionDigits(fractionDigits)) }

    /// Writes the Date as a JSON integer count of `unit`s since 1970, rounded to the
    /// nearest unit: `.fastEpoch(.milliseconds)` writes `1616112000123`. `.fast(.epoch(_:))`.
    ///
    /// A nanosecond count past `Int64` (outside 1677 … 2262) is `EncodingError.invalidValue`.
    public static func fastEpoch(_ unit: FastDate.EpochUnit) -> Self { .fast(.epoch(unit)) }

    /// Writes HTTP-dates, RFC 9110's IMF-fixdate: `Sun, 06 Nov 1994 08:49:37 GMT`, rounded
    /// to the second. `.fast(.httpDate)`.
    public static var fastHTTPDate: Self { .fast(.httpDate) }

    /// Writes RFC 5322 date-times in UTC: `Fri, 19 Mar 2021 09:37:20 +0000`, rounded to the
    /// second. `.fast(.rfc5322)`.
    public static var fastRFC5322: Self { .fast(.rfc5322) }

    /// Writes RFC 5322 date-times at the offset `timeZone` has at each date:
    /// `Fri, 19 Mar 2021 10:37:20 +0100` in Paris. `.fast(.rfc5322, timeZone:)`.
    public static func fastRFC5322(timeZone: TimeZone?) -> Self { .fast(.rfc5322, timeZone: timeZone) }
}
