extension FastDate.Timestamp {
    /// This timestamp with its reading rounded to a multiple of `increment` `unit`s, counted
    /// from that day's midnight at the timestamp's own offset, which it keeps
    /// (`Spec/arithmetic/rounding.md`).
    ///
    /// The reading is the clock the text was written on: `10:47+05:30` rounds to `11:00+05:30`
    /// by the hour, and a day begins at that offset's midnight. Temporal's
    /// `ZonedDateTime.round` in a zone of one fixed offset, and whenever's
    /// `OffsetDateTime.round`, round the same way. The rule (``FastDate/RoundingRule``, the
    /// standard library's `FloatingPointRoundingRule` case for case) is
    /// `.toNearestOrAwayFromZero` (the default, Temporal's `halfExpand`), `.toNearestOrEven`
    /// (`halfEven`), `.down` (`floor`), `.up` (`ceil`), `.towardZero` (`trunc`) and
    /// `.awayFromZero` (`expand`); a time of day is never negative, so the last two are
    /// `.down` and `.up`.
    ///
    /// ```swift
    /// let t = try FastDate.parseTimestamp("2024-03-10T10:47:31.5+05:30")
    /// try t.rounded(to: .minute, increment: 15).description            // "2024-03-10T10:45:00+05:30"
    /// try t.rounded(to: .day, .down).description                       // "2024-03-10T00:00:00+05:30"
    /// try t.rounded(to: .second, .toNearestOrEven).description         // "2024-03-10T10:47:32+05:30"
    /// ```
    /// - Parameters:
    ///   - unit: The unit to round to.
    ///   - increment: How many `unit`s make one step: it must divide the next larger unit
    ///     and be smaller than it (1, 2, 3, 4, 6, 8 or 12 hours; 1, 2, 3, 4, 5, 6, 10, 12, 15,
    ///     20 or 30 minutes or seconds; a divisor of 1,000 below it for the units below a
    ///     second), and be 1 for a day, as Temporal requires.
    ///   - rule: How a reading between two steps is rounded.
    /// - Throws: ``FastDate/ArithmeticError`` `invalidUnit` for a week, a month or a year;
    ///   `invalidIncrement` for an increment the unit does not allow; `outOfRange` when the timestamp or its rounding lies outside the
    ///   supported range (``isInSupportedRange``).
    @inlinable @inline(__always)
    public func rounded(
        to unit: FastDate.Unit, increment: Int = 1, _ rule: FastDate.RoundingRule = .toNearestOrAwayFromZero
    ) throws(FastDate.ArithmeticError) -> Self {
        let step = try unit.roundingStep(increment: increment)
        // Rounding moves an instant less than a day: one more day from the ends, the result
        // needs no check of its own.
        let inside = UInt64(bitPattern: seconds &- (Self.minimumSeconds &+ .secondsPerDay))
            < UInt64(bitPattern: Self.maximumSeconds &- Self.minimumSeconds &- 2 &* .secondsPerDay)
        let valid = UInt32(bitPattern: nanoseconds) < UInt32(Int32.nanosecondsPerSecond)
            && UInt32(bitPattern: utcOffset &+ Int32(UTCOffsetRange.maximumMagnitude)) <= UInt32(2 &* UTCOffsetRange.maximumMagnitude)
        guard inside && valid else { return try roundedNearTheEnds(step, rule) }
        let local = IncrementRounding.round(localSeconds: seconds &+ Int64(utcOffset), nanoseconds, step: step, rule)
        return Self(unchecked: local.seconds &- Int64(utcOffset), local.nanoseconds, utcOffset)
    }

    /// ``rounded(to:increment:_:)`` within a day of the supported range's ends, or of a
    /// timestamp whose fields are not valid: each checked.
    @usableFromInline
    func roundedNearTheEnds(_ step: Int64, _ rule: FastDate.RoundingRule) throws(FastDate.ArithmeticError) -> Self {
        guard isInSupportedRange, UTCOffsetRange.contains(Int(utcOffset)) else { throw FastDate.ArithmeticError(.outOfRange) }
        let local = IncrementRounding.round(localSeconds: seconds &+ Int64(utcOffset), nanoseconds, step: step, rule)
        let result = Self(unchecked: local.seconds &- Int64(utcOffset), local.nanoseconds, utcOffset)
        guard result.isInSupportedRange else { throw FastDate.ArithmeticError(.outOfRange) }
        return result
    }
}
