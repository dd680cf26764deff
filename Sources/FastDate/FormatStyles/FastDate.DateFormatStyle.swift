#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension FastDate {
    /// A `FormatStyle` and `ParseStrategy` for dates in any ``FastDate/Format``, backed by
    /// FastDate's core: the same value that configures the Codable strategies.
    ///
    /// ```swift
    /// let date = try Date("2021-03-19T10:37:20+01:00", strategy: .fastISO8601)
    /// date.formatted(.fastISO8601)                            // "2021-03-19T09:37:20.000Z"
    /// date.formatted(.fast(.iso8601.fractionDigits(0)))       // "2021-03-19T09:37:20Z"
    /// date.formatted(.fast(.httpDate))                        // "Fri, 19 Mar 2021 09:37:20 GMT"
    /// let strict = try Date("2021-03-19T09:37:20Z", strategy: .fast(.rfc3339))
    /// ```
    ///
    /// Formatting follows FastDate's one writing rule, as every door does: the Date to the
    /// microsecond, truncated to the digits the format writes (see
    /// `JSONEncoder.DateEncodingStrategy.fast(_:timeZone:)`), and writes UTC. Locale
    /// settings do not apply: the output is an interchange format. A Date the format cannot
    /// hold (outside ±8.64e15 ms of 1970, which `toISOString()` refuses too) formats as
    /// `Invalid Date`, JavaScript's own text for it, since a `FormatStyle` cannot throw.
    ///
    /// Parsing throws the core's ``FastDate/ParseError`` (kind and byte offset) as is.
    public struct DateFormatStyle: ParseableFormatStyle, ParseStrategy, Sendable, Codable, Hashable {
        /// What the style reads and writes.
        public let format: Format

        /// A style for `format`.
        public init(_ format: Format) {
            self.format = format
        }

        /// `value` in ``format``, in UTC, by the writing rule (to the microsecond, then
        /// truncated to the digits the format writes).
        public func format(_ value: Date) -> String {
            (try? DateEncoding.text(value, format)) ?? "Invalid Date"
        }

        /// Reads `value` in ``format`` and returns the nearest `Date`.
        ///
        /// - Throws: ``FastDate/ParseError``.
        public func parse(_ value: String) throws -> Date {
            try Date(fast: value, as: format)
        }

        /// The style itself parses what it formats.
        public var parseStrategy: Self { self }
    }
}
