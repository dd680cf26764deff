/// The pattern reader's zone and offset fields: numeric offsets in each style, `GMT±…`,
/// and the US zone names.
extension PatternReader {
    /// A numeric offset in `style` at `i`: seconds east of UTC and the index past it.
    static func offset(
        _ input: ByteInput, at i: Int, _ style: PatternOffsetStyle
    ) throws(FastDate.ParseError) -> (Int, Int) {
        let sign: Int
        switch input[i] {
        case UInt8(ascii: "Z") where style.contains(.zForZero), UInt8(ascii: "z") where style.contains(.zForZero),
             UInt8(ascii: "Z") where style.contains(.readsZ):
            return (0, i &+ 1)
        case UInt8(ascii: "+"): sign = 1
        case UInt8(ascii: "-"): sign = -1
        default: throw FastDate.ParseError(.expectedOffset, offset: i)
        }
        let hour = try OffsetReader.hour(input, at: i &+ 1)
        var j = i &+ 3
        var minute = 0
        // Where the colon is optional, the text's first field separator decides for the rest.
        var style = style
        if style.contains(.colonOptional) {
            if input[j] == UInt8(ascii: ":") { style.insert(.colon) } else { style.remove(.colon) }
        }
        if style.contains(.colon) {
            try input.expect(UInt8(ascii: ":"), at: j, orThrow: .expectedOffsetColon)
            minute = try OffsetReader.minute(input, at: j &+ 1)
            j &+= 3
        } else if !style.contains(.optionalMinutes) || input.digit(j) < 10 {
            minute = try OffsetReader.minute(input, at: j)
            j &+= 2
        }
        var second = 0
        if style.contains(.optionalSeconds) {
            if style.contains(.colon) ? input[j] == UInt8(ascii: ":") : input.digit(j) < 10 {
                let start = style.contains(.colon) ? j &+ 1 : j
                second = try OffsetReader.second(input, at: start)
                j = start &+ 2
            }
        }
        return (sign &* (hour &* .secondsPerHour &+ minute &* .secondsPerMinute &+ second), j)
    }

    /// `GMT` or `GMT±h[h][:mm]` at `i` (`ZZZZ`, `OOOO`, `O`); with `names` (`z`) also `UTC`,
    /// `UT` and RFC 5322's US zone names.
    static func gmtOffset(_ input: ByteInput, at i: Int, names: Bool) throws(FastDate.ParseError) -> (Int, Int) {
        let triple = EnglishNames.foldedTriple(input, at: i)
        var j: Int
        switch triple {
        case 0x74_6D_67:  // gmt
            j = i &+ 3
        case 0x63_74_75 where names:  // utc
            j = i &+ 3
        default:
            let pair = triple & 0xFFFF
            if names && pair == 0x74_75 && !EnglishNames.isLetter(input[i &+ 2]) {  // ut
                j = i &+ 2
            } else if names && !EnglishNames.isLetter(input[i &+ 3]), let offset = usZoneOffset(triple) {
                return (offset, i &+ 3)
            } else {
                throw FastDate.ParseError(.expectedGMT, offset: i)
            }
        }
        let sign: Int
        switch input[j] {
        case UInt8(ascii: "+"): sign = 1
        case UInt8(ascii: "-"): sign = -1
        default: return (0, j)
        }
        // One or two hour digits, then optionally `:mm`.
        guard input.digit(j &+ 1) < 10 else { throw FastDate.ParseError(.expectedOffsetHour, offset: j &+ 1) }
        var hour = input.digit(j &+ 1)
        j &+= 2
        if input.digit(j) < 10 {
            hour = hour &* 10 &+ input.digit(j)
            guard hour <= 23 else { throw FastDate.ParseError(.offsetHourOutOfRange, offset: j &- 1, value: hour) }
            j &+= 1
        }
        var minute = 0
        if input[j] == UInt8(ascii: ":") {
            minute = try OffsetReader.minute(input, at: j &+ 1)
            j &+= 3
        }
        return (sign &* (hour &* .secondsPerHour &+ minute &* .secondsPerMinute), j)
    }

    /// The offset of one of RFC 5322's US zone names (`EST` … `PDT`), folded; nil for any
    /// other three letters (`EnglishNames.zoneOffset` reads those as UTC, which a pattern
    /// must not).
    static func usZoneOffset(_ folded: UInt32) -> Int? {
        let offset = EnglishNames.zoneOffset(UInt64(folded))
        return offset != 0 ? offset : nil
    }
}
