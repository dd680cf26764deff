/// One writer per layout, behind ``FastDate/format(_:as:into:)``. Each is a function of its
/// own so that a format known where it is written (`.javaScript`, `.httpDate`) calls its
/// writer directly, with the layout's constants folded in, and no dispatch is left.
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

    /// RFC 3339's layout in the timestamp's offset, with offset seconds where it has them.
    @usableFromInline
    static func iso8601(_ t: FastDate.Timestamp, fractionDigits: UInt8, into buffer: UnsafeMutableRawBufferPointer) throws(FastDate.FormatError) -> Int {
        try DateTimeWriter.write(t, fractionDigitCount: fractionDigits, offsetSeconds: true, into: buffer)
    }

    /// RFC 3339 in the timestamp's offset, which must be whole minutes.
    @usableFromInline
    static func rfc3339(_ t: FastDate.Timestamp, fractionDigits: UInt8, into buffer: UnsafeMutableRawBufferPointer) throws(FastDate.FormatError) -> Int {
        try DateTimeWriter.write(t, fractionDigitCount: fractionDigits, into: buffer)
    }

    /// `toISOString()`: UTC, three digits.
    @usableFromInline
    static func javaScript(_ t: FastDate.Timestamp, into buffer: UnsafeMutableRawBufferPointer) throws(FastDate.FormatError) -> Int {
        try DateTimeWriter.write(FastDate.Timestamp(unchecked: t.seconds, t.nanoseconds, 0), fractionDigits: 3, into: buffer)
    }

    /// `YYYY-MM-DD` at the timestamp's offset.
    @usableFromInline
    static func fullDate(_ t: FastDate.Timestamp, into buffer: UnsafeMutableRawBufferPointer) throws(FastDate.FormatError) -> Int {
        try DateTimeWriter.writeDate(t, into: buffer)
    }

    /// A whole number of units since 1970.
    @usableFromInline
    static func epoch(_ t: FastDate.Timestamp, unit: FastDate.EpochUnit, digits: EpochDigits,
                      into buffer: UnsafeMutableRawBufferPointer) throws(FastDate.FormatError) -> Int {
        try EpochWriter.write(t, unit: unit, digits: digits, into: buffer)
    }

    /// IMF-fixdate, in GMT.
    @usableFromInline
    static func httpDate(_ t: FastDate.Timestamp, into buffer: UnsafeMutableRawBufferPointer) throws(FastDate.FormatError) -> Int {
        try InternetDateWriter.writeHTTPDate(t, into: buffer)
    }

    /// RFC 5322 in the timestamp's offset.
    @usableFromInline
    static func rfc5322(_ t: FastDate.Timestamp, into buffer: UnsafeMutableRawBufferPointer) throws(FastDate.FormatError) -> Int {
        try InternetDateWriter.writeRFC5322(t, into: buffer)
    }

    /// ISO 8601's basic format in the timestamp's offset.
    @usableFromInline
    static func iso8601Basic(_ t: FastDate.Timestamp, fractionDigits: UInt8, into buffer: UnsafeMutableRawBufferPointer) throws(FastDate.FormatError) -> Int {
        try ISO8601BasicWriter.write(t, fractionDigits: Int(fractionDigits), into: buffer)
    }

    /// `/Date(ms)/` or `/Date(ms±hhmm)/` in the timestamp's offset.
    @usableFromInline
    static func dotNetJSON(_ t: FastDate.Timestamp, into buffer: UnsafeMutableRawBufferPointer) throws(FastDate.FormatError) -> Int {
        try DotNetJSONWriter.write(t, into: buffer)
    }

    /// IMF-fixdate in GMT, from 1601 on: what a cookie date can carry.
    @usableFromInline
    static func cookieDate(_ t: FastDate.Timestamp, into buffer: UnsafeMutableRawBufferPointer) throws(FastDate.FormatError) -> Int {
        guard t.isInSupportedRange else { throw FastDate.FormatError(.outOfRange) }
        guard t.seconds >= CookieDateReader.firstSecond else { throw FastDate.FormatError(.unrepresentableYear) }
        return try InternetDateWriter.writeHTTPDate(t, into: buffer)
    }

    /// A compiled pattern, on its own clock.
    @usableFromInline
    static func pattern(_ t: FastDate.Timestamp, _ program: PatternProgram?, into buffer: UnsafeMutableRawBufferPointer) throws(FastDate.FormatError) -> Int {
        // Only `Format.pattern(_:)` makes this profile, always with its program.
        guard program != nil else { throw FastDate.FormatError(.bufferTooSmall) }
        // The caller's format keeps the program alive for the call: read it as a guaranteed
        // reference, with no retain and release a date (as `FormatReader.readFormat` does).
        return try Unmanaged.passUnretained(program.unsafelyUnwrapped)._withUnsafeGuaranteedRef { program in
            Result { () throws(FastDate.FormatError) in try PatternWriter.write(t, program, into: buffer) }
        }.get()
    }
}
