/// Reads `year-month-day[Thh:mm[:ss[.frac]]offset]` for `.iso8601`, `.rfc3339` and
/// `.fullDate`, left to right, reporting the first problem as the Spec orders them.
///
/// Each field is read at a position known from the previous one, with fixed widths, so
/// the common case is a straight run of loads, subtractions and compares with no loop
/// over the input and no allocation.
enum DateScanner {
    private static let secondsPerDay: Int64 = 86_400

    static func scan(_ input: ByteInput, _ format: FastDate.Format) throws(FastDate.ParseError) -> FastDate.Timestamp {
        let lenient = format.profile == .iso8601

        // Year: 4 digits, or (lenient only) a sign and 6 digits.
        var i: Int
        let year: Int64
        let first = input[0]
        if first == UInt8(ascii: "+") || first == UInt8(ascii: "-") {
            guard lenient else { throw FastDate.ParseError(.expectedYear, at: 0) }
            let magnitude = try input.digits(1, width: 6, orThrow: .expectedYear)
            if first == UInt8(ascii: "-") {
                guard magnitude != 0 else { throw FastDate.ParseError(.invalidExpandedYear, at: 0) }
                year = -Int64(magnitude)
            } else {
                year = Int64(magnitude)
            }
            i = 7
        } else {
            year = Int64(try input.digits(0, width: 4, orThrow: .expectedYear))
            i = 4
        }
        let expandedYear = i == 7

        try input.expect(UInt8(ascii: "-"), at: i, orThrow: .expectedHyphenAfterYear)
        let month = try input.digits(i + 1, width: 2, orThrow: .expectedMonth)
        guard month >= 1 && month <= 12 else {
            throw FastDate.ParseError(.monthOutOfRange, at: i + 1, value: month)
        }
        try input.expect(UInt8(ascii: "-"), at: i + 3, orThrow: .expectedHyphenAfterMonth)
        let day = try input.digits(i + 4, width: 2, orThrow: .expectedDay)
        guard day >= 1 && day <= CivilCalendar.daysInMonth(month, year: year) else {
            throw FastDate.ParseError(.dayOutOfRange, at: i + 4, value: day, year: Int(year), month: month)
        }
        i += 6
        let days = CivilCalendar.daysSinceEpoch(year: year, month: month, day: day)

        // A date alone: `.fullDate`, or `.iso8601` at the end of input. UTC midnight.
        if format.profile == .fullDate || (lenient && i == input.count) {
            try input.expectEnd(at: i)
            return try inRange(FastDate.Timestamp(unchecked: days * secondsPerDay, 0, 0), check: expandedYear)
        }

        let separator = input[i]
        guard separator == UInt8(ascii: "T") || separator == UInt8(ascii: "t") || separator == UInt8(ascii: " ") else {
            throw FastDate.ParseError(.expectedTimeSeparator, at: i)
        }
        let hour = try input.digits(i + 1, width: 2, orThrow: .expectedHour)
        guard hour <= 23 else { throw FastDate.ParseError(.hourOutOfRange, at: i + 1, value: hour) }
        try input.expect(UInt8(ascii: ":"), at: i + 3, orThrow: .expectedColonAfterHour)
        let minute = try input.digits(i + 4, width: 2, orThrow: .expectedMinute)
        guard minute <= 59 else { throw FastDate.ParseError(.minuteOutOfRange, at: i + 4, value: minute) }
        i += 6

        var second = 0
        var secondOffset = -1
        var nanoseconds = 0
        if input[i] == UInt8(ascii: ":") {
            secondOffset = i + 1
            second = try input.digits(i + 1, width: 2, orThrow: .expectedSecond)
            guard second <= 60 else { throw FastDate.ParseError(.secondOutOfRange, at: i + 1, value: second) }
            i += 3
            if input[i] == UInt8(ascii: ".") {
                (nanoseconds, i) = try scanFraction(input, from: i + 1)
            }
        } else if !lenient || !OffsetScanner.startsOffset(input, at: i) {
            // `.iso8601` may omit the seconds (ECMAScript's `HH:mm`), but only directly
            // before an offset or the end.
            throw FastDate.ParseError(.expectedColonAfterMinute, at: i)
        }

        let offset: Int
        (offset, i) = try OffsetScanner.scan(input, at: i, strict: !lenient, assumed: format.assumedUTCOffset)
        try input.expectEnd(at: i)

        // A leap second is only valid at 23:59:60 UTC, and reads as 23:59:59 plus the
        // fraction: POSIX time has no 61st second, and rolling over would change the day.
        let secondOfDay = hour * 3600 + minute * 60
        if second == 60 {
            let utcSecondOfDay = (secondOfDay - offset) %% 86_400
            guard utcSecondOfDay == 86_340 else {
                throw FastDate.ParseError(.invalidLeapSecond, at: secondOffset, value: 60)
            }
            second = 59
        }
        let seconds = days * secondsPerDay + Int64(secondOfDay + second - offset)
        return try inRange(
            FastDate.Timestamp(unchecked: seconds, Int32(nanoseconds), Int32(offset)),
            check: expandedYear
        )
    }

    /// Reads the digits after `.`: the first nine give nanoseconds, the rest are
    /// truncated (Spec: any length, truncated, linear time).
    @inline(__always)
    private static func scanFraction(_ input: ByteInput, from start: Int) throws(FastDate.ParseError) -> (nanoseconds: Int, end: Int) {
        var i = start
        var value = 0
        while i < start + 9 {
            let d = input.digit(i)
            guard d < 10 else { break }
            value = value &* 10 &+ d
            i += 1
        }
        guard i > start else { throw FastDate.ParseError(.expectedFractionDigit, at: start) }
        let nanoseconds = value &* powerOfTen(9 - (i - start))
        while input.digit(i) < 10 { i += 1 }
        return (nanoseconds, i)
    }

    /// Four-digit years cannot leave the range; only expanded years need the check.
    @inline(__always)
    private static func inRange(_ t: FastDate.Timestamp, check: Bool) throws(FastDate.ParseError) -> FastDate.Timestamp {
        guard !check || t.isInSupportedRange else { throw FastDate.ParseError(.outOfRange, at: 0) }
        return t
    }
}

/// 10^n for n in 0...9; a switch rather than a global array, which would be allocated
/// lazily on first use (and so break the zero-allocation promise for the first parse).
@inline(__always)
func powerOfTen(_ n: Int) -> Int {
    switch n {
    case 0: 1
    case 1: 10
    case 2: 100
    case 3: 1_000
    case 4: 10_000
    case 5: 100_000
    case 6: 1_000_000
    case 7: 10_000_000
    case 8: 100_000_000
    default: 1_000_000_000
    }
}

infix operator %% : MultiplicationPrecedence

/// Remainder with the sign of the divisor (floor modulo).
@inline(__always)
func %% (lhs: Int, rhs: Int) -> Int {
    let r = lhs % rhs
    return r < 0 ? r + rhs : r
}
