#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Date {
    /// Parses `text` with ``FastDate/Format/iso8601`` and returns the nearest `Date`.
    ///
    /// Throwing rather than failable, so that the reason and the byte are there when
    /// wanted; `try? Date(fastISO8601: text)` is the failable form.
    ///
    /// ```swift
    /// let date = try Date(fastISO8601: "2021-03-19T09:37:20.123Z")
    /// ```
    /// - Throws: ``FastDate/ParseError``, typed.
    public init(fastISO8601 text: String) throws(FastDate.ParseError) {
        self.init(try FastDate.parseTimestamp(text, as: .iso8601))
    }
}
