#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// The `FastDate.CodingStrategy` types the property wrappers take, one per format.

extension FastDate {
    /// Reads `FastDate.Format.iso8601` strings; writes JavaScript's `toISOString()`
    /// (`2012-04-23T18:25:43.511Z`, rounded to the millisecond).
    public enum ISO8601Coding: CodingStrategy {
        /// Reads an ISO 8601 date string, as `.fastISO8601` does.
        public static func decode(from decoder: any Decoder) throws -> Date {
            Date(try DateDecoding.iso8601String(from: decoder))
        }

        /// Writes `toISOString()` text, rounded to the millisecond.
        public static func encode(_ date: Date, to encoder: any Encoder) throws {
            try DateEncoding.encodeText(date, .iso8601(fractionDigits: 3), to: encoder)
        }
    }

    /// Reads strict RFC 3339 `date-time` strings; writes JavaScript's `toISOString()`, which
    /// is valid RFC 3339 for years 0000–9999.
    public enum RFC3339Coding: CodingStrategy {
        /// Reads a strict RFC 3339 date-time string, as `.fastRFC3339` does.
        public static func decode(from decoder: any Decoder) throws -> Date {
            Date(try DateDecoding.string(from: decoder, as: .rfc3339))
        }

        /// Writes `toISOString()` text, rounded to the millisecond.
        public static func encode(_ date: Date, to encoder: any Encoder) throws {
            try DateEncoding.encodeText(date, .iso8601(fractionDigits: 3), to: encoder)
        }
    }

    /// Reads epoch seconds (numbers or numeric strings, exactly); writes an integer number of
    /// seconds, rounded.
    public enum EpochSecondsCoding: CodingStrategy {
        /// Reads epoch seconds from a number or a numeric string.
        public static func decode(from decoder: any Decoder) throws -> Date {
            Date(try DateDecoding.epoch(from: decoder, unit: .seconds))
        }

        /// Writes the nearest whole second as a JSON integer.
        public static func encode(_ date: Date, to encoder: any Encoder) throws {
            try DateEncoding.encodeEpoch(date, unit: .seconds, to: encoder)
        }
    }

    /// Reads epoch milliseconds (numbers or numeric strings, exactly); writes an integer
    /// number of milliseconds, rounded, as JavaScript's `Date.now()` gives.
    public enum EpochMillisecondsCoding: CodingStrategy {
        /// Reads epoch milliseconds from a number or a numeric string.
        public static func decode(from decoder: any Decoder) throws -> Date {
            Date(try DateDecoding.epoch(from: decoder, unit: .milliseconds))
        }

        /// Writes the nearest whole millisecond as a JSON integer.
        public static func encode(_ date: Date, to encoder: any Encoder) throws {
            try DateEncoding.encodeEpoch(date, unit: .milliseconds, to: encoder)
        }
    }

    /// Reads anything `JSONDecoder.DateDecodingStrategy.fastFlexible` reads (date strings,
    /// epoch seconds or milliseconds by magnitude, as numbers or strings; offset-less
    /// date-times are refused); writes JavaScript's `toISOString()`.
    public enum FlexibleCoding: CodingStrategy {
        /// Reads a date string, or epoch seconds or milliseconds by magnitude.
        public static func decode(from decoder: any Decoder) throws -> Date {
            Date(try DateDecoding.flexible(from: decoder, zone: nil))
        }

        /// Writes `toISOString()` text, rounded to the millisecond.
        public static func encode(_ date: Date, to encoder: any Encoder) throws {
            try DateEncoding.encodeText(date, .iso8601(fractionDigits: 3), to: encoder)
        }
    }

    /// Reads HTTP-dates (`FastDate.Format.httpDate`, all three forms, RFC 850's two-digit
    /// years from this year); writes IMF-fixdate, `Sun, 06 Nov 1994 08:49:37 GMT`.
    public enum HTTPDateCoding: CodingStrategy {
        /// Reads an HTTP-date string, as `.fastHTTPDate` does.
        public static func decode(from decoder: any Decoder) throws -> Date {
            Date(try DateDecoding.string(from: decoder, as: .httpDateThisYear))
        }

        /// Writes IMF-fixdate in GMT, rounded to the second.
        public static func encode(_ date: Date, to encoder: any Encoder) throws {
            try DateEncoding.encodeText(date, .httpDate, to: encoder)
        }
    }

    /// Reads RFC 5322 date-times (`FastDate.Format.rfc5322`, obsolete forms included);
    /// writes `Fri, 19 Mar 2021 09:37:20 +0000`, in UTC.
    public enum RFC5322Coding: CodingStrategy {
        /// Reads an RFC 5322 date-time string, as `.fastRFC5322` does.
        public static func decode(from decoder: any Decoder) throws -> Date {
            Date(try DateDecoding.string(from: decoder, as: .rfc5322))
        }

        /// Writes RFC 5322 in UTC (`+0000`), rounded to the second.
        public static func encode(_ date: Date, to encoder: any Encoder) throws {
            try DateEncoding.encodeText(date, .rfc5322(nil), to: encoder)
        }
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
    /// 86,400 seconds (`Spec/durations.md`). To keep years and months, decode a
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
