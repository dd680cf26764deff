extension FastDate.ZonedDateTime {
    /// This value moved by calendar and clock units, as Temporal's `ZonedDateTime.add`:
    /// years and months together (the day constrained to the month's end: Jan 31 plus a
    /// month is Feb 28 or 29), then weeks and days, move the local date-time, which is placed
    /// in the zone again by `disambiguation`; then hours through nanoseconds move the instant.
    /// Negative counts move back.
    ///
    /// ```swift
    /// let berlin = try FastDate.TimeZone(identifier: "Europe/Berlin")
    /// let t = try FastDate.parseTimestamp("2024-03-30T02:30:00+01:00")
    /// let z = try FastDate.ZonedDateTime(t, in: berlin)
    /// try z.adding(days: 1).description    // "2024-03-31T03:30:00+02:00[Europe/Berlin]", 02:30 is skipped
    /// try z.adding(months: 1, hours: -1).description  // "2024-04-30T01:30:00+02:00[Europe/Berlin]"
    /// ```
    /// - Throws: ``FastDate/ArithmeticError`` `outOfRange` when a count or the result leaves
    ///   the supported range; `skippedLocalTime` or `repeatedLocalTime` when the local
    ///   date-time the calendar units reach is skipped or repeated and `disambiguation` is
    ///   `.reject`.
    @inlinable
    public func adding(
        years: Int = 0, months: Int = 0, weeks: Int = 0, days: Int = 0,
        hours: Int = 0, minutes: Int = 0, seconds: Int = 0, nanoseconds: Int = 0,
        resolving disambiguation: FastDate.Disambiguation = .compatible
    ) throws(FastDate.ArithmeticError) -> Self {
        // The steps pass instants and the zone is copied (retained) once, into the result.
        // Inlined, the counts a call names decide which steps run, and a caller that keeps
        // only the result's instant copies no zone at all.
        var instant = timestamp
        if years != 0 || months != 0 || weeks != 0 || days != 0 {
            instant = try calendarMoved(years: years, months: months, weeks: weeks, days: days, disambiguation)
        }
        if hours != 0 || minutes != 0 || seconds != 0 || nanoseconds != 0 {
            instant = try Self.clockMoved(instant, hours: hours, minutes: minutes, seconds: seconds, nanoseconds: nanoseconds, in: timeZone)
        }
        return try Self(checking: instant, zoneOffsetKnown: timeZone)
    }

    /// The instant of the local date-time moved by calendar units, placed in the zone by
    /// `disambiguation`. Not range-checked. Read-only (`@_effects`), so that a caller need
    /// not retain the zone around the call.
    @usableFromInline @_effects(readonly)
    func calendarMoved(years: Int, months: Int, weeks: Int, days: Int,
                       _ disambiguation: FastDate.Disambiguation) throws(FastDate.ArithmeticError) -> FastDate.Timestamp {
        let monthCount = try Self.sum(years, times: 12, plus: months)
        let dayCount = Int64(try Self.sum(weeks, times: 7, plus: days))
        let local = timestamp.seconds &+ Int64(timestamp.utcOffset)
        var moved: Int64
        if monthCount == 0 {
            // Days alone move the reading by whole days of seconds: no calendar needed.
            let (shift, overflow) = dayCount.multipliedReportingOverflow(by: .secondsPerDay)
            let (sum, overflow2) = local.addingReportingOverflow(shift)
            guard !overflow, !overflow2, FastDate.LocalDateTime.isCivil(sum) else { throw FastDate.ArithmeticError(.outOfRange) }
            moved = sum
        } else {
            let reading = localDateTime
            do throws(FastDate.CalendarError) {
                let date = try reading.date.adding(months: monthCount).adding(days: Int(dayCount))
                moved = FastDate.LocalDateTime(date: date, time: reading.time).localSeconds
            } catch {
                throw FastDate.ArithmeticError(.outOfRange)
            }
        }
        return try Self.placedInstant(moved, timestamp.nanoseconds, in: timeZone, disambiguation)
    }

    /// `instant` moved by clock units, at `zone`'s offset there, or `outOfRange` when it
    /// leaves the supported range.
    @inlinable @inline(__always)
    static func clockMoved(_ instant: FastDate.Timestamp, hours: Int, minutes: Int, seconds: Int, nanoseconds: Int,
                           in zone: FastDate.TimeZone) throws(FastDate.ArithmeticError) -> FastDate.Timestamp {
        let (carry, nanos) = floorDivision(Int64(nanoseconds), by: .nanosecondsPerSecond)
        let clock = try sum(hours, times: .secondsPerHour, plus: try sum(minutes, times: .secondsPerMinute, plus: seconds))
        let total = Int64(instant.nanoseconds) &+ nanos  // below 2e9
        let (moved, overflow) = instant.seconds.addingReportingOverflow(Int64(clock))
        let (withCarry, overflow2) = moved.addingReportingOverflow(carry &+ total / .nanosecondsPerSecond)
        guard !overflow, !overflow2, withCarry >= FastDate.Timestamp.minimumSeconds, withCarry <= FastDate.Timestamp.maximumSeconds else {
            throw FastDate.ArithmeticError(.outOfRange)
        }
        return FastDate.Timestamp(unchecked: withCarry, Int32(total % .nanosecondsPerSecond), zone.offset(atSeconds: withCarry))
    }

    /// The first instant of the day, month or year this value is in, on the zone's clock:
    /// its midnight, or where the clock skips midnight, the first instant after the gap.
    ///
    /// ```swift
    /// let santiago = try FastDate.TimeZone(identifier: "America/Santiago")
    /// let t = try FastDate.parseTimestamp("2024-09-08T12:00:00-03:00")
    /// try FastDate.ZonedDateTime(t, in: santiago).start(of: .day).description
    /// // "2024-09-08T01:00:00-03:00[America/Santiago]": the clock went from 00:00 to 01:00
    /// ```
    /// - Throws: ``FastDate/ArithmeticError`` `invalidUnit` for a unit other than `.year`,
    ///   `.month` and `.day`; `outOfRange` at the very start of the supported range.
    @inlinable
    public func start(of unit: FastDate.Unit) throws(FastDate.ArithmeticError) -> Self {
        // As `adding`: the instant out of line, read-only, and the zone copied here, once.
        try Self(checking: startInstant(of: unit), zoneOffsetKnown: timeZone)
    }

    /// The instant ``start(of:)`` returns, at the zone's offset there. Not range-checked.
    @usableFromInline @_effects(readonly)
    func startInstant(of unit: FastDate.Unit) throws(FastDate.ArithmeticError) -> FastDate.Timestamp {
        let midnight: Int64
        switch unit {
        case .day:
            midnight = localMidnight
        case .month, .year:
            let date = localDateTime.date
            let first = FastDate.LocalDate(unchecked: date.year, unit == .year ? 1 : date.month, 1)
            midnight = first.daysSinceEpoch &* .secondsPerDay
        default: throw FastDate.ArithmeticError(.invalidUnit)
        }
        // The start carries the zone's offset at it (`startOfDay(localMidnight:)`).
        return startOfDay(localMidnight: midnight)
    }

    /// How long the zone's clock takes from this day's start to the next day's: 24 hours on
    /// most days, 23 or 25 across a daylight-saving change, 23.5 on Lord Howe Island.
    public var lengthOfDay: Duration {
        let midnight = localMidnight
        return .seconds(startOfDay(localMidnight: midnight &+ .secondsPerDay).seconds &- startOfDay(localMidnight: midnight).seconds)
    }

    /// The midnight that begins this value's local date, as a reading (seconds since 1970 on
    /// the zone's clock).
    var localMidnight: Int64 {
        floorDivision(timestamp.seconds &+ Int64(timestamp.utcOffset), by: .secondsPerDay).quotient &* .secondsPerDay
    }

    /// The first instant of the day whose midnight is the reading `localMidnight` (Temporal's
    /// `GetStartOfDay`): a midnight shown once or twice, its first instant; a midnight the
    /// clock skips, the change that skips it; always at the zone's offset there. Not
    /// range-checked.
    func startOfDay(localMidnight: Int64) -> FastDate.Timestamp {
        switch timeZone.placement(ofLocalSeconds: localMidnight) {
        case .unique(let offset), .overlap(let offset, _):
            return FastDate.Timestamp(unchecked: localMidnight &- Int64(offset), 0, offset)
        case .gap(let before, let after):
            // The change lies after midnight read at the later offset, at or before it read
            // at the earlier one.
            let earliest = FastDate.Timestamp(unchecked: localMidnight &- Int64(after), 0, after)
            if let change = timeZone.nextTransition(after: earliest), change.instant.seconds <= localMidnight &- Int64(before) {
                return FastDate.Timestamp(unchecked: change.instant.seconds, 0, after)
            }
            return FastDate.Timestamp(unchecked: localMidnight &- Int64(before), 0, before)
        }
    }

    /// `count × unit + extra`, or `outOfRange` when it overflows.
    @inlinable @inline(__always)
    static func sum(_ count: Int, times unit: Int = 1, plus extra: Int) throws(FastDate.ArithmeticError) -> Int {
        let (product, overflow) = count.multipliedReportingOverflow(by: unit)
        let (total, overflow2) = product.addingReportingOverflow(extra)
        guard !overflow, !overflow2 else { throw FastDate.ArithmeticError(.outOfRange) }
        return total
    }
}
