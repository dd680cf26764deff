// .NET JSON dates' grammar (`FormatGrammar`): whole milliseconds, and the sender's offset
// after them.

@usableFromInline
enum DotNetJSONGrammar: FormatGrammar {
    @inlinable static var facts: FormatFacts {
        FormatFacts(name: "dotNetJSON", fractions: .fixed(3), takesWrittenOffset: true, hintRank: 6)
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
        try DotNetJSONWriter.write(format.timestampToWrite(t), into: buffer)
    }
}

// The format's member of `FastDate.Format`, as users spell it.
extension FastDate.Format {
    /// The JSON dates of .NET's `DataContractJsonSerializer` and WCF:
    /// `/Date(1616146640123)/` and `/Date(1616146640123+0100)/`, and their JSON-escaped
    /// spelling `\/Date(…)\/`, which raw JSON bytes hold.
    ///
    /// The number is the instant, in milliseconds since 1970 UTC; the `±hhmm` after it is
    /// the sender's offset, kept in ``Timestamp/utcOffset`` without moving the instant.
    /// See `Spec/dotnet-json/dotnet-json.md`.
    ///
    /// Writes `/Date(ms)/` for offset 0 and `/Date(ms±hhmm)/` otherwise, the milliseconds
    /// rounded toward the past (`JSONEncoder` escapes the slashes as .NET does).
    @inlinable public static var dotNetJSON: Self { Self(.dotNetJSON) }
}
