/// The fields a pattern has read so far, and how they make an instant.
struct PatternReading {
    var year: Int64 = -1
    var yearField = PatternField.year
    var yearAt = -1
    var beforeChrist = false
    var eraAt = -1
    var month = -1
    var day = -1
    var dayOfYear = -1
    var dayAt = 0
    var week = -1
    var weekAt = 0
    var weekday = -1
    var weekdayAt = 0
    var hour = 0
    var hourField = PatternField.hour
    var afternoon = false
    var minute = 0
    var second = 0
    var nanoseconds = 0
    var offset = Int.min
    /// `%s`: the instant's whole seconds, which then stand for every other field.
    var epochSeconds = Int64.min

    /// The instant: the date from what was read and the default date, checked against the
    /// calendar; the time; then the offset read, or the pattern's clock.
    @inline(always)
    func timestamp(_ program: PatternProgram, inputLength: Int) throws(FastDate.ParseError) -> FastDate.Timestamp {
        if epochSeconds != Int64.min {
            let t = FastDate.Timestamp(unchecked: epochSeconds, Int32(truncatingIfNeeded: nanoseconds), 0)
            guard t.isInSupportedRange else { throw FastDate.ParseError(.outOfRange, offset: 0) }
            return t
        }
        let days = try self.days(program)
        var hour = self.hour
        if afternoon && (hourField == .clockHour12 || hourField == .hour12) { hour &+= 12 }
        let local = days &* .secondsPerDay &+ Int64(hour &* .secondsPerHour &+ minute &* .secondsPerMinute &+ second)
        var offset = self.offset
        if offset == Int.min {
            offset = Int(try program.zone.offset(forLocalSeconds: local).get())
            // A custom zone a day or more from UTC has no offset to read at.
            guard UTCOffsetRange.contains(offset) else { throw FastDate.ParseError(.missingOffset, offset: inputLength) }
        }
        let t = FastDate.Timestamp(unchecked: local &- Int64(offset), Int32(truncatingIfNeeded: nanoseconds), Int32(truncatingIfNeeded: offset))
        guard t.isInSupportedRange else { throw FastDate.ParseError(.outOfRange, offset: 0) }
        return t
    }

    /// Days since 1970 of the date read.
    @inline(__always)
    private func days(_ program: PatternProgram) throws(FastDate.ParseError) -> Int64 {
        let year = try self.calendarYear(program)
        guard DateTimeFields.canBeInRange(year: year) else { throw FastDate.ParseError(.outOfRange, offset: 0) }
        if yearField == .weekYear {
            let weeks = ISOWeekDate.weeks(inWeekYear: year)
            guard week >= 1 && week <= weeks else { throw FastDate.ParseError(.weekOutOfRange, offset: weekAt, value: week) }
            // Without a weekday, the week's Monday.
            return ISOWeekDate.firstMonday(ofWeekYear: year) &+ Int64((week &- 1) &* 7 &+ max(weekday, 0))
        }
        let days: Int64
        if dayOfYear >= 0 {
            let length = CivilCalendar.isLeapYear(year) ? 366 : 365
            guard dayOfYear >= 1 && dayOfYear <= length else {
                throw FastDate.ParseError(.dayOfYearOutOfRange, offset: dayAt, value: dayOfYear)
            }
            days = CivilCalendar.daysSinceEpoch(year: year, month: 1, day: 1) &+ Int64(dayOfYear &- 1)
        } else {
            let month = self.month >= 0 ? self.month : program.defaultMonth
            let day = try DateTimeFields.day(self.day >= 0 ? self.day : program.defaultDay, month: month, year: year,
                                             at: self.day >= 0 ? dayAt : 0)
            days = CivilCalendar.daysSinceEpoch(year: year, month: month, day: day)
        }
        if weekday >= 0 {
            let actual = CivilCalendar.dayOfWeek(daysSinceEpoch: days)
            // A weekday with no date read at all (`EEE HH:mm`) names the first such day on
            // or after the default date, as `DateFormatter` reads it; beside a date it must
            // agree with it (`Spec/patterns/patterns.md`, "Reading", 3).
            if self.year < 0 && self.month < 0 && self.day < 0 && dayOfYear < 0 {
                return days &+ Int64((weekday &- actual &+ 7) % 7)
            }
            guard actual == weekday else { throw FastDate.ParseError(.weekdayMismatch, offset: weekdayAt, value: actual) }
        }
        return days
    }

    /// The proleptic Gregorian year: the year of the era turned around for BC, a two-digit
    /// year placed in its window, or the default date's year.
    @inline(__always)
    private func calendarYear(_ program: PatternProgram) throws(FastDate.ParseError) -> Int64 {
        guard year >= 0 else { return program.defaultYear }
        switch yearField {
        case .twoDigitYear:
            // The window is a hundred years of our era; `BC` cannot be in it.
            guard !beforeChrist else { throw FastDate.ParseError(.yearOutOfRange, offset: yearAt, value: Int(year)) }
            let start = program.twoDigitYearStart
            return start &+ (year &- start % 100 &+ 100) % 100
        default:
            // A year of an era starts at 1; without `G` the year is AD, and `0000` is no year.
            guard year >= 1 else { throw FastDate.ParseError(.yearOutOfRange, offset: yearAt, value: Int(year)) }
            return beforeChrist ? 1 &- year : year
        }
    }
}
