/// The pattern reader's accept-only fast path: a text with the pattern's fixed layout read
/// field by field where the layout puts it.
extension PatternReader {
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
    static func readCalendarDateTime(_ input: ByteInput, _ program: PatternProgram) -> FastDate.Timestamp? {
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
            // The pattern's clock, as `PatternReading.timestamp` reads it; a refusal is the
            // general reader's to report.
            guard case .success(let zoneOffset) = program.zone.offset(forLocalSeconds: local),
                  UTCOffsetRange.contains(Int(zoneOffset)) else { return nil }
            offset = Int(zoneOffset)
        }
        // A four-digit year of our era, less a day's offset, is always in the supported range.
        return FastDate.Timestamp(unchecked: local &- Int64(offset), Int32(truncatingIfNeeded: nanoseconds),
                                  Int32(truncatingIfNeeded: offset))
    }

    /// The month the layout placed, as `MMM` or as digits; `nil` for a name that is none or
    /// a number out of range.
    @inline(__always)
    static func month(_ input: ByteInput, _ program: PatternProgram) -> Int? {
        if program.layout.monthAbbreviation.isPresent {
            return EnglishNames.month(EnglishNames.foldedTriple(input, at: program.layout.monthAbbreviation.start))
        }
        return try? DateTimeFields.month(number(input, program.layout.month), at: program.layout.month.start)
    }

    /// The `±hhmm` or `±hh:mm` offset the layout placed, in seconds east of UTC; its digits
    /// (and colon) passed the windows' test.
    @inline(__always)
    static func offsetRead(_ input: ByteInput, _ program: PatternProgram) -> Int? {
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
    static func number(_ input: ByteInput, _ place: PatternFastPath.Place) -> Int {
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

}
