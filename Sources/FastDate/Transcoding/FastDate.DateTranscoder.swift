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
    /// Decoding reads `.iso8601`: every text that the runtime's stock
    /// `ISO8601DateTranscoder` reads when it is a real date (`+01:00`, `+0100`, `+01`, `Z`
    /// or `z`, with or without a fraction), and more (`t` or a space for `T`, any fraction,
    /// no seconds, expanded years, epoch seconds), to the same instant; the stock one
    /// refuses `…20.123Z` unless told about fractions, and then refuses `…20Z`. Encoding
    /// writes `toISOString()`'s layout by default (`2021-03-19T09:37:20.123Z`), truncating
    /// below the millisecond by FastDate's one writing rule. No lock and no formatter: the
    /// value is immutable, and nothing is allocated beyond the `String` that `encode(_:)`
    /// returns. Where it differs from the stock transcoder, and why: <doc:UsingFastDateOnServers>.
    public struct DateTranscoder: Sendable, Hashable {
        /// The format `decode(_:)` reads.
        public var decoding: Format
        /// The format `encode(_:)` writes.
        public var encoding: Format

        /// A transcoder that reads `decoding` (by default `.iso8601`, which reads RFC
        /// 3339's `date-time`, OpenAPI's `format: date-time`, and every form the stock
        /// transcoder reads) and writes `encoding` (by default `.javaScript`,
        /// `2021-03-19T09:37:20.123Z`). Pass `.rfc3339` to hold senders to RFC 3339 exactly.
        public init(decoding: Format = .iso8601, encoding: Format = .javaScript) {
            self.decoding = decoding
            self.encoding = encoding
        }

        /// `date` as text in ``encoding``: the instant the `Date` stands for, to the
        /// microsecond, truncated to the digits the format writes (FastDate's one writing
        /// rule; `Spec/date-time/date-time.md`, "The writing rule").
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
