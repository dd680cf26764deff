#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// No `ParseableFormatStyle` extension: that protocol refines `FormatStyle`, so these are
// found there too, and a second `fastISO8601` would make `.fastISO8601` ambiguous.
extension FormatStyle where Self == FastDate.ISO8601FormatStyle {
    /// JavaScript's `toISOString()`: `2012-04-23T18:25:43.511Z`, rounded to the millisecond.
    public static var fastISO8601: Self { Self() }

    /// RFC 3339 in UTC with `fractionDigits` (0...9) digits, rounded.
    public static func fastISO8601(fractionDigits: Int) -> Self { Self(fractionDigits: fractionDigits) }
}
