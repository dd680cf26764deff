/// Reads an RFC 5322 `date-time` with the obsolete syntax of section 4.3
/// (`Spec/internet/internet-dates.md`): `Fri, 19 Mar 2021 10:37:20 +0100`, and what mail and feeds
/// still send, such as `19 Mar 21 10:37 EST` or `Fri, 5 Mar 2021 10:37:20 GMT (CET)`.
///
/// Unlike the fixed layouts, tokens here are separated by CFWS (spaces, tabs, folded lines
/// and nested comments), so every field is read from a cursor that ``skipCFWS(_:from:)``
/// moves past them. Where the RFC requires white space, a comment alone is not enough.
enum RFC5322Reader {
    /// Years read beyond this many digits stop growing: far past the supported range and
    /// far from overflow, so a million digits cost linear time and end in `outOfRange`.
    private static let yearSaturation: Int64 = 10_000_000

    static func read(_ input: ByteInput, assumedOffset: Int32?) throws(FastDate.ParseError) -> FastDate.Timestamp {
        // The modern shape, `Fri, 19 Mar 2021 10:37:20 +0100` (or `GMT`), in bulk first.
        if let t = InternetFastPath.fastPathRFC5322(input) { return t }
        var i = try skipCFWS(input, from: 0).end

        // [day-name [CFWS] ","]
        var weekday: Int?
        let weekdayAt = i
        if EnglishNames.isLetter(input[i]) {
            guard let day = EnglishNames.dayOfWeek(EnglishNames.foldedTriple(input, at: i)),
                  !EnglishNames.isLetter(input[i &+ 3])
            else { throw FastDate.ParseError(.expectedDayName, offset: i) }
            weekday = day
            i = try skipCFWS(input, from: i &+ 3).end
            try input.expect(UInt8(ascii: ","), at: i, orThrow: .expectedComma)
            i = try skipCFWS(input, from: i &+ 1).end
        }

        // day FWS month FWS year FWS
        let dayAt = i
        let dayWidth = input.digit(i &+ 1) < 10 ? 2 : 1
        let day = try InternetDateFields.day(input, at: i, width: dayWidth)
        i = try requireFWS(input, from: i &+ dayWidth)
        let month = try InternetDateFields.month(input, at: i)
        i = try requireFWS(input, from: i &+ 3)
        let yearAt = i
        var year: Int64 = 0
        while input.digit(i) < 10 {
            year = min(year &* 10 &+ Int64(input.digit(i)), yearSaturation)
            i &+= 1
        }
        switch i &- yearAt {
        case 0, 1: throw FastDate.ParseError(.expectedYear, offset: i)
        case 2: year &+= year < 50 ? 2000 : 1900  // RFC 5322 section 4.3
        case 3: year &+= 1900
        default: break
        }
        let date = try InternetDateFields.date(year: year, month: month, day: day, dayAt: dayAt, weekday: weekday, weekdayAt: weekdayAt)
        i = try requireFWS(input, from: i)

        // hour [CFWS] ":" [CFWS] minute [[CFWS] ":" [CFWS] second]
        let hour = try InternetDateFields.hour(input, at: i)
        i = try skipCFWS(input, from: i &+ 2).end
        try input.expect(UInt8(ascii: ":"), at: i, orThrow: .expectedColonAfterHour)
        i = try skipCFWS(input, from: i &+ 1).end
        let minute = try InternetDateFields.minute(input, at: i)
        i &+= 2
        var time = InternetDateFields.Time(hour: hour, minute: minute, second: 0, secondAt: i)
        let afterMinute = try skipCFWS(input, from: i).end
        if input[afterMinute] == UInt8(ascii: ":") {
            i = try skipCFWS(input, from: afterMinute &+ 1).end
            time.second = try InternetDateFields.second(input, at: i)
            time.secondAt = i
            i &+= 2
        }

        // [CFWS] zone [CFWS]
        let gap = try skipCFWS(input, from: i)
        let offset: Int
        (offset, i) = try zone(input, at: gap.end, afterWhiteSpace: gap.sawWhiteSpace, assumed: assumedOffset)
        try input.expectEnd(at: try skipCFWS(input, from: i).end)
        return try InternetDateFields.timestamp(date, time, offset: offset)
    }

    /// `("+" / "-") 4DIGIT` or a zone name, at `i`; returns the offset in seconds east of
    /// UTC and the index just past the zone.
    @inline(__always)
    private static func zone(_ input: ByteInput, at i: Int, afterWhiteSpace: Bool, assumed: Int32?) throws(FastDate.ParseError) -> (Int, Int) {
        let first = input[i]
        if first == UInt8(ascii: "+") || first == UInt8(ascii: "-") {
            // A numeric zone needs the folding white space the RFC puts before it.
            guard afterWhiteSpace else { throw FastDate.ParseError(.expectedSpace, offset: i) }
            let hours = try input.digits(i &+ 1, width: 2, orThrow: .expectedOffsetHour)
            let minutes = try input.digits(i &+ 3, width: 2, orThrow: .expectedOffsetMinute)
            guard hours <= 23 else { throw FastDate.ParseError(.offsetHourOutOfRange, offset: i &+ 1, value: hours) }
            guard minutes <= 59 else { throw FastDate.ParseError(.offsetMinuteOutOfRange, offset: i &+ 3, value: minutes) }
            // `-0000` ("offset unknown") is read as UTC, the same as `+0000`.
            let magnitude = hours &* 3600 &+ minutes &* 60
            return (first == UInt8(ascii: "-") ? -magnitude : magnitude, i &+ 5)
        }
        if EnglishNames.isLetter(first) {
            var folded: UInt64 = 0
            var j = i
            while EnglishNames.isLetter(input[j]) {
                guard j &- i < EnglishNames.longestZoneName else { throw FastDate.ParseError(.expectedOffset, offset: i) }
                folded |= UInt64(input[j] | 0x20) &<< (8 &* UInt64(j &- i))
                j &+= 1
            }
            return (EnglishNames.zoneOffset(folded), j)
        }
        guard i == input.count else { throw FastDate.ParseError(.expectedOffset, offset: i) }
        guard let assumed else { throw FastDate.ParseError(.missingOffset, offset: i) }
        return (Int(assumed), i)
    }

    /// Skips folding white space where the RFC requires it, comments allowed among it;
    /// throws `expectedSpace` at `i` when there is no space, tab or fold at all.
    @inline(__always)
    private static func requireFWS(_ input: ByteInput, from i: Int) throws(FastDate.ParseError) -> Int {
        let gap = try skipCFWS(input, from: i)
        guard gap.sawWhiteSpace else { throw FastDate.ParseError(.expectedSpace, offset: i) }
        return gap.end
    }

    /// Skips any run of CFWS from `i`: spaces, tabs, CR LF followed by a space or tab (a
    /// folded line), and comments. Stops at anything else, a lone CR or LF included, which
    /// the caller then reports as the byte it did not expect.
    @inline(__always)
    static func skipCFWS(_ input: ByteInput, from start: Int) throws(FastDate.ParseError) -> (end: Int, sawWhiteSpace: Bool) {
        var i = start
        var sawWhiteSpace = false
        while true {
            switch input[i] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                sawWhiteSpace = true
                i &+= 1
            case UInt8(ascii: "\r"):
                let next = input[i &+ 2]
                guard input[i &+ 1] == UInt8(ascii: "\n"), next == UInt8(ascii: " ") || next == UInt8(ascii: "\t") else {
                    return (i, sawWhiteSpace)
                }
                sawWhiteSpace = true
                i &+= 3
            case UInt8(ascii: "("):
                i = try skipComment(input, from: i)
            default:
                return (i, sawWhiteSpace)
            }
        }
    }

    /// Skips a comment that opens at `open`, nested comments and quoted pairs included, in
    /// one pass with a depth counter (no recursion, so no depth is too deep).
    ///
    /// A NUL is refused wherever it stands in a comment, quoted or not: `obs-ctext` excludes
    /// it, and RFC 9110 section 5.5 has a recipient reject a field value that holds one
    /// (a NUL is how a header is smuggled past a parser that stops at it).
    private static func skipComment(_ input: ByteInput, from open: Int) throws(FastDate.ParseError) -> Int {
        var i = open
        var depth = 0
        repeat {
            guard i < input.count else { throw FastDate.ParseError(.unterminatedComment, offset: open) }
            switch input[i] {
            case UInt8(ascii: "("): depth &+= 1
            case UInt8(ascii: ")"): depth &-= 1
            case UInt8(ascii: "\\"):
                // quoted-pair: the next byte is text, whatever it is, but a NUL.
                i &+= 1
                if i < input.count && input[i] == 0 { throw FastDate.ParseError(.nulInComment, offset: i) }
            case 0: throw FastDate.ParseError(.nulInComment, offset: i)
            default: break
            }
            i &+= 1
        } while depth > 0
        return i
    }
}
