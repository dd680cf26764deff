// `.flexible`'s grammar (`FormatGrammar`): every other grammar's text, read in
// `FlexibleReader`'s order; written as `.iso8601` writes, which it reads first.

@usableFromInline
enum FlexibleGrammar: FormatGrammar {
    @inlinable static var facts: FormatFacts {
        FormatFacts(name: "flexible", fractions: .chosen(default: 3), takesWrittenOffset: false, takesCurrentYear: true,
                    columnFastPath: .javaScript, readsNumbersByMagnitude: true)
    }
    @usableFromInline @inline(__always)
    static func read(_ input: ByteInput, _ format: FastDate.Format) throws(FastDate.ParseError) -> FastDate.Timestamp {
        try FlexibleReader.read(input, format)
    }
    @inlinable @inline(__always)
    static func write(_ t: FastDate.Timestamp, _ format: FastDate.Format, into buffer: UnsafeMutableRawBufferPointer) throws(FastDate.FormatError) -> Int {
        try ISO8601Grammar.writeLayout(t, fractionDigits: format.detail, into: buffer)
    }
}

extension FastDate.Format {
    /// `kind`, with this format's reading options: its assumed offset, and its current year
    /// when `kind` reads two-digit years. How ``flexible`` reads with each grammar it tries.
    func sameReading(as kind: FastDate.Format) -> FastDate.Format {
        FastDate.Format(kind.profile, detail: kind.detail, assumedOffset: storedAssumedOffset,
                        yearOrOffset: kind.profile.facts.takesCurrentYear ? storedYearOrOffset : kind.storedYearOrOffset)
    }
}

// The format's member of `FastDate.Format`, as users spell it.
extension FastDate.Format {
    /// Whatever a loosely specified backend sends, as Python's pydantic and Rust's `speedate`
    /// read it: ISO 8601 (``iso8601``'s grammar), epoch seconds or milliseconds by their
    /// magnitude, RFC 5322 and HTTP-dates, .NET JSON dates and RFC 9557 date-times.
    ///
    /// - A number is epoch seconds, or milliseconds when its magnitude is past 2×10¹⁰ (which
    ///   as seconds would be the year 2603, and as milliseconds is 1970-08-20):
    ///   `1616112000` and `1616112000123` are the same instant.
    /// - A text that begins with a letter is RFC 5322 (`Fri, 19 Mar 2021 10:37:20 +0100`), or
    ///   else an HTTP-date, whose RFC 850 two-digit years are read as ``httpDate`` reads them
    ///   (``httpDate(currentYear:)``'s rule; the `FastDate` module's strategies give the year
    ///   of their clock through `.fast(_:)`).
    /// - `/Date(1616146640123)/` is a .NET JSON date; `…T10:37:20+01:00[Europe/Paris]` is
    ///   RFC 9557, at its offset (a zone name alone needs the `FastDate` module's
    ///   `.fastFlexible`, which has a time zone database).
    /// - Anything else is ``iso8601``. A text none of them reads gets the error of the
    ///   grammar that read furthest into it: `2021-13-01` fails in ISO 8601's month.
    ///
    /// ``assumingUTCOffset(_:)`` applies to a date-time written without an offset. Writes
    /// what ``iso8601`` writes, with ``fractionDigits(_:)``, in the timestamp's own offset.
    /// The column door and the Arrow kernel (`"flexible"`) read a column of mixed dates with
    /// it, value by value as every other door. See `Spec/flexible/flexible.md`.
    @inlinable public static var flexible: Self { Self(.flexible) }
}
