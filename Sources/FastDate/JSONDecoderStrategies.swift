#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension JSONDecoder.DateDecodingStrategy {
    /// Reads date strings with FastDate's default profile, ``FastDate/Format/iso8601``:
    /// RFC 3339 plus what JavaScript and real servers write (`+hhmm` offsets, a date alone
    /// as UTC midnight, omitted seconds, expanded years, epoch seconds *in a string*).
    ///
    /// A JSON number is refused with a `typeMismatch` that points to
    /// ``fastEpoch(_:)`` and ``fastFlexible``. A string that is not a date is
    /// `DecodingError.dataCorrupted` with a message such as
    /// `expected ':' after the hour at byte 13 in "2021-03-19T09"` and the
    /// ``FastDate/ParseError`` as its `underlyingError`.
    ///
    /// ```swift
    /// let decoder = JSONDecoder()
    /// decoder.dateDecodingStrategy = .fastISO8601
    /// ```
    public static var fastISO8601: Self {
        // Captured once, rather than a global's lazy-initialization check per date.
        let format = FastDate.Format.iso8601
        return .custom { decoder in Date(try DateDecoding.string(from: decoder, as: format)) }
    }

    /// Reads exactly RFC 3339 section 5.6 `date-time` strings (``FastDate/Format/rfc3339``),
    /// for APIs whose contract says "RFC 3339" and should hold senders to it.
    public static var fastRFC3339: Self {
        let format = FastDate.Format.rfc3339
        return .custom { decoder in Date(try DateDecoding.string(from: decoder, as: format)) }
    }

    /// Reads epoch numbers of `unit`: JSON numbers (`1616112000123`, `1616112000.5`) and
    /// numeric strings (`"1616112000123"`), exactly.
    ///
    /// Integers are read as `Int64` and fractional numbers from their own decimal digits,
    /// never through a `Double` in between: `1616112000123` ms is 19 March 2021
    /// 00:00:00.123 and not …00.122999. The resulting `Date` is then the nearest `Double`.
    /// Numbers outside ±8.64e15 ms of 1970, and fractions finer than a nanosecond, are
    /// `DecodingError.dataCorrupted`. One limit comes from `JSONDecoder` itself: it hands
    /// out a number whose fraction is below a `Double`'s precision
    /// (`1616112000123.0000001`) as the whole number, so that fraction is never seen.
    public static func fastEpoch(_ unit: FastDate.EpochUnit) -> Self {
        .custom { decoder in Date(try DateDecoding.epoch(from: decoder, unit: unit)) }
    }

    /// Reads whatever a loosely specified backend sends for a date, in one strategy;
    /// a date-time without a UTC offset is an error. See ``fastFlexible(timeZone:)``.
    public static var fastFlexible: Self { fastFlexible(timeZone: nil) }

    /// Reads whatever a loosely specified backend sends for a date, in one strategy:
    ///
    /// - date strings as ``fastISO8601`` reads them;
    /// - JSON numbers and numeric strings as epoch **seconds**, or as epoch
    ///   **milliseconds** when their magnitude is greater than 2e10 (the rule of Rust's
    ///   `speedate`): 2e10 s is the year 2603, 2e10 ms is August 1970, so `1616112000`,
    ///   `1616112000.5` and `1616112000123` all name 19 March 2021. Only milliseconds
    ///   within eight months of 1970 and seconds past 2603 are misread;
    /// - a date-time without a UTC offset (`2021-03-19T10:37:20`) as wall-clock time in
    ///   `timeZone`, or as an error (`missingOffset`) when `timeZone` is `nil`. A wall time
    ///   skipped by a daylight-saving transition is read with the offset before it (02:30
    ///   becomes 03:30 daylight time); one that occurs twice is its first occurrence.
    ///   A date alone is still UTC midnight, as in ``fastISO8601``.
    ///
    /// - Parameter timeZone: The zone for offset-less date-times; `nil` refuses them.
    public static func fastFlexible(timeZone: TimeZone?) -> Self {
        .custom { decoder in Date(try DateDecoding.flexible(from: decoder, timeZone: timeZone)) }
    }
}
