/// Reads the UTC offset that ends a date-time: `Z`, `±hh:mm`, and in `.iso8601` also
/// `±hhmm`, `±hh`, and with seconds `±hh:mm:ss` and `±hhmmss`; or, at the end of input,
/// the caller's assumed offset.
enum OffsetReader {
    /// Whether an offset (or the end of input, where an offset may be assumed) begins at `i`.
    @inline(__always)
    static func startsOffset(_ input: ByteInput, at i: Int) -> Bool {
        switch input[i] {
        case UInt8(ascii: "Z"), UInt8(ascii: "z"), UInt8(ascii: "+"), UInt8(ascii: "-"): true
        default: i == input.count
        }
    }

    /// Returns the offset in seconds east of UTC and the index just past it.
    @inline(always)  // guaranteed, not a hint: see `FormatReader`'s note on the two spellings
    static func read(_ input: ByteInput, at i: Int, strict: Bool, assumed: Int32?) throws(FastDate.ParseError) -> (seconds: Int, end: Int) {
        let sign: Int
        switch input[i] {
        case UInt8(ascii: "Z"), UInt8(ascii: "z"):
            return (0, i &+ 1)
        case UInt8(ascii: "+"):
            sign = 1
        case UInt8(ascii: "-"):
            sign = -1
        default:
            guard i == input.count else { throw FastDate.ParseError(.expectedOffset, offset: i) }
            guard let assumed else { throw FastDate.ParseError(.missingOffset, offset: i) }
            return (Int(assumed), i)
        }

        // Wrapping math below: indices are within a few bytes of the input, values ≤ 23:59.
        let hour = try Self.hour(input, at: i &+ 1)
        var j = i &+ 3
        let minuteStart: Int
        if input[j] == UInt8(ascii: ":") {
            minuteStart = j &+ 1
        } else if strict {
            throw FastDate.ParseError(.expectedOffsetColon, offset: j)
        } else if input.digit(j) < 10 {
            minuteStart = j  // ±hhmm
        } else {
            return (sign &* hour &* .secondsPerHour, j)  // ±hh; a stray byte here is the caller's trailingBytes
        }
        let minute = try Self.minute(input, at: minuteStart)
        j = minuteStart &+ 2
        var second = 0
        if !strict {
            // Seconds in the form the minutes were written in: `±hh:mm:ss` or `±hhmmss`,
            // never a mix (Spec: "Extensions in `.iso8601`"). Both tests read one byte.
            let next = input[j]
            let extended = minuteStart != i &+ 3
            if extended ? next == UInt8(ascii: ":") : next &- UInt8(ascii: "0") < 10 {
                let secondStart = extended ? j &+ 1 : j
                second = try Self.second(input, at: secondStart)
                j = secondStart &+ 2
            }
        }
        return (sign &* (hour &* .secondsPerHour &+ minute &* .secondsPerMinute &+ second), j)
    }

    /// An offset's two hour digits at `i`, 00–23 (`expectedOffsetHour`, `offsetHourOutOfRange`).
    @inline(__always)
    static func hour(_ input: ByteInput, at i: Int) throws(FastDate.ParseError) -> Int {
        let hour = try input.digits(i, width: 2, orThrow: .expectedOffsetHour)
        guard hour <= 23 else { throw FastDate.ParseError(.offsetHourOutOfRange, offset: i, value: hour) }
        return hour
    }

    /// An offset's two minute digits at `i`, 00–59 (`expectedOffsetMinute`, `offsetMinuteOutOfRange`).
    @inline(__always)
    static func minute(_ input: ByteInput, at i: Int) throws(FastDate.ParseError) -> Int {
        let minute = try input.digits(i, width: 2, orThrow: .expectedOffsetMinute)
        guard minute <= 59 else { throw FastDate.ParseError(.offsetMinuteOutOfRange, offset: i, value: minute) }
        return minute
    }

    /// An offset's two second digits at `i`, 00–59 (`expectedOffsetSecond`, `offsetSecondOutOfRange`).
    @inline(__always)
    static func second(_ input: ByteInput, at i: Int) throws(FastDate.ParseError) -> Int {
        let second = try input.digits(i, width: 2, orThrow: .expectedOffsetSecond)
        guard second <= 59 else { throw FastDate.ParseError(.offsetSecondOutOfRange, offset: i, value: second) }
        return second
    }
}
