#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension ParseStrategy where Self == FastDate.DateFormatStyle {
    // Disfavored because where the concrete type is known both these and the `FormatStyle`
    // members apply; they are the same values, and the pick must not be ambiguous.

    /// Reads dates in `format`: `try Date(text, strategy: .fast(.rfc3339))`.
    @_disfavoredOverload
    public static func fast(_ format: FastDate.Format) -> Self { Self(format) }

    /// Parses `FastDate.Format.iso8601`, FastDate's default grammar. `.fast(.iso8601)`.
    @_disfavoredOverload
    public static var fastISO8601: Self { .fast(.iso8601) }

    /// Parses exactly RFC 3339 `date-time`. `.fast(.rfc3339)`.
    public static var fastRFC3339: Self { .fast(.rfc3339) }

    /// Parses exactly RFC 3339 `full-date` as UTC midnight. `.fast(.fullDate)`.
    public static var fastFullDate: Self { .fast(.fullDate) }
}
