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
    /// Every door writes by FastDate's one writing rule: the Date is read as the instant it
    /// stands for, to the microsecond (exactly; the Date for 1335205543.511 is stored as
    /// 1335205543.5109999… and stands for `.511000`), and that is truncated to the digits the
    /// format writes, so nothing is written later than the Date: `…20.75` is `20 GMT` in an
    /// HTTP-date. An epoch format writes a JSON number, exactly: an integer when the count
    /// is whole, else with its fraction (`1764200000.75`), which Foundation's
    /// `.secondsSince1970` reads back; every other writes a string. A Date the format
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
        let zone = timeZone.map(FastDate.TimeZone.init)  // its table found once, here
        return .custom { date, encoder in try DateEncoding.encode(date, format, zone: zone, to: encoder) }
    }

    /// Writes each date in `format` at the offset `timeZone` has at that date; see
    /// ``fast(_:timeZone:)-(_,TimeZone?)``. Works with FoundationEssentials alone.
    ///
    /// ```swift
    /// encoder.dateEncodingStrategy = .fast(.rfc3339, timeZone: try FastDate.TimeZone(identifier: "Europe/Paris"))
    /// ```
    public static func fast(_ format: FastDate.Format, timeZone: FastDate.TimeZone) -> Self {
        .custom { date, encoder in try DateEncoding.encode(date, format, zone: timeZone, to: encoder) }
    }

    /// Writes what JavaScript's `Date.prototype.toISOString()` writes:
    /// `2012-04-23T18:25:43.511Z`, UTC, three fraction digits. `.fast(.iso8601)`.
    public static var fastISO8601: Self { .fast(.iso8601) }

    /// Writes RFC 3339 in UTC with exactly `fractionDigits` digits, truncated: 0 gives
    /// `2012-04-23T18:25:43Z` for `…43.511Z`. `.fast(.iso8601.fractionDigits(_:))`.
    public static func fastISO8601(fractionDigits: Int) -> Self { .fast(.iso8601.fractionDigits(fractionDigits)) }

    /// Writes the Date as a JSON number of `unit`s since 1970, exactly: `1616112000123`, or
    /// `1616112000123.5` for a Date half a millisecond later. `.fast(.epoch(.milliseconds).fractionDigits(0))`
    /// writes whole units, truncated. `.fast(.epoch(_:))`.
    ///
    /// A nanosecond count past `Int64` (outside 1677 … 2262) is `EncodingError.invalidValue`.
    public static func fastEpoch(_ unit: FastDate.EpochUnit) -> Self { .fast(.epoch(unit)) }

    /// Writes HTTP-dates, RFC 9110's IMF-fixdate: `Sun, 06 Nov 1994 08:49:37 GMT`, the
    /// second truncated. `.fast(.httpDate)`.
    public static var fastHTTPDate: Self { .fast(.httpDate) }

    /// Writes RFC 5322 date-times in UTC: `Fri, 19 Mar 2021 09:37:20 +0000`, the second
    /// truncated. `.fast(.rfc5322)`.
    public static var fastRFC5322: Self { .fast(.rfc5322) }

    /// Writes RFC 5322 date-times at the offset `timeZone` has at each date:
    /// `Fri, 19 Mar 2021 10:37:20 +0100` in Paris. `.fast(.rfc5322, timeZone:)`.
    public static func fastRFC5322(timeZone: TimeZone?) -> Self { .fast(.rfc5322, timeZone: timeZone) }

    /// Writes RFC 5322 date-times at the offset `timeZone` has at each date.
    /// `.fast(.rfc5322, timeZone:)`.
    public static func fastRFC5322(timeZone: FastDate.TimeZone) -> Self { .fast(.rfc5322, timeZone: timeZone) }
}
