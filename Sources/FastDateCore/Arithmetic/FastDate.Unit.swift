extension FastDate {
    /// A unit of calendar or clock time, a year down to a nanosecond: what a value is rounded
    /// to and where a period starts (Temporal's units).
    ///
    /// A day is 24 hours where it is a step of rounding a ``Timestamp``, whose offset is
    /// fixed; a ``ZonedDateTime``'s day is the one its zone's clock shows, 23 or 25 hours
    /// across a daylight-saving change.
    public enum Unit: String, Sendable, Hashable, CaseIterable {
        /// A calendar year.
        case year
        /// A calendar month.
        case month
        /// A week of seven days.
        case week
        /// A calendar day.
        case day
        /// 60 minutes.
        case hour
        /// 60 seconds.
        case minute
        /// An SI second: POSIX time has no leap seconds.
        case second
        /// A thousandth of a second.
        case millisecond
        /// A millionth of a second.
        case microsecond
        /// A billionth of a second, the finest unit FastDate keeps.
        case nanosecond
    }
}

extension FastDate.Unit {
    /// Nanoseconds in one of this unit, a day of 24 hours; `nil` for a week, a month and a
    /// year, which no value here rounds to (Temporal's `round` stops at a day).
    @inlinable var fixedNanoseconds: Int64? {
        switch self {
        case .year, .month, .week: nil
        case .day: .secondsPerDay &* .nanosecondsPerSecond
        case .hour: .secondsPerHour &* .nanosecondsPerSecond
        case .minute: .secondsPerMinute &* .nanosecondsPerSecond
        case .second: .nanosecondsPerSecond
        case .millisecond: 1_000_000
        case .microsecond: 1_000
        case .nanosecond: 1
        }
    }

    /// How many of this unit make the next larger one, which a rounding increment must
    /// divide and stay below (Temporal's `MaximumTemporalDurationRoundingIncrement`); 1 for a
    /// day, whose only increment is 1.
    @inlinable var countInNextUnit: Int {
        switch self {
        case .year, .month, .week, .day: 1
        case .hour: 24
        case .minute, .second: 60
        case .millisecond, .microsecond, .nanosecond: 1_000
        }
    }

    /// The step of rounding to `increment` of this unit, in nanoseconds, when the unit is one
    /// a value rounds to and the increment one it allows (`Spec/arithmetic/rounding.md`).
    @inlinable @inline(__always)
    func roundingStep(increment: Int) throws(FastDate.ArithmeticError) -> Int64 {
        guard let unitLength = fixedNanoseconds else { throw FastDate.ArithmeticError(.invalidUnit) }
        let count = countInNextUnit
        let allowed = count == 1 ? increment == 1 : increment >= 1 && increment < count && count % increment == 0
        guard allowed else { throw FastDate.ArithmeticError(.invalidIncrement) }
        return unitLength &* Int64(increment)
    }
}

extension FastDate.Unit {
    /// The unit's size rank, a year largest: the order Temporal's table of units gives.
    var rank: Int {
        switch self {
        case .year: 9
        case .month: 8
        case .week: 7
        case .day: 6
        case .hour: 5
        case .minute: 4
        case .second: 3
        case .millisecond: 2
        case .microsecond: 1
        case .nanosecond: 0
        }
    }

    /// Whether this unit is `other` or a larger one.
    func isAtLeast(_ other: Self) -> Bool { rank >= other.rank }

    /// The larger of two units (Temporal's `LargerOfTwoTemporalUnits`).
    static func larger(_ a: Self, _ b: Self) -> Self { a.rank >= b.rank ? a : b }

    /// A year, a month or a week: a unit whose length depends on where it is counted.
    var isCalendarUnit: Bool { rank >= Self.week.rank }

    /// An hour or smaller: a unit of fixed length.
    var isClockUnit: Bool { rank <= Self.hour.rank }

    /// The next larger calendar unit, for carrying a rounding up: a day's is a week.
    var nextCalendarUnit: Self? {
        switch self {
        case .day: .week
        case .week: .month
        case .month: .year
        default: nil
        }
    }
}
