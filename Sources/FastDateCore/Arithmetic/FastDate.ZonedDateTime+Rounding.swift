extension FastDate.ZonedDateTime {
    /// This value with its local reading rounded to a multiple of `increment` `unit`s,
    /// counted from that day's start, by `rule` (Temporal's `ZonedDateTime.round`;
    /// `Spec/arithmetic/rounding.md`).
    ///
    /// To the day, the day is the zone's: from its start to the next day's, 23 or 25 hours
    /// across a daylight-saving change, and the half is half of that. Below a day the reading
    /// is rounded as ``FastDate/Timestamp/rounded(to:increment:_:)`` rounds it, then placed in
    /// the zone again, at this value's offset when the zone shows the rounded reading at it,
    /// else as `.compatible` places it.
    ///
    /// - Throws: ``FastDate/ArithmeticError`` `invalidUnit` for a week, a month or a year;
    ///   `invalidIncrement` for an increment the unit does not allow; `outOfRange` when the
    ///   result leaves the supported range.
    @inlinable
    public func rounded(
        to unit: FastDate.Unit, increment: Int = 1, _ rule: FastDate.RoundingRule = .toNearestOrAwayFromZero
    ) throws(FastDate.ArithmeticError) -> Self {
        // As `adding`: the instant out of line, read-only, and the zone copied here, once.
        try Self(checking: roundedInstant(to: unit, increment: increment, rule), zoneOffsetKnown: timeZone)
    }

    /// The instant ``rounded(to:increment:_:)`` returns, at the zone's offset there. Not
    /// range-checked.
    @usableFromInline @_effects(readonly)
    func roundedInstant(to unit: FastDate.Unit, increment: Int, _ rule: FastDate.RoundingRule) throws(FastDate.ArithmeticError) -> FastDate.Timestamp {
        let step = try unit.roundingStep(increment: increment)
        let local = localDateTime.localSeconds
        if unit == .day {
            let midnight = localMidnight
            let start = startOfDay(localMidnight: midnight)
            let end = startOfDay(localMidnight: midnight &+ .secondsPerDay)
            let progress = (timestamp.seconds &- start.seconds) &* .nanosecondsPerSecond &+ Int64(timestamp.nanoseconds)
            let length = (end.seconds &- start.seconds) &* .nanosecondsPerSecond
            let rounded = IncrementRounding.round(progress, toMultipleOf: length, rule)
            return rounded == 0 ? start : end
        }
        let reading = IncrementRounding.round(localSeconds: local, timestamp.nanoseconds, step: step, rule)
        if let steady = timeZone.steadyOffset(aroundLocal: reading.seconds) {
            return FastDate.Timestamp(unchecked: reading.seconds &- Int64(steady), reading.nanoseconds, steady)
        }
        let offset: Int32
        switch timeZone.placement(ofLocalSeconds: reading.seconds) {
        case .unique(let only): offset = only
        case .overlap(let first, let second): offset = utcOffset == second ? second : first
        case .gap(let before, _): offset = before
        }
        // In a gap the offset read at is not the one in force at the instant it names.
        let seconds = reading.seconds &- Int64(offset)
        return FastDate.Timestamp(unchecked: seconds, reading.nanoseconds, timeZone.offset(atSeconds: seconds))
    }
}
