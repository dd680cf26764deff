extension FastDate {
    /// A `DateFormatter`-style date pattern (`yyyy-MM-dd HH:mm:ss`), compiled once, read and
    /// written in POSIX English with no locale, exactly, and without allocation.
    ///
    /// ```swift
    /// let sql = try FastDate.Pattern("yyyy-MM-dd HH:mm:ss")
    /// let t = try FastDate.parseTimestamp("2024-03-05 14:30:00", as: .pattern(sql))
    /// try FastDate.format(t, as: .pattern(sql))          // "2024-03-05 14:30:00"
    /// ```
    ///
    /// The symbols are Unicode TR35's, the subset `Spec/patterns/patterns.md` lists. Compiling
    /// refuses the patterns that silently go wrong in `DateFormatter` (`yyyy-MM-DD`, `YYYY`
    /// without `w`, `hh` without `a`, an unquoted `T`) with a ``PatternError`` that says what
    /// was likely meant. Reading is strict: every byte must match, the fields must be in
    /// range, and a weekday must agree with the date; errors are ``ParseError``s with the
    /// byte offset.
    ///
    /// A pattern without a zone field reads its text on the pattern's clock (``utcOffset``,
    /// UTC unless told otherwise; a `TimeZone` in the `FastDate` module), and every pattern
    /// writes on that clock, as `DateFormatter` does with its `timeZone`. Use it through
    /// ``Format/pattern(_:)`` at every door. A compiled pattern is an immutable value: share
    /// it between threads freely.
    public struct Pattern: Sendable, Hashable, CustomStringConvertible {
        @usableFromInline let program: PatternProgram

        @usableFromInline init(program: PatternProgram) { self.program = program }

        /// The longest pattern text compiled, in bytes.
        public static let maximumLength = 256

        /// The default date of ``init(_:utcOffset:twoDigitYearStart:defaultDate:)``:
        /// 2000-01-01, as `DateFormatter` fills the date fields a pattern lacks.
        public static let defaultDate = LocalDateTime(unchecked: 946_684_800, 0, nil)

        /// Compiles `pattern`.
        ///
        /// - Parameters:
        ///   - pattern: TR35 date field symbols and literal text (`'T'`, `''` for a quote).
        ///   - utcOffset: Seconds east of UTC of the clock the pattern reads text without a
        ///     zone field on, and writes on; UTC by default.
        ///   - twoDigitYearStart: The first of the hundred years `yy` reads into: with 1950
        ///     (the default, as `DateFormatter`'s), `49` is 2049 and `50` is 1950.
        ///   - defaultDate: The date whose year, month and day fill the fields a pattern
        ///     lacks (`HH:mm` reads a time on 2000-01-01 by default).
        /// - Throws: ``PatternError`` naming the symbol, its position and the likely intent;
        ///   ``PatternError/Kind/invalidUTCOffset`` for an offset beyond ±23:59:59.
        public init(
            _ pattern: String, utcOffset: Int32 = 0, twoDigitYearStart: Int = 1950, defaultDate: LocalDateTime = defaultDate
        ) throws(PatternError) {
            guard UTCOffsetRange.contains(Int(utcOffset)) else {
                throw PatternError(.invalidUTCOffset, position: 0)
            }
            try self.init(pattern, zone: PatternZone(fixedOffset: utcOffset),
                          twoDigitYearStart: twoDigitYearStart, defaultDate: defaultDate)
        }

        /// Compiles `pattern` on the clock of `timeZone`, daylight saving time included.
        ///
        /// Text without a zone field is placed in `timeZone` as `.fastLocalDateTime(in:)`
        /// places it, and a time a transition skips or repeats names the instant
        /// `disambiguation` chooses: by default `.compatible`, the offset from before a gap
        /// and the first of two occurrences; with `.reject`, reading such a time throws
        /// `skippedLocalTime` or `repeatedLocalTime`. Every timestamp is written at the
        /// zone's offset at that instant. A zone field (`Z`, `XXX`, `zzz`) is written as that
        /// offset; `z` writes `GMT+1`, never a zone's own abbreviation.
        ///
        /// ```swift
        /// let paris = try FastDate.Pattern("yyyy-MM-dd HH:mm", timeZone: FastDate.TimeZone(identifier: "Europe/Paris"))
        /// ```
        /// - Throws: ``PatternError`` as ``init(_:utcOffset:twoDigitYearStart:defaultDate:)``.
        public init(
            _ pattern: String, timeZone: TimeZone, twoDigitYearStart: Int = 1950,
            defaultDate: LocalDateTime = defaultDate, resolving disambiguation: Disambiguation = .compatible
        ) throws(PatternError) {
            let rules = PatternZone.Rules(zone: timeZone, disambiguation: disambiguation)
            try self.init(pattern, zone: PatternZone(rules: rules), twoDigitYearStart: twoDigitYearStart, defaultDate: defaultDate)
        }

        /// Compiles `pattern` on the clock `zone`.
        package init(
            _ pattern: String, zone: PatternZone, twoDigitYearStart: Int, defaultDate: LocalDateTime
        ) throws(PatternError) {
            let days = floorDivision(defaultDate.localSeconds, by: .secondsPerDay).quotient
            let date = CivilCalendar.civilDate(daysSinceEpoch: max(min(days, 100_000_000), -100_000_000))
            let start = Int64(max(min(twoDigitYearStart, 200_000), -200_000))
            program = try PatternCompiler.compile(pattern, zone: zone, twoDigitYearStart: start, defaultDate: date)
        }

        /// The pattern as written.
        public var text: String { program.text }

        /// The fixed clock the pattern reads and writes on, in seconds east of UTC; `nil` for
        /// a pattern on a time zone's rules (the `FastDate` module's `TimeZone` option).
        public var utcOffset: Int32? { program.zone.rules == nil ? program.zone.fixedOffset : nil }

        /// The first of the hundred years `yy` reads into.
        public var twoDigitYearStart: Int { Int(program.twoDigitYearStart) }

        /// The date that fills the date fields the pattern lacks, at midnight.
        public var defaultDate: LocalDateTime {
            // A default date came from a `LocalDateTime`, so it is in 0000–9999.
            LocalDateTime(unchecked: CivilCalendar.daysSinceEpoch(
                year: program.defaultYear, month: program.defaultMonth, day: program.defaultDay) &* .secondsPerDay, 0, nil)
        }

        /// Bytes that always suffice for what this pattern writes; writing into a smaller
        /// buffer is ``FormatError/Kind/bufferTooSmall``.
        public var maxFormattedLength: Int { program.maxFormattedLength }

        /// The pattern's text.
        public var description: String { program.text }

        /// The time zone rules the pattern is on, for the `FastDate` module.
        package var zoneRules: PatternZone.Rules? { program.zone.rules }

        /// The time zone the pattern reads and writes on: the one it was compiled with, or
        /// for a fixed ``utcOffset`` the zone of that offset.
        public var fastTimeZone: TimeZone {
            program.zone.rules?.zone ?? TimeZone(utcOffset: program.zone.fixedOffset) ?? .utc
        }
    }
}
