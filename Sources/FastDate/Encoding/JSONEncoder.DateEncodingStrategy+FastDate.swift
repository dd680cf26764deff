#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension JSONEncoder.DateEncodingStrategy {
    /// Writes what JavaScript's `Date.prototype.toISOString()` writes:
    /// `2012-04-23T18:25:43.511Z`, UTC, three fraction digits.
    ///
    /// The Date is *rounded* to the nearest millisecond first, in exact arithmetic (a tie
    /// goes to the later instant): the Date for 1335205543.511 is stored as
    /// 1335205543.5109999… and is written `.511`, not `.510`. A Date outside ±8.64e15 ms
    /// of 1970 (or not finite) is `EncodingError.invalidValue`.
    public static var fastISO8601: Self {
        .custom { date, encoder in try DateEncoding.encodeText(date, .iso8601(fractionDigits: 3), to: encoder) }
    }

    /// Writes RFC 3339 in UTC with exactly `fractionDigits` digits, rounding the Date to
    /// that precision: 0 gives `2012-04-23T18:25:44Z`, 6 gives `2012-04-23T18:25:43.511000Z`.
    ///
    /// - Precondition: `fractionDigits` is in `0...9`.
    public static func fastISO8601(fractionDigits: Int) -> Self {
        precondition((0...9).contains(fractionDigits), "fractionDigits must be in 0...9")
        return .custom { date, encoder in try DateEncoding.encodeText(date, .iso8601(fractionDigits: fractionDigits), to: encoder) }
    }

    /// Writes the Date as a JSON integer count of `unit`s since 1970, rounded to the
    /// nearest unit: `.fastEpoch(.milliseconds)` writes `1616112000123`.
    ///
    /// Unlike Foundation's `.millisecondsSince1970` (a `Double`), the number is always an
    /// integer. A Date outside ±8.64e15 ms of 1970, or a nanosecond count past `Int64`
    /// (outside 1677 … 2262), is `EncodingError.invalidValue`.
    public static func fastEpoch(_ unit: FastDate.EpochUnit) -> Self {
        .custom { date, encoder in try DateEncoding.encodeEpoch(date, unit: unit, to: encoder) }
    }

    /// Writes HTTP-dates, RFC 9110's IMF-fixdate: `Sun, 06 Nov 1994 08:49:37 GMT`, in GMT,
    /// the Date rounded to the nearest second. A Date outside the years 0000–9999 is
    /// `EncodingError.invalidValue`.
    public static var fastHTTPDate: Self {
        .custom { date, encoder in try DateEncoding.encodeText(date, .httpDate, to: encoder) }
    }

    /// Writes RFC 5322 date-times in UTC: `Fri, 19 Mar 2021 09:37:20 +0000`, the Date rounded
    /// to the nearest second. See ``fastRFC5322(timeZone:)`` to write a local offset.
    public static var fastRFC5322: Self { fastRFC5322(timeZone: nil) }

    /// Writes RFC 5322 date-times at the offset `timeZone` has at each date:
    /// `Fri, 19 Mar 2021 10:37:20 +0100` in Paris, the Date rounded to the nearest second.
    /// `nil` writes UTC as `+0000`.
    public static func fastRFC5322(timeZone: TimeZone?) -> Self {
        .custom { date, encoder in try DateEncoding.encodeText(date, .rfc5322(timeZone), to: encoder) }
    }
}
