extension FastDate {
    /// A unit of time, a day down to a nanosecond: what a value is rounded to.
    ///
    /// A day here is 24 hours: a ``Timestamp`` carries a fixed UTC offset, so its days have no
    /// daylight-saving change in them.
    public enum TimeUnit: String, Sendable, Hashable, CaseIterable {
        /// 24 hours.
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

extension FastDate.TimeUnit {
    /// Nanoseconds in one of this unit.
    var nanoseconds: Int64 {
        switch self {
        case .day: .secondsPerDay &* .nanosecondsPerSecond
        case .hour: .secondsPerHour &* .nanosecondsPerSecond
        case .minute: .secondsPerMinute &* .nanosecondsPerSecond
        case .second: .nanosecondsPerSecond
        case .millisecond: 1_000_000
        case .microsecond: 1_000
        case .nanosecond: 1
        }
    }

    /// How many of this unit make the next larger one: a rounding increment must divide it
    /// and be smaller (Temporal's `MaximumTemporalDurationRoundingIncrement`), but a day's,
    /// which may only be 1.
    var countInNextUnit: Int {
        switch self {
        case .day: 1
        case .hour: 24
        case .minute, .second: 60
        case .millisecond, .microsecond, .nanosecond: 1_000
        }
    }

    /// Whether `increment` is one Temporal allows for this unit (`Spec/arithmetic/rounding.md`).
    func allowsIncrement(_ increment: Int) -> Bool {
        let count = countInNextUnit
        if count == 1 { return increment == 1 }
        return increment >= 1 && increment < count && count % increment == 0
    }
}
