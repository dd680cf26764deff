#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension FastDate {
    /// Converts between `Date` and the text of OpenAPI's `format: date-time`, with exactly
    /// the two methods of swift-openapi-runtime's `DateTranscoder` protocol, so that a
    /// generated client or server adopts it in one line and no dependency:
    ///
    /// ```swift
    /// import OpenAPIRuntime
    /// import FastDate
    ///
    /// extension FastDate.DateTranscoder: @retroactive DateTranscoder {}
    ///
    /// let client = Client(serverURL: url, configuration: .init(dateTranscoder: FastDate.DateTranscoder()),
    ///                     transport: transport)
    /// ```
    ///
    /// Decoding reads every RFC 3339 date-time, any fraction, `Z` or an offset (the runtime's
    /// `ISO8601DateTranscoder` refuses `…20.123Z` unless told about fractions, and then
    /// refuses `…20Z`). Encoding writes `toISOString()`'s layout by default
    /// (`2021-03-19T09:37:20.123Z`). No lock and no formatter: the value is immutable, and
    /// nothing is allocated beyond the `String` that `encode(_:)` returns. See
    /// <doc:UsingFastDateOnServers>.
    public struct DateTranscoder: Sendable, Hashable {
        /// The format `decode(_:)` reads.
        public var decoding: Format
        /// The format `encode(_:)` writes.
        public var encoding: Format

        /// A transcoder that reads `decoding` (by default `.rfc3339`, the
        /// grammar of `format: date-time`) and writes `encoding` (by default
        /// `.javaScript`, `2021-03-19T09:37:20.123Z`).
        public init(decoding: Format = .rfc3339, encoding: Format = .javaScript) {
            self.decoding = decoding
            self.encoding = encoding
        }

        /// `date` as text in ``encoding``, rounded exactly to the precision it writes.
        /// - Throws: `FastDate.FormatError`, typed, for a `Date` the format cannot hold.
        public func encode(_ date: Date) throws(FastDate.FormatError) -> String {
            do throws(DateEncoding.Failure) {
                return try DateEncoding.text(date, encoding)
            } catch {
                throw error.formatError
            }
        }

        /// The `Date` that `dateString` names in ``decoding``.
        /// - Throws: `FastDate.ParseError`, typed, with the reason and the byte.
        public func decode(_ dateString: String) throws(FastDate.ParseError) -> Date {
            try Date(fast: dateString, as: decoding)
        }
    }
}
