// .NET JSON dates' grammar (`FormatGrammar`): whole milliseconds, and the sender's offset
// after them.

@usableFromInline
enum DotNetJSONGrammar: FormatGrammar {
    @inlinable static var facts: FormatFacts {
        FormatFacts(name: "dotNetJSON", fractions: .fixed(3), takesWrittenOffset: true, suggestionRank: 6)
    }
    /// The common shape: an epoch number inside `/Date(…)/`.
    @usableFromInline @inline(__always)
    static func fastPath(_ input: ByteInput, _ format: FastDate.Format) -> FastDate.Timestamp? {
        DotNetJSONReader.fastPath(input)
    }
    @usableFromInline @inline(__always)
    static func read(_ input: ByteInput, _ format: FastDate.Format) throws(FastDate.ParseError) -> FastDate.Timestamp {
        try DotNetJSONReader.read(input)
    }
    @inlinable @inline(__always)
    static func write(_ t: FastDate.Timestamp, _ format: FastDate.Format, into buffer: UnsafeMutableRawBufferPointer) throws(FastDate.FormatError) -> Int {
        try writeLayout(format.timestampToWrite(t), into: buffer)
    }
    /// `/Date(ms)/` or `/Date(ms±hhmm)/` in the timestamp's offset.
    @usableFromInline
    static func writeLayout(_ t: FastDate.Timestamp, into buffer: UnsafeMutableRawBufferPointer) throws(FastDate.FormatError) -> Int {
        try DotNetJSONWriter.write(t, into: buffer)
    }
}
