extension FastDate.Timestamp: SpanCounting {
    /// The span from this instant to `other`, in hours and smaller units of real time, as
    /// Temporal's `Instant.until` counts it (`Spec/arithmetic/spans.md`): the offsets do
    /// not matter, and a span in days needs a zone (``FastDate/ZonedDateTime``).
    ///
    /// ```swift
    /// let start = try FastDate.parseTimestamp("2024-03-09T12:00:00-05:00")
    /// let end = try FastDate.parseTimestamp("2024-03-10T13:30:45.5-04:00")
    /// try start.until(end).description                                    // "PT88245.5S"
    /// try start.until(end, largestUnit: .hour).description                // "PT24H30M45.5S"
    /// try start.until(end, largestUnit: .hour, smallestUnit: .minute, .toNearestOrAwayFromZero).description   // "PT24H31M"
    /// ```
    /// - Parameters:
    ///   - other: The instant to count to.
    ///   - largestUnit: `.hour` or smaller; `nil` (the default) is the larger of a second
    ///     and `smallestUnit`, as in Temporal.
    ///   - smallestUnit: The unit the span is rounded to; `.nanosecond` (the default) rounds
    ///     nothing.
    ///   - increment: How many `smallestUnit`s make one step of the rounding: a divisor of
    ///     the next unit, smaller than it.
    ///   - rule: How a span between two steps is rounded; `.towardZero` (Temporal's
    ///     `trunc`) by default.
    /// - Throws: ``FastDate/ArithmeticError`` `invalidUnit` for a day or larger, or a
    ///   largest unit smaller than the smallest; `invalidIncrement`.
    public func until(
        _ other: Self, largestUnit: FastDate.Unit? = nil, smallestUnit: FastDate.Unit = .nanosecond, increment: Int = 1,
        _ rule: FastDate.RoundingRule = .towardZero
    ) throws(FastDate.ArithmeticError) -> FastDate.ISODuration {
        try span(to: other, largestUnit, smallestUnit, increment, rule, since: false)
    }

    /// The span from `other` to this instant, as Temporal's `Instant.since` counts it:
    /// ``until(_:largestUnit:smallestUnit:increment:_:)``'s span from this instant to
    /// `other`, with its parameters, negated, and with `.up` and `.down` exchanged.
    public func since(
        _ other: Self, largestUnit: FastDate.Unit? = nil, smallestUnit: FastDate.Unit = .nanosecond, increment: Int = 1,
        _ rule: FastDate.RoundingRule = .towardZero
    ) throws(FastDate.ArithmeticError) -> FastDate.ISODuration {
        try span(to: other, largestUnit, smallestUnit, increment, rule, since: true)
    }

    static var spanUnits: (largest: FastDate.Unit, smallest: FastDate.Unit) { (.hour, .nanosecond) }
    static var defaultLargestUnit: FastDate.Unit { .second }

    /// Temporal's `DifferenceInstant`: the exact length, rounded.
    static func difference(from one: Self, to two: Self, _ settings: SpanDifference.Settings) throws(FastDate.ArithmeticError) -> SpanParts {
        SpanParts(time: settings.round(TimeLength(from: one, to: two)))
    }
}
