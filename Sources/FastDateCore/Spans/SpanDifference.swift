/// Temporal's difference and rounding of spans between readings (`Spec/arithmetic/spans.md`),
/// one function per abstract operation, named after it. A reading is a local date-time;
/// with a zone it names the instant the zone's clock shows it at (`.compatible`), without one
/// it is counted as if at UTC, which is Temporal's `PlainDateTime`.
enum SpanDifference {
    /// How a difference is counted and rounded: Temporal's difference settings.
    struct Settings {
        var largestUnit: FastDate.Unit
        var smallestUnit: FastDate.Unit
        var increment: Int64
        var rule: FastDate.RoundingRule

        /// Whether nothing is rounded.
        var roundsNothing: Bool { smallestUnit == .nanosecond && increment == 1 }

        /// `time` rounded to `increment` `smallestUnit`s (a day or smaller) by `rule`.
        func round(_ time: TimeLength) -> TimeLength {
            time.rounded(to: TimeLength.RoundingStep(smallestUnit, increment: increment), rule)
        }
    }

    /// The settings for `until` or `since` (Temporal's `GetDifferenceSettings`): units from
    /// `allowed` only, `largestUnit` by default the larger of `defaultLargest` and
    /// `smallestUnit`, and `since` negates the rule, as it counts from the other value.
    static func settings(
        largestUnit: FastDate.Unit?, smallestUnit: FastDate.Unit, increment: Int, rule: FastDate.RoundingRule,
        allowed: (largest: FastDate.Unit, smallest: FastDate.Unit), defaultLargest: FastDate.Unit, since: Bool
    ) throws(FastDate.ArithmeticError) -> Settings {
        let largest = largestUnit ?? .larger(defaultLargest, smallestUnit)
        func isAllowed(_ unit: FastDate.Unit) -> Bool { allowed.largest.isAtLeast(unit) && unit.isAtLeast(allowed.smallest) }
        guard isAllowed(largest), isAllowed(smallestUnit), largest.isAtLeast(smallestUnit) else {
            throw FastDate.ArithmeticError(.invalidUnit)
        }
        try validate(increment: increment, of: smallestUnit)
        return Settings(largestUnit: largest, smallestUnit: smallestUnit, increment: Int64(increment),
                        rule: since ? rule.negated : rule)
    }

    /// Temporal's `ValidateTemporalRoundingIncrement` with
    /// `MaximumTemporalDurationRoundingIncrement`: a calendar unit or a day takes any
    /// positive count up to a billion; a clock unit a divisor of the next unit, below it.
    static func validate(increment: Int, of unit: FastDate.Unit) throws(FastDate.ArithmeticError) {
        let allowed: Bool
        switch unit {
        case .year, .month, .week, .day: allowed = increment >= 1 && increment <= maximumIncrement
        default:
            let count = unit.countInNextUnit
            allowed = increment >= 1 && increment < count && count % increment == 0
        }
        guard allowed else { throw FastDate.ArithmeticError(.invalidIncrement) }
    }

    /// Temporal's largest rounding increment.
    static let maximumIncrement = 1_000_000_000

    // MARK: Adding

    /// The date `parts`' years and months after `date`, the day constrained to the month,
    /// then its weeks and days (Temporal's `CalendarDateAdd` with `constrain`).
    static func date(_ date: FastDate.LocalDate, plus parts: SpanParts) throws(FastDate.ArithmeticError) -> FastDate.LocalDate {
        let (yearMonths, overflow) = parts.years.multipliedReportingOverflow(by: 12)
        let (months, overflow2) = yearMonths.addingReportingOverflow(parts.months)
        let (weekDays, overflow3) = parts.weeks.multipliedReportingOverflow(by: 7)
        let (days, overflow4) = weekDays.addingReportingOverflow(parts.days)
        guard !overflow, !overflow2, !overflow3, !overflow4,
              let monthCount = Int(exactly: months), let dayCount = Int(exactly: days) else {
            throw FastDate.ArithmeticError(.outOfRange)
        }
        do throws(FastDate.CalendarError) {
            let moved = monthCount == 0 ? date : try date.adding(months: monthCount)
            return dayCount == 0 ? moved : try moved.adding(days: dayCount)
        } catch {
            throw FastDate.ArithmeticError(.outOfRange)
        }
    }

    /// The instant, or for a plain reading its seconds as if at UTC, that `reading` names.
    static func epoch(of reading: FastDate.LocalDateTime, in zone: FastDate.TimeZone?) throws(FastDate.ArithmeticError) -> TimeLength {
        guard let zone else { return TimeLength(since1970: reading) }
        return TimeLength(since1970: try FastDate.ZonedDateTime.placedInstant(reading.localSeconds, reading.nanoseconds, in: zone, .compatible))
    }

    /// The reading `date` at `reading`'s time of day.
    static func reading(_ date: FastDate.LocalDate, at reading: FastDate.LocalDateTime) -> FastDate.LocalDateTime {
        FastDate.LocalDateTime(date: date, time: reading.time)
    }

    // MARK: Differences

    /// Temporal's `DifferenceISODateTime`: the date difference in units down to a day (to
    /// `largestUnit` when that is a calendar unit), then the clock time, the days folded into
    /// it when `largestUnit` is a clock unit.
    static func difference(_ one: FastDate.LocalDateTime, _ two: FastDate.LocalDateTime, largestUnit: FastDate.Unit) -> SpanParts {
        let (date1, date2) = (one.date, two.date)
        var time = TimeLength(normalizing: Int64(two.time.secondsSinceMidnight) &- Int64(one.time.secondsSinceMidnight),
                              Int64(two.nanoseconds) &- Int64(one.nanoseconds))
        let timeSign = time.sign
        let dateSign: Int64 = date1 < date2 ? -1 : date2 < date1 ? 1 : 0
        var adjusted = date2
        if timeSign != 0 && timeSign == dateSign {
            // The clock goes back while the date goes forward (or the reverse): borrow a day.
            adjusted = FastDate.LocalDate(daysSinceEpoch: date2.daysSinceEpoch &+ timeSign) ?? date2
            time = time - TimeLength(days: timeSign)
        }
        var parts = FastDate.LocalDate.dateDifference(from: date1, to: adjusted, .larger(largestUnit, .day))
        if largestUnit.isClockUnit {
            time = time + TimeLength(days: parts.days)
            parts.days = 0
        }
        parts.time = time
        return parts
    }

    /// Temporal's `DifferenceZonedDateTime`: the date difference between the two readings,
    /// with the last day counted from the instant the start's time of day has on the day
    /// before the end, so the clock time is what remains in real time.
    static func difference(_ one: FastDate.ZonedDateTime, _ two: FastDate.ZonedDateTime, largestUnit: FastDate.Unit) throws(FastDate.ArithmeticError) -> SpanParts {
        let (start, end) = (one.localDateTime, two.localDateTime)
        let whole = TimeLength(from: one.timestamp, to: two.timestamp)
        if whole.sign == 0 { return SpanParts() }
        if start.date == end.date { return SpanParts(time: whole) }
        let sign = whole.sign
        let endInstant = TimeLength(since1970: two.timestamp)
        let timeOfDay = TimeLength(normalizing: Int64(end.time.secondsSinceMidnight) &- Int64(start.time.secondsSinceMidnight),
                                   Int64(end.nanoseconds) &- Int64(start.nanoseconds))
        var correction: Int64 = timeOfDay.sign == -sign ? 1 : 0
        let maximumCorrection: Int64 = sign == 1 ? 2 : 1
        while correction <= maximumCorrection {
            guard let day = FastDate.LocalDate(daysSinceEpoch: end.date.daysSinceEpoch &- correction &* sign) else {
                throw FastDate.ArithmeticError(.outOfRange)
            }
            let intermediate = reading(day, at: start)
            let time = endInstant - (try epoch(of: intermediate, in: one.timeZone))
            if time.sign != -sign {
                var parts = FastDate.LocalDate.dateDifference(from: start.date, to: day, .larger(largestUnit, .day))
                parts.time = time
                return parts
            }
            correction &+= 1
        }
        throw FastDate.ArithmeticError(.outOfRange)  // Temporal asserts this is unreachable
    }

    // MARK: Rounding

    /// Temporal's `RoundRelativeDuration`: `parts`, counted from `origin` to the instant
    /// `destination`, rounded to the settings' smallest unit and increment, then carried
    /// into larger units up to the largest where the rounding reached one.
    static func round(_ parts: SpanParts, to destination: TimeLength, from origin: FastDate.LocalDateTime,
                      in zone: FastDate.TimeZone?, _ settings: Settings) throws(FastDate.ArithmeticError) -> SpanParts {
        let unit = settings.smallestUnit
        let sign: Int64 = parts.sign < 0 ? -1 : 1
        let nudge: Nudge
        if unit.isCalendarUnit || (zone != nil && unit == .day) {
            nudge = try nudgeToCalendarUnit(sign, parts, destination, origin, zone, settings.increment, unit, settings.rule)
        } else if let zone {
            nudge = try nudgeToZonedTime(sign, parts, origin, zone, settings.increment, unit, settings.rule)
        } else {
            nudge = nudgeToDayOrTime(parts, destination, settings)
        }
        guard nudge.didExpandCalendarUnit && unit != .week else { return nudge.parts }
        return try bubble(sign, nudge.parts, nudge.epoch, origin, zone, settings.largestUnit, .larger(unit, .day))
    }

    /// A rounded span, the instant it reaches, and whether the rounding reached the next
    /// unit up (Temporal's Duration Nudge Result Record); `total` is the unrounded count of
    /// the unit, for ``total(_:to:from:in:unit:)``.
    struct Nudge {
        var parts: SpanParts
        var epoch: TimeLength
        var didExpandCalendarUnit: Bool
        var total: Double = 0
    }

    /// Temporal's `NudgeToCalendarUnit`: the two counts of `unit` (a multiple of `increment`)
    /// either side of the destination, and the one the rule picks by how far between them
    /// it lies, the lengths of the two being real (months and days of their own length).
    static func nudgeToCalendarUnit(_ sign: Int64, _ parts: SpanParts, _ destination: TimeLength, _ origin: FastDate.LocalDateTime,
                                    _ zone: FastDate.TimeZone?, _ increment: Int64, _ unit: FastDate.Unit,
                                    _ rule: FastDate.RoundingRule) throws(FastDate.ArithmeticError) -> Nudge {
        func truncated(_ count: Int64) -> Int64 { count / increment &* increment }
        let r1: Int64
        let startParts: SpanParts
        let endParts: SpanParts
        switch unit {
        case .year:
            r1 = truncated(parts.years)
            startParts = SpanParts(years: r1)
            endParts = SpanParts(years: r1 &+ increment &* sign)
        case .month:
            r1 = truncated(parts.months)
            startParts = SpanParts(years: parts.years, months: r1)
            endParts = SpanParts(years: parts.years, months: r1 &+ increment &* sign)
        case .week:
            let weeksStart = try date(origin.date, plus: SpanParts(years: parts.years, months: parts.months))
            guard let weeksEnd = FastDate.LocalDate(daysSinceEpoch: weeksStart.daysSinceEpoch &+ parts.days) else {
                throw FastDate.ArithmeticError(.outOfRange)
            }
            let extraWeeks = FastDate.LocalDate.dateDifference(from: weeksStart, to: weeksEnd, .week).weeks
            r1 = truncated(parts.weeks &+ extraWeeks)
            startParts = SpanParts(years: parts.years, months: parts.months, weeks: r1)
            endParts = SpanParts(years: parts.years, months: parts.months, weeks: r1 &+ increment &* sign)
        default:  // a day
            r1 = truncated(parts.days)
            startParts = parts.dateParts(days: r1)
            endParts = parts.dateParts(days: r1 &+ increment &* sign)
        }
        let startEpoch = try epoch(of: reading(try date(origin.date, plus: startParts), at: origin), in: zone)
        let endEpoch = try epoch(of: reading(try date(origin.date, plus: endParts), at: origin), in: zone)
        let numerator = destination - startEpoch
        let denominator = endEpoch - startEpoch
        // Temporal asserts the destination lies from the start up to the end; from a month's
        // end it can lie past the end (2001-05-31 plus 12 months and 30 days is past plus 13
        // months, constrained to June 30th), where the progress is above 1, as jiff counts it.
        guard denominator.sign == sign else { throw FastDate.ArithmeticError(.outOfRange) }
        let expands: Bool
        if numerator == denominator {
            expands = true
        } else if numerator.sign == 0 {
            expands = false
        } else {
            // How the distance past the start compares with half the step, on magnitudes.
            let (n, d) = sign < 0 ? (-numerator, -denominator) : (numerator, denominator)
            let twice = n + n
            let half = twice < d ? -1 : twice == d ? 0 : 1
            let r1Steps = (r1 < 0 ? 0 &- r1 : r1) / increment
            expands = IncrementRounding.roundsUp(twice: Int64(half), step: 0, downIsEven: r1Steps & 1 == 0, rule.onMagnitude(ofNegative: sign < 0))
        }
        let total = Double(r1) + fraction(numerator, denominator) * Double(increment) * Double(sign)
        return expands
            ? Nudge(parts: endParts, epoch: endEpoch, didExpandCalendarUnit: true, total: total)
            : Nudge(parts: startParts, epoch: startEpoch, didExpandCalendarUnit: false, total: total)
    }

    /// `numerator / denominator` (both of one sign, the first no larger), as close as a
    /// `Double` holds it: the quotient of the two in nanoseconds.
    static func fraction(_ numerator: TimeLength, _ denominator: TimeLength) -> Double {
        func nanoseconds(_ t: TimeLength) -> Double { Double(t.seconds) * 1e9 + Double(t.nanoseconds) }
        return nanoseconds(numerator) / nanoseconds(denominator)
    }

    /// Temporal's `NudgeToZonedTime`: the clock time rounded within the last day, whose
    /// real length the zone gives; a rounding past that day's end starts the next day.
    static func nudgeToZonedTime(_ sign: Int64, _ parts: SpanParts, _ origin: FastDate.LocalDateTime, _ zone: FastDate.TimeZone,
                                 _ increment: Int64, _ unit: FastDate.Unit, _ rule: FastDate.RoundingRule) throws(FastDate.ArithmeticError) -> Nudge {
        let start = try date(origin.date, plus: parts.dateParts(days: parts.days))
        guard let end = FastDate.LocalDate(daysSinceEpoch: start.daysSinceEpoch &+ sign) else { throw FastDate.ArithmeticError(.outOfRange) }
        let startEpoch = try epoch(of: reading(start, at: origin), in: zone)
        let endEpoch = try epoch(of: reading(end, at: origin), in: zone)
        let daySpan = endEpoch - startEpoch
        let step = TimeLength.RoundingStep(unit, increment: increment)
        var rounded = parts.time.rounded(to: step, rule)
        let beyondDay = rounded - daySpan
        var dayDelta: Int64 = 0
        let nudged: TimeLength
        if beyondDay.sign != -sign {
            dayDelta = sign
            rounded = beyondDay.rounded(to: step, rule)
            nudged = endEpoch + rounded
        } else {
            nudged = startEpoch + rounded
        }
        var result = parts.dateParts(days: parts.days &+ dayDelta)
        result.time = rounded
        return Nudge(parts: result, epoch: nudged, didExpandCalendarUnit: dayDelta != 0)
    }

    /// Temporal's `NudgeToDayOrTime`: days of 24 hours and the clock time rounded as one
    /// length, then split into whole days again when the largest unit is a day or more.
    static func nudgeToDayOrTime(_ parts: SpanParts, _ destination: TimeLength, _ settings: Settings) -> Nudge {
        let time = parts.timeWithDays
        let rounded = settings.round(time)
        let wholeDays = time.wholeDays
        let roundedWholeDays = rounded.wholeDays
        let dayDelta = roundedWholeDays &- wholeDays
        let didExpandDays = dayDelta.signum() == time.sign
        let nudged = destination + (rounded - time)
        var result: SpanParts
        if !settings.largestUnit.isClockUnit {
            result = parts.dateParts(days: roundedWholeDays)
            result.time = rounded - TimeLength(days: roundedWholeDays)
        } else {
            result = parts.dateParts(days: 0)
            result.time = rounded
        }
        return Nudge(parts: result, epoch: nudged, didExpandCalendarUnit: didExpandDays)
    }

    /// Temporal's `BubbleRelativeDuration`: after a rounding reached the next unit, each
    /// larger unit up to `largestUnit` that the rounded instant has also reached takes one
    /// more, the smaller ones going to zero (`P1M30D` rounded up to `P2M`, then `P1Y`).
    static func bubble(_ sign: Int64, _ parts: SpanParts, _ nudged: TimeLength, _ origin: FastDate.LocalDateTime,
                       _ zone: FastDate.TimeZone?, _ largestUnit: FastDate.Unit, _ smallestUnit: FastDate.Unit) throws(FastDate.ArithmeticError) -> SpanParts {
        guard smallestUnit != largestUnit else { return parts }
        var result = parts
        var next = smallestUnit.nextCalendarUnit
        while let unit = next, largestUnit.isAtLeast(unit) {
            next = unit.nextCalendarUnit
            if unit == .week && largestUnit != .week { continue }
            let end: SpanParts
            switch unit {
            case .year: end = SpanParts(years: result.years &+ sign)
            case .month: end = SpanParts(years: result.years, months: result.months &+ sign)
            default: end = SpanParts(years: result.years, months: result.months, weeks: result.weeks &+ sign)
            }
            let endEpoch = try epoch(of: reading(try date(origin.date, plus: end), at: origin), in: zone)
            guard (nudged - endEpoch).sign != -sign else { break }
            result = end
        }
        return result
    }
}

extension FastDate.RoundingRule {
    /// The rule `since` rounds with (Temporal's `NegateRoundingMode`): it counts the
    /// negated span, so up and down trade places.
    var negated: Self {
        switch self {
        case .up: .down
        case .down: .up
        default: self
        }
    }
}

/// A value spans are counted between (`LocalDate`, `LocalDateTime`, `ZonedDateTime`,
/// `Timestamp`): what its `until` and `since` share, Temporal's `DifferenceTemporal…` steps.
protocol SpanCounting {
    /// The largest and the smallest unit its spans may use.
    static var spanUnits: (largest: FastDate.Unit, smallest: FastDate.Unit) { get }
    /// Temporal's default largest unit, when the smallest is not larger.
    static var defaultLargestUnit: FastDate.Unit { get }
    /// The span from `one` to `two`, counted and rounded by `settings`, unnegated.
    static func difference(from one: Self, to two: Self, _ settings: SpanDifference.Settings) throws(FastDate.ArithmeticError) -> SpanParts
}

extension SpanCounting {
    /// `until` (or `since`, negated and with the rule's direction exchanged) by the settings.
    func span(to other: Self, _ largestUnit: FastDate.Unit?, _ smallestUnit: FastDate.Unit, _ increment: Int,
              _ rule: FastDate.RoundingRule, since: Bool) throws(FastDate.ArithmeticError) -> FastDate.ISODuration {
        let settings = try SpanDifference.settings(
            largestUnit: largestUnit, smallestUnit: smallestUnit, increment: increment, rule: rule,
            allowed: Self.spanUnits, defaultLargest: Self.defaultLargestUnit, since: since)
        let parts = try Self.difference(from: self, to: other, settings)
        return (since ? parts.negated : parts).span(largestUnit: settings.largestUnit)
    }
}
