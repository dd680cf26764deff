// The doors onto `Scanner.scanLocalDateTime`: each only finds the bytes, so every one
// accepts exactly the local date-time grammar of `Spec/grammar.md`.

extension FastDate {
    /// Parses a date-time whose UTC offset may be missing, such as `2021-03-19T10:37:20`,
    /// `2021-03-19 10:37:20.123` or `2021-03-19T10:37`, as a wall-clock reading.
    ///
    /// The grammar is ``Format/iso8601``'s date-time with the offset optional (a date
    /// alone or an epoch number is not a date-time). An offset, when written, is kept in
    /// ``LocalDateTime/utcOffset`` and names the instant; without one, the reading needs a
    /// time zone (the `FastDate` module's `fastLocalDateTime(in:)`) or a known offset
    /// (``LocalDateTime/timestamp(assumingUTCOffset:)``). No allocation, no Foundation.
    ///
    /// ```swift
    /// let local = try FastDate.parseLocalDateTime("2021-03-19T10:37:20.123")
    /// local.localSeconds  // 1616150240, the reading as if it were UTC
    /// ```
    /// - Throws: ``ParseError`` with the kind and byte offset of the first problem.
    public static func parseLocalDateTime(_ bytes: UnsafeRawBufferPointer) throws(ParseError) -> LocalDateTime {
        try Scanner.scanLocalDateTime(bytes)
    }

    /// Parses a local date-time from UTF-8 bytes; see
    /// ``parseLocalDateTime(_:)-(UnsafeRawBufferPointer)``.
    public static func parseLocalDateTime(_ bytes: UnsafeBufferPointer<UInt8>) throws(ParseError) -> LocalDateTime {
        try Scanner.scanLocalDateTime(UnsafeRawBufferPointer(bytes))
    }

    /// Parses a local date-time from UTF-8 bytes; see
    /// ``parseLocalDateTime(_:)-(UnsafeRawBufferPointer)``.
    public static func parseLocalDateTime(_ bytes: Span<UInt8>) throws(ParseError) -> LocalDateTime {
        try ByteDoors.read(bytes, Scanner.scanLocalDateTime)
    }

    /// Parses a local date-time from UTF-8 bytes; see
    /// ``parseLocalDateTime(_:)-(UnsafeRawBufferPointer)``.
    @_effects(readonly)  // see ByteDoors: no retain by the caller
    public static func parseLocalDateTime(_ bytes: [UInt8]) throws(ParseError) -> LocalDateTime {
        try ByteDoors.read(bytes, Scanner.scanLocalDateTime)
    }

    /// Parses a local date-time from a string, in place; see
    /// ``parseLocalDateTime(_:)-(UnsafeRawBufferPointer)``.
    @_effects(readonly)  // see ByteDoors: no retain by the caller
    public static func parseLocalDateTime(_ text: String) throws(ParseError) -> LocalDateTime {
        try ByteDoors.read(text, Scanner.scanLocalDateTime)
    }

    /// Parses a local date-time from a substring, in place; see
    /// ``parseLocalDateTime(_:)-(UnsafeRawBufferPointer)``.
    @_effects(readonly)  // see ByteDoors: no retain by the caller
    public static func parseLocalDateTime(_ text: Substring) throws(ParseError) -> LocalDateTime {
        try ByteDoors.read(text, Scanner.scanLocalDateTime)
    }
}
