/// Rounds a count that is never negative (a time of day in nanoseconds) to a multiple of a
/// positive step, by a `FastDate.RoundingRule`: the one rounding rule of
/// `Spec/arithmetic/rounding.md`, for every value that rounds.
///
/// On a count that is never negative, toward zero is down and away from zero is up, as
/// Temporal's modes `trunc` and `expand` are on a time of day.
@usableFromInline
enum IncrementRounding {
    /// Whether a magnitude between two steps rounds to the upper one, by `rule` seen on a
    /// magnitude (`.down` and `.towardZero` alike), given twice its distance past the lower
    /// step, `twice`, against the distance between the steps, `step`, and whether the lower
    /// step is an even count of steps. A caller that has compared the two already passes the
    /// comparison (-1, 0 or 1) and 0.
    ///
    /// The comparisons are plain, so that a rounding of values in no order compiles to
    /// selects, not to branches a predictor would miss half the time.
    @inlinable @inline(__always)
    static func roundsUp(twice: Int64, step: Int64, downIsEven: @autoclosure () -> Bool, _ rule: FastDate.RoundingRule) -> Bool {
        switch rule {
        case .down, .towardZero: false
        case .up, .awayFromZero: true
        case .toNearestOrAwayFromZero: twice >= step
        case .toNearestOrEven: twice > step || (twice == step && !downIsEven())
        }
    }

    /// `count` rounded to a multiple of `step` by `rule`. Neither overflows: `count` is below
    /// a day of nanoseconds (8.64e13) and `step` at most a day.
    @inlinable @inline(__always)
    static func round(_ count: Int64, toMultipleOf step: Int64, _ rule: FastDate.RoundingRule) -> Int64 {
        let remainder = count % step
        let down = count &- remainder
        if remainder == 0 { return down }
        let up = roundsUp(twice: remainder &* 2, step: step, downIsEven: (down / step) & 1 == 0, rule)
        return down &+ (up ? step : 0)
    }
}

extension IncrementRounding {
    /// The reading `localSeconds` (seconds since 1970 on its own clock) and `nanoseconds`,
    /// its time of day rounded to a multiple of `step` nanoseconds counted from its midnight.
    /// A rounding up to the next midnight carries into the seconds. Nothing overflows for a
    /// reading within two days of the supported range (after ``readingOrigin``).
    ///
    /// Every step a value rounds to either is whole seconds that divide a day, or divides a
    /// second (`FastDate.Unit.roundingStep(increment:)`). Either way its multiples counted
    /// from a midnight are its multiples counted from 1970's midnight, or from the reading's
    /// own second, so the reading need not be split into a day and a time of day.
    @inlinable @inline(__always)
    static func round(localSeconds: Int64, _ nanoseconds: Int32, step: Int64, _ rule: FastDate.RoundingRule) -> (seconds: Int64, nanoseconds: Int32) {
        if step < .nanosecondsPerSecond {
            // A second holds an even number of such steps (the largest is half a second), so
            // counting from the second keeps the parity `.toNearestOrEven` asks for.
            let rounded = round(Int64(nanoseconds), toMultipleOf: step, rule)
            return rounded == .nanosecondsPerSecond ? (localSeconds &+ 1, 0) : (localSeconds, Int32(truncatingIfNeeded: rounded))
        }
        let stepSeconds = step / .nanosecondsPerSecond
        // Counted from a midnight before every reading, the division is unsigned: no
        // correction for a negative remainder.
        let sinceOrigin = UInt64(bitPattern: localSeconds &- readingOrigin)
        let secondsOver = Int64(bitPattern: sinceOrigin % UInt64(bitPattern: stepSeconds))
        let down = localSeconds &- secondsOver
        if rule == .toNearestOrAwayFromZero {
            // Half a step or more past: twice the whole seconds past, and one more for half
            // a second of nanoseconds, reach the step's seconds. No multiplication.
            let half = nanoseconds >= Int32.nanosecondsPerSecond / 2 ? 1 : 0
            return (down &+ (secondsOver &* 2 &+ Int64(half) >= stepSeconds ? stepSeconds : 0), 0)
        }
        let remainder = secondsOver &* .nanosecondsPerSecond &+ Int64(nanoseconds)
        if remainder == 0 { return (down, 0) }
        // The parity is the step's count from the reading's midnight; a day holds an odd
        // number of 8-hour steps and one step of a day.
        let up = roundsUp(twice: remainder &* 2, step: step,
                          downIsEven: sinceOrigin / UInt64(bitPattern: stepSeconds) % UInt64(bitPattern: .secondsPerDay / stepSeconds) & 1 == 0, rule)
        return (down &+ (up ? stepSeconds : 0), 0)
    }

    /// A midnight two days and more before the earliest supported instant: a reading within
    /// two days of the supported range is after it.
    @inlinable static var readingOrigin: Int64 { -100_001_000 &* .secondsPerDay }
}
