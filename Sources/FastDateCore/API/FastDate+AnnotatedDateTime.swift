// The doors onto `RFC9557Scanner`: each only finds the bytes, so every one accepts
// exactly the grammar of `Spec/rfc9557.md`.

extension FastDate {
    /// Parses an RFC 9557 date-time such as `2022-07-08T00:14:07+01:00[Europe/Paris]`,
    /// keeping the wall-clock reading, the written offset and the time zone annotation
    /// (where the name is in the input). No allocation, no Foundation.
    ///
    /// The date-time is `.iso8601`'s with the offset optional; the suffix is one optional
    /// time zone and any number of `key=value` tags (see ``Format/rfc9557``). Use
    /// ``parseTimestamp(_:as:)-(String,_)`` with `.rfc9557` when only the instant matters.
    /// - Throws: ``ParseError`` with the kind and byte offset of the first problem.
    public static func parseAnnotatedDateTime(_ bytes: UnsafeRawBufferPointer) throws(ParseError) -> AnnotatedDateTime {
        try Scanner.scanAnnotated(bytes)
    }

    /// Parses an RFC 9557 date-time from UTF-8 bytes; see
    /// ``parseAnnotatedDateTime(_:)-(UnsafeRawBufferPointer)``.
    public static func parseAnnotatedDateTime(_ bytes: UnsafeBufferPointer<UInt8>) throws(ParseError) -> AnnotatedDateTime {
        try Scanner.scanAnnotated(UnsafeRawBufferPointer(bytes))
    }

    /// Parses an RFC 9557 date-time from UTF-8 bytes; see
    /// ``parseAnnotatedDateTime(_:)-(UnsafeRawBufferPointer)``.
    public static func parseAnnotatedDateTime(_ bytes: Span<UInt8>) throws(ParseError) -> AnnotatedDateTime {
        try ByteDoors.read(bytes, Scanner.scanAnnotated)
    }

    /// Parses an RFC 9557 date-time from UTF-8 bytes; see
    /// ``parseAnnotatedDateTime(_:)-(UnsafeRawBufferPointer)``.
    @_effects(readonly)  // see ByteDoors: no retain by the caller
    public static func parseAnnotatedDateTime(_ bytes: [UInt8]) throws(ParseError) -> AnnotatedDateTime {
        try ByteDoors.read(bytes, Scanner.scanAnnotated)
    }

    /// Parses an RFC 9557 date-time from a string, in place; the zone's range counts
    /// the string's UTF-8 bytes. See ``parseAnnotatedDateTime(_:)-(UnsafeRawBufferPointer)``.
    @_effects(readonly)  // see ByteDoors: no retain by the caller
    public static func parseAnnotatedDateTime(_ text: String) throws(ParseError) -> AnnotatedDateTime {
        try ByteDoors.read(text, Scanner.scanAnnotated)
    }

    /// Parses an RFC 9557 date-time from a substring, in place; the zone's range counts
    /// UTF-8 bytes from the substring's start. See
    /// ``parseAnnotatedDateTime(_:)-(UnsafeRawBufferPointer)``.
    @_effects(readonly)  // see ByteDoors: no retain by the caller
    public static func parseAnnotatedDateTime(_ text: Substring) throws(ParseError) -> AnnotatedDateTime {
        try ByteDoors.read(text, Scanner.scanAnnotated)
    }
}
