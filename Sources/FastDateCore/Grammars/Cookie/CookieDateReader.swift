/// RFC 6265 section 5.1.1, the cookie-date algorithm (`Spec/cookie/cookie-dates.md`): split
/// the text into tokens at delimiters, and take the first time, day of the month, month and
/// year among them, in any order.
enum CookieDateReader {
    /// The first year a cookie date may have (RFC 6265 step 5).
    static var firstYear: Int { 1601 }
    /// 1601-01-01T00:00:00Z: the first instant a cookie date may name.
    static var firstSecond: Int64 { -11_644_473_600 }
    /// Two-digit years from this one up are 19xx; below it, 20xx (RFC 6265 steps 3 and 4).
    static var twoDigitYearPivot: Int { 70 }
    /// The RFC's delimiters, `%x09 / %x20-2F / %x3B-40 / %x5B-60 / %x7B-7E`, one bit a byte
    /// value: bytes 0x00–0x3F, then 0x40–0x7F (no byte above 0x7F is one).
    static var delimiters: (UInt64, UInt64) { (0xF800_FFFF_0000_0200, 0x7800_0001_F800_0001) }

    static func read(_ input: ByteInput) throws(FastDate.ParseError) -> FastDate.Timestamp {
        if let t = fastPath(input) { return t }
        return try readGeneral(input)
    }

    /// Accept-only: an IMF-fixdate, through HTTP-date's fixed layout, which accepts only
    /// dates the algorithm reads to the same instant (the weekday matching, seconds up to
    /// 59), here from 1601 on.
    @inline(__always)
    static func fastPath(_ input: ByteInput) -> FastDate.Timestamp? {
        guard let t = InternetFastPath.fastPathGMT(input), t.seconds >= firstSecond else { return nil }
        return t
    }

    @inline(__always)
    static func isDelimiter(_ byte: UInt8) -> Bool {
        let word = byte < 0x40 ? delimiters.0 : byte < 0x80 ? delimiters.1 : 0
        return word &>> UInt64(byte & 0x3F) & 1 != 0
    }

    /// The whole algorithm, every error decided here.
    static func readGeneral(_ input: ByteInput) throws(FastDate.ParseError) -> FastDate.Timestamp {
        var time: Time?
        var day: Field?
        var month: Int?
        var year: Field?
        var i = 0
        while i < input.count {
            if isDelimiter(input[i]) {
                i &+= 1
                continue
            }
            let start = i
            while i < input.count && !isDelimiter(input[i]) { i &+= 1 }
            // The first rule the token matches among those not yet found, in the RFC's order.
            if time == nil, let found = readTime(input, from: start, to: i) {
                time = found
            } else if day == nil, let value = leadingNumber(input, from: start, to: i, digits: 1...2) {
                day = Field(value: value, at: start)
            } else if month == nil, i &- start >= 3, let found = EnglishNames.month(EnglishNames.foldedTriple(input, at: start)) {
                month = found
            } else if year == nil, let value = leadingNumber(input, from: start, to: i, digits: 2...4) {
                year = Field(value: value, at: start)
            }
        }
        guard let time, let day, let month, let year else {
            throw FastDate.ParseError(.incompleteCookieDate, offset: input.count)
        }

        let fullYear = year.value >= twoDigitYearPivot && year.value <= 99 ? year.value &+ 1900
            : year.value < twoDigitYearPivot ? year.value &+ 2000 : year.value
        guard day.value >= 1 && day.value <= 31 else {
            throw FastDate.ParseError(.dayOutOfRange, offset: day.at, value: day.value)
        }
        guard fullYear >= firstYear else {
            throw FastDate.ParseError(.yearOutOfRange, offset: year.at, value: fullYear)
        }
        let fields = DateTimeFields(
            year: Int64(fullYear), month: month,
            day: try DateTimeFields.day(day.value, month: month, year: Int64(fullYear), at: day.at),
            hour: try DateTimeFields.hour(time.hour.value, at: time.hour.at),
            minute: try DateTimeFields.minute(time.minute.value, at: time.minute.at),
            second: try DateTimeFields.second(time.second.value, leapSecond: false, at: time.second.at),
            end: input.count)
        return try fields.timestamp(offset: 0)
    }

    /// A number and the byte it starts at.
    struct Field {
        var value: Int
        var at: Int
    }

    /// `hms-time`'s three fields.
    struct Time {
        var hour: Field
        var minute: Field
        var second: Field
    }

    /// The token `start..<end` read as `time = hms-time [ non-digit *OCTET ]`, where
    /// `hms-time = 1*2DIGIT ":" 1*2DIGIT ":" 1*2DIGIT`; nil when it is not one.
    @inline(__always)
    static func readTime(_ input: ByteInput, from start: Int, to end: Int) -> Time? {
        guard let hour = digitRun(input, from: start, to: end, digits: 1...2),
              input[hour.end] == UInt8(ascii: ":") && hour.end < end,
              let minute = digitRun(input, from: hour.end &+ 1, to: end, digits: 1...2),
              input[minute.end] == UInt8(ascii: ":") && minute.end < end,
              let second = digitRun(input, from: minute.end &+ 1, to: end, digits: 1...2)
        else { return nil }
        return Time(hour: Field(value: hour.value, at: start), minute: Field(value: minute.value, at: hour.end &+ 1),
                    second: Field(value: second.value, at: minute.end &+ 1))
    }

    /// The token read as `digits` digits followed by its end or a non-digit (the shape of
    /// `day-of-month` and `year`); nil otherwise.
    @inline(__always)
    static func leadingNumber(_ input: ByteInput, from start: Int, to end: Int, digits: ClosedRange<Int>) -> Int? {
        digitRun(input, from: start, to: end, digits: digits)?.value
    }

    /// The run of digits at `start` (before `end`), when it has a length within `digits`:
    /// its value and where it ends. At most one digit past the bound is read, so no run
    /// overflows and a long one costs nothing.
    @inline(__always)
    static func digitRun(_ input: ByteInput, from start: Int, to end: Int, digits: ClosedRange<Int>) -> (value: Int, end: Int)? {
        var i = start
        var value = 0
        while i < end && i &- start <= digits.upperBound && input.digit(i) < 10 {
            value = value &* 10 &+ input.digit(i)
            i &+= 1
        }
        return digits.contains(i &- start) ? (value, i) : nil
    }
}
