/// A signed length of time, exact to the nanosecond: Temporal's "time duration". Held as
/// whole seconds, rounded toward negative infinity, and the nanoseconds after them, so a
/// length is added and compared as a timestamp is; nothing here overflows for lengths
/// between two instants of the supported range, which is ±2.2e13 s, far inside `Int64`.
struct TimeLength: Sendable, Hashable, Comparable {
    /// Whole seconds, rounded down: -1.5 s is -2 s and 500,000,000 ns.
    var seconds: Int64
    /// Nanoseconds after `seconds`, in `0 ..< 1_000_000_000`.
    var nanoseconds: Int64

    static let zero = TimeLength(seconds: 0, nanoseconds: 0)

    init(seconds: Int64, nanoseconds: Int64) {
        self.seconds = seconds
        self.nanoseconds = nanoseconds
    }

    /// `seconds` and `nanoseconds` of any sign, carried into the normal form.
    init(normalizing seconds: Int64, _ nanoseconds: Int64) {
        let (carry, rest) = floorDivision(nanoseconds, by: .nanosecondsPerSecond)
        self.init(seconds: seconds &+ carry, nanoseconds: rest)
    }

    /// The length from `start` to `end`.
    init(from start: FastDate.Timestamp, to end: FastDate.Timestamp) {
        self.init(normalizing: end.seconds &- start.seconds, Int64(end.nanoseconds) &- Int64(start.nanoseconds))
    }

    /// The length from 1970 to `instant`.
    init(since1970 instant: FastDate.Timestamp) {
        self.init(seconds: instant.seconds, nanoseconds: Int64(instant.nanoseconds))
    }

    /// The length from 1970 to `reading`, counted as if at UTC (a plain reading's epoch).
    init(since1970 reading: FastDate.LocalDateTime) {
        self.init(seconds: reading.localSeconds, nanoseconds: Int64(reading.nanoseconds))
    }

    /// `days` days of 24 hours.
    init(days: Int64) { self.init(seconds: days &* .secondsPerDay, nanoseconds: 0) }

    /// -1, 0 or 1.
    var sign: Int64 { seconds < 0 ? -1 : (seconds | nanoseconds) == 0 ? 0 : 1 }

    static func + (a: TimeLength, b: TimeLength) -> TimeLength {
        TimeLength(normalizing: a.seconds &+ b.seconds, a.nanoseconds &+ b.nanoseconds)
    }

    static prefix func - (a: TimeLength) -> TimeLength {
        TimeLength(normalizing: 0 &- a.seconds, 0 &- a.nanoseconds)
    }

    static func - (a: TimeLength, b: TimeLength) -> TimeLength { a + (-b) }

    static func < (a: TimeLength, b: TimeLength) -> Bool {
        a.seconds != b.seconds ? a.seconds < b.seconds : a.nanoseconds < b.nanoseconds
    }

    /// The whole days in this length, toward zero (Temporal's `TotalTimeDuration` to a day,
    /// truncated).
    var wholeDays: Int64 {
        let days = floorDivision(seconds, by: .secondsPerDay).quotient
        // Floor division rounds a negative length with a remainder one day too far.
        return sign < 0 && (TimeLength(days: days) != self) ? days &+ 1 : days
    }

    /// The instant `self` after `instant`, at `instant`'s offset; not range-checked.
    func after(_ instant: FastDate.Timestamp) -> FastDate.Timestamp {
        let moved = TimeLength(normalizing: instant.seconds &+ seconds, Int64(instant.nanoseconds) &+ nanoseconds)
        return FastDate.Timestamp(unchecked: moved.seconds, Int32(moved.nanoseconds), instant.utcOffset)
    }

    /// This length as a count of `step`s, rounded by `rule` (Temporal's
    /// `RoundTimeDurationToIncrement`): the magnitude is rounded, with the rule seen from its
    /// sign, so that `.down` is toward negative infinity on a negative length.
    func rounded(to step: RoundingStep, _ rule: FastDate.RoundingRule) -> TimeLength {
        let negative = sign < 0
        let magnitude = negative ? -self : self
        let unsignedRule = rule.onMagnitude(ofNegative: negative)
        let rounded: TimeLength
        switch step {
        case .nanoseconds(let count):
            // A step below a second divides one, so only the nanoseconds round.
            let nanos = IncrementRounding.round(magnitude.nanoseconds, toMultipleOf: count, unsignedRule)
            rounded = TimeLength(normalizing: magnitude.seconds, nanos)
        case .seconds(let count):
            let (steps, rest) = floorDivision(magnitude.seconds, by: count)
            let down = steps &* count
            if rest == 0 && magnitude.nanoseconds == 0 {
                rounded = TimeLength(seconds: down, nanoseconds: 0)
            } else {
                // Where the remainder lies against half a step, compared in seconds and
                // nanoseconds so that a step of many days does not overflow nanoseconds.
                let twice = TimeLength(normalizing: rest &* 2, magnitude.nanoseconds &* 2)
                let half = twice < TimeLength(seconds: count, nanoseconds: 0) ? -1 : twice == TimeLength(seconds: count, nanoseconds: 0) ? 0 : 1
                let up = IncrementRounding.roundsUp(twice: Int64(half), step: 0, downIsEven: steps & 1 == 0, unsignedRule)
                rounded = TimeLength(seconds: up ? down &+ count : down, nanoseconds: 0)
            }
        }
        return negative ? -rounded : rounded
    }

    /// The step a length rounds to: a divisor of a second in nanoseconds, or whole seconds.
    enum RoundingStep {
        case nanoseconds(Int64)
        case seconds(Int64)

        /// `increment` `unit`s; the unit is a day or shorter.
        init(_ unit: FastDate.Unit, increment: Int64) {
            let length = unit.fixedNanoseconds ?? .nanosecondsPerSecond
            self = length >= .nanosecondsPerSecond
                ? .seconds(length / .nanosecondsPerSecond &* increment)
                : .nanoseconds(length &* increment)
        }
    }
}

extension FastDate.RoundingRule {
    /// The rule that rounds a magnitude as this rule rounds a value of the given sign
    /// (Temporal's `GetUnsignedRoundingMode`): toward negative infinity is toward zero on a
    /// positive value and away from it on a negative one.
    func onMagnitude(ofNegative negative: Bool) -> Self {
        guard negative else { return self }
        switch self {
        case .down: return .up
        case .up: return .down
        default: return self
        }
    }
}
