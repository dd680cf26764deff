// The RFC 3339 family's grammars (`FormatGrammar`): `.iso8601` and `.rfc3339` write a chosen
// number of fraction digits (milliseconds by default, what JavaScript and most JSON APIs
// carry) in any offset; `.javaScript` is `toISOString()`, always three digits in UTC, and
// reads what `.iso8601` reads; `.fullDate` has no time. The three with a time take the
// column's `toISOString()` path. Each profile's rules are a constant in its reading, so each
// gets its own specialized copy of the date-time reader (`DateTimeReader.read`).

/// `.iso8601` and `.rfc3339`: RFC 3339's layout with the format's fraction digits, in the
/// timestamp's offset. They differ in their reading rules and in whether an offset with
/// seconds is written (`±hh:mm:ss`) or refused.
@usableFromInline
protocol RFC3339LayoutGrammar: FormatGrammar {
    static var rules: DateTimeReader.Rules { get }
    /// The layout in the timestamp's offset: a concrete function in each grammar, which a
    /// caller in another module calls directly (a generic one would be called through the
    /// protocol's witnesses there).
    static func writeLayout(_ t: FastDate.Timestamp, fractionDigits: UInt8, into buffer: UnsafeMutableRawBufferPointer) throws(FastDate.FormatError) -> Int
}

extension RFC3339LayoutGrammar {
    @usableFromInline @inline(__always)
    static func read(_ input: ByteInput, _ format: FastDate.Format) throws(FastDate.ParseError) -> FastDate.Timestamp {
        try DateTimeReader.read(input, format, rules)
    }
    @inlinable @inline(__always)
    static func write(_ t: FastDate.Timestamp, _ format: FastDate.Format, into buffer: UnsafeMutableRawBufferPointer) throws(FastDate.FormatError) -> Int {
        try writeLayout(format.timestampToWrite(t), fractionDigits: format.detail, into: buffer)
    }
    /// ``writeLayout(_:fractionDigits:into:)``'s body, for a digit count known only at run time
    /// (a `Format`'s): the two counts written most, 0 (whole seconds) and 3 (milliseconds),
    /// each get a copy of the writer with the count folded in, so the fraction's length and
    /// its digits are constants there.
    @inline(__always)
    static func writeLayout(_ t: FastDate.Timestamp, fractionDigits: UInt8, offsetSeconds: Bool, into buffer: UnsafeMutableRawBufferPointer) throws(FastDate.FormatError) -> Int {
        switch fractionDigits {
        case 0: try DateTimeWriter.write(t, fractionDigits: 0, offsetSeconds: offsetSeconds, into: buffer)
        case 3: try DateTimeWriter.write(t, fractionDigits: 3, offsetSeconds: offsetSeconds, into: buffer)
        default: try DateTimeWriter.write(t, fractionDigits: Int(fractionDigits), offsetSeconds: offsetSeconds, into: buffer)
        }
    }
}

@usableFromInline
enum ISO8601Grammar: RFC3339LayoutGrammar {
    @inlinable static var facts: FormatFacts {
        FormatFacts(name: "iso8601", fractions: .chosen(default: 3), takesWrittenOffset: true, columnFastPath: .javaScript,
                    readsISO8601: true, readsCommonShapes: true, hintRank: 1)
    }
    @usableFromInline static var rules: DateTimeReader.Rules { .iso8601 }
    /// With offset seconds where the offset has them.
    @usableFromInline
    static func writeLayout(_ t: FastDate.Timestamp, fractionDigits: UInt8, into buffer: UnsafeMutableRawBufferPointer) throws(FastDate.FormatError) -> Int {
        try writeLayout(t, fractionDigits: fractionDigits, offsetSeconds: true, into: buffer)
    }
}

@usableFromInline
enum RFC3339Grammar: RFC3339LayoutGrammar {
    @inlinable static var facts: FormatFacts {
        FormatFacts(name: "rfc3339", fractions: .chosen(default: 3), takesWrittenOffset: true, columnFastPath: .javaScript,
                    readsCommonShapes: true)
    }
    @usableFromInline static var rules: DateTimeReader.Rules { .rfc3339 }
    /// Whole-minute offsets only. RFC 9557 writes this layout too.
    @usableFromInline
    static func writeLayout(_ t: FastDate.Timestamp, fractionDigits: UInt8, into buffer: UnsafeMutableRawBufferPointer) throws(FastDate.FormatError) -> Int {
        try writeLayout(t, fractionDigits: fractionDigits, offsetSeconds: false, into: buffer)
    }
}

@usableFromInline
enum JavaScriptGrammar: FormatGrammar {
    @inlinable static var facts: FormatFacts {
        FormatFacts(name: "javaScript", fractions: .fixed(3), takesWrittenOffset: false, columnFastPath: .javaScript, readsISO8601: true,
                    readsCommonShapes: true)
    }
    @usableFromInline @inline(__always)
    static func read(_ input: ByteInput, _ format: FastDate.Format) throws(FastDate.ParseError) -> FastDate.Timestamp {
        try DateTimeReader.read(input, format, .iso8601)
    }
    @inlinable @inline(__always)
    static func write(_ t: FastDate.Timestamp, _ format: FastDate.Format, into buffer: UnsafeMutableRawBufferPointer) throws(FastDate.FormatError) -> Int {
        try writeLayout(t, into: buffer)
    }
    /// `toISOString()`: UTC, three digits.
    @usableFromInline
    static func writeLayout(_ t: FastDate.Timestamp, into buffer: UnsafeMutableRawBufferPointer) throws(FastDate.FormatError) -> Int {
        try DateTimeWriter.write(FastDate.Timestamp(unchecked: t.seconds, t.nanoseconds, 0), fractionDigits: 3, into: buffer)
    }
}

@usableFromInline
enum FullDateGrammar: FormatGrammar {
    @inlinable static var facts: FormatFacts {
        FormatFacts(name: "fullDate", fractions: .fixed(0), takesWrittenOffset: true)
    }
    @usableFromInline @inline(__always)
    static func read(_ input: ByteInput, _ format: FastDate.Format) throws(FastDate.ParseError) -> FastDate.Timestamp {
        try DateTimeReader.read(input, format, .fullDate)
    }
    @inlinable @inline(__always)
    static func write(_ t: FastDate.Timestamp, _ format: FastDate.Format, into buffer: UnsafeMutableRawBufferPointer) throws(FastDate.FormatError) -> Int {
        try writeLayout(format.timestampToWrite(t), into: buffer)
    }
    /// `YYYY-MM-DD` at the timestamp's offset.
    @usableFromInline
    static func writeLayout(_ t: FastDate.Timestamp, into buffer: UnsafeMutableRawBufferPointer) throws(FastDate.FormatError) -> Int {
        try DateTimeWriter.writeDate(t, into: buffer)
    }
}

// The format's member of `FastDate.Format`, as users spell it.
extension FastDate.Format {
    /// The default: RFC 3339 date-times with any fraction, `Z`, `±hh:mm`, `±hhmm` or
    /// `±hh`, `T`/`t`/space, ECMAScript expanded years and optional seconds; a date
    /// alone as UTC midnight; or epoch seconds such as `1616112000.5`.
    ///
    /// Writes RFC 3339's layout with ``fractionDigits(_:)`` digits (3 by default) in the
    /// timestamp's offset, `Z` for zero, `±hh:mm:ss` for an offset with seconds, and
    /// ECMAScript expanded years (`+010000`) outside 0000–9999: a `Date` is written as
    /// JavaScript's `toISOString()` writes it. Reads back everything it writes.
    @inlinable public static var iso8601: Self { Self(.iso8601) }

    /// Exactly RFC 3339 section 5.6 `date-time` and its note: nothing more.
    ///
    /// Writes as ``iso8601`` does, but refuses an offset with seconds
    /// (``FormatError/Kind/invalidOffset``).
    @inlinable public static var rfc3339: Self { Self(.rfc3339) }

    /// JavaScript's `Date`: reads what ``iso8601`` reads, and writes exactly what
    /// `Date.prototype.toISOString()` writes: `2012-04-23T18:25:43.511Z`, always UTC,
    /// always three fraction digits (truncated), `±YYYYYY` outside 0000–9999.
    @inlinable public static var javaScript: Self { Self(.javaScript) }

    /// Exactly RFC 3339 `full-date` (`2021-03-19`), read as UTC midnight; JSON
    /// Schema's `format: date`. Writes the calendar date at the timestamp's offset; a year
    /// outside 0000–9999 is ``FormatError/Kind/unrepresentableYear``.
    @inlinable public static var fullDate: Self { Self(.fullDate) }
}
