/// Reads text with a compiled pattern (`Spec/patterns/patterns.md`, "Reading"): each step
/// in turn, every byte accounted for, then the fields resolved into an instant on the
/// pattern's clock unless the text carried an offset.
///
/// Strict, like every grammar here: a literal must match byte for byte, numbers have the
/// widths the Spec gives, fields are range-checked, a weekday must agree with the date, and
/// nothing may follow the last step. Each error is a `ParseError` at the byte at fault.
enum PatternReader {
    /// "Not read": no field here is negative, so one sentinel serves them all.
    private static var absent: Int { -1 }

    static func read(_ input: ByteInput, _ program: PatternProgram) throws(FastDate.ParseError) -> FastDate.Timestamp {
        var i = 0
        var fields = PatternReading()
        // An index loop: an array's iterator allocates in an unoptimized build, and the
        // allocation tests run unoptimized.
        let steps = program.steps
        var n = 0
        while n < steps.count {
            let step = steps[n]
            n &+= 1
            switch step.field {
            case .literal:
                var k = Int(step.literalStart)
                while k < Int(step.literalEnd) {
                    // Past the end the input reads as NUL, which a literal may hold: the
                    // bound is checked, not left to the byte.
                    guard i < input.count, input[i] == program.literals[k] else { throw FastDate.ParseError(.expectedLiteral, offset: i) }
                    i &+= 1
                    k &+= 1
                }
            case .era:
                fields.eraAt = i
                if EnglishNames.matches(input, at: i, EnglishNames.era(true, letters: Int(step.letters))) {
                    i &+= EnglishNames.era(true, letters: Int(step.letters)).utf8CodeUnitCount
                } else if EnglishNames.matches(input, at: i, EnglishNames.era(false, letters: Int(step.letters))) {
                    fields.beforeChrist = true
                    i &+= EnglishNames.era(false, letters: Int(step.letters)).utf8CodeUnitCount
                } else {
                    throw FastDate.ParseError(.expectedEra, offset: i)
                }
            case .year, .twoDigitYear, .weekYear:
                fields.yearAt = i
                fields.yearField = step.field
                let (value, end) = try number(input, at: i, step, orThrow: .expectedYear)
                fields.year = Int64(value)
                i = end
            case .week:
                fields.weekAt = i
                (fields.week, i) = try number(input, at: i, step, orThrow: .expectedWeek)
            case .weekdayNumber:
                let (value, end) = try number(input, at: i, step, orThrow: .expectedWeekday)
                guard value >= 1 && value <= 7 else { throw FastDate.ParseError(.weekdayOutOfRange, offset: i, value: value) }
                fields.weekday = value &- 1
                fields.weekdayAt = i
                i = end
            case .month:
                let (value, end) = try number(input, at: i, step, orThrow: .expectedMonth)
                fields.month = try DateTimeFields.month(value, at: i)
                i = end
            case .monthAbbreviation, .monthName:
                guard let month = EnglishNames.month(EnglishNames.foldedTriple(input, at: i)) else {
                    throw FastDate.ParseError(.expectedMonthName, offset: i)
                }
                if step.field == .monthName {
                    let rest = EnglishNames.monthNameRest(month)
                    guard EnglishNames.matchesRest(input, at: i &+ 3, rest) else {
                        throw FastDate.ParseError(.expectedMonthName, offset: i)
                    }
                    i &+= rest.count
                }
                fields.month = month
                i &+= 3
            case .day:
                fields.dayAt = i
                (fields.day, i) = try number(input, at: i, step, orThrow: .expectedDay)
            case .dayOfYear:
                fields.dayAt = i
                (fields.dayOfYear, i) = try number(input, at: i, step, orThrow: .expectedDay)
            case .weekdayAbbreviation, .weekdayName:
                guard let weekday = EnglishNames.dayOfWeek(EnglishNames.foldedTriple(input, at: i)) else {
                    throw FastDate.ParseError(.expectedDayName, offset: i)
                }
                fields.weekday = weekday
                fields.weekdayAt = i
                if step.field == .weekdayName {
                    let rest = EnglishNames.fullNameRest(weekday)
                    guard EnglishNames.matchesRest(input, at: i &+ 3, rest) else {
                        throw FastDate.ParseError(.expectedDayName, offset: i)
                    }
                    i &+= rest.count
                }
                i &+= 3
            case .meridiem:
                guard let afternoon = meridiem(input, at: i) else { throw FastDate.ParseError(.expectedMeridiem, offset: i) }
                fields.afternoon = afternoon
                i &+= 2
            case .hour, .clockHour12, .hour12, .clockHour24:
                let (value, end) = try number(input, at: i, step, orThrow: .expectedHour)
                fields.hour = try hour(value, step.field, at: i)
                fields.hourField = step.field
                i = end
            case .minute:
                let (value, end) = try number(input, at: i, step, orThrow: .expectedMinute)
                fields.minute = try DateTimeFields.minute(value, at: i)
                i = end
            case .second:
                let (value, end) = try number(input, at: i, step, orThrow: .expectedSecond)
                fields.second = try DateTimeFields.second(value, leapSecond: false, at: i)
                i = end
            case .fraction:
                let (value, end) = try number(input, at: i, step, orThrow: .expectedFractionDigit)
                fields.nanoseconds = value &* powerOfTen(9 &- Int(step.letters))
                i = end
            case .offset:
                (fields.offset, i) = try offset(input, at: i, PatternOffsetStyle(rawValue: step.variant))
            case .gmtOffset, .zoneAbbreviation:
                (fields.offset, i) = try gmtOffset(input, at: i, names: step.field == .zoneAbbreviation)
            }
        }
        try input.expectEnd(at: i)
        return try fields.timestamp(program, inputLength: input.count)
    }

    /// The instant, when the text has the pattern's fixed layout (``PatternFastPath``) and every
    /// field is in range; `nil` for anything else, which ``read(_:_:)`` then reads step by
    /// step, deciding the error and its offset.
    ///
    /// Accept-only: the windows' test proves every literal byte and every digit; each
    /// field is then read where the layout puts it, with the range checks of the general
    /// reading, and the same ``PatternReading`` resolves the instant.
    @inline(__always)
    static func fastPath(_ input: ByteInput, _ program: PatternProgram) -> FastDate.Timestamp? {
        // Read through the program, not copied out: a copy of the whole layout costs more
        // than the few places a pattern uses.
        guard input.count == program.layout.length, input.count != 0 else { return nil }
        guard program.layout.matches(input) else { return nil }
        if program.layout.isCalendarDateTime { return readCalendarDateTime(input, program) }

        // Each field where the layout puts it; every digit passed the test above. The
        // branches on `isPresent` go the same way for every text of the pattern.
        var fields = PatternReading()
        if program.layout.year.isPresent {
            fields.yearAt = program.layout.year.start
            fields.yearField = program.layout.year.field
            fields.year = Int64(number(input, program.layout.year))
        }
        if program.layout.era.isPresent {
            let i = program.layout.era.start
            let letters = Int(program.layout.era.letters)
            fields.eraAt = i
            if !EnglishNames.matches(input, at: i, EnglishNames.era(true, letters: letters)) {
                guard EnglishNames.matches(input, at: i, EnglishNames.era(false, letters: letters)) else { return nil }
                fields.beforeChrist = true
            }
        }
        if program.layout.week.isPresent {
            fields.weekAt = program.layout.week.start
            fields.week = number(input, program.layout.week)
        }
        if program.layout.weekdayNumber.isPresent {
            let value = number(input, program.layout.weekdayNumber)
            guard value >= 1 && value <= 7 else { return nil }
            fields.weekday = value &- 1
            fields.weekdayAt = program.layout.weekdayNumber.start
        }
        if program.layout.month.isPresent || program.layout.monthAbbreviation.isPresent {
            guard let month = month(input, program) else { return nil }
            fields.month = month
        }
        if program.layout.day.isPresent {
            fields.dayAt = program.layout.day.start
            fields.day = number(input, program.layout.day)
        }
        if program.layout.dayOfYear.isPresent {
            fields.dayAt = program.layout.dayOfYear.start
            fields.dayOfYear = number(input, program.layout.dayOfYear)
        }
        if program.layout.weekdayAbbreviation.isPresent {
            let i = program.layout.weekdayAbbreviation.start
            guard let weekday = EnglishNames.dayOfWeek(EnglishNames.foldedTriple(input, at: i)) else { return nil }
            fields.weekday = weekday
            fields.weekdayAt = i
        }
        if program.layout.meridiem.isPresent {
            guard let afternoon = meridiem(input, at: program.layout.meridiem.start) else { return nil }
            fields.afternoon = afternoon
        }
        if program.layout.hour.isPresent {
            guard let hour = try? hour(number(input, program.layout.hour), program.layout.hour.field, at: program.layout.hour.start) else { return nil }
            fields.hour = hour
            fields.hourField = program.layout.hour.field
        }
        if program.layout.minute.isPresent {
            guard let minute = try? DateTimeFields.minute(number(input, program.layout.minute), at: program.layout.minute.start) else {
                return nil
            }
            fields.minute = minute
        }
        if program.layout.second.isPresent {
            guard let second = try? DateTimeFields.second(number(input, program.layout.second), leapSecond: false,
                                                          at: program.layout.second.start) else { return nil }
            fields.second = second
        }
        if program.layout.fraction.isPresent {
            fields.nanoseconds = number(input, program.layout.fraction) &* powerOfTen(9 &- Int(program.layout.fraction.width))
        }
        if program.layout.offset.isPresent {
            guard let offset = offsetRead(input, program) else { return nil }
            fields.offset = offset
        }
        return try? fields.timestamp(program, inputLength: input.count)
    }

    /// A fixed layout that is a calendar date and a 24-hour time (``PatternFastPath/isCalendarDateTime``),
    /// after the windows' test: each field checked by the range rules of `DateTimeFields` and
    /// `OffsetReader`, then the instant counted straight from the date and the time.
    /// Accept-only, like ``fastPath(_:_:)``: a year 0, a weekday that disagrees, a zone
    /// without an offset for the time, and every field out of range give `nil`, and the
    /// step-by-step reading decides the error.
    @inline(__always)
    private static func readCalendarDateTime(_ input: ByteInput, _ program: PatternProgram) -> FastDate.Timestamp? {
        let year = Int64(number(input, program.layout.year))
        guard year >= 1 else { return nil }  // a year of our era starts at 1
        guard let month = month(input, program),
              let day = try? DateTimeFields.day(number(input, program.layout.day), month: month, year: year, at: 0),
              let hour = try? DateTimeFields.hour(number(input, program.layout.hour), at: 0),
              let minute = try? DateTimeFields.minute(number(input, program.layout.minute), at: 0),
              let second = try? DateTimeFields.second(number(input, program.layout.second), leapSecond: false, at: 0)
        else { return nil }
        let days = CivilCalendar.daysSinceEpoch(year: year, month: month, day: day)
        if program.layout.weekdayAbbreviation.isPresent {
            guard EnglishNames.dayOfWeek(EnglishNames.foldedTriple(input, at: program.layout.weekdayAbbreviation.start))
                    == CivilCalendar.dayOfWeek(daysSinceEpoch: days) else { return nil }
        }
        var nanoseconds = 0
        if program.layout.fraction.isPresent {
            nanoseconds = number(input, program.layout.fraction) &* powerOfTen(9 &- Int(program.layout.fraction.width))
        }
        let local = days &* .secondsPerDay &+ Int64(hour &* .secondsPerHour &+ minute &* .secondsPerMinute &+ second)
        let offset: Int
        if program.layout.offset.isPresent {
            guard let read = offsetRead(input, program) else { return nil }
            offset = read
        } else {
            // The pattern's clock, as `PatternReading.timestamp` reads it.
            offset = Int(program.zone.offset(forLocalSeconds: local))
            guard UTCOffsetRange.contains(offset) else { return nil }
        }
        // A four-digit year of our era, less a day's offset, is always in the supported range.
        return FastDate.Timestamp(unchecked: local &- Int64(offset), Int32(truncatingIfNeeded: nanoseconds),
                                  Int32(truncatingIfNeeded: offset))
    }

    /// The month the layout placed, as `MMM` or as digits; `nil` for a name that is none or
    /// a number out of range.
    @inline(__always)
    private static func month(_ input: ByteInput, _ program: PatternProgram) -> Int? {
        if program.layout.monthAbbreviation.isPresent {
            return EnglishNames.month(EnglishNames.foldedTriple(input, at: program.layout.monthAbbreviation.start))
        }
        return try? DateTimeFields.month(number(input, program.layout.month), at: program.layout.month.start)
    }

    /// The `±hhmm` or `±hh:mm` offset the layout placed, in seconds east of UTC; its digits
    /// (and colon) passed the windows' test.
    @inline(__always)
    private static func offsetRead(_ input: ByteInput, _ program: PatternProgram) -> Int? {
        let i = program.layout.offset.start
        let sign = input[i]
        guard sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-"),
              let hour = try? OffsetReader.hour(input, at: i &+ 1),
              let minute = try? OffsetReader.minute(input, at: i &+ Int(program.layout.offset.width) &- 2)
        else { return nil }
        let seconds = hour &* .secondsPerHour &+ minute &* .secondsPerMinute
        return sign == UInt8(ascii: "-") ? -seconds : seconds
    }

    /// The digits of a number the layout placed, already tested to be digits: two of them
    /// (most fields) without a loop.
    @inline(__always)
    private static func number(_ input: ByteInput, _ place: PatternFastPath.Place) -> Int {
        let i = place.start
        // Inside the text (its length is the layout's): no end-of-input test per digit.
        func digit(_ j: Int) -> Int { Int(input.base.load(fromByteOffset: j, as: UInt8.self) &- UInt8(ascii: "0")) }
        if place.width == 2 { return digit(i) &* 10 &+ digit(i &+ 1) }
        // A four-digit year as two pairs: half the chain of multiply-adds a loop makes, on
        // the way to the day count.
        if place.width == 4 {
            return (digit(i) &* 10 &+ digit(i &+ 1)) &* 100 &+ (digit(i &+ 2) &* 10 &+ digit(i &+ 3))
        }
        var value = 0
        var j = i
        while j < i &+ Int(place.width) {
            value = value &* 10 &+ digit(j)
            j &+= 1
        }
        return value
    }

    /// `AM` or `PM` at `i`, any case: whether it is the afternoon, or `nil`.
    @inline(__always)
    private static func meridiem(_ input: ByteInput, at i: Int) -> Bool? {
        let first = input[i] | 0x20
        guard first == UInt8(ascii: "a") || first == UInt8(ascii: "p"), input[i &+ 1] | 0x20 == UInt8(ascii: "m") else {
            return nil
        }
        return first == UInt8(ascii: "p")
    }

    /// A number of `step`'s widths at `i`: its value and the index past it.
    @inline(__always)
    private static func number(
        _ input: ByteInput, at i: Int, _ step: PatternStep, orThrow kind: FastDate.ParseError.Kind
    ) throws(FastDate.ParseError) -> (Int, Int) {
        var value = 0
        var j = i
        let last = i &+ Int(step.maximumDigits)
        while j < last {
            let d = input.digit(j)
            guard d < 10 else { break }
            value = value &* 10 &+ d
            j &+= 1
        }
        guard j &- i >= Int(step.minimumDigits) else { throw FastDate.ParseError(kind, offset: j) }
        return (value, j)
    }

    /// An hour read by `field`'s clock, as 0–23 where the clock says so and as the
    /// 12-hour reading (0–11, AM assumed) where `a` decides.
    @inline(__always)
    static func hour(_ value: Int, _ field: PatternField, at i: Int) throws(FastDate.ParseError) -> Int {
        switch field {
        case .clockHour12:   // h: 1–12, 12 is the first hour of the half-day
            guard value >= 1 && value <= 12 else { throw FastDate.ParseError(.hourOutOfRangeFor12HourClock, offset: i, value: value) }
            return value % 12
        case .hour12:        // K: 0–11
            guard value <= 11 else { throw FastDate.ParseError(.hourOutOfRangeFor12HourClock, offset: i, value: value) }
            return value
        case .clockHour24:   // k: 1–24, 24 is midnight at the start of the day
            guard value >= 1 && value <= 24 else { throw FastDate.ParseError(.hourOutOfRange, offset: i, value: value) }
            return value % 24
        default:             // H: 0–23
            return try DateTimeFields.hour(value, at: i)
        }
    }

    /// A numeric offset in `style` at `i`: seconds east of UTC and the index past it.
    private static func offset(
        _ input: ByteInput, at i: Int, _ style: PatternOffsetStyle
    ) throws(FastDate.ParseError) -> (Int, Int) {
        let sign: Int
        switch input[i] {
        case UInt8(ascii: "Z") where style.contains(.zForZero), UInt8(ascii: "z") where style.contains(.zForZero):
            return (0, i &+ 1)
        case UInt8(ascii: "+"): sign = 1
        case UInt8(ascii: "-"): sign = -1
        default: throw FastDate.ParseError(.expectedOffset, offset: i)
        }
        let hour = try OffsetReader.hour(input, at: i &+ 1)
        var j = i &+ 3
        var minute = 0
        if style.contains(.colon) {
            try input.expect(UInt8(ascii: ":"), at: j, orThrow: .expectedOffsetColon)
            minute = try OffsetReader.minute(input, at: j &+ 1)
            j &+= 3
        } else if !style.contains(.optionalMinutes) || input.digit(j) < 10 {
            minute = try OffsetReader.minute(input, at: j)
            j &+= 2
        }
        var second = 0
        if style.contains(.optionalSeconds) {
            if style.contains(.colon) ? input[j] == UInt8(ascii: ":") : input.digit(j) < 10 {
                let start = style.contains(.colon) ? j &+ 1 : j
                second = try OffsetReader.second(input, at: start)
                j = start &+ 2
            }
        }
        return (sign &* (hour &* .secondsPerHour &+ minute &* .secondsPerMinute &+ second), j)
    }

    /// `GMT` or `GMT±h[h][:mm]` at `i` (`ZZZZ`, `OOOO`, `O`); with `names` (`z`) also `UTC`,
    /// `UT` and RFC 5322's US zone names.
    private static func gmtOffset(_ input: ByteInput, at i: Int, names: Bool) throws(FastDate.ParseError) -> (Int, Int) {
        let triple = EnglishNames.foldedTriple(input, at: i)
        var j: Int
        switch triple {
        case 0x74_6D_67:  // gmt
            j = i &+ 3
        case 0x63_74_75 where names:  // utc
            j = i &+ 3
        default:
            let pair = triple & 0xFFFF
            if names && pair == 0x74_75 && !EnglishNames.isLetter(input[i &+ 2]) {  // ut
                j = i &+ 2
            } else if names && !EnglishNames.isLetter(input[i &+ 3]), let offset = usZoneOffset(triple) {
                return (offset, i &+ 3)
            } else {
                throw FastDate.ParseError(.expectedGMT, offset: i)
            }
        }
        let sign: Int
        switch input[j] {
        case UInt8(ascii: "+"): sign = 1
        case UInt8(ascii: "-"): sign = -1
        default: return (0, j)
        }
        // One or two hour digits, then optionally `:mm`.
        guard input.digit(j &+ 1) < 10 else { throw FastDate.ParseError(.expectedOffsetHour, offset: j &+ 1) }
        var hour = input.digit(j &+ 1)
        j &+= 2
        if input.digit(j) < 10 {
            hour = hour &* 10 &+ input.digit(j)
            guard hour <= 23 else { throw FastDate.ParseError(.offsetHourOutOfRange, offset: j &- 1, value: hour) }
            j &+= 1
        }
        var minute = 0
        if input[j] == UInt8(ascii: ":") {
            minute = try OffsetReader.minute(input, at: j &+ 1)
            j &+= 3
        }
        return (sign &* (hour &* .secondsPerHour &+ minute &* .secondsPerMinute), j)
    }

    /// The offset of one of RFC 5322's US zone names (`EST` … `PDT`), folded; nil for any
    /// other three letters (`EnglishNames.zoneOffset` reads those as UTC, which a pattern
    /// must not).
    private static func usZoneOffset(_ folded: UInt32) -> Int? {
        let offset = EnglishNames.zoneOffset(UInt64(folded))
        return offset != 0 ? offset : nil
    }
}

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

    /// The instant: the date from what was read and the default date, checked against the
    /// calendar; the time; then the offset read, or the pattern's clock.
    @inline(always)
    func timestamp(_ program: PatternProgram, inputLength: Int) throws(FastDate.ParseError) -> FastDate.Timestamp {
        let days = try self.days(program)
        var hour = self.hour
        if afternoon && (hourField == .clockHour12 || hourField == .hour12) { hour &+= 12 }
        let local = days &* .secondsPerDay &+ Int64(hour &* .secondsPerHour &+ minute &* .secondsPerMinute &+ second)
        var offset = self.offset
        if offset == Int.min {
            offset = Int(program.zone.offset(forLocalSeconds: local))
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
