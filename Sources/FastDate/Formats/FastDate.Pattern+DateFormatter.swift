// `DateFormatter` is part of Foundation proper, which on Linux is more than the
// `FoundationEssentials` FastDate links; there, call `init(dateFormat:locale:timeZone:…)`
// with the formatter's properties. On Apple platforms Foundation is one library and the
// formatter can be passed whole.
#if canImport(Darwin)
import Foundation

extension FastDate.Pattern {
    /// Compiles an existing formatter's `dateFormat`, on its `timeZone`, with its two-digit
    /// window and default date: the migration from `.formatted(DateFormatter)`.
    ///
    /// Refuses a locale other than `en_US_POSIX` and a formatter set by `dateStyle` or
    /// `timeStyle` (see ``init(dateFormat:locale:timeZone:twoDigitStartDate:defaultDate:)``).
    public init(_ formatter: DateFormatter) throws(FastDate.PatternError) {
        guard formatter.dateStyle == .none && formatter.timeStyle == .none else {
            throw FastDate.PatternError(.styleBasedFormatter, position: 0)
        }
        try self.init(dateFormat: formatter.dateFormat, locale: formatter.locale, timeZone: formatter.timeZone,
                      twoDigitStartDate: formatter.twoDigitStartDate, defaultDate: formatter.defaultDate)
    }
}
#endif
