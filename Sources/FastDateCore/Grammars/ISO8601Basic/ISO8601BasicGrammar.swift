// ISO 8601 basic's grammar (`FormatGrammar`): whole seconds unless told otherwise, as
// `x-amz-date` and iCalendar write them, in any offset.

@usableFromInline
enum ISO8601BasicGrammar: FormatGrammar {
    @inlinable static var facts: FormatFacts {
        FormatFacts(name: "iso8601Basic", fractions: .chosen(default: 0), takesWrittenOffset: true, suggestionRank: 3)
    }
    @usableFromInline @inline(__always)
    static func read(_ input: ByteInput, _ format: FastDate.Format) throws(FastDate.ParseError) -> FastDate.Timestamp {
        try ISO8601BasicReader.read(input, format)
    }
    @inlinable @inline(__always)
    static func write(_ t: FastDate.Timestamp, _ format: FastDate.Format, into buffer: UnsafeMutableRawBufferPointer) throws(FastDate.FormatError) -> Int {
        try writeLayout(format.timestampToWrite(t), fractionDigits: format.detail, into: buffer)
    }
    /// ISO 8601's basic format in the timestamp's offset.
    @usableFromInline
    static func writeLayout(_ t: FastDate.Timestamp, fractionDigits: UInt8, into buffer: UnsafeMutableRawBufferPointer) throws(FastDate.FormatError) -> Int {
        try ISO8601BasicWriter.write(t, fractionDigits: Int(fractionDigits), into: buffer)
    }
}
