// RFC 9557's grammar (`FormatGrammar`): written as RFC 3339 is, so the same options.

@usableFromInline
enum RFC9557Grammar: FormatGrammar {
    @inlinable static var facts: FormatFacts {
        FormatFacts(name: "rfc9557", fractions: .chosen(default: 3), takesWrittenOffset: true, suggestionRank: 2)
    }
    @usableFromInline @inline(__always)
    static func read(_ input: ByteInput, _ format: FastDate.Format) throws(FastDate.ParseError) -> FastDate.Timestamp {
        try RFC9557Reader.read(input, format)
    }
    @inlinable @inline(__always)
    static func write(_ t: FastDate.Timestamp, _ format: FastDate.Format, into buffer: UnsafeMutableRawBufferPointer) throws(FastDate.FormatError) -> Int {
        try RFC3339Grammar.writeLayout(format.timestampToWrite(t), fractionDigits: format.detail, into: buffer)
    }
}
