/// Reads `year-month-day[Thh:mm[:ss[.frac]]offset]` for `.iso8601`, `.rfc3339`,
/// `.fullDate` and local date-times, left to right, reporting the first problem as the
/// Spec orders them.
///
/// Fields sit at positions known from the previous field, with fixed widths. The common
/// shape, `YYYY-MM-DDTHH:mm:ss`, is first tried in bulk by ``FixedLayout``; whatever it
/// does not take (expanded years, omitted seconds, any error) is read here field by field,
/// which is also where every error offset is decided. Both feed the same ``finish``.
enum DateScanner {
    /// The general path: every field checked on its own, every failure reported at its byte.
    static func scanFieldByField(_ input: ByteInput, _ format: FastDate.Format) throws(FastDate.ParseError) -> FastDate.Timestamp {
        let lenient = format.profile == .iso8601
        var fields = try readDate(input, expandedYears: lenient)

        // A date alone: `.fullDate`, or `.iso8601` at the end of input. UTC midnight.
        if format.profile == .fullDate || (lenient && fields.end == input.count) {
            try input.expectEnd(at: fields.end)
            return try fields.timestamp(offset: 0)
        }

        try readTime(input, into: &fields, optionalSeconds: lenient)
        return try finish(input, fields, format)
    }

    /// Reads a local date-time: `.iso8601`'s date-time, with the offset optional.
    ///
    /// The same fields as ``scanFieldByField(_:_:)`` with `.iso8601`'s liberties (expanded
    /// years, omitted seconds) but no date alone; only the ending differs, in
    /// ``finishLocal(_:_:)``.
    static func scanLocal(_ input: ByteInput) throws(FastDate.ParseError) -> FastDate.LocalDateTime {
        if let fields = FixedLayout.read(input) {
            return try finishLocal(input, fields)
        }
        var fields = try readDate(input, expandedYears: true)
        try readTime(input, into: &fields, optionalSeconds: true)
        return try finishLocal(input, fields)
    }

    /// `year-month-day`; a year is 4 digits, or with `expandedYears` also a sign and 6 digits.
    @inline(__always)
    private static func readDate(_ input: ByteInput, expandedYears: Bool) throws(FastDate.ParseError) -> DateTimeFields {
        var i: Int
        let year: Int64
        let first = input[0]
        if first == UInt8(ascii: "+") || first == UInt8(ascii: "-") {
            guard expandedYears else { throw FastDate.ParseError(.expectedYear, at: 0) }
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
        return DateTimeFields(year: year, month: month, day: day, end: i + 6)
    }

    /// `T hh:mm:ss` after the date; with `optionalSeconds`, `:ss` may be left out directly
    /// before an offset or the end.
    @inline(__always)
    private static func readTime(_ input: ByteInput, into fields: inout DateTimeFields, optionalSeconds: Bool) throws(FastDate.ParseError) {
        var i = fields.end
        let separator = input[i]
        guard separator == UInt8(ascii: "T") || separator == UInt8(ascii: "t") || separator == UInt8(ascii: " ") else {
            throw FastDate.ParseError(.expectedTimeSeparator, at: i)
        }
        fields.hour = try input.digits(i + 1, width: 2, orThrow: .expectedHour)
        guard fields.hour <= 23 else { throw FastDate.ParseError(.hourOutOfRange, at: i + 1, value: fields.hour) }
        try input.expect(UInt8(ascii: ":"), at: i + 3, orThrow: .expectedColonAfterHour)
        fields.minute = try input.digits(i + 4, width: 2, orThrow: .expectedMinute)
        guard fields.minute <= 59 else { throw FastDate.ParseError(.minuteOutOfRange, at: i + 4, value: fields.minute) }
        i += 6

        if input[i] == UInt8(ascii: ":") {
            fields.second = try input.digits(i + 1, width: 2, orThrow: .expectedSecond)
            guard fields.second <= 60 else {
                throw FastDate.ParseError(.secondOutOfRange, at: i + 1, value: fields.second)
            }
            i += 3
        } else if !optionalSeconds || !OffsetScanner.startsOffset(input, at: i) {
            // `.iso8601` may omit the seconds (ECMAScript's `HH:mm`), but only directly
            // before an offset or the end.
            throw FastDate.ParseError(.expectedColonAfterMinute, at: i)
        } else {
            fields.hasSeconds = false
        }
        fields.end = i
    }

    /// Everything after the seconds: fraction, offset, end of input, leap second, range.
    @inline(always)
    static func finish(_ input: ByteInput, _ fields: DateTimeFields, _ format: FastDate.Format) throws(FastDate.ParseError) -> FastDate.Timestamp {
        var fields = fields
        var i = fields.end
        if fields.hasSeconds && input[i] == UInt8(ascii: ".") {
            (fields.nanoseconds, i) = try scanFraction(input, from: i &+ 1)
        }
        let offset: Int
        (offset, i) = try OffsetScanner.scan(
            input, at: i, strict: format.profile != .iso8601, assumed: format.assumedUTCOffset
        )
        try input.expectEnd(at: i)

        // A leap second is only valid at 23:59:60 UTC, and reads as 23:59:59 plus the
        // fraction: POSIX time has no 61st second, and rolling over would change the day.
        if fields.second == 60 {
            let utcSecondOfDay = (fields.hour &* 3600 &+ fields.minute &* 60 &- offset) %% 86_400
            guard utcSecondOfDay == 86_340 else {
                throw FastDate.ParseError(.invalidLeapSecond, at: fields.end - 2, value: 60)
            }
            fields.second = 59
        }
        return try fields.timestamp(offset: offset)
    }

    /// The ending of a local date-time. Followed by an offset, it names an instant and is
    /// read exactly as `.iso8601` reads it; at the end of input it stays a wall-clock
    /// reading, which cannot be a leap second (that needs the UTC time) and must be within
    /// a day of the range (some offset could still bring it in).
    static func finishLocal(_ input: ByteInput, _ fields: DateTimeFields) throws(FastDate.ParseError) -> FastDate.LocalDateTime {
        var i = fields.end
        var nanoseconds = 0
        if fields.hasSeconds && input[i] == UInt8(ascii: ".") {
            (nanoseconds, i) = try scanFraction(input, from: i &+ 1)
        }
        guard i == input.count else {
            let t = try finish(input, fields, .iso8601)
            return FastDate.LocalDateTime(unchecked: t.seconds &+ Int64(t.utcOffset), t.nanoseconds, t.utcOffset)
        }
        if fields.second == 60 {
            throw FastDate.ParseError(.invalidLeapSecond, at: fields.end - 2, value: 60)
        }
        let localSeconds = try fields.localSeconds()
        let exact = Int32(truncatingIfNeeded: nanoseconds)
        guard FastDate.LocalDateTime.canBeInRange(localSeconds, exact) else {
            throw FastDate.ParseError(.outOfRange, at: 0)
        }
        return FastDate.LocalDateTime(unchecked: localSeconds, exact, nil)
    }

    /// Reads the digits after `.`: the first nine give nanoseconds, the rest are
    /// truncated (Spec: any length, truncated, linear time).
    ///
    /// Also read by ``TimeOfDayScanner``: a fraction of a second is the same grammar there.
    ///
    /// Exactly three digits (JavaScript's milliseconds) take a one-load shortcut: it cut the
    /// benchmark's `.sssZ` parse from 10.7 to 9.8 ns. Every other length takes a plain byte
    /// loop; a general 8-byte SWAR version measured more instructions for short fractions.
    @inline(__always)
    static func scanFraction(_ input: ByteInput, from start: Int) throws(FastDate.ParseError) -> (nanoseconds: Int, end: Int) {
        // JavaScript's shape, `.sssZ`, is most of real traffic: when three digits and then a
        // non-digit are there, read them with one 4-byte load and no loop. After `^ 0x30` a
        // digit byte is 0...9, so adding 0x76 leaves its high bit clear; any other byte sets it.
        if input.count &- start >= 4 {
            let t = UInt32(littleEndian: input.base.loadUnaligned(fromByteOffset: start, as: UInt32.self)) ^ 0x3030_3030
            if ((t &+ 0x0076_7676) | t) & 0x0080_8080 == 0 && t &>> 24 >= 10 {
                let value = Int(t & 0xFF) &* 100 &+ Int((t &>> 8) & 0xFF) &* 10 &+ Int((t &>> 16) & 0xFF)
                return (value &* 1_000_000, start &+ 3)
            }
        }
        var i = start
        var value = 0
        let nanosecondEnd = start &+ 9
        while i < nanosecondEnd {
            let d = input.digit(i)
            guard d < 10 else { break }
            value = value &* 10 &+ d
            i &+= 1
        }
        guard i > start else { throw FastDate.ParseError(.expectedFractionDigit, at: start) }
        let nanoseconds = value &* powerOfTen(nanosecondEnd &- i)
        while input.digit(i) < 10 { i &+= 1 }
        return (nanoseconds, i)
    }
}

/// The fields of a date-time read so far, all already range-checked.
struct DateTimeFields {
    var year: Int64
    var month: Int
    var day: Int
    var hour = 0
    var minute = 0
    var second = 0
    var nanoseconds = 0
    /// Whether `:ss` was written (`.iso8601` may omit it; then no fraction may follow).
    var hasSeconds = true
    /// Index just past the last field read.
    var end: Int

    init(year: Int64, month: Int, day: Int, end: Int) {
        self.year = year
        self.month = month
        self.day = day
        self.end = end
    }

    init(year: Int64, month: Int, day: Int, hour: Int, minute: Int, second: Int, end: Int) {
        self.init(year: year, month: month, day: day, end: end)
        self.hour = hour
        self.minute = minute
        self.second = second
    }

    /// Seconds from 1970-01-01T00:00:00 to the fields' wall-clock reading, as if at UTC.
    /// Years are bounded first, as in ``timestamp(offset:)``; the caller judges the range.
    func localSeconds() throws(FastDate.ParseError) -> Int64 {
        guard year >= -271_821 && year <= 275_760 else { throw FastDate.ParseError(.outOfRange, at: 0) }
        let days = CivilCalendar.daysSinceEpoch(year: year, month: month, day: day)
        return days &* 86_400 &+ Int64(hour &* 3600 &+ minute &* 60 &+ second)
    }

    /// The instant, with `offset` seconds east of UTC removed.
    @inline(__always)
    func timestamp(offset: Int) throws(FastDate.ParseError) -> FastDate.Timestamp {
        // Four-digit years cannot leave the range. Expanded years (up to ±999999) are bounded
        // by year first, which also keeps the calendar arithmetic inside its domain, then by
        // the exact instant.
        let fourDigitYear = year >= 0 && year <= 9999
        guard fourDigitYear || (year >= -271_821 && year <= 275_760) else {
            throw FastDate.ParseError(.outOfRange, at: 0)
        }
        // Fields are range-checked and years bounded, so nothing here can overflow.
        let days = CivilCalendar.daysSinceEpoch(year: year, month: month, day: day)
        let seconds = days &* 86_400 &+ Int64(hour &* 3600 &+ minute &* 60 &+ second &- offset)
        let t = FastDate.Timestamp(
            unchecked: seconds, Int32(truncatingIfNeeded: nanoseconds), Int32(truncatingIfNeeded: offset)
        )
        guard fourDigitYear || t.isInSupportedRange else {
            throw FastDate.ParseError(.outOfRange, at: 0)
        }
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
