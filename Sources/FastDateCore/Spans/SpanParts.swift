/// A span as the arithmetic holds it (Temporal's internal duration record): signed years,
/// months, weeks and days, and a signed ``TimeLength`` for the hours and below. All parts
/// have one sign, or are zero, in every result the arithmetic returns.
struct SpanParts: Sendable, Hashable {
    var years: Int64 = 0
    var months: Int64 = 0
    var weeks: Int64 = 0
    var days: Int64 = 0
    var time: TimeLength = .zero

    /// -1, 0 or 1: the sign of the first part that is not zero.
    @inline(__always)
    var sign: Int64 {
        if years != 0 { return years.signum() }
        if months != 0 { return months.signum() }
        if weeks != 0 { return weeks.signum() }
        if days != 0 { return days.signum() }
        return time.sign
    }

    /// Whether the years, months and weeks are zero: the parts whose length depends on the
    /// date they are counted from, apart from a day.
    var hasNoCalendarUnits: Bool { (years | months | weeks) == 0 }

    /// `span` with its sign on every part; the hours, minutes and seconds in `time`.
    /// - Throws: `outOfRange` when the clock parts pass `Int64` seconds.
    init(_ span: FastDate.ISODuration) throws(FastDate.ArithmeticError) {
        // Weeks, days and the clock together within `Int64` seconds, as every parsed span is:
        // a hand-built one past that would wrap in the day arithmetic below.
        guard span.exactSeconds != nil else { throw FastDate.ArithmeticError(.outOfRange) }
        let sign: Int64 = span.isNegative ? -1 : 1
        years = span.years &* sign
        months = span.months &* sign
        weeks = span.weeks &* sign
        days = span.days &* sign
        var seconds: Int64 = 0
        guard DurationUnit.hour.add(span.hours, to: &seconds), DurationUnit.minute.add(span.minutes, to: &seconds),
              DurationUnit.second.add(span.seconds, to: &seconds)
        else { throw FastDate.ArithmeticError(.outOfRange) }
        time = TimeLength(normalizing: seconds &* sign, Int64(span.nanoseconds) &* sign)
    }

    init(years: Int64 = 0, months: Int64 = 0, weeks: Int64 = 0, days: Int64 = 0, time: TimeLength = .zero) {
        (self.years, self.months, self.weeks, self.days, self.time) = (years, months, weeks, days, time)
    }

    /// Every part negated.
    var negated: SpanParts {
        SpanParts(years: 0 &- years, months: 0 &- months, weeks: 0 &- weeks, days: 0 &- days, time: -time)
    }

    /// The date parts with `days` in place of the days (Temporal's `AdjustDateDurationRecord`)
    /// and no time.
    func dateParts(days: Int64) -> SpanParts {
        SpanParts(years: years, months: months, weeks: weeks, days: days)
    }

    /// The days folded into the time as 24 hours each (Temporal's
    /// `Add24HourDaysToTimeDuration`).
    var timeWithDays: TimeLength { time + TimeLength(days: days) }

    /// The span a person reads, with hours, minutes and seconds balanced from the time up to
    /// `largestUnit` (Temporal's `TemporalDurationFromInternal`): below an hour, the larger
    /// units are not used; below a second, the seconds hold it all, as ISO 8601 writes it.
    func span(largestUnit: FastDate.Unit) -> FastDate.ISODuration {
        let negative = sign < 0
        let magnitude = negative ? -time : time
        let total = magnitude.seconds
        var (days, hours, minutes, seconds): (Int64, Int64, Int64, Int64) = (self.days, 0, 0, 0)
        switch largestUnit {
        case .year, .month, .week, .day:
            // Whole 24 hours of the clock time count as days, as Temporal balances them.
            let wholeDays = total / .secondsPerDay
            days = days &+ (negative ? 0 &- wholeDays : wholeDays)
            (hours, minutes, seconds) = (total / .secondsPerHour % 24, total / .secondsPerMinute % 60, total % 60)
        case .hour:
            (hours, minutes, seconds) = (total / .secondsPerHour, total / .secondsPerMinute % 60, total % 60)
        case .minute:
            (hours, minutes, seconds) = (0, total / .secondsPerMinute, total % 60)
        case .second, .millisecond, .microsecond, .nanosecond:
            (hours, minutes, seconds) = (0, 0, total)
        }
        func size(_ part: Int64) -> Int64 { part < 0 ? 0 &- part : part }
        return FastDate.ISODuration(unchecked: negative, size(years), size(months), size(weeks), size(days),
                                    hours, minutes, seconds, Int32(magnitude.nanoseconds))
    }

    /// The span of the date parts alone (the time is zero), negated when `negated`: a
    /// difference of dates, balanced already.
    @inline(__always)
    func dateSpan(negated: Bool) -> FastDate.ISODuration {
        // The parts have one sign, so any negative one is the sign: one test, where `sign`
        // would test the parts one by one.
        let negative = ((years | months | weeks | days) < 0) != negated
        func size(_ part: Int64) -> Int64 { part < 0 ? 0 &- part : part }
        return FastDate.ISODuration(unchecked: negative, size(years), size(months), size(weeks), size(days), 0, 0, 0, 0)
    }

    /// The largest unit with a part that is not zero (Temporal's `DefaultTemporalLargestUnit`),
    /// a nanosecond for a zero span.
    var largestUnit: FastDate.Unit {
        if years != 0 { return .year }
        if months != 0 { return .month }
        if weeks != 0 { return .week }
        if days != 0 { return .day }
        let magnitude = time.sign < 0 ? -time : time
        if magnitude.seconds >= .secondsPerHour { return .hour }
        if magnitude.seconds >= .secondsPerMinute { return .minute }
        if magnitude.seconds > 0 { return .second }
        if magnitude.nanoseconds % 1_000_000 == 0 && magnitude.nanoseconds != 0 { return .millisecond }
        if magnitude.nanoseconds % 1_000 == 0 && magnitude.nanoseconds != 0 { return .microsecond }
        return .nanosecond
    }
}
