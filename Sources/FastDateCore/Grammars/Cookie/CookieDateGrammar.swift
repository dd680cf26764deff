// Cookie dates' grammar (`FormatGrammar`): written as IMF-fixdate, whole seconds in GMT.

@usableFromInline
enum CookieDateGrammar: FormatGrammar {
    @inlinable static var facts: FormatFacts {
        // Named last: it reads a date out of almost any text with a month name in it.
        FormatFacts(name: "cookieDate", fractions: .fixed(0), takesWrittenOffset: false, hintRank: 8)
    }
    @usableFromInline @inline(__always)
    static func read(_ input: ByteInput, _ format: FastDate.Format) throws(FastDate.ParseError) -> FastDate.Timestamp {
        try CookieDateReader.read(input)
    }
    @inlinable @inline(__always)
    static func write(_ t: FastDate.Timestamp, _ format: FastDate.Format, into buffer: UnsafeMutableRawBufferPointer) throws(FastDate.FormatError) -> Int {
        try writeLayout(t, into: buffer)
    }
    /// IMF-fixdate in GMT, from 1601 on: what a cookie date can carry.
    @usableFromInline
    static func writeLayout(_ t: FastDate.Timestamp, into buffer: UnsafeMutableRawBufferPointer) throws(FastDate.FormatError) -> Int {
        guard t.isInSupportedRange else { throw FastDate.FormatError(.outOfRange) }
        guard t.seconds >= CookieDateReader.firstSecond else { throw FastDate.FormatError(.unrepresentableYear) }
        return try InternetDateWriter.writeHTTPDate(t, into: buffer)
    }

    /// `.cookieDate`, only for a text in GMT that it reads: the cookie date skips any token
    /// it does not know, a zone included, so it is named only where reading the text as UTC
    /// gives the instant the text means.
    @usableFromInline
    static func hint(for input: ByteInput, _ plain: FastDate.Format) -> FastDate.Format? {
        isInGMT(input) && reads(input, plain) ? plain : nil
    }

    /// Whether a text says it is in GMT and names no other offset (no `+`, no ` -`).
    private static func isInGMT(_ input: ByteInput) -> Bool {
        var sawGMT = false
        var i = 0
        while i < input.count {
            let byte = input[i]
            if byte == UInt8(ascii: "+") || (byte == UInt8(ascii: "-") && i > 0 && input[i &- 1] == UInt8(ascii: " ")) { return false }
            if i &+ 3 <= input.count, byte | 0x20 == UInt8(ascii: "g"), input[i &+ 1] | 0x20 == UInt8(ascii: "m"),
               input[i &+ 2] | 0x20 == UInt8(ascii: "t") {
                sawGMT = true
            }
            i &+= 1
        }
        return sawGMT
    }
}

// The format's member of `FastDate.Format`, as users spell it.
extension FastDate.Format {
    /// The `Expires` date of a `Set-Cookie` header, read by RFC 6265 section 5.1.1
    /// exactly: `Wed, 09-Jun-2021 10:18:14 GMT`, `Thursday, 01-Jan-1970 00:00:00 GMT`,
    /// `Sat, 15-Apr-17 21:01:22`, `Sun,  9 Dec 2012 13:42:05 GMT`.
    ///
    /// The time, day of the month, month and year are found as tokens in any order;
    /// anything else (a day name, a zone) is skipped, and the result is always UTC.
    /// Two-digit years 70–99 are 19xx and 00–69 are 20xx; a year before 1601 is
    /// ``ParseError/Kind/yearOutOfRange``, a missing token
    /// ``ParseError/Kind/incompleteCookieDate``. See `Spec/cookie/cookie-dates.md`.
    ///
    /// Writes IMF-fixdate in GMT, as RFC 6265 asks servers to; a year before 1601 or
    /// after 9999 is ``FormatError/Kind/unrepresentableYear``.
    @inlinable public static var cookieDate: Self { Self(.cookieDate) }
}
