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

    /// ``read(_:_:)`` for the `.pattern` format, whose program only `Format.pattern(_:)` sets
    /// (and always does).
    @inline(__always)
    static func read(_ input: ByteInput, _ program: PatternProgram?) throws(FastDate.ParseError) -> FastDate.Timestamp {
        guard let program else { throw FastDate.ParseError(.expectedLiteral, offset: 0) }
        return try read(input, program)
    }

    /// Where the literal `step` ends when `input` holds it at `i`; the error is at the first
    /// byte that differs. Past the end the input reads as NUL, which a literal may hold: the
    /// bound is checked, not left to the byte.
    @inline(__always)
    private static func expectLiteral(_ step: PatternStep, _ program: PatternProgram, _ input: ByteInput, at start: Int) throws(FastDate.ParseError) -> Int {
        var i = start
        try program.forEachLiteralByte(of: step) { (byte) throws(FastDate.ParseError) in
            guard i < input.count, input[i] == byte else { throw FastDate.ParseError(.expectedLiteral, offset: i) }
            i &+= 1
        }
        return i
    }

    static func read(_ input: ByteInput, _ program: PatternProgram) throws(FastDate.ParseError) -> FastDate.Timestamp {
        var i = 0
        var fields = PatternReading()
        // An index loop, not `PatternProgram.forEachStep`: this body is too large to inline
        // as a closure, and the fields it builds would then live in memory (Benchmarks/LEDGER.md).
        let steps = program.steps
        var n = 0
        while n < steps.count {
            let step = steps[n]
            n &+= 1
            switch step.field {
            case .literal:
                i = try expectLiteral(step, program, input, at: i)
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
                // As many digits as were read: strftime's `%f` reads 1–6.
                let (value, end) = try number(input, at: i, step, orThrow: .expectedFractionDigit)
                fields.nanoseconds = value &* powerOfTen(9 &- (end &- i))
                i = end
            case .dotFraction:
                guard input[i] == UInt8(ascii: ".") else { continue }
                let (value, end) = try number(input, at: i &+ 1, dotFractionDigits, orThrow: .expectedFractionDigit)
                fields.nanoseconds = value &* powerOfTen(9 &- (end &- i &- 1))
                i = end
            case .epochSeconds:
                let negative = input[i] == UInt8(ascii: "-")
                let start = negative ? i &+ 1 : i
                let (value, end) = try number(input, at: start, step, orThrow: .expectedNumber)
                fields.epochSeconds = negative ? -Int64(value) : Int64(value)
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

    /// The widths of `%.f`'s digits after its `.`.
    private static var dotFractionDigits: PatternStep {
        PatternStep(field: .fraction, letters: 9, minimumDigits: 1, maximumDigits: 9, variant: 0, literalStart: 0, literalEnd: 0)
    }

    /// `AM` or `PM` at `i`, any case: whether it is the afternoon, or `nil`.
    @inline(__always)
    static func meridiem(_ input: ByteInput, at i: Int) -> Bool? {
        let first = input[i] | 0x20
        guard first == UInt8(ascii: "a") || first == UInt8(ascii: "p"), input[i &+ 1] | 0x20 == UInt8(ascii: "m") else {
            return nil
        }
        return first == UInt8(ascii: "p")
    }

    /// A number of `step`'s widths at `i`: its value and the index past it.
    @inline(__always)
    static func number(
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
}
