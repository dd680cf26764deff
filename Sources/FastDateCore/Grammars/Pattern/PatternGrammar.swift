// Patterns' grammar (`FormatGrammar`): the pattern carries its own zone, fraction fields and
// two-digit-year window, so no option of `Format` applies to it. Never suggested: a pattern
// has no text of its own to recognize.

@usableFromInline
enum PatternGrammar: FormatGrammar {
    @inlinable static var facts: FormatFacts {
        FormatFacts(name: "pattern", fractions: .pattern, takesWrittenOffset: false, takesAssumedOffset: false)
    }
    /// A pattern's fixed layout (`PatternFastPath`).
    @usableFromInline @inline(__always)
    static func fastPath(_ input: ByteInput, _ format: FastDate.Format) -> FastDate.Timestamp? {
        guard format.program != nil else { return nil }
        // `format` keeps the program alive for the whole call; reading it as a guaranteed
        // reference spares a retain and a release per date (Benchmarks/LEDGER.md).
        let program = Unmanaged.passUnretained(format.program.unsafelyUnwrapped)
        return program._withUnsafeGuaranteedRef { PatternReader.fastPath(input, $0) }
    }
    @usableFromInline @inline(__always)
    static func read(_ input: ByteInput, _ format: FastDate.Format) throws(FastDate.ParseError) -> FastDate.Timestamp {
        try PatternReader.read(input, format.program)
    }
    @inlinable @inline(__always)
    static func write(_ t: FastDate.Timestamp, _ format: FastDate.Format, into buffer: UnsafeMutableRawBufferPointer) throws(FastDate.FormatError) -> Int {
        try writeLayout(t, format.program, into: buffer)
    }
    /// A compiled pattern, on its own clock.
    @usableFromInline
    static func writeLayout(_ t: FastDate.Timestamp, _ program: PatternProgram?, into buffer: UnsafeMutableRawBufferPointer) throws(FastDate.FormatError) -> Int {
        // Only `Format.pattern(_:)` makes this kind, always with its program.
        guard program != nil else { throw FastDate.FormatError(.bufferTooSmall) }
        // The caller's format keeps the program alive for the call: read it as a guaranteed
        // reference, with no retain and release a date (as `fastPath` does).
        return try Unmanaged.passUnretained(program.unsafelyUnwrapped)._withUnsafeGuaranteedRef { program in
            Result { () throws(FastDate.FormatError) in try PatternWriter.write(t, program, into: buffer) }
        }.get()
    }
}
