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
    public func rounded(
        to unit: FastDate.Unit, increment: Int = 1, _ rule: FastDate.RoundingRule = .toNearestOrAwayFromZero
    ) throws(FastDate.ArithmeticError) -> Self {
        let step = try unit.roundingStep(increment: increment)
        let local = localDateTime.localSeconds
        if unit == .day {
            let midnight = localMidnight
            let start = startOfDay(localMidnight: midnight)
            let end = startOfDay(localMidnight: midnight &+ .secondsPerDay)
            let progress = (timestamp.seconds &- start.seconds) &* .nanosecondsPerSecond &+ Int64(timestamp.nanoseconds)
            let length = (end.seconds &- start.seconds) &* .nanosecondsPerSecond
            let rounded = IncrementRounding.round(progress, toMultipleOf: length, rule)
            return try Self(checking: rounded == 0 ? start : end, zoneOffsetKnown: timeZone)
        }
        let reading = IncrementRounding.round(localSeconds: local, timestamp.nanoseconds, step: step, rule)
        if let steady = timeZone.steadyOffset(aroundLocal: reading.seconds) {
            return try Self(checking: FastDate.Timestamp(unchecked: reading.seconds &- Int64(steady), reading.nanoseconds, steady), zoneOffsetKnown: timeZone)
        }
        let offset: Int32
        switch timeZone.placement(ofLocalSeconds: reading.seconds) {
        case .unique(let only): offset = only
        case .overlap(let first, let second): offset = utcOffset == second ? second : first
        case .gap(let before, _): offset = before
        }
        return try Self(FastDate.Timestamp(unchecked: reading.seconds &- Int64(offset), reading.nanoseconds, offset), in: timeZone)
    }
}
