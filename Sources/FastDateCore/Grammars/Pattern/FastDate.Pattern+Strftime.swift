extension FastDate.Pattern {
    /// The strftime directives a format is written in: which `%` letters it has and how
    /// many digits each reads (`Spec/patterns/strftime.md`).
    public enum StrftimeDialect: String, Sendable, Hashable, CaseIterable {
        /// C, POSIX and Python's `strptime`/`strftime` in the C locale, which pyarrow's and
        /// DuckDB's `strptime` follow: `%f` is 1–6 digits of microseconds, `%z` reads `Z`
        /// and `±hh[:]mm[[:]ss]`.
        case posix
        /// chrono's, which polars, arrow-rs and DataFusion take: POSIX's and `%.f`, `%.3f`,
        /// `%.6f`, `%.9f`, `%:z`, `%s`, `%F`, `%T`, `%R`; `%f` is nine digits of nanoseconds.
        case chrono
    }

    /// Compiles a strftime format (`%Y-%m-%d %H:%M:%S`) into a pattern, read and written in
    /// the C locale, exactly, and without allocation, at every door and in the Arrow kernel.
    ///
    /// ```swift
    /// let sql = try FastDate.Pattern(strftime: "%Y-%m-%d %H:%M:%S")
    /// let t = try FastDate.parseTimestamp("2024-03-05 14:30:00", as: .pattern(sql))
    /// try FastDate.format(t, as: .pattern(sql))          // "2024-03-05 14:30:00"
    /// ```
    ///
    /// Reading gives Python's `datetime.strptime` answer wherever that one reads the text
    /// (the Spec's vectors hold it to that), and refuses the rest: numbers that touch read
    /// their full width (`%Y%m%d`), literals match byte for byte, and a weekday must agree
    /// with the date. Fields the format lacks come from 1900-01-01 at midnight, as in
    /// Python; `%y` reads 69–99 (chrono: 70–99) into the 1900s.
    ///
    /// - Parameters:
    ///   - format: strftime directives and literal text; `%%` is a percent sign.
    ///   - dialect: Which directives, and their widths; ``StrftimeDialect/posix`` by default.
    ///   - utcOffset: Seconds east of UTC of the clock text without `%z` is read on, and
    ///     every timestamp is written on; UTC by default.
    /// - Throws: ``PatternError`` naming the directive and its position:
    ///   ``PatternError/Kind/unknownDirective``, ``PatternError/Kind/unsupportedDirective``
    ///   (`%Z`, `%U`, `%c`, …), or a TR35 rule such as `%I` without `%p`.
    public init(strftime format: String, dialect: StrftimeDialect = .posix, utcOffset: Int32 = 0) throws(FastDate.PatternError) {
        guard UTCOffsetRange.contains(Int(utcOffset)) else { throw FastDate.PatternError(.invalidUTCOffset, position: 0) }
        program = try StrftimeCompiler.compile(format, dialect.syntax, zone: PatternZone(fixedOffset: utcOffset))
    }

    /// Compiles a strftime format on the clock of `timeZone`, daylight saving time included,
    /// as ``init(_:timeZone:twoDigitYearStart:defaultDate:resolving:)`` places a pattern's
    /// text: a time a transition skips or repeats names the instant `disambiguation`
    /// chooses, and `%z` writes the zone's offset at each instant.
    ///
    /// - Throws: ``PatternError`` as ``init(strftime:dialect:utcOffset:)``.
    public init(
        strftime format: String, dialect: StrftimeDialect = .posix, timeZone: FastDate.TimeZone,
        resolving disambiguation: FastDate.Disambiguation = .compatible
    ) throws(FastDate.PatternError) {
        let rules = PatternZone.Rules(zone: timeZone, disambiguation: disambiguation)
        program = try StrftimeCompiler.compile(format, dialect.syntax, zone: PatternZone(rules: rules))
    }

    /// The strftime dialect the pattern was compiled from, or `nil` for a TR35 pattern.
    public var strftimeDialect: StrftimeDialect? {
        switch program.syntax {
        case .unicode: nil
        case .posix: .posix
        case .chrono: .chrono
        }
    }
}

extension FastDate.Pattern.StrftimeDialect {
    var syntax: PatternSyntax { self == .chrono ? .chrono : .posix }
}
