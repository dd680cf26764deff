/// Reads `["-"] digits ["." digits]` as a count of `unit`s since 1970, exactly.
///
/// No `Double` is involved: `1616112000123` ms is 1616112000 s + 123,000,000 ns with
/// nothing rounded. One pass reads and accumulates the digits; up to 19 integer digits
/// (every realistic input) fit a `UInt64` and are split into seconds and sub-second units
/// by a division by a constant. Longer runs (leading zeros, hostile input, nanoseconds
/// past ±292 years) take ``splitLongRun`` instead, which never overflows.
enum EpochScanner {
    /// Whole seconds saturate here in long runs: past the supported range already and far
    /// from overflow, so a million digits cost linear time and end in `outOfRange`.
    private static let saturation: UInt64 = 10_000_000_000_000

    /// Reads an epoch number. With `onlyIfNumber` (the `.iso8601` dispatch), returns `nil`
    /// without throwing when the input is not shaped like a number (a `+`, or digits followed
    /// by anything but `.` or the end), so the caller can read it as a date instead.
    @inline(__always)
    static func scan(_ input: ByteInput, unit: FastDate.EpochUnit, onlyIfNumber: Bool = false) throws(FastDate.ParseError) -> FastDate.Timestamp? {
        let first = input[0]
        if onlyIfNumber && first == UInt8(ascii: "+") { return nil }
        let negative = first == UInt8(ascii: "-")
        let integerStart = negative ? 1 : 0
        var i = integerStart
        var value: UInt64 = 0
        // Eight digits per step while eight remain (a 13-digit millisecond count is one step
        // and five bytes); the bytes then finish the run one at a time.
        while i &+ 8 <= input.count {
            let word = UInt64(littleEndian: input.base.loadUnaligned(fromByteOffset: i, as: UInt64.self))
            guard EightDigits.areDigits(word) else { break }
            value = value &* 100_000_000 &+ EightDigits.value(word)  // wraps past 19 digits; see below
            i &+= 8
        }
        // The last one to seven digits, when they end the input, in one step too: the eight
        // bytes that end the input, with the ones before `i` (read already) set to '0'.
        let remaining = input.count &- i
        if remaining > 0 && remaining < 8 && input.count >= 8 {
            let readAlready = UInt64.max &>> UInt64(truncatingIfNeeded: remaining &* 8)
            let word = UInt64(littleEndian: input.base.loadUnaligned(fromByteOffset: input.count &- 8, as: UInt64.self))
            let tail = word & ~readAlready | 0x3030_3030_3030_3030 & readAlready
            if EightDigits.areDigits(tail) {
                value = value &* UInt64(powerOfTen(remaining)) &+ EightDigits.value(tail)
                i = input.count
            }
        }
        while true {
            let d = input.digit(i)
            guard d < 10 else { break }
            value = value &* 10 &+ UInt64(truncatingIfNeeded: d)  // wraps past 19 digits; see below
            i &+= 1
        }
        let integerEnd = i
        if onlyIfNumber && integerEnd != input.count && input[integerEnd] != UInt8(ascii: ".") { return nil }
        guard integerEnd > integerStart else {
            throw FastDate.ParseError(.expectedNumber, at: integerStart)
        }

        let unitDigits = unit.subsecondDigits
        var fraction = 0
        var fractionDigits = 0
        if input[i] == UInt8(ascii: ".") {
            let fractionStart = i &+ 1
            let allowedEnd = fractionStart &+ (9 &- unitDigits)
            i = fractionStart
            while true {
                let d = input.digit(i)
                guard d < 10 else { break }
                guard i < allowedEnd else {
                    throw FastDate.ParseError(.tooManyFractionDigits, at: i, value: 9 &- unitDigits)
                }
                fraction = fraction &* 10 &+ d
                i &+= 1
            }
            fractionDigits = i &- fractionStart
            guard fractionDigits > 0 else {
                throw FastDate.ParseError(.expectedFractionDigit, at: fractionStart)
            }
        }
        try input.expectEnd(at: i)

        let wholeSeconds: UInt64
        var subsecond: UInt64
        if integerEnd &- integerStart <= 19 {
            // Constant divisors, so each is a multiply and a shift.
            switch unit {
            case .seconds: (wholeSeconds, subsecond) = (value, 0)
            case .milliseconds: (wholeSeconds, subsecond) = value.quotientAndRemainder(dividingBy: 1_000)
            case .microseconds: (wholeSeconds, subsecond) = value.quotientAndRemainder(dividingBy: 1_000_000)
            case .nanoseconds: (wholeSeconds, subsecond) = value.quotientAndRemainder(dividingBy: 1_000_000_000)
            }
        } else {
            (wholeSeconds, subsecond) = splitLongRun(input, integerStart, integerEnd, unitDigits)
        }
        subsecond = subsecond &* UInt64(powerOfTen(9 &- unitDigits))
            &+ UInt64(fraction &* powerOfTen(9 &- unitDigits &- fractionDigits))

        // The limit is checked on the magnitude before it can meet Int64's sign bit.
        guard wholeSeconds <= UInt64(FastDate.Timestamp.maximumSeconds) else {
            throw FastDate.ParseError(.outOfRange, at: 0)
        }
        let seconds = Int64(wholeSeconds)
        let nanoseconds = Int32(truncatingIfNeeded: subsecond)
        let t: FastDate.Timestamp
        if !negative {
            t = FastDate.Timestamp(unchecked: seconds, nanoseconds, 0)
        } else if nanoseconds == 0 {
            t = FastDate.Timestamp(unchecked: -seconds, 0, 0)
        } else {
            t = FastDate.Timestamp(unchecked: -seconds &- 1, 1_000_000_000 &- nanoseconds, 0)
        }
        guard t.isInSupportedRange else { throw FastDate.ParseError(.outOfRange, at: 0) }
        return t
    }

    /// Splits a run of more than 19 digits where the unit meets the second (the last
    /// `unitDigits` digits are the sub-second part), saturating the seconds.
    private static func splitLongRun(_ input: ByteInput, _ start: Int, _ end: Int, _ unitDigits: Int) -> (UInt64, UInt64) {
        let split = end &- unitDigits
        var whole: UInt64 = 0
        for k in start..<split {
            whole = min(whole &* 10 &+ UInt64(truncatingIfNeeded: input.digit(k)), saturation)
        }
        var subsecond: UInt64 = 0
        for k in split..<end { subsecond = subsecond &* 10 &+ UInt64(truncatingIfNeeded: input.digit(k)) }
        return (whole, subsecond)
    }
}
