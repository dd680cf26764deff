/// Writes a timestamp with a compiled pattern (`Spec/patterns/patterns.md`, "Writing"): on
/// the pattern's clock, each field as `DateFormatter` (`en_US_POSIX`) writes it, except that
/// fractions are exact to the nanosecond and truncated, and that what could not be read back
/// to the same instant is an error rather than text.
enum PatternWriter {
    static func write(
        _ t: FastDate.Timestamp, _ program: PatternProgram, into buffer: UnsafeMutableRawBufferPointer
    ) throws(FastDate.FormatError) -> Int {
        guard t.isInSupportedRange else { throw FastDate.FormatError(.outOfRange) }
        let offset = Int(program.zone.offset(atInstant: t.seconds))
        guard UTCOffsetRange.contains(offset) else { throw FastDate.FormatError(.invalidOffset) }
        guard let base = buffer.baseAddress, buffer.count >= program.maxFormattedLength else {
            throw FastDate.FormatError(.bufferTooSmall)
        }
        // A four-digit local year (most instants) splits with unsigned divisions.
        let local = t.seconds &+ Int64(offset)
        let (days, secondOfDay) = CivilCalendar.fourDigitYearDay(localSeconds: local) ?? {
            let (days, second) = floorDivision(local, by: .secondsPerDay)
            return (days, Int(second))
        }()
        let date = CivilCalendar.civilDate(daysSinceEpoch: days)
        if writeCommon(t, program, offset: offset, days: days, date: date, secondOfDay: secondOfDay, into: base) {
            return program.layout.length
        }
        return try writeSteps(t, program, offset: offset, days: days, date: date, secondOfDay: secondOfDay, into: base)
    }

    /// Each step in turn: every pattern, and every timestamp the fixed layout does not take.
    /// A function of its own, so that the layout's path does not pay for this one's registers.
    @inline(never)
    private static func writeSteps(
        _ t: FastDate.Timestamp, _ program: PatternProgram, offset: Int, days: Int64,
        date: (year: Int64, month: Int, day: Int), secondOfDay: Int, into base: UnsafeMutableRawPointer
    ) throws(FastDate.FormatError) -> Int {
        let clock = ByteWriter.clock(secondOfDay)
        let hour = clock.hour
        let anno = date.year >= 1
        let yearOfEra = anno ? date.year : 1 &- date.year
        var out = ByteWriter(base)
        try program.forEachStep { (step) throws(FastDate.FormatError) in
            switch step.field {
            case .literal:
                program.forEachLiteralByte(of: step) { out.byte($0) }
            case .era:
                name(&out, EnglishNames.era(anno, letters: Int(step.letters)))
            case .year:
                // `y` is the year of the era with `G`; without it, only a year of our era
                // reads back as itself (`DateFormatter` writes 1 BC as `1`).
                guard anno || program.hasEra else { throw FastDate.FormatError(.unrepresentableYear) }
                try year(&out, yearOfEra, step)
            case .twoDigitYear:
                // Only a year `yy` reads back: one in the window, of our era.
                let start = program.twoDigitYearStart
                guard anno && date.year >= start && date.year < start &+ 100 else { throw FastDate.FormatError(.unrepresentableYear) }
                out.twoDigits(Int(date.year % 100))
            case .weekYear:
                let weekDate = ISOWeekDate.weekDate(daysSinceEpoch: days, year: date.year)
                guard weekDate.weekYear >= 1 else { throw FastDate.FormatError(.unrepresentableYear) }
                try year(&out, weekDate.weekYear, step)
            case .week:
                number(&out, ISOWeekDate.weekDate(daysSinceEpoch: days, year: date.year).week, step)
            case .weekdayNumber:
                number(&out, CivilCalendar.dayOfWeek(daysSinceEpoch: days) &+ 1, step)
            case .month:
                number(&out, date.month, step)
            case .monthAbbreviation:
                out.threeLetters(EnglishNames.monthText(date.month))
            case .monthName:
                out.threeLetters(EnglishNames.monthText(date.month))
                rest(&out, EnglishNames.monthNameRest(date.month))
            case .day:
                number(&out, date.day, step)
            case .dayOfYear:
                let first = CivilCalendar.daysSinceEpoch(year: date.year, month: 1, day: 1)
                number(&out, Int(days &- first) &+ 1, step)
            case .weekdayAbbreviation:
                out.threeLetters(EnglishNames.dayText(CivilCalendar.dayOfWeek(daysSinceEpoch: days)))
            case .weekdayName:
                let weekday = CivilCalendar.dayOfWeek(daysSinceEpoch: days)
                out.threeLetters(EnglishNames.dayText(weekday))
                rest(&out, EnglishNames.fullNameRest(weekday))
            case .meridiem:
                meridiem(&out, hour)
            case .hour, .clockHour12, .hour12, .clockHour24:
                number(&out, clockHour(hour, step.field), step)
            case .minute:
                number(&out, clock.minute, step)
            case .second:
                number(&out, clock.second, step)
            case .fraction:
                out.fractionDigits(Int(t.nanoseconds), digits: Int(step.letters))
            case .dotFraction:
                // chrono's `%.f`: the fewest of 3, 6 or 9 digits that hold the fraction, none for none.
                let digits = t.fewestFractionDigits
                if digits != 0 { out.fraction(Int(t.nanoseconds), digits: digits) }
            case .epochSeconds:
                if t.seconds < 0 { out.byte(UInt8(ascii: "-")) }
                out.decimal(Int64(t.seconds.magnitude))
            case .offset:
                try numericOffset(&out, offset, PatternOffsetStyle(rawValue: step.variant))
            case .gmtOffset, .zoneAbbreviation:
                try gmtOffset(&out, offset, long: step.variant == PatternCompiler.longGMT)
            }
        }
        return out.index
    }

    /// `AM` before noon, `PM` from noon.
    @inline(__always)
    private static func meridiem(_ out: inout ByteWriter, _ hour: Int) {
        out.byte(hour < 12 ? UInt8(ascii: "A") : UInt8(ascii: "P"))
        out.byte(UInt8(ascii: "M"))
    }

    /// The hour 0–23 on `field`'s clock: `h` 1–12, `K` 0–11, `k` 1–24.
    @inline(__always)
    private static func clockHour(_ hour: Int, _ field: PatternField) -> Int {
        switch field {
        case .clockHour12: hour % 12 == 0 ? 12 : hour % 12
        case .hour12: hour % 12
        case .clockHour24: hour == 0 ? 24 : hour
        default: hour
        }
    }

    /// Writes the text in one go when the pattern has a fixed layout (``PatternFastPath``) and
    /// every field fits it: the windows' literal bytes first, then each field at its place.
    /// `false` (nothing promised about the buffer) for anything else, such as a year of
    /// another width or an offset with seconds, which the step-by-step writing then writes
    /// or refuses.
    @inline(__always)
    private static func writeCommon(
        _ t: FastDate.Timestamp, _ program: PatternProgram, offset: Int, days: Int64,
        date: (year: Int64, month: Int, day: Int), secondOfDay: Int, into base: UnsafeMutableRawPointer
    ) -> Bool {
        guard program.layout.length != 0, date.year >= 1, !UTCOffsetRange.hasSeconds(offset) else { return false }
        // The literal bytes (and `0`s where digits go), window by window; each window ends
        // inside the text, which the buffer holds (`maxFormattedLength` covers it).
        program.layout.writeLiterals(to: base)
        var out = ByteWriter(base)
        if program.layout.isStandardOrder {
            // The six fields at places known in advance: no place to read, no field to test.
            guard date.year <= 9999 else { return false }
            typealias At = PatternFastPath.StandardPlaces
            out.index = At.year
            out.fourDigits(Int(date.year))
            out.index = At.month
            out.twoDigits(date.month)
            out.index = At.day
            out.twoDigits(date.day)
            let clock = ByteWriter.clock(secondOfDay)
            out.index = At.hour
            out.twoDigits(clock.hour)
            out.index = At.minute
            out.twoDigits(clock.minute)
            out.index = At.second
            out.twoDigits(clock.second)
            return writeFractionAndOffset(&out, t, program, offset: offset)
        }
        if program.layout.year.isPresent {
            out.index = program.layout.year.start
            switch program.layout.year.field {
            case .twoDigitYear:
                let start = program.twoDigitYearStart
                guard date.year >= start && date.year < start &+ 100 else { return false }
                out.twoDigits(Int(date.year % 100))
            case .year where program.layout.year.width == 4 && date.year <= 9999:
                out.fourDigits(Int(date.year))
            case .year where date.year < Int64(powerOfTen(Int(program.layout.year.width))):
                out.decimal(date.year, width: Int(program.layout.year.width))
            default:
                return false  // a longer year, or a week-based one: step by step
            }
        }
        let clock = ByteWriter.clock(secondOfDay)
        let hour = clock.hour
        // The fields a calendar date with a 24-hour time never has (`isCalendarDateTime`):
        // most patterns skip them with one test.
        if !program.layout.isCalendarDateTime {
            if program.layout.era.isPresent {
                out.index = program.layout.era.start
                name(&out, EnglishNames.era(true, letters: Int(program.layout.era.letters)))
            }
            guard !program.layout.week.isPresent && !program.layout.weekdayNumber.isPresent && !program.layout.dayOfYear.isPresent
            else { return false }
            if program.layout.meridiem.isPresent {
                out.index = program.layout.meridiem.start
                meridiem(&out, hour)
            }
        }
        if program.layout.month.isPresent {
            out.index = program.layout.month.start
            out.twoDigits(date.month)
        }
        if program.layout.monthAbbreviation.isPresent {
            out.index = program.layout.monthAbbreviation.start
            out.threeLetters(EnglishNames.monthText(date.month))
        }
        if program.layout.day.isPresent {
            out.index = program.layout.day.start
            out.twoDigits(date.day)
        }
        if program.layout.weekdayAbbreviation.isPresent {
            out.index = program.layout.weekdayAbbreviation.start
            out.threeLetters(EnglishNames.dayText(CivilCalendar.dayOfWeek(daysSinceEpoch: days)))
        }
        if program.layout.hour.isPresent {
            out.index = program.layout.hour.start
            out.twoDigits(clockHour(hour, program.layout.hour.field))
        }
        if program.layout.minute.isPresent {
            out.index = program.layout.minute.start
            out.twoDigits(clock.minute)
        }
        if program.layout.second.isPresent {
            out.index = program.layout.second.start
            out.twoDigits(clock.second)
        }
        return writeFractionAndOffset(&out, t, program, offset: offset)
    }

    /// The fraction and the numeric offset of a fixed layout, where it has them.
    @inline(__always)
    private static func writeFractionAndOffset(
        _ out: inout ByteWriter, _ t: FastDate.Timestamp, _ program: PatternProgram, offset: Int
    ) -> Bool {
        if program.layout.fraction.isPresent {
            out.index = program.layout.fraction.start
            out.fractionDigits(Int(t.nanoseconds), digits: Int(program.layout.fraction.width))
        }
        if program.layout.offset.isPresent {
            // `±hhmm` or `±hh:mm` (whole minutes, tested above), as the step writes it.
            out.index = program.layout.offset.start
            let style: PatternOffsetStyle = program.layout.offset.width == 6 ? .colon : []
            guard (try? numericOffset(&out, offset, style)) != nil else { return false }
        }
        return true
    }

    /// A number in at least `step`'s letters of digits (`d` writes `5`, `dd` `05`).
    @inline(__always)
    private static func number(_ out: inout ByteWriter, _ value: Int, _ step: PatternStep) {
        if value >= 100 || step.letters == 3 {  // a day of the year
            out.byte(UInt8(truncatingIfNeeded: value / 100) &+ UInt8(ascii: "0"))
            out.twoDigits(value % 100)
        } else if value >= 10 || step.letters == 2 {
            out.twoDigits(value)
        } else {
            out.byte(UInt8(truncatingIfNeeded: value) &+ UInt8(ascii: "0"))
        }
    }

    /// A year zero-padded to `step`'s letters. Where the year touches another number it is
    /// read in exactly that many digits, so a longer one could not be read back.
    @inline(__always)
    private static func year(_ out: inout ByteWriter, _ year: Int64, _ step: PatternStep) throws(FastDate.FormatError) {
        if step.maximumDigits == step.minimumDigits && ByteWriter.decimalDigitCount(year.magnitude) > Int(step.letters) {
            throw FastDate.FormatError(.unrepresentableYear)
        }
        out.decimal(year, width: Int(step.letters))
    }

    private static func name(_ out: inout ByteWriter, _ text: StaticString) {
        var k = 0
        while k < text.utf8CodeUnitCount {
            out.byte(text.utf8Start[k])
            k &+= 1
        }
    }

    private static func rest(_ out: inout ByteWriter, _ rest: (bytes: UInt64, count: Int)) {
        var k = 0
        while k < rest.count {
            out.byte(UInt8(truncatingIfNeeded: rest.bytes &>> UInt64(k &* 8)))
            k &+= 1
        }
    }

    /// `Z`, `±hh`, `±hhmm`, `±hh:mm`, with seconds where the style allows them; an offset
    /// with seconds in a style without is `invalidOffset`.
    private static func numericOffset(_ out: inout ByteWriter, _ offset: Int, _ style: PatternOffsetStyle) throws(FastDate.FormatError) {
        let seconds = offset.magnitude % 60
        guard seconds == 0 || style.contains(.optionalSeconds) else { throw FastDate.FormatError(.invalidOffset) }
        if offset == 0 && style.contains(.zForZero) {
            out.byte(UInt8(ascii: "Z"))
            return
        }
        let minutes = Int(offset.magnitude / 60)
        out.byte(offset < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+"))
        out.twoDigits(minutes / 60)
        if style.contains(.optionalMinutes) && minutes % 60 == 0 { return }
        if style.contains(.colon) { out.byte(UInt8(ascii: ":")) }
        out.twoDigits(minutes % 60)
        if seconds != 0 {
            if style.contains(.colon) { out.byte(UInt8(ascii: ":")) }
            out.twoDigits(Int(seconds))
        }
    }

    /// `GMT` for zero, else `GMT±hh:mm` (`long`) or `GMT±h[:mm]`; whole minutes only.
    private static func gmtOffset(_ out: inout ByteWriter, _ offset: Int, long: Bool) throws(FastDate.FormatError) {
        guard offset % 60 == 0 else { throw FastDate.FormatError(.invalidOffset) }
        out.threeLetters(0x54_4D_47)  // GMT
        guard offset != 0 else { return }
        let minutes = Int(offset.magnitude / 60)
        out.byte(offset < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+"))
        if long || minutes / 60 >= 10 {
            out.twoDigits(minutes / 60)
        } else {
            out.byte(UInt8(truncatingIfNeeded: minutes / 60) &+ UInt8(ascii: "0"))
        }
        if long || minutes % 60 != 0 {
            out.byte(UInt8(ascii: ":"))
            out.twoDigits(minutes % 60)
        }
    }
}
