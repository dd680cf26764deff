#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension FastDate.Pattern {
    /// Compiles `pattern` on the clock of `timeZone`, daylight saving time included.
    ///
    /// Text without a zone field is placed in `timeZone` as `.fastLocalDateTime(in:)` places
    /// it (the same zone tables), and a time a transition skips or repeats names the instant
    /// `disambiguation` chooses: by default `.compatible`, the offset from before a gap and
    /// the first of two occurrences; with `.reject`, reading such a time throws
    /// `skippedLocalTime` or `repeatedLocalTime`. Every timestamp is written at the zone's
    /// offset at that instant. A zone field (`Z`, `XXX`, `zzz`) is written as that offset;
    /// `z` writes `GMT+1`, never a zone's own abbreviation.
    ///
    /// ```swift
    /// let paris = try FastDate.Pattern("yyyy-MM-dd HH:mm", timeZone: TimeZone(identifier: "Europe/Paris")!)
    /// ```
    /// - Throws: `FastDate.PatternError` as `init(_:utcOffset:twoDigitYearStart:defaultDate:)`.
    public init(
        _ pattern: String, timeZone: TimeZone, twoDigitYearStart: Int = 1950,
        defaultDate: FastDate.LocalDateTime = defaultDate, resolving disambiguation: FastDate.Disambiguation = .compatible
    ) throws(FastDate.PatternError) {
        let zone = LocalDateTimeResolution.Zone(timeZone, resolving: disambiguation)
        let rules = PatternZone.Rules(
            identifier: timeZone.identifier,
            resolution: disambiguation.code,
            offsetAtInstant: { Int32(clamping: zone.offset(at: $0)) },
            offsetForLocalSeconds: { local in
                switch LocalDateTimeResolution.placement(forLocalSeconds: local, in: zone) {
                case .offset(let offset): Int32(clamping: offset)
                case .skipped: PatternZone.Rules.skipped
                case .repeated: PatternZone.Rules.repeated
                }
            }
        )
        try self.init(pattern, zone: PatternZone(rules: rules), twoDigitYearStart: twoDigitYearStart, defaultDate: defaultDate)
    }

    /// The time zone the pattern reads and writes on: the one it was compiled with, or for
    /// a fixed `utcOffset` the zone of that offset.
    public var timeZone: TimeZone? {
        if let rules = zoneRules { return TimeZone(identifier: rules.identifier) }
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
        let zone = timeZone ?? TimeZone(identifier: "UTC")!
        func localSeconds(_ date: Date) -> Int64 {
            Int64(date.timeIntervalSince1970.rounded(.down)) + Int64(zone.secondsFromGMT(for: date))
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
