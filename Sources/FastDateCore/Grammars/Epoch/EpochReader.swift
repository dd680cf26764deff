/// Reads `["-"] digits ["." digits]` as a count of `unit`s since 1970, exactly.
///
/// No `Double` is involved: `1616112000123` ms is 1616112000 s + 123,000,000 ns with
/// nothing rounded. One pass reads and accumulates the digits; up to 19 integer digits
/// (every realistic input) fit a `UInt64` and are split into seconds and sub-second units
/// by a division by a constant. Longer runs (leading zeros, hostile input, nanoseconds
/// past ±292 years) take ``splitLongRun`` instead, which never overflows.
enum EpochReader {
    /// Whole seconds saturate here in long runs: past the supported range already and far
    /// from overflow, so a million digits cost linear time and end in `outOfRange`.
    private static let saturation: UInt64 = 10_000_000_000_000

    /// ``read(_:unit:onlyIfNumber:)`` for the `.epoch` format, which reads every input as a
    /// number or throws (so the `nil` it never gives is an error rather than an invented value).
    @inline(__always)
    static func readNumber(_ input: ByteInput, unit: FastDate.EpochUnit) throws(FastDate.ParseError) -> FastDate.Timestamp {
        guard let t = try read(input, unit: unit) else { throw FastDate.ParseError(.expectedNumber, offset: 0) }
        return t
    }

    /// Reads an epoch number. With `onlyIfNumber` (the `.iso8601` dispatch), returns `nil`
    /// without throwing when the input is not shaped like a number (a `+`, or digits followed
    /// by anything but `.` or the end), so the caller can read it as a date instead.
    ///
    /// Small on purpose, so it inlines into the dispatch: the fast path, then the general
    /// reading as a call.
    @inline(__always)
    static func read(_ input: ByteInput, unit: FastDate.EpochUnit, onlyIfNumber: Bool = false) throws(FastDate.ParseError) -> FastDate.Timestamp? {
        if let t = fastPath(input, unit) { return t }
        return try readGeneral(input, unit: unit, onlyIfNumber: onlyIfNumber)
    }

    /// Every form the grammar has, and every error.
    @inline(never)
    private static func readGeneral(_ input: ByteInput, unit: FastDate.EpochUnit, onlyIfNumber: Bool) throws(FastDate.ParseError) -> FastDate.Timestamp? {
        if unit == .seconds, let t = secondsWithFraction(input) { return t }
        let first = input[0]
        if onlyIfNumber && first == UInt8(ascii: "+") { return nil }
        let negative = first == UInt8(ascii: "-")
        let integerStart = negative ? 1 : 0
        var i = integerStart
        var value: UInt64 = 0
        // Eight digits per step while eight remain (a 13-digit millisecond count is one step
        // and five bytes); the bytes then finish the run one at a time.
        while i &+ 8 <= input.count {
            let word = input.word(at: i) ^ EightDigits.zeros
            guard EightDigits.wrongDigits(word) == 0 else { break }
            value = value &* 100_000_000 &+ EightDigits.value(word)  // wraps past 19 digits; see below
            i &+= 8
        }
        // The last one to seven digits, when they end the input, in one step too: the eight
        // bytes that end the input, with the ones before `i` (read already) counted as 0.
        let remaining = input.count &- i
        if remaining > 0 && remaining < 8 && input.count >= 8 {
            let tail = lastValues(input, unread: remaining)
            if EightDigits.wrongDigits(tail) == 0 {
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
            throw FastDate.ParseError(.expectedNumber, offset: integerStart)
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
                    throw FastDate.ParseError(.tooManyFractionDigits, offset: i, value: 9 &- unitDigits)
                }
                fraction = fraction &* 10 &+ d
                i &+= 1
            }
            fractionDigits = i &- fractionStart
            guard fractionDigits > 0 else {
                throw FastDate.ParseError(.expectedFractionDigit, offset: fractionStart)
            }
        }
        try input.expectEnd(at: i)

        var (wholeSeconds, subsecond) = integerEnd &- integerStart <= 19
            ? split(value, unit)
            : splitLongRun(input, integerStart, integerEnd, unitDigits)
        subsecond &+= UInt64(fraction &* powerOfTen(9 &- unitDigits &- fractionDigits))

        // The limit is checked on the magnitude before it can meet Int64's sign bit.
        guard wholeSeconds <= UInt64(FastDate.Timestamp.maximumSeconds) else {
            throw FastDate.ParseError(.outOfRange, offset: 0)
        }
        let seconds = Int64(wholeSeconds)
        let nanoseconds = Int32(truncatingIfNeeded: subsecond)
        let t: FastDate.Timestamp
        if !negative {
            t = FastDate.Timestamp(unchecked: seconds, nanoseconds, 0)
        } else if nanoseconds == 0 {
            t = FastDate.Timestamp(unchecked: -seconds, 0, 0)
        } else {
            t = FastDate.Timestamp(unchecked: -seconds &- 1, .nanosecondsPerSecond &- nanoseconds, 0)
        }
        guard t.isInSupportedRange else { throw FastDate.ParseError(.outOfRange, offset: 0) }
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
        return (whole, subsecond &* UInt64(powerOfTen(9 &- unitDigits)))
    }

    /// Splits a count of up to 19 digits of `unit`s into whole seconds and nanoseconds.
    /// The divisors and multipliers are constants in each case, so each division is a
    /// multiply and a shift.
    @inline(__always)
    private static func split(_ value: UInt64, _ unit: FastDate.EpochUnit) -> (UInt64, UInt64) {
        switch unit {
        case .seconds:
            return (value, 0)
        case .milliseconds:
            let (seconds, rest) = value.quotientAndRemainder(dividingBy: 1_000)
            return (seconds, rest &* 1_000_000)
        case .microseconds:
            let (seconds, rest) = value.quotientAndRemainder(dividingBy: 1_000_000)
            return (seconds, rest &* 1_000)
        case .nanoseconds:
            return value.quotientAndRemainder(dividingBy: .nanosecondsPerSecond)
        }
    }

    // MARK: The accept-only fast path

    /// The lengths ``fastPath`` reads: from 9 digits (past 1973 in seconds) to 16 (a
    /// microsecond clock), which covers the epoch numbers today's clocks write in seconds,
    /// milliseconds and microseconds. Two eight-byte words read each of them: the first
    /// eight bytes, and the rest with the bytes read already counted as `0`s.
    static var plainRunLengths: ClosedRange<Int> { 9...16 }

    /// An input of ``plainRunLengths`` digits and nothing else, in range, read without a
    /// loop; `nil` for anything else, which the general reading then decides (and explains,
    /// if it is an error). It never throws, so it cannot give a different error.
    ///
    /// Called from ``read(_:unit:onlyIfNumber:)`` and, before any dispatch, from
    /// `FormatReader.readFormat` (the buffer doors that take a format).
    @inline(__always)
    static func fastPath(_ input: ByteInput, _ unit: FastDate.EpochUnit) -> FastDate.Timestamp? {
        guard plainRunLengths.contains(input.count) else { return nil }
        let unread = input.count &- 8
        let head = input.word(at: 0) ^ EightDigits.zeros
        let tail = lastValues(input, unread: unread)
        guard let words = SixteenDigits.values(head, tail) else { return nil }
        let value = words.first &* UInt64(powerOfTen(unread)) &+ words.second
        return timestamp(ofPlainRun: value, unit)
    }

    /// The instant a run of ``plainRunLengths`` digits spelling `value` stands for, or `nil`
    /// past the supported range (which the general reading then reports): the end of
    /// ``fastPath(_:_:)``, and of the column door's reading of the same runs.
    @inline(__always)
    static func timestamp(ofPlainRun value: UInt64, _ unit: FastDate.EpochUnit) -> FastDate.Timestamp? {
        let (seconds, nanoseconds) = split(value, unit)
        // Below the limit, so every nanosecond count is in range too.
        guard seconds < UInt64(FastDate.Timestamp.maximumSeconds) else { return nil }
        return FastDate.Timestamp(unchecked: Int64(seconds), Int32(truncatingIfNeeded: nanoseconds), 0)
    }

    // MARK: Seconds with a fraction

    /// The whole seconds ``secondsWithFraction(_:)`` reads: ten digits, the seconds of
    /// 2001-09-09 to 2286-11-20, which every clock writing seconds today writes.
    static var fractionShapeWholeDigits: Int { 10 }

    /// An input of ``fractionShapeWholeDigits`` digits, `.` and 1 to 9 digits, as seconds:
    /// Slack's `ts` (`1764200000.123456`), Python's `time.time()`, `date +%s.%N`; `nil` for
    /// anything else, which the rest of the general reading then reads or explains.
    /// Accept-only, like ``fastPath(_:_:)``, and always in range: the general reading
    /// tries it first for seconds, and `FormatReader.readISO8601Uncommon` before its dispatch.
    ///
    /// Why: the general reading takes the digits after the first eight, and the fraction's,
    /// one byte and one test at a time. Here the first eight are one word, the next two one
    /// load, and the fraction's last eight (``lastValues(_:unread:)``) another word, each
    /// tested at once; a ninth fraction digit is a byte of its own.
    @inline(__always)
    static func secondsWithFraction(_ input: ByteInput) -> FastDate.Timestamp? {
        let point = fractionShapeWholeDigits
        let fractionDigits = input.count &- (point &+ 1)
        guard fractionDigits >= 1 && fractionDigits <= 9 && input[point] == UInt8(ascii: ".") else { return nil }
        let head = input.word(at: 0) ^ EightDigits.zeros
        let pair = UInt64(UInt16(littleEndian: input.base.loadUnaligned(fromByteOffset: 8, as: UInt16.self))) ^ (EightDigits.zeros & 0xFFFF)
        let lastEight = lastValues(input, unread: min(fractionDigits, 8))
        // A ninth fraction digit comes first, on its own; with fewer the byte is the point's.
        let ninth = fractionDigits == 9 ? input.digit(point &+ 1) : 0
        guard EightDigits.wrongDigits(head) | EightDigits.wrongDigits(pair) | EightDigits.wrongDigits(lastEight) == 0,
              ninth < 10
        else { return nil }
        let seconds = EightDigits.value(head) &* 100 &+ (pair & 0xFF) &* 10 &+ pair &>> 8
        let fraction = UInt64(truncatingIfNeeded: ninth) &* 100_000_000 &+ EightDigits.value(lastEight)
        let nanoseconds = fraction &* UInt64(powerOfTen(9 &- fractionDigits))
        return FastDate.Timestamp(unchecked: Int64(seconds), Int32(truncatingIfNeeded: nanoseconds), 0)
    }

    /// The eight bytes that end `input` (which has at least eight) as digits' values (XORed
    /// with `EightDigits.zeros`), with all but the last `unread` of them (1 to 8), read
    /// already, left 0 so they add nothing.
    ///
    /// Only the unread bytes are loaded, never the ones before them: for the fast path's
    /// 9 to 16 digits that is from byte 8 on, so no load spans byte 8. A small `String` (up
    /// to 15 bytes) reaches the reader as a copy the standard library writes with two
    /// eight-byte stores, and a load that spans both cannot take its bytes from them while
    /// they are in flight: it waits for them to reach the cache, a stall larger than the
    /// rest of the parse; two smaller loads cost a few instructions and never stall.
    @inline(__always)
    private static func lastValues(_ input: ByteInput, unread: Int) -> UInt64 {
        // Little-endian: the bytes read already are the word's low ones.
        unreadBytes(input, unread: unread) ^ EightDigits.zeros &<< UInt64(truncatingIfNeeded: (8 &- unread) &* 8)
    }

    /// The last `unread` bytes of `input` at the top of a word, the bytes below them 0.
    @inline(__always)
    private static func unreadBytes(_ input: ByteInput, unread: Int) -> UInt64 {
        let end = input.count
        let start = end &- unread
        let word: UInt64
        // Two loads that overlap as needed, both inside start ..< end, placed at the top of
        // the word (the bytes of an overlap are the same in both).
        if unread >= 4 {
            let low = UInt64(UInt32(littleEndian: input.base.loadUnaligned(fromByteOffset: start, as: UInt32.self)))
            let high = UInt64(UInt32(littleEndian: input.base.loadUnaligned(fromByteOffset: end &- 4, as: UInt32.self)))
            word = high &<< 32 | low &<< UInt64(truncatingIfNeeded: (8 &- unread) &* 8)
        } else if unread >= 2 {
            let low = UInt64(UInt16(littleEndian: input.base.loadUnaligned(fromByteOffset: start, as: UInt16.self)))
            let high = UInt64(UInt16(littleEndian: input.base.loadUnaligned(fromByteOffset: end &- 2, as: UInt16.self)))
            word = high &<< 48 | low &<< UInt64(truncatingIfNeeded: (8 &- unread) &* 8)
        } else {
            word = UInt64(input.base.load(fromByteOffset: start, as: UInt8.self)) &<< 56
        }
        return word
    }
}
