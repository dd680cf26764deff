#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// The `FastDate.CodingStrategy` types the property wrappers take, one per format.

extension FastDate {
    /// A ``CodingStrategy`` that reads and writes one ``Format``: the one path from any
    /// format to the property wrappers. Name the format once, in a type:
    ///
    /// ```swift
    /// enum Microseconds3339: FastDate.FormatCoding {
    ///     static var format: FastDate.Format { .rfc3339.fractionDigits(6) }
    /// }
    /// struct Reading: Codable {
    ///     @FastDate.Coded<Microseconds3339> var takenAt: Date
    /// }
    /// ```
    ///
    /// Decoding and encoding are exactly `JSONDecoder.DateDecodingStrategy.fast(format)` and
    /// `JSONEncoder.DateEncodingStrategy.fast(format)`, with any `Decoder` and `Encoder`.
    public protocol FormatCoding: CodingStrategy where Value == Date {
        /// The format every value is read and written in.
        static var format: Format { get }
    }

    /// `Format.iso8601`: reads ISO 8601 strings; writes JavaScript's `toISOString()`
    /// (`2012-04-23T18:25:43.511Z`, by FastDate's writing rule: the Date to the microsecond,
    /// truncated to the millisecond).
    public enum ISO8601Coding: FormatCoding {
        /// `.iso8601`.
        public static var format: Format { .iso8601 }
    }

    /// `Format.rfc3339`: reads strict RFC 3339 `date-time` strings; writes
    /// `2012-04-23T18:25:43.511Z`.
    public enum RFC3339Coding: FormatCoding {
        /// `.rfc3339`.
        public static var format: Format { .rfc3339 }
    }

    /// `Format.epoch(.seconds)`: reads epoch seconds (numbers or numeric strings, exactly);
    /// writes the number of seconds exactly (`1616146640`, `1616146640.5`).
    public enum EpochSecondsCoding: FormatCoding {
        /// `.epoch(.seconds)`.
        public static var format: Format { .epoch(.seconds) }
    }

    /// `Format.epoch(.milliseconds)`: reads epoch milliseconds (numbers or numeric strings,
    /// exactly); writes the number of milliseconds exactly, an integer as JavaScript's
    /// `Date.now()` gives for a whole count (`1616146640123`, `1616146640123.5`).
    public enum EpochMillisecondsCoding: FormatCoding {
        /// `.epoch(.milliseconds)`.
        public static var format: Format { .epoch(.milliseconds) }
    }

    /// `Format.epoch(.microseconds)`: reads and writes epoch microseconds.
    public enum EpochMicrosecondsCoding: FormatCoding {
        /// `.epoch(.microseconds)`.
        public static var format: Format { .epoch(.microseconds) }
    }

    /// `Format.epoch(.nanoseconds)`: reads and writes epoch nanoseconds.
    public enum EpochNanosecondsCoding: FormatCoding {
        /// `.epoch(.nanoseconds)`.
        public static var format: Format { .epoch(.nanoseconds) }
    }

    /// `Format.httpDate`: reads HTTP-dates (all three forms, RFC 850's two-digit years from
    /// this year); writes IMF-fixdate, `Sun, 06 Nov 1994 08:49:37 GMT`.
    public enum HTTPDateCoding: FormatCoding {
        /// `.httpDate`.
        public static var format: Format { .httpDate }
    }

    /// `Format.rfc5322`: reads RFC 5322 date-times (obsolete forms included); writes
    /// `Fri, 19 Mar 2021 09:37:20 +0000`, in UTC.
    public enum RFC5322Coding: FormatCoding {
        /// `.rfc5322`.
        public static var format: Format { .rfc5322 }
    }

    /// `Format.flexible`: reads anything `JSONDecoder.DateDecodingStrategy.fastFlexible`
    /// reads (date strings, epoch seconds or milliseconds by magnitude, as numbers or
    /// strings; offset-less date-times are refused); writes `2012-04-23T18:25:43.511Z`, as
    /// ``ISO8601Coding`` does.
    public enum FlexibleCoding: FormatCoding {
        /// `.flexible`.
        public static var format: Format { .flexible }
    }

    /// Reads an ISO 8601 duration string (`"PT4M13S"`, `"P1DT2H"`) into a Swift `Duration`;
    /// writes it back as hours, minutes and seconds (`"PT4M13S"`), exact to the nanosecond.
    ///
    /// ```swift
    /// struct Video: Codable {
    ///     @FastDate.Coded<FastDate.ISODurationCoding> var duration: Duration
    /// }
    /// ```
    ///
    /// A duration with years or months is refused (`DecodingError.dataCorrupted`): their
    /// length depends on the date, so no `Duration` is right. Weeks are 7 days and days
    /// 86,400 seconds (`Spec/duration/durations.md`). To keep years and months, decode a
    /// `FastDate.ISODuration` instead.
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    public enum ISODurationCoding: CodingStrategy {
        /// Reads an ISO 8601 duration string as a `Duration`.
        public static func decode(from decoder: any Decoder) throws -> Duration {
            let value = try ISODuration(from: decoder)
            guard let duration = value.duration else {
                throw DecodingError.dataCorrupted(DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: "the duration \(value) has years or months, whose length depends on the date; "
                        + "decode FastDate.ISODuration to keep them"))
            }
            return duration
        }

        /// Writes `value` as ISO 8601 hours, minutes and seconds.
        public static func encode(_ value: Duration, to encoder: any Encoder) throws {
            try ISODuration(value).encode(to: encoder)
        }
    }
}
