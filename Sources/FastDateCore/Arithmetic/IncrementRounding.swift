/// Rounds a count that is never negative (a time of day in nanoseconds) to a multiple of a
/// positive step, by a `FastDate.RoundingRule`: the one rounding rule of
/// `Spec/arithmetic/rounding.md`, for every value that rounds.
///
/// On a count that is never negative, toward zero is down and away from zero is up, as
/// Temporal's modes `trunc` and `expand` are on a time of day.
@usableFromInline
enum IncrementRounding {
    /// `count` rounded to a multiple of `step` by `rule`. Neither overflows: `count` is below
    /// a day of nanoseconds (8.64e13) and `step` at most a day.
    @inlinable @inline(__always)
    static func round(_ count: Int64, toMultipleOf step: Int64, _ rule: FastDate.RoundingRule) -> Int64 {
        let remainder = count % step
        let down = count &- remainder
        if remainder == 0 { return down }
        let up = down &+ step
        switch rule {
        case .down, .towardZero: return down
        case .up, .awayFromZero: return up
        case .toNearestOrAwayFromZero: return remainder &* 2 >= step ? up : down
        case .toNearestOrEven:
            let twice = remainder &* 2
            if twice != step { return twice > step ? up : down }
            return (down / step) & 1 == 0 ? down : up
        }
    }
}

extension IncrementRounding {
    /// The reading `localSeconds` (seconds since 1970 on its own clock) and `nanoseconds`,
    /// its time of day rounded to a multiple of `step` nanoseconds counted from its midnight.
    /// A rounding up to the next midnight carries into the seconds. Nothing overflows for a
    /// reading within a day of the supported range: the time of day is below 8.64e13.
    @inlinable @inline(__always)
    static func round(localSeconds: Int64, _ nanoseconds: Int32, step: Int64, _ rule: FastDate.RoundingRule) -> (seconds: Int64, nanoseconds: Int32) {
        let (day, secondOfDay) = floorDivision(localSeconds, by: .secondsPerDay)
        let timeOfDay = secondOfDay &* .nanosecondsPerSecond &+ Int64(nanoseconds)
        let rounded = round(timeOfDay, toMultipleOf: step, rule)
        return (day &* .secondsPerDay &+ rounded / .nanosecondsPerSecond, Int32(truncatingIfNeeded: rounded % .nanosecondsPerSecond))
    }
}
