#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// No `ParseableFormatStyle` extension: that protocol refines `FormatStyle`, so these are
// found there too, and a second `fastISO8601` would make `.fastISO8601` ambiguous.
extension FormatStyle where Self == FastDate.DateFormatStyle {
    /// Writes dates in `format`: `date.formatted(.fast(.httpDate))`.
    public static func fast(_ format: FastDate.Format) -> Self { Self(format) }

    /// JavaScript's `toISOString()`: `2012-04-23T18:25:43.511Z`, truncated to the millisecond.
    /// `.fast(.iso8601)`.
    public static var fastISO8601: Self { .fast(.iso8601) }

    /// RFC 3339 in UTC with `fractionDigits` (0...9) digits, truncated.
    /// `.fast(.iso8601.fractionDigits(_:))`.
    public static func fastISO8601(fractionDigits: Int) -> Self { .fast(.iso8601.fractionDigits(fractionDigits)) }
}
