/// Reads `["-"] digits ["." digits]` as a count of `unit`s since 1970, exactly.
///
/// No `Double` is involved: the integer digits are split where the unit meets the
/// second (the last 3 digits of milliseconds are the millisecond part), so
/// `1616112000123` ms is 1616112000 s + 123,000,000 ns with nothing rounded, and even
/// the nanosecond range (±8.64e21, past `Int64`) needs no wide arithmetic.
enum EpochScanner {
    /// Whole seconds saturate here while digits are read: past the supported range
    /// already, and far from overflow, so a million digits cost linear time and end
    /// in `outOfRange`.
    private static let saturation: Int64 = 10_000_000_000_000

    static func scan(_ input: ByteInput, unit: FastDate.EpochUnit) throws(FastDate.ParseError) -> FastDate.Timestamp {
        let negative = input[0] == UInt8(ascii: "-")
        let integerStart = negative ? 1 : 0
        var integerEnd = integerStart
        while input.digit(integerEnd) < 10 { integerEnd += 1 }
        guard integerEnd > integerStart else {
            throw FastDate.ParseError(.expectedNumber, at: integerStart)
        }

        let unitDigits = unit.subsecondDigits
        var end = integerEnd
        var fraction = 0
        var fractionDigits = 0
        if input[end] == UInt8(ascii: ".") {
            let fractionStart = end + 1
            end = fractionStart
            while input.digit(end) < 10 { end += 1 }
            fractionDigits = end - fractionStart
            guard fractionDigits > 0 else {
                throw FastDate.ParseError(.expectedFractionDigit, at: fractionStart)
            }
            let allowed = 9 - unitDigits
            guard fractionDigits <= allowed else {
                throw FastDate.ParseError(.tooManyFractionDigits, at: fractionStart + allowed, value: allowed)
            }
            for k in fractionStart..<end { fraction = fraction &* 10 &+ input.digit(k) }
        }
        try input.expectEnd(at: end)

        // Integer digits left of `split` are whole seconds; the rest are sub-second units.
        let split = max(integerStart, integerEnd - unitDigits)
        var wholeSeconds: Int64 = 0
        for k in integerStart..<split {
            wholeSeconds = min(wholeSeconds &* 10 &+ Int64(input.digit(k)), saturation)
        }
        var subsecond = 0
        for k in split..<integerEnd { subsecond = subsecond &* 10 &+ input.digit(k) }
        let nanoseconds = subsecond &* powerOfTen(9 - unitDigits)
            &+ fraction &* powerOfTen(9 - unitDigits - fractionDigits)

        let t: FastDate.Timestamp
        if !negative {
            t = FastDate.Timestamp(unchecked: wholeSeconds, Int32(nanoseconds), 0)
        } else if nanoseconds == 0 {
            t = FastDate.Timestamp(unchecked: -wholeSeconds, 0, 0)
        } else {
            t = FastDate.Timestamp(unchecked: -wholeSeconds - 1, Int32(1_000_000_000 - nanoseconds), 0)
        }
        guard t.isInSupportedRange else { throw FastDate.ParseError(.outOfRange, at: 0) }
        return t
    }
}
