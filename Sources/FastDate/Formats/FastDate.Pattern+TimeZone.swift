#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension FastDate.Pattern {
    /// Compiles `pattern` on the clock of `timeZone`, daylight saving time included.
    ///
    /// Text without a zone field is placed in `timeZone` as `.fastLocalDateTime(in:)` places
    /// it (the same zone tables): a time a transition skips is read with the offset from
    /// before it, a time that happens twice as its first occurrence. Every timestamp is
    /// written at the zone's offset at that instant. A zone field (`Z`, `XXX`, `zzz`) is
    /// written as that offset; `z` writes `GMT+1`, never a zone's own abbreviation.
    ///
    /// ```swift
    /// let paris = try FastDate.Pattern("yyyy-MM-dd HH:mm", timeZone: TimeZone(identifier: "Europe/Paris")!)
    /// ```
    /// - Throws: `FastDate.PatternError` as `init(_:utcOffset:twoDigitYearStart:defaultDate:)`.
    public init(
        _ pattern: String, timeZone: TimeZone, twoDigitYearStart: Int = 1950,
        defaultDate: FastDate.LocalDateTime = defaultDate
    ) throws(FastDate.PatternError) {
        let zone = LocalDateTimeResolution.Zone(timeZone)
        let rules = PatternZone.Rules(
            identifier: timeZone.identifier,
            offsetAtInstant: { Int32(clamping: zone.offset(at: $0)) },
            offsetForLocalSeconds: { Int32(clamping: LocalDateTimeResolution.utcOffset(forLocalSeconds: $0, in: zone)) }
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
        func wallClock(_ date: Date) -> FastDate.LocalDateTime {
            let seconds = Int64(date.timeIntervalSince1970.rounded(.down))
            return FastDate.LocalDateTime(localSeconds: seconds + Int64(zone.secondsFromGMT(for: date)))
        }
        var start = 1950
        if let twoDigitStartDate {
            start = Int(CivilCalendar.year(ofSecondsSinceEpoch: wallClock(twoDigitStartDate).localSeconds))
        }
        try self.init(dateFormat, timeZone: zone, twoDigitYearStart: start,
                      defaultDate: defaultDate.map(wallClock) ?? Self.defaultDate)
    }
}
