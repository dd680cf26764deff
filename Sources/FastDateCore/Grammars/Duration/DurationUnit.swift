/// The seven components of an ISO 8601 duration, in the only order they may be written
/// (`Spec/duration/durations.md`): years, months, weeks, days before `T`; hours, minutes, seconds
/// after it.
enum DurationUnit: Int {
    case year, month, week, day, hour, minute, second

    /// The first unit of the time part: units from here on come after `T`, and only they
    /// may carry a fraction (a day is not always 86,400 s, so half of one has no exact
    /// meaning; Temporal refuses it too).
    static var firstTimeUnit: DurationUnit { .hour }

    /// Whether the unit is written after `T`.
    var isTime: Bool { rawValue >= Self.firstTimeUnit.rawValue }

    /// Seconds in one of this unit where that is fixed: a week is 7 days and a day is
    /// 86,400 s in an exact duration (what Temporal does without a date to count from).
    /// 0 for years and months, which have no fixed length.
    var seconds: Int64 {
        switch self {
        case .year, .month: 0
        case .week: 604_800
        case .day: .secondsPerDay
        case .hour: .secondsPerHour
        case .minute: 60
        case .second: 1
        }
    }

    /// Adds `count` of this unit, in seconds, to `total`; `false` (and `total` unchanged)
    /// when that passes `Int64`.
    @inline(__always)
    func add(_ count: Int64, to total: inout Int64) -> Bool {
        let (product, overflow) = count.multipliedReportingOverflow(by: seconds)
        let (sum, carry) = total.addingReportingOverflow(product)
        guard !overflow && !carry else { return false }
        total = sum
        return true
    }

    /// The unit a designator letter names (any case) in the date part or the time part,
    /// or `nil` when it names none there.
    @inline(__always)
    static func named(_ byte: UInt8, inTime: Bool) -> DurationUnit? {
        // `| 0x20` lower-cases a letter and maps no other byte onto one of these letters.
        switch (byte | 0x20, inTime) {
        case (UInt8(ascii: "y"), false): .year
        case (UInt8(ascii: "m"), false): .month
        case (UInt8(ascii: "w"), false): .week
        case (UInt8(ascii: "d"), false): .day
        case (UInt8(ascii: "h"), true): .hour
        case (UInt8(ascii: "m"), true): .minute
        case (UInt8(ascii: "s"), true): .second
        default: nil
        }
    }
}
