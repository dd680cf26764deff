#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension FastDate {
    /// A `FormatStyle` and `ParseStrategy` for dates, backed by FastDate's core.
    ///
    /// ```swift
    /// let date = try Date("2021-03-19T10:37:20+01:00", strategy: .fastISO8601)
    /// date.formatted(.fastISO8601)                        // "2021-03-19T09:37:20.000Z"
    /// date.formatted(.fastISO8601(fractionDigits: 0))   // "2021-03-19T09:37:20Z"
    /// let strict = try Date("2021-03-19T09:37:20Z", strategy: .fastRFC3339)
    /// ```
    ///
    /// Formatting rounds the Date to `fractionDigits` exactly (see
    /// `JSONEncoder.DateEncodingStrategy.fastISO8601`) and writes UTC; with the default 3
    /// digits the text is JavaScript's `toISOString()`. Locale settings do not apply: the
    /// output is an interchange format. A Date outside ±8.64e15 ms of 1970, which
    /// `toISOString()` refuses, formats as `Invalid Date`, JavaScript's own text for it,
    /// since a `FormatStyle` cannot throw.
    ///
    /// Parsing throws the core's ``FastDate/ParseError`` (kind and byte offset) as is.
    public struct ISO8601FormatStyle: ParseableFormatStyle, ParseStrategy, Sendable, Codable, Hashable {
        /// The grammars a style parses; a `Codable` stand-in for `FastDate.Format`.
        public enum Profile: String, Sendable, Codable, Hashable, CaseIterable {
            /// `FastDate.Format.iso8601`, the default.
            case iso8601
            /// `FastDate.Format.rfc3339`, strict.
            case rfc3339
            /// `FastDate.Format.fullDate`: `YYYY-MM-DD` only, as UTC midnight.
            case fullDate

            var format: FastDate.Format {
                switch self {
                case .iso8601: .iso8601
                case .rfc3339: .rfc3339
                case .fullDate: .fullDate
                }
            }
        }

        /// Fraction digits written, 0 through 9; 3 gives JavaScript's `toISOString()`.
        public let fractionDigits: Int
        /// What ``parse(_:)`` accepts.
        public let profile: Profile

        /// Creates a style.
        ///
        /// - Precondition: `fractionDigits` is in `0...9`.
        public init(fractionDigits: Int = 3, profile: Profile = .iso8601) {
            precondition((0...9).contains(fractionDigits), "fractionDigits must be in 0...9")
            self.fractionDigits = fractionDigits
            self.profile = profile
        }

        /// `value` as RFC 3339 in UTC with ``fractionDigits`` digits, rounded.
        public func format(_ value: Date) -> String {
            (try? DateEncoding.text(value, .iso8601(fractionDigits: fractionDigits))) ?? "Invalid Date"
        }

        /// Reads `value` with ``profile`` and returns the nearest `Date`.
        ///
        /// - Throws: ``FastDate/ParseError``.
        public func parse(_ value: String) throws -> Date {
            Date(try FastDate.parseTimestamp(value, as: profile.format))
        }

        private enum CodingKeys: String, CodingKey {
            case fractionDigits, profile
        }

        /// Decodes a style, refusing fraction digits outside `0...9` rather than trapping.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let digits = try container.decode(Int.self, forKey: .fractionDigits)
            guard (0...9).contains(digits) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .fractionDigits, in: container, debugDescription: "fractionDigits \(digits) is not in 0...9")
            }
            self.init(fractionDigits: digits, profile: try container.decode(Profile.self, forKey: .profile))
        }

        /// The style itself parses what it formats.
        public var parseStrategy: Self { self }
    }
}
