/// Reads RFC 9110's HTTP-date in its three forms (`Spec/internet/internet-dates.md`):
///
///     IMF-fixdate   Sun, 06 Nov 1994 08:49:37 GMT
///     rfc850-date   Sunday, 06-Nov-94 08:49:37 GMT
///     asctime-date  Sun Nov  6 08:49:37 1994
///
/// Every field sits at a fixed position once the form is known, and the form shows at
/// byte 3: `,` for IMF-fixdate, a space for asctime, a letter for the full day name of
/// rfc850-date. Spaces are exact; names are read ignoring case; always GMT.
enum HTTPDateReader {
    static func read(_ input: ByteInput, currentYear: Int32) throws(FastDate.ParseError) -> FastDate.Timestamp {
        // IMF-fixdate, what every sender writes today, in bulk first; anything else (and
        // every error) is read below, field by field.
        if let t = InternetFastPath.fastPathGMT(input) { return t }
        guard let weekday = EnglishNames.dayOfWeek(EnglishNames.foldedTriple(input, at: 0)) else {
            throw FastDate.ParseError(.expectedDayName, offset: 0)
        }
        switch input[3] {
        case UInt8(ascii: ","): return try imfFixdate(input, weekday)
        case UInt8(ascii: " "): return try asctime(input, weekday)
        default: return try rfc850(input, weekday, currentYear: currentYear)
        }
    }

    /// `Sun, 06 Nov 1994 08:49:37 GMT`: 29 bytes, the form every sender writes today.
    @inline(__always)
    private static func imfFixdate(_ input: ByteInput, _ weekday: Int) throws(FastDate.ParseError) -> FastDate.Timestamp {
        try space(input, 4)
        let day = try InternetDateFields.day(input, at: 5, width: 2)
        try space(input, 7)
        let month = try InternetDateFields.month(input, at: 8)
        try space(input, 11)
        let year = Int64(try input.digits(12, width: 4, orThrow: .expectedYear))
        let date = try InternetDateFields.date(year: year, month: month, day: day, dayAt: 5, weekday: weekday, weekdayAt: 0)
        try space(input, 16)
        let time = try InternetDateFields.time(input, at: 17)
        try space(input, 25)
        try gmt(input, 26)
        try input.expectEnd(at: 29)
        return try InternetDateFields.timestamp(date, time, offset: 0)
    }

    /// `Sunday, 06-Nov-94 08:49:37 GMT`: the full day name, a two-digit year.
    private static func rfc850(_ input: ByteInput, _ weekday: Int, currentYear: Int32) throws(FastDate.ParseError) -> FastDate.Timestamp {
        let rest = EnglishNames.fullNameRest(weekday)
        for k in 0..<rest.count where input[3 &+ k] | 0x20 != UInt8(truncatingIfNeeded: rest.bytes &>> (8 &* UInt64(k))) {
            throw FastDate.ParseError(.expectedDayName, offset: 0)
        }
        let i = 3 &+ rest.count  // just past the name
        try input.expect(UInt8(ascii: ","), at: i, orThrow: .expectedComma)
        try space(input, i &+ 1)
        let day = try InternetDateFields.day(input, at: i &+ 2, width: 2)
        try input.expect(UInt8(ascii: "-"), at: i &+ 4, orThrow: .expectedHyphenAfterDay)
        let month = try InternetDateFields.month(input, at: i &+ 5)
        try input.expect(UInt8(ascii: "-"), at: i &+ 8, orThrow: .expectedHyphenAfterMonth)
        let twoDigits = try input.digits(i &+ 9, width: 2, orThrow: .expectedYear)
        let year = Int64(fiftyYearRule(twoDigits, currentYear: Int(currentYear)))
        let date = try InternetDateFields.date(year: year, month: month, day: day, dayAt: i &+ 2, weekday: weekday, weekdayAt: 0)
        try space(input, i &+ 11)
        let time = try InternetDateFields.time(input, at: i &+ 12)
        try space(input, i &+ 20)
        try gmt(input, i &+ 21)
        try input.expectEnd(at: i &+ 24)
        return try InternetDateFields.timestamp(date, time, offset: 0)
    }

    /// `Sun Nov  6 08:49:37 1994`: C's `asctime()`, a day padded with a space, no zone
    /// (RFC 9110: it means GMT). The year comes last, so the date is checked after the time
    /// has been read.
    private static func asctime(_ input: ByteInput, _ weekday: Int) throws(FastDate.ParseError) -> FastDate.Timestamp {
        let month = try InternetDateFields.month(input, at: 4)
        try space(input, 7)
        // `date3 = month SP ( 2DIGIT / ( SP DIGIT ))`
        let dayAt = input[8] == UInt8(ascii: " ") ? 9 : 8
        let day = try InternetDateFields.day(input, at: dayAt, width: 10 &- dayAt)
        try space(input, 10)
        let time = try InternetDateFields.time(input, at: 11)
        try space(input, 19)
        let year = Int64(try input.digits(20, width: 4, orThrow: .expectedYear))
        let date = try InternetDateFields.date(year: year, month: month, day: day, dayAt: dayAt, weekday: weekday, weekdayAt: 0)
        try input.expectEnd(at: 24)
        return try InternetDateFields.timestamp(date, time, offset: 0)
    }

    /// RFC 9110's rule for a two-digit year: the year with those digits that is at most 50
    /// years after `currentYear` and less than 50 before it (with 2026: `76` is 2076,
    /// `77` is 1977). With the clock-free 1999 this is 1950–2049.
    @inline(__always)
    static func fiftyYearRule(_ twoDigits: Int, currentYear: Int) -> Int {
        var year = currentYear - ((currentYear % 100) + 100) % 100 + twoDigits
        if year > currentYear + 50 { year -= 100 } else if year <= currentYear - 50 { year += 100 }
        return year
    }

    @inline(__always)
    private static func space(_ input: ByteInput, _ i: Int) throws(FastDate.ParseError) {
        try input.expect(UInt8(ascii: " "), at: i, orThrow: .expectedSpace)
    }

    /// `GMT`, in any case.
    @inline(__always)
    private static func gmt(_ input: ByteInput, _ i: Int) throws(FastDate.ParseError) {
        guard EnglishNames.foldedTriple(input, at: i) == 0x74_6D_67 else {  // gmt
            throw FastDate.ParseError(.expectedGMT, offset: i)
        }
    }
}
