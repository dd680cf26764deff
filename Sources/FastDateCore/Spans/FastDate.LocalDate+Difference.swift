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
        let parts = dateDifference(from: one, to: two, settings.largestUnit)
        guard !(settings.smallestUnit == .day && settings.increment == 1), parts.sign != 0 else { return parts }
        let origin = FastDate.LocalDateTime(date: one, time: .midnight)
        return try SpanDifference.round(parts, to: TimeLength(days: two.daysSinceEpoch), from: origin, in: nil, settings)
    }

    /// `largestUnit` is a day or larger (Temporal's `CalendarDateUntil`).
    static func dateDifference(from one: Self, to two: Self, _ largestUnit: FastDate.Unit) -> SpanParts {
        let sign: Int64 = one < two ? 1 : two < one ? -1 : 0
        if sign == 0 { return SpanParts() }
        let (y1, m1, d1) = (Int64(one.year), Int64(one.month), Int64(one.day))
        let (y2, m2) = (Int64(two.year), Int64(two.month))
        var years: Int64 = 0
        if largestUnit == .year {
            var candidate = y2 &- y1
            if surpasses(sign, y1 &+ candidate, m1, d1, two) { candidate &-= sign }
            years = candidate &* sign > 0 ? candidate : 0
        }
        // Months since year 0's January, of the date reached and of `two`.
        let base = (y1 &+ years) &* 12 &+ m1 &- 1
        var months: Int64 = 0
        if largestUnit == .year || largestUnit == .month {
            var candidate = y2 &* 12 &+ m2 &- 1 &- base
            if surpasses(sign, (base &+ candidate) / 12, (base &+ candidate) % 12 &+ 1, d1, two) { candidate &-= sign }
            months = candidate &* sign > 0 ? candidate : 0
        }
        // The date reached, its day constrained to its month; then whole days to `two`.
        let reached = base &+ months
        let (year, month) = (reached / 12, Int(reached % 12) &+ 1)
        let day = min(Int(d1), CivilCalendar.daysInMonth(month, year: year))
        let days = two.daysSinceEpoch &- CivilCalendar.daysSinceEpoch(year: year, month: month, day: day)
        let weeks = largestUnit == .week ? days / 7 : 0  // toward zero, as the spec's loop stops
        let rest = days &- weeks &* 7
        return SpanParts(years: years, months: months, weeks: weeks, days: rest)
    }

    /// Temporal's `ISODateSurpasses`: whether the date `year`-`month`-`day` (the day not
    /// constrained to the month) lies past `two` in the direction `sign`.
    @inline(__always)
    private static func surpasses(_ sign: Int64, _ year: Int64, _ month: Int64, _ day: Int64, _ two: Self) -> Bool {
        let (y2, m2, d2) = (Int64(two.year), Int64(two.month), Int64(two.day))
        if year != y2 { return sign &* (year &- y2) > 0 }
        if month != m2 { return sign &* (month &- m2) > 0 }
        return sign &* (day &- d2) > 0
    }
}
