#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Date {
    /// The `Date` nearest to `timestamp`'s instant; the UTC offset is dropped, as a `Date`
    /// has none (see `FastDate.ZonedDate` to keep it).
    ///
    /// A `Date` is a `Double` count of seconds since 2001, so it holds about a microsecond
    /// near today and about a millisecond at the ends of FastDate's range: the result is the
    /// correctly rounded `Double`, never off by the extra step that going through
    /// `timeIntervalSince1970` (two roundings) would add.
    ///
    /// ```swift
    /// let t = try FastDate.parseTimestamp("2021-03-19T10:37:20.123+01:00")
    /// let date = Date(t)  // 2021-03-19 09:37:20.123 +0000
    /// ```
    public init(_ timestamp: FastDate.Timestamp) {
        self.init(timeIntervalSinceReferenceDate: Self.referenceInterval(timestamp))
    }

    /// Parses `text` in `format` (by default `FastDate.Format.iso8601`) and returns the
    /// nearest `Date`, from any `FastDate.Input` (`String`, `Substring`, `Data`, bytes).
    ///
    /// Throwing rather than failable, so that the reason and the byte are there when
    /// wanted; `try? Date(fast: text)` is the failable form. Plain `.httpDate` reads RFC
    /// 850's two-digit years against the current year, as the Codable strategies do.
    ///
    /// ```swift
    /// let date = try Date(fast: "2021-03-19T09:37:20.123Z")
    /// let lastModified = try Date(fast: "Sun, 06 Nov 1994 08:49:37 GMT", as: .httpDate)
    /// ```
    /// - Throws: `FastDate.ParseError`, typed.
    @inlinable
    public init<Text: FastDate.Input & ~Escapable>(fast text: Text, as format: FastDate.Format = .iso8601) throws(FastDate.ParseError) {
        self.init(try FastDate.parseTimestamp(text, as: Date.formatWithCurrentYear(format)))
    }

    /// `format`, with the current year for RFC 850's two-digit years; see `Date(fast:as:)`.
    @usableFromInline
    static func formatWithCurrentYear(_ format: FastDate.Format) -> FastDate.Format {
        format.withCurrentYear
    }

    /// Whole seconds from 1970-01-01 to 2001-01-01, the `Date` reference date. Whole, so the
    /// unit grid of either epoch is the same grid (Foundation's own
    /// `timeIntervalBetween1970AndReferenceDate` is this as a `Double`).
    static let unixToReferenceSeconds: Int64 = 978_307_200

    private static func referenceInterval(_ timestamp: FastDate.Timestamp) -> Double {
        let (seconds, overflow) = timestamp.seconds.subtractingReportingOverflow(unixToReferenceSeconds)
        if overflow {
            return Double(timestamp.seconds) - Double(unixToReferenceSeconds)
        }
        let nanoseconds = Int64(timestamp.nanoseconds)
        // Below 9,007,198 s the whole count of nanoseconds is an integer under 2^53, so one
        // correctly rounded division gives the nearest Double.
        if seconds.magnitude < 9_007_198 {
            return Double(seconds * .nanosecondsPerSecond + nanoseconds) / 1e9
        }
        // Further out the sum is at least 2^23, where no decimal nanosecond fraction lies
        // close enough to a rounding boundary for the fraction's own tiny rounding error to
        // flip the sum: this is still the nearest Double.
        return Double(seconds) + Double(nanoseconds) / 1e9
    }
}
