/// The entry into the grammars: every public parse door ends here.
///
/// Names, the same in every grammar's folder: `read` reads the whole grammar and decides
/// every error; `fastPath…` is a grammar's accept-only fast path for its common shape,
/// which returns `nil` rather than an error for anything else and never accepts what `read`
/// refuses; `readGeneral` is the full reading behind a reader whose `read` tries its
/// fast path first; `read…`/`finish` are the pieces a reader is built of.
///
/// Inlining: `@inline(__always)` is the spelling everywhere, a strong hint the optimizer
/// weighs against code size. Exactly three functions are `@inline(always)`, the guaranteed
/// form: `DateTimeReader.finish` and `OffsetReader.read`, the end of every date-time, which
/// the hint leaves out of line in the format-less entry, and ``readISO8601Uncommon(_:)``,
/// which the hint left out of line in `.flexible`'s reading once the common shapes grew to
/// eight. The hint everywhere costs those entries a call; the guarantee everywhere inlines
/// the grammars into the dispatcher and makes every format read through it slower
/// (Benchmarks/LEDGER.md).
@usableFromInline
enum FormatReader {
    /// `.iso8601`, the grammar of the doors that take no format (`FastDate.parse(_:)` and
    /// `FastDate.parseTimestamp(_:)`), with its common shape read before any dispatch;
    /// everything else goes to ``read(_:_:)``.
    ///
    /// Why: inlined into its entry, the common shape runs in a small frame of its own, with
    /// no call into the dispatcher, no jump on the profile and none of the dispatcher's
    /// large frame. Only the format-less doors do this: a door whose format is known only at
    /// run time would pay the larger frame on every format (the figures are in
    /// Benchmarks/LEDGER.md).
    ///
    /// An input the fast path refuses is read again from its first byte by ``read(_:_:)``,
    /// whose `DateTimeReader.read` tries `DateTimeFastPath` once more: a second refusal, cheap for
    /// the inputs shorter than the prefix (one length test) and paid in full only by the
    /// longer ones it refuses (expanded years, omitted seconds, errors).
    ///
    /// Accept-only, like each fast path it uses: `DateTimeFastPath.fastPathTimestamp` (the
    /// commonest shapes, told apart by their length before anything is loaded) only ever
    /// agrees with the general reading, `DateTimeFastPath.fastPath` then `DateTimeReader.finish` is the
    /// first thing `DateTimeReader.read` does for `.iso8601` too, and `EpochReader.fastPath`
    /// takes only plain runs of digits, which `.iso8601` reads as epoch seconds, and is kept
    /// only within the years it reads them in. So the grammar, the values and every error are
    /// those of ``read(_:_:)``.
    ///
    /// `longShapes: false` leaves the shapes longer than 32 bytes to the general reading, to
    /// the same values: for `.flexible`'s ISO 8601 step (``readTimestampUnhinted(_:)``), where
    /// their call put the other shapes' code one jump further (Benchmarks/LEDGER.md).
    @inline(__always)
    static func readISO8601(_ bytes: UnsafeRawBufferPointer, longShapes: Bool = true) throws(FastDate.ParseError) -> FastDate.Timestamp {
        if let t = fastPathTimestamp(bytes) { return t }
        if longShapes && DateTimeFastPath.isLongShapeLength(bytes.count) { return try readISO8601LongShape(bytes) }
        return try readISO8601Uncommon(bytes)
    }

    /// ``readISO8601(_:)`` for the lengths of the shapes longer than 32 bytes, in a frame of
    /// its own (`DateTimeFastPath.longShapeTimestamp` says why): those shapes, and any other
    /// text by ``readISO8601Uncommon(_:)``.
    @inline(never)
    static func readISO8601LongShape(_ bytes: UnsafeRawBufferPointer) throws(FastDate.ParseError) -> FastDate.Timestamp {
        if let t = longShapeTimestamp(bytes) { return t }
        return try readISO8601Uncommon(bytes)
    }

    /// The commonest shapes of the RFC 3339 family (`DateTimeFastPath.fastPathTimestamp`),
    /// which `.iso8601`, `.rfc3339` and `.javaScript` read alike; `nil` for anything else.
    @inline(__always)
    static func fastPathTimestamp(_ bytes: UnsafeRawBufferPointer) -> FastDate.Timestamp? {
        guard let base = bytes.baseAddress else { return nil }
        return DateTimeFastPath.fastPathTimestamp(ByteInput(base: base, count: bytes.count))
    }

    /// The shapes of ``fastPathTimestamp(_:)`` longer than 32 bytes
    /// (`DateTimeFastPath.longShapeTimestamp`), which the entries read in a frame of their own.
    @inline(__always)
    static func longShapeTimestamp(_ bytes: UnsafeRawBufferPointer) -> FastDate.Timestamp? {
        guard let base = bytes.baseAddress else { return nil }
        return DateTimeFastPath.longShapeTimestamp(ByteInput(base: base, count: bytes.count))
    }

    /// Where a date with a four-digit year has its first hyphen (`YYYY-`).
    static var dateHyphen: Int { 4 }

    /// ``readISO8601(_:)`` once ``fastPathTimestamp(_:)`` has refused the text.
    @inline(always)
    static func readISO8601Uncommon(_ bytes: UnsafeRawBufferPointer) throws(FastDate.ParseError) -> FastDate.Timestamp {
        if let base = bytes.baseAddress {
            let input = ByteInput(base: base, count: bytes.count)
            if let fields = DateTimeFastPath.fastPath(input) {
                return try DateTimeReader.finish(input, fields, .iso8601)
            }
            // A plain run of digits is epoch seconds, within the years 0000-9999 (Spec/date-time,
            // "How `.iso8601` tells a number from a date"); past them the reading below
            // decides the error. So are ten digits with a fraction, always within them. A
            // date (`2021-03-19`, as long as a number) is told by the hyphen after its year
            // before the number's loads.
            if input[dateHyphen] != UInt8(ascii: "-") {
                if let t = EpochReader.fastPath(input, .seconds), CivilCalendar.isInFourDigitYears(t.seconds) {
                    return t
                }
                if let t = EpochReader.secondsWithFraction(input) { return t }
            } else if let date = DateTimeFastPath.dateAlone(input) {
                // A date alone is UTC midnight (Spec/date-time, "Extensions").
                let days = CivilCalendar.daysSinceEpoch(
                    century: date.century, yearOfCentury: date.yearOfCentury, month: date.month, day: date.day)
                return FastDate.Timestamp(unchecked: days &* .secondsPerDay, 0, 0)
            }
        }
        return try read(bytes, .iso8601)
    }

    /// Any format, from every door that takes one, with the grammar's common shape
    /// (`FormatGrammar.fastPath`: an epoch number, bare or inside a .NET date's `/Date(…)/`,
    /// a pattern's fixed layout) read before the whole reading's dispatch; everything else
    /// goes to ``read(_:_:)``.
    ///
    /// Why: an epoch number is so short to read that the dispatcher's frame and its jump on
    /// the profile were a large part of it. The price, this entry's larger frame, is paid
    /// by every other format through it and is small beside their own reading. Giving
    /// `.iso8601` and `.rfc3339` their fixed-layout path here as well cost the other formats
    /// more than it saved (Benchmarks/LEDGER.md); their common shapes are read before this
    /// entry instead (`readRFC3339FamilyTimestamp`), chosen in the door.
    ///
    /// Accept-only: each fast path is the first thing its reader tries anyway, so the
    /// grammar, the values and every error are those of ``read(_:_:)``. For the same reason
    /// a text it refuses (a number with a sign, a fraction, another length) meets it a
    /// second time there before the general reading: a length test, or two loads and tests
    /// for a 9- to 16-byte input.
    @inline(__always)
    static func readFormat(_ bytes: UnsafeRawBufferPointer, _ format: FastDate.Format) throws(FastDate.ParseError) -> FastDate.Timestamp {
        if let base = bytes.baseAddress, let t = format.withGrammar(FastPathReading(input: ByteInput(base: base, count: bytes.count))) {
            return t
        }
        return try read(bytes, format)
    }

    /// ``readFormat(_:_:)``'s fast path once the grammar is known.
    struct FastPathReading: FormatGrammarVisitor {
        let input: ByteInput

        @inline(__always)
        func visit<Grammar: FormatGrammar>(_ grammar: Grammar.Type, _ format: FastDate.Format) -> FastDate.Timestamp? {
            Grammar.fastPath(input, format)
        }
    }

    /// The grammar's whole reading (`FormatGrammar.read`), which decides every error, through
    /// the one switch over a format's kind: each case inlines its own specialized reader.
    static func read(_ bytes: UnsafeRawBufferPointer, _ format: FastDate.Format) throws(FastDate.ParseError) -> FastDate.Timestamp {
        try format.withGrammar(WholeReading(input: ByteInput(nonEmpty: bytes))).get()
    }

    /// ``read(_:_:)``'s work once the grammar is known.
    struct WholeReading: FormatGrammarVisitor {
        let input: ByteInput

        @inline(__always)
        func visit<Grammar: FormatGrammar>(_ grammar: Grammar.Type, _ format: FastDate.Format) -> Result<FastDate.Timestamp, FastDate.ParseError> {
            Result { () throws(FastDate.ParseError) in try Grammar.read(input, format) }
        }
    }
}

// The timestamp entries, which every door and the column door call: the reading above in a
// frame of its own, with the hint on its error. At file scope and `@_effects(readonly)` for
// the reasons `Doors/DoorEntries.swift` gives; here, below the doors and the column, so that
// both call down into the grammars.

/// The entry of every door without a format: `FormatReader.readISO8601` in a frame of its own,
/// its common shapes in this frame and the rest, with the hint on its error, in another.
///
/// Why: the common shapes' reading is all that most calls run. With the rest out of line
/// this frame saves only the registers that reading needs (Benchmarks/LEDGER.md).
@usableFromInline @_effects(readonly)
func readTimestamp(_ bytes: UnsafeRawBufferPointer) throws(FastDate.ParseError) -> FastDate.Timestamp {
    if let t = FormatReader.fastPathTimestamp(bytes) { return t }
    if DateTimeFastPath.isLongShapeLength(bytes.count) { return try readLongShapeTimestamp(bytes) }
    return try readUncommonTimestamp(bytes)
}

/// ``readTimestamp(_:)`` for the lengths of the shapes longer than 32 bytes: those shapes
/// (`DateTimeFastPath.longShapeTimestamp`), and any other text by ``readUncommonTimestamp(_:)``.
@inline(never) @_effects(readonly)
func readLongShapeTimestamp(_ bytes: UnsafeRawBufferPointer) throws(FastDate.ParseError) -> FastDate.Timestamp {
    if let t = FormatReader.longShapeTimestamp(bytes) { return t }
    return try readUncommonTimestamp(bytes)
}

/// ``readTimestamp(_:)`` for the texts its common shapes refused: `FormatReader.readISO8601`
/// past them, with the hint on its error.
@inline(never) @_effects(readonly)
func readUncommonTimestamp(_ bytes: UnsafeRawBufferPointer) throws(FastDate.ParseError) -> FastDate.Timestamp {
    do {
        return try FormatReader.readISO8601Uncommon(bytes)
    } catch {
        throw error.hinted(bytes, failedAs: .iso8601)
    }
}

/// The entry of the doors with a format that reads the RFC 3339 family's common shapes
/// (`FormatFacts.readsCommonShapes`): those shapes as ``readTimestamp(_:)`` reads them, and
/// any other text by ``readTimestamp(_:_:)``.
@usableFromInline @_effects(readonly)
func readRFC3339FamilyTimestamp(_ bytes: UnsafeRawBufferPointer, _ format: FastDate.Format) throws(FastDate.ParseError) -> FastDate.Timestamp {
    if let t = FormatReader.fastPathTimestamp(bytes) { return t }
    if DateTimeFastPath.isLongShapeLength(bytes.count) { return try readRFC3339FamilyLongShape(bytes, format) }
    return try readTimestamp(bytes, format)
}

/// ``readRFC3339FamilyTimestamp(_:_:)`` for the lengths of the shapes longer than 32 bytes;
/// see ``readLongShapeTimestamp(_:)``.
@inline(never) @_effects(readonly)
func readRFC3339FamilyLongShape(_ bytes: UnsafeRawBufferPointer, _ format: FastDate.Format) throws(FastDate.ParseError) -> FastDate.Timestamp {
    if let t = FormatReader.longShapeTimestamp(bytes) { return t }
    return try readTimestamp(bytes, format)
}

/// The entry of a door with a format: ``readRFC3339FamilyTimestamp(_:_:)`` for a format that reads the
/// common shapes, else ``readTimestamp(_:_:)``. Inlined into the door, so that a format named
/// at the call site folds the choice away and the other formats pay nothing for it.
@inlinable @inline(__always)
func readTimestamp(_ bytes: UnsafeRawBufferPointer, chosenFor format: FastDate.Format) throws(FastDate.ParseError) -> FastDate.Timestamp {
    format.readsCommonShapes ? try readRFC3339FamilyTimestamp(bytes, format) : try readTimestamp(bytes, format)
}

/// The entry of every door with a format: `FormatReader.readFormat` in a frame of its own.
@usableFromInline @_effects(readonly)
func readTimestamp(_ bytes: UnsafeRawBufferPointer, _ format: FastDate.Format) throws(FastDate.ParseError) -> FastDate.Timestamp {
    do {
        return try FormatReader.readFormat(bytes, format)
    } catch {
        throw error.hinted(bytes, failedAs: format)
    }
}

/// ``readTimestamp(_:_:)`` without the hint: for readers that try one format after another
/// and discard the failures (`.fastFlexible`), which would otherwise pay for a hint each.
@usableFromInline @_effects(readonly)
package func readTimestampUnhinted(_ bytes: UnsafeRawBufferPointer, _ format: FastDate.Format) throws(FastDate.ParseError) -> FastDate.Timestamp {
    try FormatReader.readFormat(bytes, format)
}

/// ``readTimestamp(_:)`` without the hint; see ``readTimestampUnhinted(_:_:)``. The shapes
/// longer than 32 bytes take the general reading here (`FormatReader.readISO8601` says why).
@usableFromInline @_effects(readonly)
package func readTimestampUnhinted(_ bytes: UnsafeRawBufferPointer) throws(FastDate.ParseError) -> FastDate.Timestamp {
    try FormatReader.readISO8601(bytes, longShapes: false)
}
