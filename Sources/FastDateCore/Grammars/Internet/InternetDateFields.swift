/// The fields Internet message dates share (`Spec/internet/internet-dates.md`), each read and
/// checked once for `HTTPDateReader` and `RFC5322Reader`: the day, the month name, the
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
        guard day >= 1 && day <= 31 else { throw FastDate.ParseError(.dayOutOfRange, offset: i, value: day) }
        return day
    }

    /// A three-letter month name in any case, not followed by another letter.
    @inline(__always)
    static func month(_ input: ByteInput, at i: Int) throws(FastDate.ParseError) -> Int {
        guard let month = EnglishNames.month(EnglishNames.foldedTriple(input, at: i)),
              !EnglishNames.isLetter(input[i &+ 3])
        else { throw FastDate.ParseError(.expectedMonthName, offset: i) }
        return month
    }

    /// Checks a complete date, as soon as its year is read: the year within range, the day
    /// within its month, then the day name (if one was written) against the date.
    @inline(__always)
    static func date(
        year: Int64, month: Int, day: Int, dayAt: Int, weekday: Int?, weekdayAt: Int
    ) throws(FastDate.ParseError) -> DateTimeFields {
        // Bounded before any day count: years this far out cannot be in range anyway.
        guard DateTimeFields.canBeInRange(year: year) else { throw FastDate.ParseError(.outOfRange, offset: 0) }
        guard day <= CivilCalendar.daysInMonth(month, year: year) else {
            throw FastDate.ParseError(.dayOutOfRange, offset: dayAt, value: day, year: Int(year), month: month)
        }
        if let weekday {
            let actual = CivilCalendar.dayOfWeek(daysSinceEpoch: CivilCalendar.daysSinceEpoch(year: year, month: month, day: day))
            guard actual == weekday else { throw FastDate.ParseError(.weekdayMismatch, offset: weekdayAt, value: actual) }
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
        try field(input, at: i, upTo: 23, .expectedHour, .hourOutOfRange)
    }

    @inline(__always)
    static func minute(_ input: ByteInput, at i: Int) throws(FastDate.ParseError) -> Int {
        try field(input, at: i, upTo: 59, .expectedMinute, .minuteOutOfRange)
    }

    /// Up to 60: a leap second is judged later, once the offset is known.
    @inline(__always)
    static func second(_ input: ByteInput, at i: Int) throws(FastDate.ParseError) -> Int {
        try field(input, at: i, upTo: 60, .expectedSecond, .secondOutOfRange)
    }

    /// Two digits at `i`, at most `maximum`: `missing` at the first non-digit, `tooLarge`
    /// (with the value, for the message) past the maximum.
    @inline(__always)
    private static func field(
        _ input: ByteInput, at i: Int, upTo maximum: Int,
        _ missing: FastDate.ParseError.Kind, _ tooLarge: FastDate.ParseError.Kind
    ) throws(FastDate.ParseError) -> Int {
        let value = try input.digits(i, width: 2, orThrow: missing)
        guard value <= maximum else { throw FastDate.ParseError(tooLarge, offset: i, value: value) }
        return value
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
