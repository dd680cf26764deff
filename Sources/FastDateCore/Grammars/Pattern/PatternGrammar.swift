// Patterns' grammar (`FormatGrammar`): the pattern carries its own zone, fraction fields and
// two-digit-year window, so no option of `Format` applies to it. Never suggested: a pattern
// has no text of its own to recognize.

@usableFromInline
enum PatternGrammar: FormatGrammar {
    @inlinable static var facts: FormatFacts {
        FormatFacts(name: "pattern", fractions: .pattern, takesWrittenOffset: false, takesAssumedOffset: false,
                    columnFastPath: .pattern)
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

// The format's member of `FastDate.Format`, as users spell it.
extension FastDate.Format {
    /// Text in a compiled ``Pattern``: `DateFormatter`'s `dateFormat` strings, read and
    /// written exactly, with no locale and no allocation.
    ///
    /// ```swift
    /// let sql = try FastDate.Pattern("yyyy-MM-dd HH:mm:ss")
    /// try FastDate.parseTimestamp("2024-03-05 14:30:00", as: .pattern(sql))
    /// ```
    ///
    /// The pattern carries its own options (its clock, two-digit-year window and default
    /// date), so ``assumingUTCOffset(_:)``, ``fractionDigits(_:)`` and
    /// ``writingUTCOffset(_:)`` do not apply to it. Writing needs the pattern's
    /// ``Pattern/maxFormattedLength`` bytes. See `Spec/patterns/patterns.md`.
    @inlinable public static func pattern(_ pattern: FastDate.Pattern) -> Self {
        Self(.pattern, detail: 0, program: pattern.program)
    }

    /// The compiled pattern of a ``pattern(_:)`` format; `nil` for every other format.
    public var pattern: FastDate.Pattern? { program.map(FastDate.Pattern.init(program:)) }
}
