extension FastDate.ISODuration {
    /// The span with every part negated: `-P1M2D` for `P1M2D`.
    public static prefix func - (span: Self) -> Self {
        Self(unchecked: !span.isNegative, span.years, span.months, span.weeks, span.days,
             span.hours, span.minutes, span.seconds, span.nanoseconds)
    }

    /// This span balanced and rounded as counted from `relativeTo`, as Temporal's
    /// `Duration.round` with a `PlainDate` (`Spec/arithmetic/spans.md`): the span is added to
    /// the date, at midnight, and counted again from it in units from `largestUnit` down to
    /// `smallestUnit`, a month as long as that month is.
    ///
    /// ```swift
    /// let jan31 = try FastDate.LocalDate(parsing: "2024-01-31")
    /// try FastDate.parseDuration("P45D").rounded(largestUnit: .month, relativeTo: jan31).description   // "P1M16D"
    /// try FastDate.parseDuration("PT130H").rounded(largestUnit: .day, smallestUnit: .day, .toNearestOrAwayFromZero, relativeTo: jan31).description   // "P5D"
    /// ```
    /// - Parameters:
    ///   - largestUnit: The largest unit of the result; `nil` (the default) is the larger of
    ///     the span's own largest unit and `smallestUnit`.
    ///   - smallestUnit: The unit the span is rounded to; `.nanosecond` (the default) rounds
    ///     nothing, and only balances.
    ///   - increment: How many `smallestUnit`s make one step: for a clock unit, a divisor of
    ///     the next unit smaller than it; for a day and above, 1 to a billion, and 1 when the
    ///     largest unit is larger than a calendar `smallestUnit`.
    ///   - rule: How a span between two steps is rounded; `.toNearestOrAwayFromZero`
    ///     (Temporal's `halfExpand`) by default, as in `Duration.round`.
    ///   - relativeTo: The date the span is counted from.
    /// - Throws: ``FastDate/ArithmeticError`` `invalidUnit`, `invalidIncrement`, or
    ///   `outOfRange` when the span, added to the date, leaves 0000–9999.
    public func rounded(
        largestUnit: FastDate.Unit? = nil, smallestUnit: FastDate.Unit = .nanosecond, increment: Int = 1,
        _ rule: FastDate.RoundingRule = .toNearestOrAwayFromZero, relativeTo: FastDate.LocalDate
    ) throws(FastDate.ArithmeticError) -> Self {
        let parts = try SpanParts(self)
        let settings = try roundingSettings(parts, largestUnit, smallestUnit, increment, rule)
        let (origin, target) = try Self.plainEnds(of: parts, from: relativeTo)
        return try FastDate.LocalDateTime.difference(from: origin, to: target, settings).span(largestUnit: settings.largestUnit)
    }

    /// This span balanced and rounded as counted from `relativeTo`, as Temporal's
    /// `Duration.round` with a `ZonedDateTime`: the span is added to the value, and counted
    /// again from it, a day as long as the zone's clock makes it.
    ///
    /// ```swift
    /// let newYork = try FastDate.TimeZone(identifier: "America/New_York")
    /// let start = try FastDate.ZonedDateTime(FastDate.parseTimestamp("2024-03-09T12:00:00-05:00"), in: newYork)
    /// try FastDate.parseDuration("PT48H").rounded(largestUnit: .day, relativeTo: start).description   // "P2DT1H"
    /// ```
    /// - Parameters:
    ///   - largestUnit: The largest unit of the result; `nil` (the default) is the larger of
    ///     the span's own largest unit and `smallestUnit`.
    ///   - smallestUnit: The unit the span is rounded to; `.nanosecond` (the default) rounds
    ///     nothing, and only balances.
    ///   - increment: How many `smallestUnit`s make one step, as for the `LocalDate` form.
    ///   - rule: How a span between two steps is rounded; `.toNearestOrAwayFromZero` by
    ///     default.
    ///   - relativeTo: The zoned value the span is counted from.
    /// - Throws: ``FastDate/ArithmeticError`` `invalidUnit`, `invalidIncrement`, or
    ///   `outOfRange`.
    public func rounded(
        largestUnit: FastDate.Unit? = nil, smallestUnit: FastDate.Unit = .nanosecond, increment: Int = 1,
        _ rule: FastDate.RoundingRule = .toNearestOrAwayFromZero, relativeTo: FastDate.ZonedDateTime
    ) throws(FastDate.ArithmeticError) -> Self {
        let parts = try SpanParts(self)
        let settings = try roundingSettings(parts, largestUnit, smallestUnit, increment, rule)
        let target = try relativeTo.adding(self)
        return try FastDate.ZonedDateTime.difference(from: relativeTo, to: target, settings).span(largestUnit: settings.largestUnit)
    }

    /// This span balanced and rounded with a day of 24 hours, as Temporal's `Duration.round`
    /// with no `relativeTo`: only for a span with no years, months or weeks, to units from a
    /// day down.
    ///
    /// ```swift
    /// try FastDate.parseDuration("PT130H").rounded(largestUnit: .day).description                        // "P5DT10H"
    /// try FastDate.parseDuration("PT2H29M").rounded(smallestUnit: .hour).description                     // "PT2H"
    /// try FastDate.parseDuration("PT1H30M").rounded(largestUnit: .minute, smallestUnit: .minute).description  // "PT90M"
    /// ```
    /// - Parameters:
    ///   - largestUnit: `.day` or smaller; `nil` (the default) is the larger of the span's
    ///     own largest unit and `smallestUnit`.
    ///   - smallestUnit: The unit the span is rounded to, `.day` or smaller; `.nanosecond`
    ///     (the default) rounds nothing.
    ///   - increment: How many `smallestUnit`s make one step.
    ///   - rule: How a span between two steps is rounded; `.toNearestOrAwayFromZero` by
    ///     default.
    /// - Throws: ``FastDate/ArithmeticError`` `calendarUnitsNeedDate` for a span with years,
    ///   months or weeks, or a year, a month or a week as a unit; `invalidUnit`;
    ///   `invalidIncrement`; `outOfRange` when the span passes `Int64` seconds.
    public func rounded(
        largestUnit: FastDate.Unit? = nil, smallestUnit: FastDate.Unit = .nanosecond, increment: Int = 1,
        _ rule: FastDate.RoundingRule = .toNearestOrAwayFromZero
    ) throws(FastDate.ArithmeticError) -> Self {
        let parts = try SpanParts(self)
        let settings = try roundingSettings(parts, largestUnit, smallestUnit, increment, rule)
        guard parts.hasNoCalendarUnits, !settings.largestUnit.isCalendarUnit else {
            throw FastDate.ArithmeticError(.calendarUnitsNeedDate)
        }
        return SpanParts(time: settings.round(parts.timeWithDays)).span(largestUnit: settings.largestUnit)
    }

    /// The settings of `Duration.round`: the largest unit by default the larger of the
    /// span's own and `smallestUnit`, and an increment above 1 on a calendar unit only when
    /// it is also the largest.
    private func roundingSettings(_ parts: SpanParts, _ largestUnit: FastDate.Unit?, _ smallestUnit: FastDate.Unit,
                                  _ increment: Int, _ rule: FastDate.RoundingRule) throws(FastDate.ArithmeticError) -> SpanDifference.Settings {
        let settings = try SpanDifference.settings(
            largestUnit: largestUnit ?? .larger(parts.largestUnit, smallestUnit), smallestUnit: smallestUnit,
            increment: increment, rule: rule, allowed: (.year, .nanosecond), defaultLargest: .nanosecond, since: false)
        if increment > 1 && settings.largestUnit != smallestUnit && !smallestUnit.isClockUnit {
            throw FastDate.ArithmeticError(.invalidIncrement)
        }
        return settings
    }

    /// `relativeTo` at midnight, and the reading the span reaches from it: years, months and
    /// weeks on the calendar, then days and the clock time (Temporal's `Duration.round` and
    /// `total` with a `PlainDate`).
    static func plainEnds(of parts: SpanParts, from relativeTo: FastDate.LocalDate) throws(FastDate.ArithmeticError) -> (FastDate.LocalDateTime, FastDate.LocalDateTime) {
        let origin = FastDate.LocalDateTime(date: relativeTo, time: .midnight)
        return (origin, try origin.adding(parts))
    }
}

extension FastDate.ISODuration {
    /// How many `unit`s this span is when counted from `relativeTo`, with the fraction, as
    /// Temporal's `Duration.total` with a `PlainDate`: `P1M` is 29 days from 2024-02-01 and
    /// 31 from 2024-03-01.
    ///
    /// ```swift
    /// let feb1 = try FastDate.LocalDate(parsing: "2024-02-01")
    /// try FastDate.parseDuration("P1M").total(.day, relativeTo: feb1)      // 29.0
    /// try FastDate.parseDuration("P45D").total(.month, relativeTo: feb1)   // 1.5161290322580645
    /// ```
    /// The count is exact where a `Double` holds it; otherwise the nearest, within one
    /// unit in the last place.
    /// - Parameters:
    ///   - unit: The unit to count in.
    ///   - relativeTo: The date the span is counted from.
    /// - Throws: ``FastDate/ArithmeticError`` `outOfRange` when the span, added to the date,
    ///   leaves 0000–9999.
    public func total(_ unit: FastDate.Unit, relativeTo: FastDate.LocalDate) throws(FastDate.ArithmeticError) -> Double {
        let (origin, target) = try Self.plainEnds(of: try SpanParts(self), from: relativeTo)
        let parts = SpanDifference.difference(origin, target, largestUnit: unit)
        if !unit.isCalendarUnit { return parts.timeWithDays.count(of: unit) }
        let destination = TimeLength(since1970: target)
        return try SpanDifference.nudgeToCalendarUnit(parts.sign < 0 ? -1 : 1, parts, destination, origin, nil, 1, unit, .towardZero).total
    }

    /// How many `unit`s this span is when counted from `relativeTo`, with the fraction, as
    /// Temporal's `Duration.total` with a `ZonedDateTime`: a day is as long as the zone's
    /// clock makes it.
    ///
    /// ```swift
    /// let newYork = try FastDate.TimeZone(identifier: "America/New_York")
    /// let start = try FastDate.ZonedDateTime(FastDate.parseTimestamp("2024-03-10T00:00:00-05:00"), in: newYork)
    /// try FastDate.parseDuration("PT23H").total(.day, relativeTo: start)   // 1.0
    /// ```
    /// - Parameters:
    ///   - unit: The unit to count in.
    ///   - relativeTo: The zoned value the span is counted from.
    /// - Throws: ``FastDate/ArithmeticError`` `outOfRange` when the span, added to the value,
    ///   leaves the supported range.
    public func total(_ unit: FastDate.Unit, relativeTo: FastDate.ZonedDateTime) throws(FastDate.ArithmeticError) -> Double {
        let target = try relativeTo.adding(self)
        if unit.isClockUnit { return TimeLength(from: relativeTo.timestamp, to: target.timestamp).count(of: unit) }
        let parts = try SpanDifference.difference(relativeTo, target, largestUnit: unit)
        let destination = TimeLength(since1970: target.timestamp)
        return try SpanDifference.nudgeToCalendarUnit(parts.sign < 0 ? -1 : 1, parts, destination, relativeTo.localDateTime,
                                                      relativeTo.timeZone, 1, unit, .towardZero).total
    }

    /// How many `unit`s this span is with a day of 24 hours, as Temporal's `Duration.total`
    /// with no `relativeTo`: `PT36H` is 1.5 days.
    ///
    /// ```swift
    /// try FastDate.parseDuration("PT36H").total(.day)       // 1.5
    /// try FastDate.parseDuration("PT1H30M").total(.minute)  // 90.0
    /// ```
    /// - Parameter unit: A day or smaller.
    /// - Throws: ``FastDate/ArithmeticError`` `calendarUnitsNeedDate` for a span with years,
    ///   months or weeks, or a year, a month or a week as the unit; `outOfRange` when the
    ///   span passes `Int64` seconds.
    public func total(_ unit: FastDate.Unit) throws(FastDate.ArithmeticError) -> Double {
        let parts = try SpanParts(self)
        guard parts.hasNoCalendarUnits, !unit.isCalendarUnit else { throw FastDate.ArithmeticError(.calendarUnitsNeedDate) }
        return parts.timeWithDays.count(of: unit)
    }
}

extension TimeLength {
    /// How many `unit`s (a day of 24 hours or smaller) this length is, with the fraction:
    /// the whole count exactly, the fraction to the nearest `Double`.
    func count(of unit: FastDate.Unit) -> Double {
        let negative = sign < 0
        let magnitude = negative ? -self : self
        let length = unit.fixedNanoseconds ?? .nanosecondsPerSecond
        let count: Double
        if length >= .nanosecondsPerSecond {
            let unitSeconds = length / .nanosecondsPerSecond
            let (whole, rest) = (magnitude.seconds / unitSeconds, magnitude.seconds % unitSeconds)
            count = Double(whole) + Double(rest &* .nanosecondsPerSecond &+ magnitude.nanoseconds) / Double(length)
        } else {
            let perSecond = .nanosecondsPerSecond / length
            count = Double(magnitude.seconds) * Double(perSecond) + Double(magnitude.nanoseconds) / Double(length)
        }
        return negative ? -count : count
    }
}
