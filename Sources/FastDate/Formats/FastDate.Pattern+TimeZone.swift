#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension FastDate.Pattern {
    /// Compiles `pattern` on the clock of Foundation's `timeZone`, daylight saving time
    /// included: the core's `init(_:timeZone:twoDigitYearStart:defaultDate:resolving:)`
    /// taking a `FastDate.TimeZone`, with the zone bridged (`FastDate.TimeZone(_:)`).
    ///
    /// ```swift
    /// let paris = try FastDate.Pattern("yyyy-MM-dd HH:mm", timeZone: TimeZone(identifier: "Europe/Paris")!)
    /// ```
    /// - Throws: `FastDate.PatternError` as `init(_:utcOffset:twoDigitYearStart:defaultDate:)`.
    public init(
        _ pattern: String, timeZone: TimeZone, twoDigitYearStart: Int = 1950,
        defaultDate: FastDate.LocalDateTime = defaultDate, resolving disambiguation: FastDate.Disambiguation = .compatible
    ) throws(FastDate.PatternError) {
        try self.init(pattern, timeZone: FastDate.TimeZone(timeZone), twoDigitYearStart: twoDigitYearStart,
                      defaultDate: defaultDate, resolving: disambiguation)
    }

    /// Compiles a strftime format on the clock of Foundation's `timeZone`, daylight saving
    /// time included: the core's `init(strftime:dialect:timeZone:resolving:)` taking a
    /// `FastDate.TimeZone`, with the zone bridged (`FastDate.TimeZone(_:)`).
    ///
    /// ```swift
    /// let paris = try FastDate.Pattern(strftime: "%Y-%m-%d %H:%M", timeZone: TimeZone(identifier: "Europe/Paris")!)
    /// ```
    /// - Throws: `FastDate.PatternError` as `init(strftime:dialect:utcOffset:)`.
    public init(
        strftime format: String, dialect: StrftimeDialect = .posix, timeZone: TimeZone,
        resolving disambiguation: FastDate.Disambiguation = .compatible
    ) throws(FastDate.PatternError) {
        try self.init(strftime: format, dialect: dialect, timeZone: FastDate.TimeZone(timeZone), resolving: disambiguation)
    }

    /// The time zone the pattern reads and writes on, as Foundation's `TimeZone`: the one
    /// it was compiled with, or for a fixed `utcOffset` the zone of that offset; `nil` where
    /// Foundation has no zone of that name (see `fastTimeZone`).
    public var timeZone: TimeZone? {
        if let rules = zoneRules { return TimeZone(rules.zone) }
        return utcOffset.flatMap { TimeZone(secondsFromGMT: Int($0)) }
    }

    /// Compiles what a `DateFormatter` is set to, refusing what a pattern cannot do the same
    /// way: the migration from `.formatted(DateFormatter)` where the formatter itself cannot
    /// be passed (``init(_:)``, which needs the package trait `DateFormatterMigration` on Linux).
    ///
    /// A time the zone's clock skips or repeats is read as `DateFormatter` reads it:
    /// `.later`, the later instant of a repeated time and the offset from before a gap
    /// (what a lenient formatter gives; a strict one returns `nil` in a gap).
    ///
    /// ```swift
    /// let pattern = try FastDate.Pattern(
    ///     dateFormat: formatter.dateFormat, locale: formatter.locale, timeZone: formatter.timeZone,
    ///     twoDigitStartDate: formatter.twoDigitStartDate, defaultDate: formatter.defaultDate)
    /// ```
    ///
    /// - Parameters:
    ///   - dateFormat: The formatter's `dateFormat`; empty for a formatter that formats by
    ///     `dateStyle` and `timeStyle`, which is refused (`FastDate.PatternError.Kind.styleBasedFormatter`).
    ///   - locale: Must be `en_US_POSIX` (or `nil`, which is taken as it): another locale
    ///     reads and writes other names and digits (`FastDate.PatternError.Kind.unsupportedLocale`).
    ///   - timeZone: The clock; `nil` is UTC.
    ///   - twoDigitStartDate: The start of the two-digit-year window; `nil` is 1950.
    ///   - defaultDate: Fills the date fields the pattern lacks; `nil` is 2000-01-01.
    /// - Throws: `FastDate.PatternError`.
    public init(
        dateFormat: String?, locale: Locale?, timeZone: TimeZone?, twoDigitStartDate: Date? = nil, defaultDate: Date? = nil
    ) throws(FastDate.PatternError) {
        guard let dateFormat, !dateFormat.isEmpty else { throw FastDate.PatternError(.styleBasedFormatter, position: 0) }
        if let locale, locale.identifier != "en_US_POSIX" {
            throw FastDate.PatternError(.unsupportedLocale, position: 0, symbol: locale.identifier)
        }
        let zone = timeZone.map(FastDate.TimeZone.init) ?? .utc
        func localSeconds(_ date: Date) -> Int64 {
            let seconds = Int64(date.timeIntervalSince1970.rounded(.down))
            return seconds + Int64(zone.offset(at: FastDate.Timestamp(seconds: seconds)))
        }
        var start = 1950
        if let twoDigitStartDate {
            start = Int(CivilCalendar.year(ofSecondsSinceEpoch: localSeconds(twoDigitStartDate)))
        }
        var localDefault = Self.defaultDate
        if let defaultDate {
            do { localDefault = try FastDate.LocalDateTime(localSeconds: localSeconds(defaultDate)) } catch {
                throw FastDate.PatternError(.defaultDateOutOfRange, position: 0)
            }
        }
        try self.init(dateFormat, timeZone: zone, twoDigitYearStart: start, defaultDate: localDefault, resolving: .later)
    }
}
