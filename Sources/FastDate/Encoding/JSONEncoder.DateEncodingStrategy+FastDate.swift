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
        .custom { date, encoder in try DateEncoding.encodeText(date, fractionDigits: 3, to: encoder) }
    }

    /// Writes RFC 3339 in UTC with exactly `fractionDigits` digits, rounding the Date to
    /// that precision: 0 gives `2012-04-23T18:25:44Z`, 6 gives `2012-04-23T18:25:43.511000Z`.
    ///
    /// - Precondition: `fractionDigits` is in `0...9`.
    public static func fastISO8601(fractionDigits: Int) -> Self {
        precondition((0...9).contains(fractionDigits), "fractionDigits must be in 0...9")
        return .custom { date, encoder in try DateEncoding.encodeText(date, fractionDigits: fractionDigits, to: encoder) }
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
}
