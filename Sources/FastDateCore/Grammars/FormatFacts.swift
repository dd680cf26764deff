/// What a format answers to the questions every door asks of it, beside reading and
/// writing: its name, which options it takes, how it writes fractions and which four-value
/// path the column door tries.
///
/// This file is the map from a format's kind to its grammar: each kind's `FormatGrammar`
/// (below: its answers, and the reader in its grammar's folder and the writer in
/// `FormatWriter` that serve it) and the one switch over the kind,
/// `FastDate.Format.withGrammar(_:)`, which the facts, `FormatReader` and `FormatWriter` all
/// go through. Adding a format means its reader and writer, an entry here and a case there.
@usableFromInline
package struct FormatFacts: Sendable {
    /// How a format writes the fraction of a second.
    @usableFromInline
    package enum Fractions: Sendable, Equatable {
        /// A count the caller chooses with `fractionDigits(_:)`, kept in `Format.detail`;
        /// the default given here.
        case chosen(default: UInt8)
        /// Always this many digits; `fractionDigits(_:)` does not apply.
        case fixed(UInt8)
        /// Fractions of the epoch unit, exact by default (`EpochDigits`).
        case epoch
        /// The pattern's own fraction fields.
        case pattern
    }

    /// The four-value path the column door tries before reading values one at a time.
    @usableFromInline
    package enum ColumnFastPathKind: Sendable {
        /// `toISOString()`'s 24 bytes (`JavaScriptFastPath`).
        case javaScript
        /// Epoch numbers of one length (`EpochLanesFastPath`, `EpochFastPath`).
        case epoch
        /// None: every value is read on its own.
        case none
    }

    /// The format's member name (`rfc3339`), as its `Codable` form stores it.
    @usableFromInline package let name: StaticString
    /// How it writes fractions.
    @usableFromInline package let fractions: Fractions
    /// Whether `writingUTCOffset(_:)` applies: `false` for a format that always writes
    /// UTC or has no offset.
    @usableFromInline package let takesWrittenOffset: Bool
    /// Whether `assumingUTCOffset(_:)` applies: `false` for a pattern, which carries its
    /// own zone.
    @usableFromInline package let takesAssumedOffset: Bool
    /// Whether two-digit years are read against a current year (`httpDate(currentYear:)`).
    @usableFromInline package let takesCurrentYear: Bool
    /// The column door's four-value path.
    @usableFromInline package let columnFastPath: ColumnFastPathKind

    @inlinable
    init(name: StaticString, fractions: Fractions, takesWrittenOffset: Bool, takesAssumedOffset: Bool = true,
         takesCurrentYear: Bool = false, columnFastPath: ColumnFastPathKind = .none) {
        (self.name, self.fractions, self.columnFastPath) = (name, fractions, columnFastPath)
        (self.takesWrittenOffset, self.takesAssumedOffset, self.takesCurrentYear) = (takesWrittenOffset, takesAssumedOffset, takesCurrentYear)
    }
}

extension FastDate.Format.Profile: CaseIterable {
    /// Every kind, in the order of `FastDate.Format`'s members.
    @usableFromInline package static var allCases: [Self] {
        [.iso8601, .rfc3339, .javaScript, .fullDate, .epoch, .httpDate, .rfc5322, .rfc9557,
         .iso8601Basic, .dotNetJSON, .cookieDate, .pattern]
    }

    /// This kind's answers, from its entry below. Inlinable, so a format named at the call
    /// site folds to its constants.
    @inlinable
    package var facts: FormatFacts { FastDate.Format(self).withGrammar(FactsOf()) }
}

extension FastDate.Format {
    /// `visitor` called with this format's grammar and the format itself: the one switch
    /// over a format's kind. Inlined, so each visitor gets the switch with its own work in
    /// every case (the readers' specialized copies, the writers' direct calls), and a format
    /// named at the call site folds it to one case. The format is passed, not kept in the
    /// visitor: a copy there would retain a pattern's program for every date.
    @inlinable @inline(__always)
    func withGrammar<Visitor: FormatGrammarVisitor>(_ visitor: Visitor) -> Visitor.Output {
        switch profile {
        case .iso8601: visitor.visit(ISO8601Grammar.self, self)
        case .rfc3339: visitor.visit(RFC3339Grammar.self, self)
        case .javaScript: visitor.visit(JavaScriptGrammar.self, self)
        case .fullDate: visitor.visit(FullDateGrammar.self, self)
        case .epoch: visitor.visit(EpochGrammar.self, self)
        case .httpDate: visitor.visit(HTTPDateGrammar.self, self)
        case .rfc5322: visitor.visit(RFC5322Grammar.self, self)
        case .rfc9557: visitor.visit(RFC9557Grammar.self, self)
        case .iso8601Basic: visitor.visit(ISO8601BasicGrammar.self, self)
        case .dotNetJSON: visitor.visit(DotNetJSONGrammar.self, self)
        case .cookieDate: visitor.visit(CookieDateGrammar.self, self)
        case .pattern: visitor.visit(PatternGrammar.self, self)
        }
    }
}

/// One format's grammar, as its entry below states it: its answers, its whole reading (the
/// reader in its grammar's folder) and its writing (its `FormatWriter` function). A type
/// with no values, so that the one switch over a format's kind
/// (`FastDate.Format.withGrammar(_:)`) hands each caller a type to specialize for rather
/// than a function to call through.
@usableFromInline
protocol FormatGrammar {
    /// The format's answers.
    static var facts: FormatFacts { get }
    /// The whole reading of a non-empty input, which decides every error
    /// (`FormatReader.read`, after the entries' fast paths).
    static func read(_ input: ByteInput, _ format: FastDate.Format) throws(FastDate.ParseError) -> FastDate.Timestamp
    /// The layout's writer, with the format's writing options (`FormatWriter.write`).
    static func write(_ t: FastDate.Timestamp, _ format: FastDate.Format, into buffer: UnsafeMutableRawBufferPointer) throws(FastDate.FormatError) -> Int
}

/// What is done with a format's grammar once its kind is known.
@usableFromInline
protocol FormatGrammarVisitor {
    associatedtype Output
    func visit<Grammar: FormatGrammar>(_ grammar: Grammar.Type, _ format: FastDate.Format) -> Output
}

/// The grammar's answers.
@usableFromInline
struct FactsOf: FormatGrammarVisitor {
    @inlinable init() {}
    @inlinable func visit<Grammar: FormatGrammar>(_ grammar: Grammar.Type, _ format: FastDate.Format) -> FormatFacts { Grammar.facts }
}

// MARK: - Each format's grammar
//
// One entry per format kind: its answers, and which reader (in its grammar's folder) and which
// writer (`FormatWriter`) serve it. Adding a format adds an entry here and a case to
// `withGrammar(_:)`.

// The RFC 3339 family's grammars (`FormatGrammar`): `.iso8601` and `.rfc3339` write a chosen
// number of fraction digits (milliseconds by default, what JavaScript and most JSON APIs
// carry) in any offset; `.javaScript` is `toISOString()`, always three digits in UTC, and
// reads what `.iso8601` reads; `.fullDate` has no time. The three with a time take the
// column's `toISOString()` path. Each profile's rules are a constant in its reading, so each
// gets its own specialized copy of the date-time reader (`DateTimeReader.read`).

@usableFromInline
enum ISO8601Grammar: FormatGrammar {
    @inlinable static var facts: FormatFacts {
        FormatFacts(name: "iso8601", fractions: .chosen(default: 3), takesWrittenOffset: true, columnFastPath: .javaScript)
    }
    @usableFromInline @inline(__always)
    static func read(_ input: ByteInput, _ format: FastDate.Format) throws(FastDate.ParseError) -> FastDate.Timestamp {
        try DateTimeReader.read(input, format, .iso8601)
    }
    @inlinable @inline(__always)
    static func write(_ t: FastDate.Timestamp, _ format: FastDate.Format, into buffer: UnsafeMutableRawBufferPointer) throws(FastDate.FormatError) -> Int {
        try FormatWriter.iso8601(format.timestampToWrite(t), fractionDigits: format.detail, into: buffer)
    }
}

@usableFromInline
enum RFC3339Grammar: FormatGrammar {
    @inlinable static var facts: FormatFacts {
        FormatFacts(name: "rfc3339", fractions: .chosen(default: 3), takesWrittenOffset: true, columnFastPath: .javaScript)
    }
    @usableFromInline @inline(__always)
    static func read(_ input: ByteInput, _ format: FastDate.Format) throws(FastDate.ParseError) -> FastDate.Timestamp {
        try DateTimeReader.read(input, format, .rfc3339)
    }
    @inlinable @inline(__always)
    static func write(_ t: FastDate.Timestamp, _ format: FastDate.Format, into buffer: UnsafeMutableRawBufferPointer) throws(FastDate.FormatError) -> Int {
        try FormatWriter.rfc3339(format.timestampToWrite(t), fractionDigits: format.detail, into: buffer)
    }
}

@usableFromInline
enum JavaScriptGrammar: FormatGrammar {
    @inlinable static var facts: FormatFacts {
        FormatFacts(name: "javaScript", fractions: .fixed(3), takesWrittenOffset: false, columnFastPath: .javaScript)
    }
    @usableFromInline @inline(__always)
    static func read(_ input: ByteInput, _ format: FastDate.Format) throws(FastDate.ParseError) -> FastDate.Timestamp {
        try DateTimeReader.read(input, format, .iso8601)
    }
    @inlinable @inline(__always)
    static func write(_ t: FastDate.Timestamp, _ format: FastDate.Format, into buffer: UnsafeMutableRawBufferPointer) throws(FastDate.FormatError) -> Int {
        try FormatWriter.javaScript(t, into: buffer)
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
        try FormatWriter.fullDate(format.timestampToWrite(t), into: buffer)
    }
}

// Epoch numbers' grammar (`FormatGrammar`): fractions of the unit (`EpochDigits`), no offset
// to write or assume, and the column's four-value epoch path.

@usableFromInline
enum EpochGrammar: FormatGrammar {
    @inlinable static var facts: FormatFacts {
        FormatFacts(name: "epoch", fractions: .epoch, takesWrittenOffset: false, columnFastPath: .epoch)
    }
    @usableFromInline @inline(__always)
    static func read(_ input: ByteInput, _ format: FastDate.Format) throws(FastDate.ParseError) -> FastDate.Timestamp {
        try EpochReader.readNumber(input, unit: format.unit)
    }
    @inlinable @inline(__always)
    static func write(_ t: FastDate.Timestamp, _ format: FastDate.Format, into buffer: UnsafeMutableRawBufferPointer) throws(FastDate.FormatError) -> Int {
        try FormatWriter.epoch(t, unit: format.unit, digits: format.epochDigits, into: buffer)
    }
}

// The Internet dates' grammars (`FormatGrammar`): whole seconds; an HTTP-date is always GMT
// and reads two-digit years against a current year; RFC 5322 writes any whole-minute offset.

@usableFromInline
enum HTTPDateGrammar: FormatGrammar {
    @inlinable static var facts: FormatFacts {
        FormatFacts(name: "httpDate", fractions: .fixed(0), takesWrittenOffset: false, takesCurrentYear: true)
    }
    @usableFromInline @inline(__always)
    static func read(_ input: ByteInput, _ format: FastDate.Format) throws(FastDate.ParseError) -> FastDate.Timestamp {
        try HTTPDateReader.read(input, currentYear: format.currentYear)
    }
    @inlinable @inline(__always)
    static func write(_ t: FastDate.Timestamp, _ format: FastDate.Format, into buffer: UnsafeMutableRawBufferPointer) throws(FastDate.FormatError) -> Int {
        try FormatWriter.httpDate(t, into: buffer)
    }
}

@usableFromInline
enum RFC5322Grammar: FormatGrammar {
    @inlinable static var facts: FormatFacts {
        FormatFacts(name: "rfc5322", fractions: .fixed(0), takesWrittenOffset: true)
    }
    @usableFromInline @inline(__always)
    static func read(_ input: ByteInput, _ format: FastDate.Format) throws(FastDate.ParseError) -> FastDate.Timestamp {
        try RFC5322Reader.read(input, assumedOffset: format.assumedUTCOffset)
    }
    @inlinable @inline(__always)
    static func write(_ t: FastDate.Timestamp, _ format: FastDate.Format, into buffer: UnsafeMutableRawBufferPointer) throws(FastDate.FormatError) -> Int {
        try FormatWriter.rfc5322(format.timestampToWrite(t), into: buffer)
    }
}

// RFC 9557's grammar (`FormatGrammar`): written as RFC 3339 is, so the same options.

@usableFromInline
enum RFC9557Grammar: FormatGrammar {
    @inlinable static var facts: FormatFacts {
        FormatFacts(name: "rfc9557", fractions: .chosen(default: 3), takesWrittenOffset: true)
    }
    @usableFromInline @inline(__always)
    static func read(_ input: ByteInput, _ format: FastDate.Format) throws(FastDate.ParseError) -> FastDate.Timestamp {
        try RFC9557Reader.read(input, format)
    }
    @inlinable @inline(__always)
    static func write(_ t: FastDate.Timestamp, _ format: FastDate.Format, into buffer: UnsafeMutableRawBufferPointer) throws(FastDate.FormatError) -> Int {
        try FormatWriter.rfc3339(format.timestampToWrite(t), fractionDigits: format.detail, into: buffer)
    }
}

// ISO 8601 basic's grammar (`FormatGrammar`): whole seconds unless told otherwise, as
// `x-amz-date` and iCalendar write them, in any offset.

@usableFromInline
enum ISO8601BasicGrammar: FormatGrammar {
    @inlinable static var facts: FormatFacts {
        FormatFacts(name: "iso8601Basic", fractions: .chosen(default: 0), takesWrittenOffset: true)
    }
    @usableFromInline @inline(__always)
    static func read(_ input: ByteInput, _ format: FastDate.Format) throws(FastDate.ParseError) -> FastDate.Timestamp {
        try ISO8601BasicReader.read(input, format)
    }
    @inlinable @inline(__always)
    static func write(_ t: FastDate.Timestamp, _ format: FastDate.Format, into buffer: UnsafeMutableRawBufferPointer) throws(FastDate.FormatError) -> Int {
        try FormatWriter.iso8601Basic(format.timestampToWrite(t), fractionDigits: format.detail, into: buffer)
    }
}

// .NET JSON dates' grammar (`FormatGrammar`): whole milliseconds, and the sender's offset
// after them.

@usableFromInline
enum DotNetJSONGrammar: FormatGrammar {
    @inlinable static var facts: FormatFacts {
        FormatFacts(name: "dotNetJSON", fractions: .fixed(3), takesWrittenOffset: true)
    }
    @usableFromInline @inline(__always)
    static func read(_ input: ByteInput, _ format: FastDate.Format) throws(FastDate.ParseError) -> FastDate.Timestamp {
        try DotNetJSONReader.read(input)
    }
    @inlinable @inline(__always)
    static func write(_ t: FastDate.Timestamp, _ format: FastDate.Format, into buffer: UnsafeMutableRawBufferPointer) throws(FastDate.FormatError) -> Int {
        try FormatWriter.dotNetJSON(format.timestampToWrite(t), into: buffer)
    }
}

// Cookie dates' grammar (`FormatGrammar`): written as IMF-fixdate, whole seconds in GMT.

@usableFromInline
enum CookieDateGrammar: FormatGrammar {
    @inlinable static var facts: FormatFacts {
        FormatFacts(name: "cookieDate", fractions: .fixed(0), takesWrittenOffset: false)
    }
    @usableFromInline @inline(__always)
    static func read(_ input: ByteInput, _ format: FastDate.Format) throws(FastDate.ParseError) -> FastDate.Timestamp {
        try CookieDateReader.read(input)
    }
    @inlinable @inline(__always)
    static func write(_ t: FastDate.Timestamp, _ format: FastDate.Format, into buffer: UnsafeMutableRawBufferPointer) throws(FastDate.FormatError) -> Int {
        try FormatWriter.cookieDate(t, into: buffer)
    }
}

// Patterns' grammar (`FormatGrammar`): the pattern carries its own zone, fraction fields and
// two-digit-year window, so no option of `Format` applies to it.

@usableFromInline
enum PatternGrammar: FormatGrammar {
    @inlinable static var facts: FormatFacts {
        FormatFacts(name: "pattern", fractions: .pattern, takesWrittenOffset: false, takesAssumedOffset: false)
    }
    @usableFromInline @inline(__always)
    static func read(_ input: ByteInput, _ format: FastDate.Format) throws(FastDate.ParseError) -> FastDate.Timestamp {
        try PatternReader.read(input, format.program)
    }
    @inlinable @inline(__always)
    static func write(_ t: FastDate.Timestamp, _ format: FastDate.Format, into buffer: UnsafeMutableRawBufferPointer) throws(FastDate.FormatError) -> Int {
        try FormatWriter.pattern(t, format.program, into: buffer)
    }
}
