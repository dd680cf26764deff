// ISO 8601 basic's grammar (`FormatGrammar`): whole seconds unless told otherwise, as
// `x-amz-date` and iCalendar write them, in any offset.

@usableFromInline
enum ISO8601BasicGrammar: FormatGrammar {
    @inlinable static var facts: FormatFacts {
        FormatFacts(name: "iso8601Basic", fractions: .chosen(default: 0), takesWrittenOffset: true, hintRank: 3)
    }
    @usableFromInline @inline(__always)
    static func read(_ input: ByteInput, _ format: FastDate.Format) throws(FastDate.ParseError) -> FastDate.Timestamp {
        try ISO8601BasicReader.read(input, format)
    }
    @inlinable @inline(__always)
    static func write(_ t: FastDate.Timestamp, _ format: FastDate.Format, into buffer: UnsafeMutableRawBufferPointer) throws(FastDate.FormatError) -> Int {
        try ISO8601BasicWriter.write(format.timestampToWrite(t), fractionDigits: Int(format.detail), into: buffer)
    }
}

// The format's member of `FastDate.Format`, as users spell it.
extension FastDate.Format {
    /// ISO 8601's basic format, with no separators: `20240115T103000Z` (AWS request
    /// signing's `x-amz-date`, iCalendar, file names), `20240115T103000.5+0100`, or a date
    /// alone, `20240115`, read as UTC midnight.
    ///
    /// Seconds are required; the fraction takes `.` or `,`; the offset is `Z`, `±hh`,
    /// `±hhmm` or `±hhmmss` (never `±hh:mm`); a time without one is
    /// ``ParseError/Kind/missingOffset`` unless ``assumingUTCOffset(_:)`` gives one.
    /// ``iso8601`` never reads this form (there `20240115` is an epoch number). See
    /// `Spec/iso8601-basic/iso8601-basic.md`.
    ///
    /// Writes `20240115T103000Z`, or `±hhmm` for another offset, whole seconds unless
    /// ``fractionDigits(_:)`` says otherwise; a year outside 0000–9999 is
    /// ``FormatError/Kind/unrepresentableYear``.
    @inlinable public static var iso8601Basic: Self { Self(.iso8601Basic, detail: 0) }
}
