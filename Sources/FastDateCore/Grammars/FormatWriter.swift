/// The dispatch behind ``FastDate/format(_:as:into:)``. Each grammar writes its layout in a
/// function of its own (its writer, or a `writeLayout` in its conformance), so that a format known where
/// it is written (`.javaScript`, `.httpDate`) calls that writer directly, with the layout's
/// constants folded in, and no dispatch is left.
@usableFromInline
enum FormatWriter {
    /// The writer of `format`, through the one switch over a format's kind
    /// (`Format.withGrammar`): the one dispatch of every format door. Inlinable, so that a
    /// format named at the call site folds the switch to one call; a format known only at
    /// run time (the `String` door, the Codable layer) switches here. The writer's result
    /// comes back as a `Result`: the switch's visitor is not generic over its error.
    @inlinable @inline(__always)
    static func write(
        _ t: FastDate.Timestamp, _ format: FastDate.Format, into buffer: UnsafeMutableRawBufferPointer
    ) throws(FastDate.FormatError) -> Int {
        try format.withGrammar(Writing(t: t, buffer: buffer)).get()
    }

    /// ``write(_:_:into:)``'s work once the grammar is known.
    @usableFromInline
    struct Writing: FormatGrammarVisitor {
        @usableFromInline let t: FastDate.Timestamp
        @usableFromInline let buffer: UnsafeMutableRawBufferPointer

        @inlinable @inline(__always)
        init(t: FastDate.Timestamp, buffer: UnsafeMutableRawBufferPointer) { (self.t, self.buffer) = (t, buffer) }

        @inlinable @inline(__always)
        func visit<Grammar: FormatGrammar>(_ grammar: Grammar.Type, _ format: FastDate.Format) -> Result<Int, FastDate.FormatError> {
            Result { () throws(FastDate.FormatError) in try Grammar.write(t, format, into: buffer) }
        }
    }
}
