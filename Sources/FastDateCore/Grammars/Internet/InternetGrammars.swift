// The Internet dates' grammars (`FormatGrammar`): whole seconds; an HTTP-date is always GMT
// and reads two-digit years against a current year; RFC 5322 writes any whole-minute offset.

@usableFromInline
enum HTTPDateGrammar: FormatGrammar {
    @inlinable static var facts: FormatFacts {
        FormatFacts(name: "httpDate", fractions: .fixed(0), takesWrittenOffset: false, takesCurrentYear: true, suggestionRank: 4)
    }
    @usableFromInline @inline(__always)
    static func read(_ input: ByteInput, _ format: FastDate.Format) throws(FastDate.ParseError) -> FastDate.Timestamp {
        try HTTPDateReader.read(input, currentYear: format.currentYear)
    }
    @inlinable @inline(__always)
    static func write(_ t: FastDate.Timestamp, _ format: FastDate.Format, into buffer: UnsafeMutableRawBufferPointer) throws(FastDate.FormatError) -> Int {
        try writeLayout(t, into: buffer)
    }
    /// IMF-fixdate, in GMT.
    @usableFromInline
    static func writeLayout(_ t: FastDate.Timestamp, into buffer: UnsafeMutableRawBufferPointer) throws(FastDate.FormatError) -> Int {
        try InternetDateWriter.writeHTTPDate(t, into: buffer)
    }
}

@usableFromInline
enum RFC5322Grammar: FormatGrammar {
    @inlinable static var facts: FormatFacts {
        FormatFacts(name: "rfc5322", fractions: .fixed(0), takesWrittenOffset: true, suggestionRank: 5)
    }
    @usableFromInline @inline(__always)
    static func read(_ input: ByteInput, _ format: FastDate.Format) throws(FastDate.ParseError) -> FastDate.Timestamp {
        try RFC5322Reader.read(input, assumedOffset: format.assumedUTCOffset)
    }
    @inlinable @inline(__always)
    static func write(_ t: FastDate.Timestamp, _ format: FastDate.Format, into buffer: UnsafeMutableRawBufferPointer) throws(FastDate.FormatError) -> Int {
        try writeLayout(format.timestampToWrite(t), into: buffer)
    }
    /// RFC 5322 in the timestamp's offset.
    @usableFromInline
    static func writeLayout(_ t: FastDate.Timestamp, into buffer: UnsafeMutableRawBufferPointer) throws(FastDate.FormatError) -> Int {
        try InternetDateWriter.writeRFC5322(t, into: buffer)
    }
}
