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
    /// date.formatted(.fastISO8601(fractionalDigits: 0))   // "2021-03-19T09:37:20Z"
    /// let strict = try Date("2021-03-19T09:37:20Z", strategy: .fastRFC3339)
    /// ```
    ///
    /// Formatting rounds the Date to `fractionalDigits` exactly (see
    /// `JSONEncoder.DateEncodingStrategy.fastISO8601`) and writes UTC; with the default 3
    /// digits the text is JavaScript's `toISOString()`. Locale settings do not apply: the
    /// output is an interchange format. A Date outside ±8.64e15 ms of 1970, which
    /// `toISOString()` refuses, formats as `Invalid Date`, JavaScript's own text for it,
    /// since a `FormatStyle` cannot throw.
    ///
    /// Parsing throws the core's ``FastDate/ParseError`` (kind and byte offset) as is.
    @available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
    public struct ISO8601FormatStyle: ParseableFormatStyle, ParseStrategy, Sendable, Codable, Hashable {
        /// The grammars a style parses; a `Codable` stand-in for ``FastDate/Format``.
        public enum Profile: String, Sendable, Codable, Hashable, CaseIterable {
            /// ``FastDate/Format/iso8601``, the default.
            case iso8601
            /// ``FastDate/Format/rfc3339``, strict.
            case rfc3339
            /// ``FastDate/Format/fullDate``: `YYYY-MM-DD` only, as UTC midnight.
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
        public let fractionalDigits: Int
        /// What ``parse(_:)`` accepts.
        public let profile: Profile

        /// Creates a style.
        ///
        /// - Precondition: `fractionalDigits` is in `0...9`.
        public init(fractionalDigits: Int = 3, profile: Profile = .iso8601) {
            precondition((0...9).contains(fractionalDigits), "fractionalDigits must be in 0...9")
            self.fractionalDigits = fractionalDigits
            self.profile = profile
        }

        /// `value` as RFC 3339 in UTC with ``fractionalDigits`` digits, rounded.
        public func format(_ value: Date) -> String {
            (try? DateEncoding.text(value, fractionDigits: fractionalDigits)) ?? "Invalid Date"
        }

        /// Reads `value` with ``profile`` and returns the nearest `Date`.
        ///
        /// - Throws: ``FastDate/ParseError``.
        public func parse(_ value: String) throws -> Date {
            Date(try FastDate.parseTimestamp(value, as: profile.format))
        }

        private enum CodingKeys: String, CodingKey {
            case fractionalDigits, profile
        }

        /// Decodes a style, refusing fraction digits outside `0...9` rather than trapping.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let digits = try container.decode(Int.self, forKey: .fractionalDigits)
            guard (0...9).contains(digits) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .fractionalDigits, in: container, debugDescription: "fractionalDigits \(digits) is not in 0...9")
            }
            self.init(fractionalDigits: digits, profile: try container.decode(Profile.self, forKey: .profile))
        }

        /// The style itself parses what it formats.
        public var parseStrategy: Self { self }
    }
}

@available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
// No `ParseableFormatStyle` extension: that protocol refines `FormatStyle`, so these are
// found there too, and a second `fastISO8601` would make `.fastISO8601` ambiguous.
extension FormatStyle where Self == FastDate.ISO8601FormatStyle {
    /// JavaScript's `toISOString()`: `2012-04-23T18:25:43.511Z`, rounded to the millisecond.
    public static var fastISO8601: Self { Self() }

    /// RFC 3339 in UTC with `fractionalDigits` (0...9) digits, rounded.
    public static func fastISO8601(fractionalDigits: Int) -> Self { Self(fractionalDigits: fractionalDigits) }
}

@available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
extension ParseStrategy where Self == FastDate.ISO8601FormatStyle {
    // Disfavored because where the concrete type is known both this and the `FormatStyle`
    // member apply; they are the same value, and the pick must not be ambiguous.

    /// Parses ``FastDate/Format/iso8601``, FastDate's default grammar.
    @_disfavoredOverload
    public static var fastISO8601: Self { Self() }

    /// Parses exactly RFC 3339 `date-time` (``FastDate/Format/rfc3339``).
    public static var fastRFC3339: Self { Self(profile: .rfc3339) }

    /// Parses exactly RFC 3339 `full-date` (``FastDate/Format/fullDate``) as UTC midnight.
    public static var fastFullDate: Self { Self(profile: .fullDate) }
}
