extension FastDate.ZonedDateTime: SpanCounting {
    /// The span from this value to `other`, as Temporal's `ZonedDateTime.until` counts it
    /// (`Spec/arithmetic/spans.md`). Calendar units and days are counted on the zone's
    /// clock, so a day across a daylight-saving change is one day, 23 or 25 hours long;
    /// hours and below are real time. Then the span is rounded to `increment`
    /// `smallestUnit`s by `rule`, a day by its real length.
    ///
    /// ```swift
    /// let newYork = try FastDate.TimeZone(identifier: "America/New_York")
    /// let start = try FastDate.ZonedDateTime(FastDate.parseTimestamp("2024-03-09T12:00:00-05:00"), in: newYork)
    /// let end = try FastDate.ZonedDateTime(FastDate.parseTimestamp("2024-03-10T12:00:00-04:00"), in: newYork)
    /// try start.until(end).description                      // "PT23H"
    /// try start.until(end, largestUnit: .day).description   // "P1D"
    /// ```
    /// - Parameters:
    ///   - other: The value to count to.
    ///   - largestUnit: The largest unit of the span; `nil` (the default) is the larger of
    ///     an hour and `smallestUnit`, as in Temporal. A day or larger needs `other` in the
    ///     same zone.
    ///   - smallestUnit: The unit the span is rounded to; `.nanosecond` (the default) rounds
    ///     nothing.
    ///   - increment: How many `smallestUnit`s make one step of the rounding: for an hour,
    ///     a minute, a second and below, a divisor of the next unit smaller than it; for a
    ///     day and above, 1 to a billion.
    ///   - rule: How a span between two steps is rounded; `.towardZero` (Temporal's
    ///     `trunc`) by default.
    /// - Throws: ``FastDate/ArithmeticError`` `invalidUnit` for a largest unit smaller than
    ///   the smallest; `invalidIncrement`; `differentTimeZones` for a day or larger between
    ///   two zones; `outOfRange` when a rounding step lands outside the supported range.
    public func until(
        _ other: Self, largestUnit: FastDate.Unit? = nil, smallestUnit: FastDate.Unit = .nanosecond, increment: Int = 1,
        _ rule: FastDate.RoundingRule = .towardZero
    ) throws(FastDate.ArithmeticError) -> FastDate.ISODuration {
        try span(to: other, largestUnit, smallestUnit, increment, rule, since: false)
    }

    /// The span from `other` to this value, as Temporal's `ZonedDateTime.since` counts it:
    /// ``until(_:largestUnit:smallestUnit:increment:_:)``'s span from this value to `other`,
    /// with its parameters, negated, and with `.up` and `.down` exchanged.
    public func since(
        _ other: Self, largestUnit: FastDate.Unit? = nil, smallestUnit: FastDate.Unit = .nanosecond, increment: Int = 1,
        _ rule: FastDate.RoundingRule = .towardZero
    ) throws(FastDate.ArithmeticError) -> FastDate.ISODuration {
        try span(to: other, largestUnit, smallestUnit, increment, rule, since: true)
    }

    static var spanUnits: (largest: FastDate.Unit, smallest: FastDate.Unit) { (.year, .nanosecond) }
    static var defaultLargestUnit: FastDate.Unit { .hour }

    /// Temporal's `DifferenceZonedDateTimeWithRounding`.
    static func difference(from one: Self, to two: Self, _ settings: SpanDifference.Settings) throws(FastDate.ArithmeticError) -> SpanParts {
        // In hours and below a zoned span is the instants' (Temporal's `DifferenceInstant`).
        if settings.largestUnit.isClockUnit { return try FastDate.Timestamp.difference(from: one.timestamp, to: two.timestamp, settings) }
        guard one.timeZone == two.timeZone else { throw FastDate.ArithmeticError(.differentTimeZones) }
        let parts = try SpanDifference.difference(one, two, largestUnit: settings.largestUnit)
        guard !settings.roundsNothing, parts.sign != 0 else { return parts }
        return try SpanDifference.round(parts, to: TimeLength(since1970: two.timestamp), from: one.localDateTime, in: one.timeZone, settings)
    }
}
