/// The fields of a date-time read so far, all already range-checked, and the arithmetic
/// that turns them into an instant: where the grammar ends and the calendar begins.
///
/// `DateTimeReader` and `DateTimeFastPath` fill it in; `CivilCalendar` does the day count.
struct DateTimeFields {
    var year: Int64
    var month: Int
    var day: Int
    var hour = 0
    var minute = 0
    var second = 0
    var nanoseconds = 0
    /// Whether `:ss` was written (`.iso8601` may omit it; then no fraction may follow).
    var hasSeconds = true
    /// Index just past the last field read.
    var end: Int

    init(year: Int64, month: Int, day: Int, end: Int) {
        self.year = year
        self.month = month
        self.day = day
        self.end = end
    }

    init(year: Int64, month: Int, day: Int, hour: Int, minute: Int, second: Int, end: Int) {
        self.init(year: year, month: month, day: day, end: end)
        self.hour = hour
        self.minute = minute
        self.second = second
    }

    /// Applies the leap-second rule (`Spec/date-time/date-time.md`, "Leap second"), the same for every
    /// grammar: second 60 is only valid at 23:59:60 in UTC, and reads as 23:59:59, because
    /// POSIX time has no 61st second and rolling over would change the day.
    ///
    /// - Parameters:
    ///   - offset: Seconds east of UTC that the time was written at.
    ///   - secondAt: The byte offset of the seconds, for the error.
    @inline(__always)
    mutating func resolveLeapSecond(offset: Int, secondAt: Int) throws(FastDate.ParseError) {
        guard second == 60 else { return }
        let utcSecondOfDay = (hour &* .secondsPerHour &+ minute &* .secondsPerMinute &- offset) %% .secondsPerDay
        guard utcSecondOfDay == 86_340 else {
            throw FastDate.ParseError(.invalidLeapSecond, offset: secondAt, value: 60)
        }
        second = 59
    }

    /// Seconds from 1970-01-01T00:00:00 to the fields' local reading, as if at UTC.
    /// Years are bounded first, as in ``timestamp(offset:)``; the caller judges the range.
    func localSeconds() throws(FastDate.ParseError) -> Int64 {
        guard Self.canBeInRange(year: year) else { throw FastDate.ParseError(.outOfRange, offset: 0) }
        let days = CivilCalendar.daysSinceEpoch(year: year, month: month, day: day)
        return days &* .secondsPerDay &+ Int64(hour &* .secondsPerHour &+ minute &* .secondsPerMinute &+ second)
    }

    /// The instant, with `offset` seconds east of UTC removed.
    @inline(__always)
    func timestamp(offset: Int) throws(FastDate.ParseError) -> FastDate.Timestamp {
        // Four-digit years cannot leave the range. Expanded years (up to ±999999) are bounded
        // by year first, which also keeps the calendar arithmetic inside its domain, then by
        // the exact instant.
        let fourDigitYear = year >= 0 && year <= 9999
        guard fourDigitYear || Self.canBeInRange(year: year) else {
            throw FastDate.ParseError(.outOfRange, offset: 0)
        }
        // Fields are range-checked and years bounded, so nothing here can overflow.
        let days = CivilCalendar.daysSinceEpoch(year: year, month: month, day: day)
        let seconds = days &* .secondsPerDay &+ Int64(hour &* .secondsPerHour &+ minute &* .secondsPerMinute &+ second &- offset)
        let t = FastDate.Timestamp(
            unchecked: seconds, Int32(truncatingIfNeeded: nanoseconds), Int32(truncatingIfNeeded: offset)
        )
        guard fourDigitYear || t.isInSupportedRange else {
            throw FastDate.ParseError(.outOfRange, offset: 0)
        }
        return t
    }

    /// Whether any instant of `year` can lie in the supported range: the years of
    /// −271821-04-20 and +275760-09-13 and those between. Checked before any day count, which
    /// also keeps the calendar arithmetic inside its domain; the exact instant is judged later.
    @inline(__always)
    static func canBeInRange(year: Int64) -> Bool {
        year >= -271_821 && year <= 275_760
    }
}

// MARK: The ranges of the fields, checked once for every grammar

extension DateTimeFields {
    /// `value` as a month, 1–12, or `monthOutOfRange` at `at`.
    @inline(__always)
    static func month(_ value: Int, at i: Int) throws(FastDate.ParseError) -> Int {
        guard value >= 1 && value <= 12 else { throw FastDate.ParseError(.monthOutOfRange, offset: i, value: value) }
        return value
    }

    /// `value` as a day of `month` in `year`, or `dayOutOfRange` at `at`.
    @inline(__always)
    static func day(_ value: Int, month: Int, year: Int64, at i: Int) throws(FastDate.ParseError) -> Int {
        guard value >= 1 && value <= CivilCalendar.daysInMonth(month, year: year) else {
            throw FastDate.ParseError(.dayOutOfRange, offset: i, value: value, year: Int(year), month: month)
        }
        return value
    }

    /// `value` as an hour, 0–23, or `hourOutOfRange` at `at`.
    @inline(__always)
    static func hour(_ value: Int, at i: Int) throws(FastDate.ParseError) -> Int {
        guard value <= 23 else { throw FastDate.ParseError(.hourOutOfRange, offset: i, value: value) }
        return value
    }

    /// `value` as a minute, 0–59, or `minuteOutOfRange` at `at`.
    @inline(__always)
    static func minute(_ value: Int, at i: Int) throws(FastDate.ParseError) -> Int {
        guard value <= 59 else { throw FastDate.ParseError(.minuteOutOfRange, offset: i, value: value) }
        return value
    }

    /// `value` as a second, 0–60 where `leapSecond` allows 60 (resolved later by
    /// ``resolveLeapSecond(offset:secondAt:)``), else 0–59; or `secondOutOfRange` at `at`.
    @inline(__always)
    static func second(_ value: Int, leapSecond: Bool = true, at i: Int) throws(FastDate.ParseError) -> Int {
        guard value <= (leapSecond ? 60 : 59) else { throw FastDate.ParseError(.secondOutOfRange, offset: i, value: value) }
        return value
    }
}
