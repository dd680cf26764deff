/// Reads an ISO 8601 duration, `[±]P[nY][nM][nW][nD][T[nH][nM][nS]]`
/// (`Spec/duration/durations.md`), left to right, reporting the first problem at its byte.
///
/// Each component is digits, an optional fraction (read by `FractionReader`, so any
/// length truncates to a billionth of the unit exactly as a date's fraction of a second
/// does), and a designator that must come after the previous one. Numbers are checked
/// for `Int64` digit by digit, so a megabyte of digits fails at the first one too many.
enum DurationReader {
    /// Any 18 decimal digits fit in `Int64` (its maximum has 19): the first 18 of a number
    /// are accumulated without overflow checks, the rest with them.
    static var digitsThatAlwaysFit: Int { 18 }

    /// Small on purpose, so it inlines into the doors: the fast path, then the general
    /// reading as a call.
    @inline(__always)
    static func read(_ input: ByteInput) throws(FastDate.ParseError) -> FastDate.ISODuration {
        if let duration = fastPath(input) { return duration }
        return try readGeneral(input)
    }

    // MARK: The accept-only fast path

    /// The most digits ``fastPath(_:)`` reads in one number. Nine: even 999,999,999 weeks in
    /// seconds is far inside `Int64`, so no number it reads needs an overflow check.
    static var commonNumberDigits: Int { 9 }

    /// The shape APIs write (`PT4M13S`, `P21DT7H22M8S`, `PT1.5S`, `P3D`), read without
    /// the general loop's bookkeeping: `P`, an optional days component, then `T` and hours,
    /// minutes and seconds in order (at least one), each of 1 to ``commonNumberDigits``
    /// digits and an upper-case designator, and a `.` fraction only on seconds. `nil` for
    /// anything else (a sign, years, months, weeks, lower case, `,`, a fraction elsewhere,
    /// longer numbers, every error), which ``readGeneral(_:)`` then reads and explains; it
    /// accepts all that this accepts, with the same components.
    @inline(__always)
    static func fastPath(_ input: ByteInput) -> FastDate.ISODuration? {
        guard input[0] == UInt8(ascii: "P") else { return nil }
        var i = 1
        var days: Int64 = 0
        if input[i] != UInt8(ascii: "T") {
            guard let (value, end) = commonNumber(input, at: i), input[end] == UInt8(ascii: "D") else { return nil }
            days = value
            i = end &+ 1
            if i == input.count {
                return FastDate.ISODuration(unchecked: false, 0, 0, 0, days, 0, 0, 0, 0)
            }
            guard input[i] == UInt8(ascii: "T") else { return nil }
        }
        i &+= 1
        var time: (hours: Int64, minutes: Int64, seconds: Int64) = (0, 0, 0)
        var nanoseconds = 0
        var next = UInt8(ascii: "H")  // the first designator still allowed: H, then M, then S
        repeat {
            guard let (value, end) = commonNumber(input, at: i) else { return nil }
            i = end
            switch input[i] {
            case UInt8(ascii: "H") where next == UInt8(ascii: "H"):
                time.hours = value
                next = UInt8(ascii: "M")
            case UInt8(ascii: "M") where next != UInt8(ascii: "S"):
                time.minutes = value
                next = UInt8(ascii: "S")
            case UInt8(ascii: "S"):
                time.seconds = value
                next = 0
            case UInt8(ascii: "."):
                guard let (billionths, fractionEnd) = try? FractionReader.read(input, from: i &+ 1),
                      input[fractionEnd] == UInt8(ascii: "S") else { return nil }
                time.seconds = value
                nanoseconds = billionths
                i = fractionEnd
                next = 0
            default:
                return nil
            }
            i &+= 1
        } while i < input.count && next != 0
        guard i == input.count else { return nil }
        return FastDate.ISODuration(
            unchecked: false, 0, 0, 0, days, time.hours, time.minutes, time.seconds, Int32(truncatingIfNeeded: nanoseconds))
    }

    /// 1 to ``commonNumberDigits`` digits from `start`, and the index after them; `nil`
    /// when there are none or more.
    @inline(__always)
    private static func commonNumber(_ input: ByteInput, at start: Int) -> (Int64, Int)? {
        var value: Int64 = 0
        var i = start
        while true {
            let d = input.digit(i)
            guard d < 10 else { break }
            value = value &* 10 &+ Int64(d)
            i &+= 1
        }
        let count = i &- start
        guard count > 0, count <= commonNumberDigits else { return nil }
        return (value, i)
    }

    // MARK: The general reading

    /// The decimal number at `i`, which must fit in `Int64` (checked digit by digit, so a
    /// megabyte of digits fails at the first one too many); `i` moves past it. Both forms'
    /// numbers are read by it.
    @inline(__always)
    static func number(_ input: ByteInput, from i: inout Int) throws(FastDate.ParseError) -> Int64 {
        let start = i
        var value: Int64 = 0
        while true {
            let d = input.digit(i)
            guard d < 10 else { return value }
            if i &- start < digitsThatAlwaysFit {
                value = value &* 10 &+ Int64(d)
            } else {
                let (times10, o1) = value.multipliedReportingOverflow(by: 10)
                let (sum, o2) = times10.addingReportingOverflow(Int64(d))
                guard !o1 && !o2 else { throw FastDate.ParseError(.durationOutOfRange, offset: start) }
                value = sum
            }
            i &+= 1
        }
    }

    /// Every form the grammar has, and every error.
    @inline(never)
    static func readGeneral(_ input: ByteInput) throws(FastDate.ParseError) -> FastDate.ISODuration {
        var i = 0
        var isNegative = false
        let sign = input[0]
        if sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
            isNegative = sign == UInt8(ascii: "-")
            i = 1
        }
        // A digit first is the friendly form, `2h 30m` (`Spec/duration/friendly.md`).
        if input.digit(i) < 10 { return try FriendlyDurationReader.read(input) }
        guard input[i] | 0x20 == UInt8(ascii: "p") else { throw FastDate.ParseError(.expectedDurationStart, offset: i) }
        i &+= 1
        var inTime = false
        if input[i] | 0x20 == UInt8(ascii: "t") {
            inTime = true
            i &+= 1
        }
        guard input.digit(i) < 10 else { throw FastDate.ParseError(.expectedDurationNumber, offset: i) }

        var values: (Int64, Int64, Int64, Int64, Int64, Int64, Int64) = (0, 0, 0, 0, 0, 0, 0)
        var nanoseconds: Int32 = 0
        var previous = -1          // the last unit read, as its raw value
        var exactSeconds: Int64 = 0  // weeks ... seconds so far: must stay within Int64
        var fractionRead = false
        while true {
            let start = i
            // A fraction ends the duration's numbers: nothing may follow it but the end.
            if fractionRead { throw FastDate.ParseError(.misplacedDurationFraction, offset: start) }
            let value = try number(input, from: &i)
            var billionths = -1
            let mark = input[i]
            if mark == UInt8(ascii: ".") || mark == UInt8(ascii: ",") {
                (billionths, i) = try FractionReader.read(input, from: i &+ 1)
            }

            guard let unit = DurationUnit.named(input[i], inTime: inTime) else {
                let elsewhere = DurationUnit.named(input[i], inTime: !inTime) != nil
                throw FastDate.ParseError(elsewhere ? .misplacedDurationUnit : .expectedDurationUnit, offset: i)
            }
            guard unit.rawValue > previous else { throw FastDate.ParseError(.misplacedDurationUnit, offset: i) }
            previous = unit.rawValue
            if billionths >= 0 && !unit.isTime { throw FastDate.ParseError(.misplacedDurationFraction, offset: i) }
            guard unit.add(value, to: &exactSeconds) else { throw FastDate.ParseError(.durationOutOfRange, offset: start) }
            switch unit {
            case .year: values.0 = value
            case .month: values.1 = value
            case .week: values.2 = value
            case .day: values.3 = value
            case .hour: values.4 = value
            case .minute: values.5 = value
            case .second: values.6 = value
            }
            if billionths >= 0 {
                fractionRead = true
                // Billionths of the unit, converted exactly: at most 999,999,999 × 3,600 ns.
                let total = Int64(billionths) &* unit.seconds
                let spread = total / .nanosecondsPerSecond
                nanoseconds = Int32(truncatingIfNeeded: total % .nanosecondsPerSecond)
                guard DurationUnit.second.add(spread, to: &exactSeconds) else {
                    throw FastDate.ParseError(.durationOutOfRange, offset: start)
                }
                // The components below are absent (the fraction is last): the spread fills them.
                if unit == .hour {
                    values.5 = spread / 60
                    values.6 = spread % 60
                } else if unit == .minute {
                    values.6 = spread
                }
            }
            i &+= 1

            // After a designator: another number, the time part, or the end.
            if i == input.count { break }
            if input.digit(i) < 10 { continue }
            if !inTime && input[i] | 0x20 == UInt8(ascii: "t") {
                inTime = true
                i &+= 1
                guard input.digit(i) < 10 else { throw FastDate.ParseError(.expectedDurationNumber, offset: i) }
                continue
            }
            throw FastDate.ParseError(.trailingBytes, offset: i)
        }
        return FastDate.ISODuration(
            unchecked: isNegative, values.0, values.1, values.2, values.3, values.4, values.5, values.6, nanoseconds)
    }
}
