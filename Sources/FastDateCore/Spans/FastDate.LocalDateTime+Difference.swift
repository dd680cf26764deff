extension FastDate.LocalDateTime: SpanCounting {
    /// The span from this reading to `other`, as Temporal's `PlainDateTime.until` counts it
    /// (`Spec/arithmetic/spans.md`): whole `largestUnit`s, then each smaller unit, a day
    /// being 24 hours of the clock; then rounded to `increment` `smallestUnit`s by `rule`.
    /// The offsets, when the readings have them, are not used: see
    /// ``FastDate/Timestamp/until(_:largestUnit:smallestUnit:increment:_:)`` for instants.
    ///
    /// ```swift
    /// let start = try FastDate.LocalDateTime(parsing: "2024-01-31T18:00:00")
    /// let end = try FastDate.LocalDateTime(parsing: "2024-03-01T09:30:00")
    /// try start.until(end).description                          // "P29DT15H30M"
    /// try start.until(end, largestUnit: .month).description     // "P29DT15H30M": Feb 29th 18:00 is past Mar 1st 09:30 less a month
    /// try start.until(end, smallestUnit: .hour, .toNearestOrAwayFromZero).description   // "P29DT16H"
    /// ```
    /// - Parameters:
    ///   - other: The reading to count to.
    ///   - largestUnit: The largest unit of the span; `nil` (the default) is the larger of a
    ///     day and `smallestUnit`.
    ///   - smallestUnit: The unit the span is rounded to; `.nanosecond` (the default) rounds
    ///     nothing.
    ///   - increment: How many `smallestUnit`s make one step of the rounding: for an hour,
    ///     a minute, a second and below, a divisor of the next unit smaller than it; for a
    ///     day and above, 1 to a billion.
    ///   - rule: How a span between two steps is rounded; `.towardZero` (Temporal's
    ///     `trunc`) by default.
    /// - Throws: ``FastDate/ArithmeticError`` `invalidUnit` for a largest unit smaller than
    ///   the smallest; `invalidIncrement`; `outOfRange` when a rounding step lands outside
    ///   0000–9999.
    public func until(
        _ other: Self, largestUnit: FastDate.Unit? = nil, smallestUnit: FastDate.Unit = .nanosecond, increment: Int = 1,
        _ rule: FastDate.RoundingRule = .towardZero
    ) throws(FastDate.ArithmeticError) -> FastDate.ISODuration {
        try span(to: other, largestUnit, smallestUnit, increment, rule, since: false)
    }

    /// The span from `other` to this reading, as Temporal's `PlainDateTime.since` counts
    /// it: ``until(_:largestUnit:smallestUnit:increment:_:)``'s span from this reading to
    /// `other`, with its parameters, negated, and with `.up` and `.down` exchanged.
    public func since(
        _ other: Self, largestUnit: FastDate.Unit? = nil, smallestUnit: FastDate.Unit = .nanosecond, increment: Int = 1,
        _ rule: FastDate.RoundingRule = .towardZero
    ) throws(FastDate.ArithmeticError) -> FastDate.ISODuration {
        try span(to: other, largestUnit, smallestUnit, increment, rule, since: true)
    }

    static var spanUnits: (largest: FastDate.Unit, smallest: FastDate.Unit) { (.year, .nanosecond) }
    static var defaultLargestUnit: FastDate.Unit { .day }

    /// Temporal's `DifferencePlainDateTimeWithRounding`.
    static func difference(from one: Self, to two: Self, _ settings: SpanDifference.Settings) throws(FastDate.ArithmeticError) -> SpanParts {
        let parts = SpanDifference.difference(one, two, largestUnit: settings.largestUnit)
        guard !settings.roundsNothing, parts.sign != 0 else { return parts }
        return try SpanDifference.round(parts, to: TimeLength(since1970: two), from: one.withoutOffset, in: nil, settings)
    }

    /// This reading with no offset.
    var withoutOffset: Self { Self(unchecked: localSeconds, nanoseconds, nil) }
}
