extension FastDate.LocalDate: SpanCounting {
    /// The span from this date to `other`, as Temporal's `PlainDate.until` counts it
    /// (`Spec/arithmetic/spans.md`): the largest whole number of `largestUnit`s that does
    /// not pass `other`, then of each smaller unit, with a month counted only when the day
    /// of the month is reached; then rounded to `increment` `smallestUnit`s by `rule`.
    /// Negative when `other` is earlier.
    ///
    /// ```swift
    /// let start = try FastDate.LocalDate(parsing: "2024-01-31")
    /// try start.until(FastDate.LocalDate(parsing: "2024-03-15"), largestUnit: .month).description   // "P1M15D"
    /// try start.until(FastDate.LocalDate(parsing: "2024-02-29"), largestUnit: .month).description   // "P29D"
    /// try start.until(FastDate.LocalDate(parsing: "2024-03-20"), smallestUnit: .month, .toNearestOrAwayFromZero).description   // "P2M"
    /// ```
    ///
    /// January 31st to February 29th is 29 days, not a month: the 31st of a month is not
    /// reached in February. Adding the result back (``adding(_:)``) gives `other`, when
    /// nothing was rounded.
    /// - Parameters:
    ///   - other: The date to count to.
    ///   - largestUnit: `.year`, `.month`, `.week` or `.day`; `nil` (the default) is the
    ///     larger of a day and `smallestUnit`.
    ///   - smallestUnit: The unit the span is rounded to, `.day` (the default) or larger.
    ///   - increment: How many `smallestUnit`s make one step of the rounding, 1 to a billion.
    ///   - rule: How a span between two steps is rounded; `.towardZero` (Temporal's
    ///     `trunc`) by default.
    /// - Throws: ``FastDate/ArithmeticError`` `invalidUnit` for a unit below a day or a
    ///   largest unit smaller than the smallest; `invalidIncrement`; `outOfRange` when a
    ///   rounding step lands outside 0000–9999.
    public func until(
        _ other: Self, largestUnit: FastDate.Unit? = nil, smallestUnit: FastDate.Unit = .day, increment: Int = 1,
        _ rule: FastDate.RoundingRule = .towardZero
    ) throws(FastDate.ArithmeticError) -> FastDate.ISODuration {
        try dateSpan(to: other, largestUnit, smallestUnit, increment, rule, since: false)
    }

    /// The span from `other` to this date, as Temporal's `PlainDate.since` counts it:
    /// ``until(_:largestUnit:smallestUnit:increment:_:)``'s span from this date to `other`,
    /// with its parameters, negated, and with `.up` and `.down` exchanged. January 29th since
    /// March 28th is `-P1M28D`.
    public func since(
        _ other: Self, largestUnit: FastDate.Unit? = nil, smallestUnit: FastDate.Unit = .day, increment: Int = 1,
        _ rule: FastDate.RoundingRule = .towardZero
    ) throws(FastDate.ArithmeticError) -> FastDate.ISODuration {
        try dateSpan(to: other, largestUnit, smallestUnit, increment, rule, since: true)
    }

    static var spanUnits: (largest: FastDate.Unit, smallest: FastDate.Unit) { (.year, .day) }
    static var defaultLargestUnit: FastDate.Unit { .day }

    /// Temporal's `DifferenceTemporalPlainDate`.
    func dateSpan(to other: Self, _ largestUnit: FastDate.Unit?, _ smallestUnit: FastDate.Unit, _ increment: Int,
                  _ rule: FastDate.RoundingRule, since: Bool) throws(FastDate.ArithmeticError) -> FastDate.ISODuration {
        // Whole days, nothing rounded (the defaults): the count alone, as the unrounded
        // difference always was, without the settings and the length arithmetic
        // (`Benchmarks/LEDGER.md`, "Spans").
        if smallestUnit == .day && increment == 1 {
            let largest = largestUnit ?? .day
            guard largest.isAtLeast(.day) else { throw FastDate.ArithmeticError(.invalidUnit) }
            return Self.dateDifference(from: self, to: other, largest).dateSpan(negated: since)
        }
        return try span(to: other, largestUnit, smallestUnit, increment, rule, since: since)
    }

    /// The difference rounded by `settings` from midnight to midnight.
    static func difference(from one: Self, to two: Self, _ settings: SpanDifference.Settings) throws(FastDate.ArithmeticError) -> SpanParts {
        // The defaults, whole days and nothing rounded, never come here: `dateSpan` answers them.
        let parts = dateDifference(from: one, to: two, settings.largestUnit)
        guard parts.sign != 0 else { return parts }
        let origin = FastDate.LocalDateTime(date: one, time: .midnight)
        return try SpanDifference.round(parts, to: TimeLength(days: two.daysSinceEpoch), from: origin, in: nil, settings)
    }

    /// `largestUnit` is a day or larger (Temporal's `CalendarDateUntil`).
    static func dateDifference(from one: Self, to two: Self, _ largestUnit: FastDate.Unit) -> SpanParts {
        // Dates in no order are as likely before as after: the sign and every choice below
        // are selects, not branches a predictor would miss half the time.
        let order = Int64(two.orderKey &- one.orderKey)
        let sign = order &>> 63 | Int64(bitPattern: UInt64(bitPattern: 0 &- order) &>> 63)  // -1, 0 or 1
        if sign == 0 { return SpanParts() }
        guard largestUnit == .year || largestUnit == .month else {
            let days = two.daysSinceEpoch &- one.daysSinceEpoch
            let weeks = largestUnit == .week ? days / 7 : 0  // toward zero, as the spec's loop stops
            return SpanParts(weeks: weeks, days: days &- weeks &* 7)
        }
        // The months to `two`'s month; one fewer when `one`'s day, not constrained to that
        // month, lies past `two` (Temporal's `ISODateSurpasses`: the years and months it
        // counts are this count's, a year being any 12 of them).
        let (d1, d2) = (Int64(one.day), Int64(two.day))
        let (y2, m2) = (Int64(two.year), Int64(two.month))
        let passes = sign &* (d1 &- d2) > 0
        let months = (y2 &- Int64(one.year)) &* 12 &+ m2 &- Int64(one.month) &- (passes ? sign : 0)
        // The days from the month reached, `one`'s day constrained to it, to `two`: within
        // `two`'s month, or when the day passes, from the month before `two`'s (after it,
        // going back) across that month's end. A February either side is in `two`'s year.
        let leap = CivilCalendar.leapBit(y2)
        let length = Int64(CivilCalendar.daysInMonth(Int(m2), leap: leap))
        let within = d2 &- min(d1, length)
        let adjacent = m2 &- 1 &- sign  // 0-based, -1 through 12
        let adjacentLength = Int64(CivilCalendar.daysInMonth(Int((adjacent &+ 12) % 12 &+ 1), leap: leap))
        // Forward, the rest of the month before and `two`'s day; back, `two`'s day less its
        // month and the day in the month after. A mask, not `?:`, which compiles to a branch.
        let back = sign &>> 63
        let across = d2 &+ (adjacentLength & ~back | (0 &- length) & back) &- min(d1, adjacentLength)
        let days = passes ? across : within
        let years = largestUnit == .year ? months / 12 : 0  // toward zero, as the spec's loop stops
        return SpanParts(years: years, months: months &- years &* 12, days: days)
    }
}
