// Adding a span to each value (`Spec/arithmetic/spans.md`, "Adding a span"): Temporal's
// `add` of a `Duration`, with the day of the month constrained to the month's end.

extension FastDate.LocalDate {
    /// The date `span` after this one, as Temporal's `PlainDate.add`: years and months
    /// first, the day constrained to the month's end (Jan 31 plus `P1M` is Feb 28 or 29),
    /// then weeks and days; the clock parts count in whole 24 hours, toward zero. A negative
    /// span moves back.
    ///
    /// ```swift
    /// let jan31 = try FastDate.LocalDate(parsing: "2024-01-31")
    /// try jan31.adding(FastDate.parseDuration("P1M1D")).description   // "2024-03-01"
    /// try jan31.adding(-FastDate.parseDuration("P1Y")).description    // "2023-01-31"
    /// ```
    /// - Throws: ``FastDate/ArithmeticError`` `outOfRange` when the result leaves 0000–9999.
    public func adding(_ span: FastDate.ISODuration) throws(FastDate.ArithmeticError) -> Self {
        let parts = try SpanParts(span)
        let (days, overflow) = parts.days.addingReportingOverflow(parts.time.wholeDays)
        guard !overflow else { throw FastDate.ArithmeticError(.outOfRange) }
        return try SpanDifference.date(self, plus: parts.dateParts(days: days))
    }
}

extension FastDate.LocalDateTime {
    /// The reading `span` after this one, as Temporal's `PlainDateTime.add`: the clock parts
    /// and the days move the time of day, carrying whole days; then the years and months
    /// (the day constrained to the month's end), weeks and carried days move the date. The
    /// offset, if any, is kept.
    ///
    /// ```swift
    /// let t = try FastDate.LocalDateTime(parsing: "2024-01-31T22:00:00")
    /// try t.adding(FastDate.parseDuration("P1MT3H")).description   // "2024-03-01T01:00:00"
    /// ```
    /// - Throws: ``FastDate/ArithmeticError`` `outOfRange` when the result leaves 0000–9999.
    public func adding(_ span: FastDate.ISODuration) throws(FastDate.ArithmeticError) -> Self {
        try adding(SpanParts(span))
    }

    /// This reading moved by `parts` (Temporal's `AddDurationToDateTime`); also where
    /// `ISODuration.rounded` and `total` reach from their date's midnight.
    func adding(_ parts: SpanParts) throws(FastDate.ArithmeticError) -> Self {
        let clock = TimeLength(seconds: Int64(time.secondsSinceMidnight), nanoseconds: Int64(nanoseconds)) + parts.timeWithDays
        let (carryDays, secondOfDay) = floorDivision(clock.seconds, by: .secondsPerDay)
        let date = try SpanDifference.date(date, plus: parts.dateParts(days: carryDays))
        let time = FastDate.LocalTime(secondsSinceMidnight: Int32(secondOfDay), nanoseconds: Int32(clock.nanoseconds))
        return Self(date: date, time: time, utcOffset: utcOffset)
    }
}

extension FastDate.ZonedDateTime {
    /// This value moved by `span`, as Temporal's `ZonedDateTime.add`: the years, months,
    /// weeks and days move the local date-time, which is placed in the zone again by
    /// `disambiguation`; then the hours and below move the instant
    /// (``adding(years:months:weeks:days:hours:minutes:seconds:nanoseconds:resolving:)``,
    /// with the span's parts).
    ///
    /// ```swift
    /// let berlin = try FastDate.TimeZone(identifier: "Europe/Berlin")
    /// let z = try FastDate.ZonedDateTime(FastDate.parseTimestamp("2024-03-30T02:30:00+01:00"), in: berlin)
    /// try z.adding(FastDate.parseDuration("P1DT1H")).description   // "2024-03-31T04:30:00+02:00[Europe/Berlin]"
    /// ```
    /// - Throws: ``FastDate/ArithmeticError`` `outOfRange`, `skippedLocalTime` or
    ///   `repeatedLocalTime`, as the parts form does.
    public func adding(_ span: FastDate.ISODuration, resolving disambiguation: FastDate.Disambiguation = .compatible) throws(FastDate.ArithmeticError) -> Self {
        func count(_ part: Int64) throws(FastDate.ArithmeticError) -> Int {
            guard let value = Int(exactly: part) else { throw FastDate.ArithmeticError(.outOfRange) }
            return span.isNegative ? 0 &- value : value
        }
        return try adding(years: count(span.years), months: count(span.months), weeks: count(span.weeks), days: count(span.days),
                          hours: count(span.hours), minutes: count(span.minutes), seconds: count(span.seconds),
                          nanoseconds: count(Int64(span.nanoseconds)), resolving: disambiguation)
    }
}

extension FastDate.Timestamp {
    /// The instant `span` after this one, at this offset, as Temporal's `Instant.add`: a
    /// span of hours and smaller units only, since a day's length depends on a zone.
    ///
    /// ```swift
    /// let t = try FastDate.parseTimestamp("2024-03-09T12:00:00-05:00")
    /// try t.adding(FastDate.parseDuration("PT36H")).description   // "2024-03-11T00:00:00-05:00"
    /// ```
    /// - Throws: ``FastDate/ArithmeticError`` `calendarUnitsNeedDate` for a span with
    ///   years, months, weeks or days; `outOfRange` when the result leaves the supported
    ///   range.
    public func adding(_ span: FastDate.ISODuration) throws(FastDate.ArithmeticError) -> Self {
        let parts = try SpanParts(span)
        guard parts.hasNoCalendarUnits, parts.days == 0 else { throw FastDate.ArithmeticError(.calendarUnitsNeedDate) }
        let result = parts.time.after(self)
        guard isInSupportedRange, result.isInSupportedRange else { throw FastDate.ArithmeticError(.outOfRange) }
        return result
    }
}
