/// The fields Internet message dates share (`Spec/internet-dates.md`), each read and
/// checked once for `HTTPDateScanner` and `RFC5322Scanner`: the day, the month name, the
/// date's calendar and day-of-week checks, `hh:mm:ss`, and the final instant.
enum InternetDateFields {
    /// A time of day as read, before the leap-second rule (which needs the offset).
    struct Time {
        var hour: Int
        var minute: Int
        var second: Int
        /// Where the seconds were, for a leap-second error; the minute's end when omitted.
        var secondAt: Int
    }

    /// `width` digits of a day, 1–31 (whether the month has it is checked by ``date``).
    @inline(__always)
    static func day(_ input: ByteInput, at i: Int, width: Int) throws(FastDate.ParseError) -> Int {
        let day = try input.digits(i, width: width, orThrow: .expectedDay)
        guard day >= 1 && day <= 31 else { throw FastDate.ParseError(.dayOutOfRange, at: i, value: day) }
        return day
    }

    /// A three-letter month name in any case, not followed by another letter.
    @inline(__always)
    static func month(_ input: ByteInput, at i: Int) throws(FastDate.ParseError) -> Int {
        guard let month = InternetNames.month(InternetNames.foldedTriple(input, at: i)),
              !InternetNames.isLetter(input[i &+ 3])
        else { throw FastDate.ParseError(.expectedMonthName, at: i) }
        return month
    }

    /// Checks a complete date, as soon as its year is read: the year within range, the day
    /// within its month, then the day name (if one was written) against the date.
    @inline(__always)
    static func date(
        year: Int64, month: Int, day: Int, dayAt: Int, weekday: Int?, weekdayAt: Int
    ) throws(FastDate.ParseError) -> DateTimeFields {
        // Bounded before any day count: years this far out cannot be in range anyway.
        guard year >= -271_821 && year <= 275_760 else { throw FastDate.ParseError(.outOfRange, at: 0) }
        guard day <= CivilCalendar.daysInMonth(month, year: year) else {
            throw FastDate.ParseError(.dayOutOfRange, at: dayAt, value: day, year: Int(year), month: month)
        }
        if let weekday {
            let actual = CivilCalendar.dayOfWeek(daysSinceEpoch: CivilCalendar.daysSinceEpoch(year: year, month: month, day: day))
            guard actual == weekday else { throw FastDate.ParseError(.weekdayMismatch, at: weekdayAt, value: actual) }
        }
        return DateTimeFields(year: year, month: month, day: day, end: dayAt)
    }

    /// `hh:mm:ss` at fixed positions (HTTP-date), each field range-checked.
    @inline(__always)
    static func time(_ input: ByteInput, at i: Int) throws(FastDate.ParseError) -> Time {
        let hour = try hour(input, at: i)
        try input.expect(UInt8(ascii: ":"), at: i &+ 2, orThrow: .expectedColonAfterHour)
        let minute = try minute(input, at: i &+ 3)
        try input.expect(UInt8(ascii: ":"), at: i &+ 5, orThrow: .expectedColonAfterMinute)
        let second = try second(input, at: i &+ 6)
        return Time(hour: hour, minute: minute, second: second, secondAt: i &+ 6)
    }

    @inline(__always)
    static func hour(_ input: ByteInput, at i: Int) throws(FastDate.ParseError) -> Int {
        let hour = try input.digits(i, width: 2, orThrow: .expectedHour)
        guard hour <= 23 else { throw FastDate.ParseError(.hourOutOfRange, at: i, value: hour) }
        return hour
    }

    @inline(__always)
    static func minute(_ input: ByteInput, at i: Int) throws(FastDate.ParseError) -> Int {
        let minute = try input.digits(i, width: 2, orThrow: .expectedMinute)
        guard minute <= 59 else { throw FastDate.ParseError(.minuteOutOfRange, at: i, value: minute) }
        return minute
    }

    @inline(__always)
    static func second(_ input: ByteInput, at i: Int) throws(FastDate.ParseError) -> Int {
        let second = try input.digits(i, width: 2, orThrow: .expectedSecond)
        guard second <= 60 else { throw FastDate.ParseError(.secondOutOfRange, at: i, value: second) }
        return second
    }

    /// The instant of `date` at `time`, written at `offset` seconds east of UTC.
    @inline(__always)
    static func timestamp(_ date: DateTimeFields, _ time: Time, offset: Int) throws(FastDate.ParseError) -> FastDate.Timestamp {
        var fields = date
        fields.hour = time.hour
        fields.minute = time.minute
        fields.second = time.second
        try fields.resolveLeapSecond(offset: offset, secondAt: time.secondAt)
        return try fields.timestamp(offset: offset)
    }
}
