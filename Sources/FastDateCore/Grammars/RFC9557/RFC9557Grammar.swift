// RFC 9557's grammar (`FormatGrammar`): written as RFC 3339 is, so the same options.

@usableFromInline
enum RFC9557Grammar: FormatGrammar {
    @inlinable static var facts: FormatFacts {
        FormatFacts(name: "rfc9557", fractions: .chosen(default: 3), takesWrittenOffset: true, hintRank: 2)
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

// The format's member of `FastDate.Format`, as users spell it.
extension FastDate.Format {
    /// RFC 9557's date-time with annotations, as Java's `ZonedDateTime`,
    /// JavaScript's Temporal and jiff write it: `2022-07-08T00:14:07+01:00[Europe/Paris]`,
    /// `…Z[Asia/Tokyo]`, `…[!America/New_York]`, `…[u-ca=gregory]`.
    ///
    /// The date-time is ``iso8601``'s (no date alone, no epoch number), ending at the
    /// first `[`; then one optional time zone (a name, checked for syntax only, or
    /// `±hh:mm`) and any number of `key=value` tags. Elective tags are skipped; a critical
    /// one (`[!key=value]`) other than the calendar `u-ca` is an error. The instant is at
    /// the written offset, else at a numeric zone (the two must agree), else at the
    /// assumed offset; a zone name alone is `missingOffset` here: use
    /// ``FastDate/parseAnnotatedDateTime(_:)-(Text)`` and the `FastDate` module's `ZonedDate`
    /// to resolve it. See `Spec/rfc9557/rfc9557.md`.
    ///
    /// A timestamp carries an offset and no zone name, so it is written as ``rfc3339``
    /// writes it, which RFC 9557 reads as a date-time with no suffix.
    @inlinable public static var rfc9557: Self { Self(.rfc9557) }
}
