// The Internet dates' grammars (`FormatGrammar`): whole seconds; an HTTP-date is always GMT
// and reads two-digit years against a current year; RFC 5322 writes any whole-minute offset.

@usableFromInline
enum HTTPDateGrammar: FormatGrammar {
    @inlinable static var facts: FormatFacts {
        FormatFacts(name: "httpDate", fractions: .fixed(0), takesWrittenOffset: false, takesCurrentYear: true, hintRank: 4)
    }
    @usableFromInline @inline(__always)
    static func read(_ input: ByteInput, _ format: FastDate.Format) throws(FastDate.ParseError) -> FastDate.Timestamp {
        try HTTPDateReader.read(input, currentYear: format.currentYear)
    }
    @inlinable @inline(__always)
    static func write(_ t: FastDate.Timestamp, _ format: FastDate.Format, into buffer: UnsafeMutableRawBufferPointer) throws(FastDate.FormatError) -> Int {
        try InternetDateWriter.writeHTTPDate(t, into: buffer)
    }
}

@usableFromInline
enum RFC5322Grammar: FormatGrammar {
    @inlinable static var facts: FormatFacts {
        FormatFacts(name: "rfc5322", fractions: .fixed(0), takesWrittenOffset: true, hintRank: 5)
    }
    @usableFromInline @inline(__always)
    static func read(_ input: ByteInput, _ format: FastDate.Format) throws(FastDate.ParseError) -> FastDate.Timestamp {
        try RFC5322Reader.read(input, assumedOffset: format.assumedUTCOffset)
    }
    @inlinable @inline(__always)
    static func write(_ t: FastDate.Timestamp, _ format: FastDate.Format, into buffer: UnsafeMutableRawBufferPointer) throws(FastDate.FormatError) -> Int {
        try InternetDateWriter.writeRFC5322(format.timestampToWrite(t), into: buffer)
    }
}

// The format's member of `FastDate.Format`, as users spell it.
extension FastDate.Format {
    /// RFC 9110's HTTP-date, in all three forms a recipient must accept:
    /// IMF-fixdate `Sun, 06 Nov 1994 08:49:37 GMT`, the obsolete RFC 850 form
    /// `Sunday, 06-Nov-94 08:49:37 GMT`, and C's asctime form `Sun Nov  6 08:49:37 1994`.
    ///
    /// Always GMT. Names are read in any case, spaces exactly as the grammar has them, and
    /// a day name that contradicts the date is an error. Two-digit years count from 1999
    /// in the core (`50`–`99` are 19xx, `00`–`49` are 20xx), and from the current year in
    /// the `FastDate` module's strategies; ``httpDate(currentYear:)`` applies RFC 9110's
    /// 50-year rule from a year you give. See `Spec/internet/internet-dates.md`.
    ///
    /// Writes IMF-fixdate in GMT, whole seconds; a year outside 0000–9999 is
    /// ``FormatError/Kind/unrepresentableYear``.
    @inlinable public static var httpDate: Self { Self(.httpDate) }

    /// ``httpDate``, with RFC 850 two-digit years read by RFC 9110's rule: a year that
    /// would be more than 50 years after `currentYear` is the most recent past year with
    /// those two digits (with 2026, `76` is 2076 and `77` is 1977).
    public static func httpDate(currentYear: Int) -> Self {
        httpDate.readingCurrentYear(currentYear)
    }

    /// RFC 5322's `date-time` (mail, RSS, many older APIs), obsolete forms included:
    /// `Fri, 19 Mar 2021 10:37:20 +0100`, and also `19 Mar 21 10:37 EST`,
    /// `Fri,  5 Mar 2021 10:37:20 GMT (comment)`.
    ///
    /// The day name is optional and must match the date; the day has one or two digits;
    /// two-digit years are 1950–2049 and three-digit years 1900 plus the number; seconds
    /// are optional; the zone is `±hhmm` or a name (`GMT`, `EST`, …; an unknown name is an
    /// unknown offset, read as UTC). Folding white space and nested comments are skipped.
    /// The timestamp keeps the written offset. See `Spec/internet/internet-dates.md`.
    ///
    /// Writes `Fri, 19 Mar 2021 10:37:20 +0100` in the timestamp's offset (`+0000` for
    /// UTC), whole seconds; the offset must be whole minutes and the year 0000–9999.
    @inlinable public static var rfc5322: Self { Self(.rfc5322) }
}
