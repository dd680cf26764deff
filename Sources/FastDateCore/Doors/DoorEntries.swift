// The entries the doors call: one per result kind, each the whole reading in a frame of its
// own, so that a door inlined into its caller is one call. The timestamp entries, which the
// column calls too, are in `Grammars/FormatReader.swift`, below both; the rules here hold
// for them.
//
// Functions at file scope, not static methods: a static method's unused metatype argument
// makes the optimizer emit its ABI symbol as a thunk around a copy without it, and a door
// inlined in another module calls that symbol, so every parse paid the thunk (for a 70-byte
// `ISODuration`, a copy of the result and the typed error through memory;
// Benchmarks/LEDGER.md).
//
// Every entry is `@_effects(readonly)`: the doors inline into their callers, and without it
// a caller that passes a `String` it loaded from memory (an array element, a property)
// retains the string's storage around the call, because an opaque callee might release the
// last other reference. It is true of each: it reads the bytes and returns a value or throws
// a `ParseError`, both plain values; it writes no memory but its own locals and releases
// nothing. Breaking that promise would be undefined behaviour: an entry that ever needs to
// write shared state, cache, or log must lose the attribute.

/// A local date-time: the date-time grammar with the offset optional, in the civil years
/// 0000–9999 (an expanded year outside them is `yearOutOfRange` at byte 0).
@usableFromInline @_effects(readonly)
func readLocalDateTime(_ bytes: UnsafeRawBufferPointer) throws(FastDate.ParseError) -> FastDate.LocalDateTime {
    let reading = try readLocalReading(bytes)
    try reading.requireCivil()
    return reading
}

/// ``readLocalDateTime(_:)`` without the civil range: every year the date-time grammar
/// reads, for the `FastDate` module's strategies, which place the reading in a zone and
/// return the instant (`.fastLocalDateTime(in:)` reads what `.iso8601` with an assumed offset
/// reads). The reading never leaves the package as a value.
@usableFromInline @_effects(readonly)
package func readLocalReading(_ bytes: UnsafeRawBufferPointer) throws(FastDate.ParseError) -> FastDate.LocalDateTime {
    try DateTimeReader.readLocal(ByteInput(nonEmpty: bytes))
}

/// A civil date, exactly `YYYY-MM-DD`.
@usableFromInline @_effects(readonly)
func readLocalDate(_ bytes: UnsafeRawBufferPointer) throws(FastDate.ParseError) -> FastDate.LocalDate {
    try DateTimeReader.readLocalDate(ByteInput(nonEmpty: bytes))
}

/// A time of day: RFC 3339 `partial-time` or `HH:mm`.
@usableFromInline @_effects(readonly)
func readLocalTime(_ bytes: UnsafeRawBufferPointer) throws(FastDate.ParseError) -> FastDate.LocalTime {
    try LocalTimeReader.readPartialTime(ByteInput(nonEmpty: bytes))
}

/// A time of day in `grammar`: `partial-time`, or a 24-hour or 12-hour clock.
@usableFromInline @_effects(readonly)
func readLocalTime(_ bytes: UnsafeRawBufferPointer, _ grammar: FastDate.LocalTime.Grammar) throws(FastDate.ParseError) -> FastDate.LocalTime {
    switch grammar {
    case .partialTime: try LocalTimeReader.readPartialTime(ByteInput(nonEmpty: bytes))
    case .timeOfDay: try LocalTimeReader.read(ByteInput(nonEmpty: bytes))
    }
}

/// An ISO 8601 duration.
@usableFromInline @_effects(readonly)
func readISODuration(_ bytes: UnsafeRawBufferPointer) throws(FastDate.ParseError) -> FastDate.ISODuration {
    try DurationReader.read(ByteInput(nonEmpty: bytes))
}

/// An RFC 9557 date-time with its annotations.
@usableFromInline @_effects(readonly)
func readAnnotatedDateTime(_ bytes: UnsafeRawBufferPointer) throws(FastDate.ParseError) -> FastDate.AnnotatedDateTime {
    // The `.rfc9557` format reads expanded years as any date-time does; the value, whose
    // `dateTime` is a civil `LocalDateTime`, holds the years 0000–9999.
    let annotated = try RFC9557Reader.readAnnotated(ByteInput(nonEmpty: bytes))
    try annotated.dateTime.requireCivil()
    return annotated
}

// The `FastDate` module's doors are inlinable like the public ones: a generic door the
// `FastDate` module cannot see into runs unspecialized, and looks up the metadata of its
// closures' types at every call (`Benchmarks/LEDGER.md`, "Time zones").
extension FastDate {
    /// ``parseTimestamp(_:as:)-(Text,_)`` without the hint in its error: for the readers of
    /// the `FastDate` module that try one grammar after another and discard the failures.
    @inlinable @inline(__always)
    package static func parseTimestampUnhinted<Text: Input & ~Escapable>(_ text: Text, as format: Format) throws(ParseError) -> Timestamp {
        try text.withUTF8Bytes { (raw) throws(ParseError) in try readTimestampUnhinted(raw, format) }
    }

    /// A local date-time of any year the date-time grammar reads; see
    /// ``readLocalReading(_:)``.
    @inlinable @inline(__always)
    package static func parseLocalReading<Text: Input & ~Escapable>(_ text: Text) throws(ParseError) -> LocalDateTime {
        try text.withUTF8Bytes { (raw) throws(ParseError) in try readLocalReading(raw) }
    }

    /// ``parseTimestamp(_:)-(Text)`` without the hint in its error; see above.
    @inlinable @inline(__always)
    package static func parseTimestampUnhinted<Text: Input & ~Escapable>(_ text: Text) throws(ParseError) -> Timestamp {
        try text.withUTF8Bytes { (raw) throws(ParseError) in try readTimestampUnhinted(raw) }
    }
}
