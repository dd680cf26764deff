/// Reads a time of day on either clock: `19:27:02`, `7:27:02 PM`, `12:59 a.m.`.
///
/// Which clock it is shows only at the end (AM/PM or not), so the hour is read as digits
/// first and judged for the 12-hour clock once the meridiem is known; that is also why a
/// 12-hour hour out of range is reported after every syntax error, as the Spec orders it.
enum LocalTimeReader {
    static func read(_ input: ByteInput) throws(FastDate.ParseError) -> FastDate.LocalTime {
        // Hour: one or two digits, as clocks print `7:27` and `07:27` alike.
        var hour = input.digit(0)
        guard hour < 10 else { throw FastDate.ParseError(.expectedHour, offset: 0) }
        var i = 1
        let tens = input.digit(1)
        if tens < 10 {
            hour = hour &* 10 &+ tens
            i = 2
        }
        guard hour <= 23 else { throw FastDate.ParseError(.hourOutOfRange, offset: 0, value: hour) }
        try input.expect(UInt8(ascii: ":"), at: i, orThrow: .expectedColonAfterHour)
        let minute = try input.digits(i &+ 1, width: 2, orThrow: .expectedMinute)
        guard minute <= 59 else { throw FastDate.ParseError(.minuteOutOfRange, offset: i &+ 1, value: minute) }
        i &+= 3

        var second = 0
        var nanoseconds = 0
        if input[i] == UInt8(ascii: ":") {
            second = try input.digits(i &+ 1, width: 2, orThrow: .expectedSecond)
            // No leap second: the day this time is put on has 86,400 of them.
            guard second <= 59 else { throw FastDate.ParseError(.secondOutOfRange, offset: i &+ 1, value: second) }
            i &+= 3
            if input[i] == UInt8(ascii: ".") {
                (nanoseconds, i) = try FractionReader.read(input, from: i &+ 1)
            }
        }

        if i != input.count {
            let pm = try readMeridiem(input, at: i)
            guard hour >= 1 && hour <= 12 else {
                throw FastDate.ParseError(.hourOutOfRangeFor12HourClock, offset: 0, value: hour)
            }
            // 12 AM is midnight and 12 PM noon: the 12-hour clock counts 12, 1, …, 11.
            hour = hour % 12 &+ (pm ? 12 : 0)
        }
        return FastDate.LocalTime(
            unchecked: Int32(truncatingIfNeeded: hour &* .secondsPerHour &+ minute &* .secondsPerMinute &+ second),
            Int32(truncatingIfNeeded: nanoseconds))
    }

    /// Reads `[gap] meridiem` from `i` to the end of input; returns whether it is PM.
    @inline(__always)
    private static func readMeridiem(_ input: ByteInput, at i: Int) throws(FastDate.ParseError) -> Bool {
        let j = i &+ gapLength(input, at: i)
        // `| 0x20` folds ASCII case; only `A`/`a` (and `P`/`p`, `M`/`m`) fold onto those letters.
        let letter = input[j] | 0x20
        guard letter == UInt8(ascii: "a") || letter == UInt8(ascii: "p") else {
            // After the time, a byte that starts neither a gap nor a meridiem is simply extra.
            throw FastDate.ParseError(j == i ? .trailingBytes : .expectedMeridiem, offset: j)
        }
        var end: Int
        if input[j &+ 1] == UInt8(ascii: ".") {
            guard input[j &+ 2] | 0x20 == UInt8(ascii: "m") else { throw FastDate.ParseError(.expectedMeridiem, offset: j &+ 2) }
            try input.expect(UInt8(ascii: "."), at: j &+ 3, orThrow: .expectedMeridiem)
            end = j &+ 4
        } else {
            guard input[j &+ 1] | 0x20 == UInt8(ascii: "m") else { throw FastDate.ParseError(.expectedMeridiem, offset: j &+ 1) }
            end = j &+ 2
        }
        try input.expectEnd(at: end)
        return letter == UInt8(ascii: "p")
    }

    /// Bytes of the one space allowed before AM/PM: a space, U+00A0 NO-BREAK SPACE, or
    /// U+202F NARROW NO-BREAK SPACE, which CLDR 42 (ICU 72, Java 20, macOS 14) puts there
    /// in English time formats; 0 when there is none.
    @inline(__always)
    private static func gapLength(_ input: ByteInput, at i: Int) -> Int {
        switch input[i] {
        case UInt8(ascii: " "): 1
        case 0xC2: input[i &+ 1] == 0xA0 ? 2 : 0
        case 0xE2: input[i &+ 1] == 0x80 && input[i &+ 2] == 0xAF ? 3 : 0
        default: 0
        }
    }

    /// RFC 3339's `partial-time`, `HH:mm:ss[.fraction]`, or `HH:mm`: two digits a field,
    /// a 24-hour clock, nothing after it (`Spec/civil/civil.md`, "Times").
    static func readPartialTime(_ input: ByteInput) throws(FastDate.ParseError) -> FastDate.LocalTime {
        let hour = try DateTimeFields.hour(input.digits(0, width: 2, orThrow: .expectedHour), at: 0)
        try input.expect(UInt8(ascii: ":"), at: 2, orThrow: .expectedColonAfterHour)
        let minute = try DateTimeFields.minute(input.digits(3, width: 2, orThrow: .expectedMinute), at: 3)
        var second = 0
        var nanoseconds = 0
        var i = 5
        if input[i] == UInt8(ascii: ":") {
            second = try DateTimeFields.second(input.digits(6, width: 2, orThrow: .expectedSecond), at: 6)
            i = 8
            if input[i] == UInt8(ascii: ".") {
                (nanoseconds, i) = try FractionReader.read(input, from: i &+ 1)
            }
        } else if i != input.count {
            throw FastDate.ParseError(.expectedColonAfterMinute, offset: i)
        }
        try input.expectEnd(at: i)
        // A leap second needs the UTC time, which a clock time without an offset lacks.
        guard second < 60 else { throw FastDate.ParseError(.invalidLeapSecond, offset: 6) }
        return FastDate.LocalTime(unchecked: Int32(truncatingIfNeeded: hour &* 3600 &+ minute &* 60 &+ second),
                                  Int32(truncatingIfNeeded: nanoseconds))
    }
}
