// `DateFormatter` is part of Foundation proper, which on Linux is more than the
// `FoundationEssentials` the rest of this module links: this file, and so Foundation, is
// compiled there only with the package trait `DateFormatterMigration` (on by default; see
// Package.swift). On Apple platforms Foundation is one library and it is always compiled.
#if canImport(Darwin) || FASTDATE_DATEFORMATTER
import Foundation

extension FastDate.Pattern {
    /// Compiles an existing formatter's `dateFormat`, on its `timeZone`, with its two-digit
    /// window and default date: the migration from `.formatted(DateFormatter)`.
    ///
    /// ```swift
    /// let pattern = try FastDate.Pattern(formatter)
    /// decoder.dateDecodingStrategy = .fast(.pattern(pattern))   // was .formatted(formatter)
    /// ```
    ///
    /// Refuses a locale other than `en_US_POSIX` (another locale reads and writes other names
    /// and digits) and a formatter set by `dateStyle` or `timeStyle` (its text depends on the
    /// locale), as ``init(dateFormat:locale:timeZone:twoDigitStartDate:defaultDate:)`` does.
    ///
    /// On Linux this initializer needs the package trait `DateFormatterMigration`, on by
    /// default, because `DateFormatter` is not in `FoundationEssentials`.
    public init(_ formatter: DateFormatter) throws(FastDate.PatternError) {
        guard formatter.dateStyle == .none && formatter.timeStyle == .none else {
            throw FastDate.PatternError(.styleBasedFormatter, position: 0)
        }
        try self.init(dateFormat: formatter.dateFormat, locale: formatter.locale, timeZone: formatter.timeZone,
                      twoDigitStartDate: formatter.twoDigitStartDate, defaultDate: formatter.defaultDate)
    }
}
#endif
