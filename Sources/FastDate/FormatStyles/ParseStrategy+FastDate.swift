#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension ParseStrategy where Self == FastDate.ISO8601FormatStyle {
    // Disfavored because where the concrete type is known both this and the `FormatStyle`
    // member apply; they are the same value, and the pick must not be ambiguous.

    /// Parses `FastDate.Format.iso8601`, FastDate's default grammar.
    @_disfavoredOverload
    public static var fastISO8601: Self { Self() }

    /// Parses exactly RFC 3339 `date-time` (`FastDate.Format.rfc3339`).
    public static var fastRFC3339: Self { Self(profile: .rfc3339) }

    /// Parses exactly RFC 3339 `full-date` (`FastDate.Format.fullDate`) as UTC midnight.
    public static var fastFullDate: Self { Self(profile: .fullDate) }
}
