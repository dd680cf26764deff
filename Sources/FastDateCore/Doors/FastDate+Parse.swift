// The parse doors. Each one only finds the bytes (``FastDate/Input``, or a `Span`) and hands
// them to one entry of `FormatReader`, so every door accepts exactly the same grammar.

extension FastDate {
    // MARK: Seconds as a Double, the hot path

    /// Parses date text in the default ``Format/iso8601`` format to seconds since
    /// 1970-01-01T00:00:00Z.
    ///
    /// This is the hot path: no allocation, no Foundation, errors by typed throw. It is a
    /// separate function from ``parse(_:as:)-(Text,_)`` rather than a default argument so the format
    /// is a constant the optimizer folds into the reader, instead of a value every call
    /// site loads and passes.
    /// - Parameter bytes: UTF-8 text such as `2021-03-19T09:37:20.123Z`.
    /// - Returns: `Double(seconds) + Double(nanoseconds) / 1e9`. Use ``parseTimestamp(_:)-(Text)``
    ///   to keep nanoseconds exactly and to learn the offset the text was written in.
    /// - Throws: ``ParseError`` with the kind and byte offset of the first problem.
    @_effects(readonly)  // see `readTimestamp(_:)`: no retain by the callers of the doors
    public static func parse(_ bytes: UnsafeRawBufferPointer) throws(ParseError) -> Double {
        do {
            return try FormatReader.readISO8601(bytes).timeIntervalSince1970
        } catch {
            throw error.hinted(bytes, failedAs: .iso8601)
        }
    }

    /// Parses text in the default ``Format/iso8601`` format to seconds since 1970, from any
    /// ``Input``: `String`, `Substring`, `[UInt8]`, `Data`, … See
    /// ``parse(_:)-(UnsafeRawBufferPointer)``.
    @inlinable @inline(__always)
    public static func parse<Text: Input & ~Escapable>(_ text: Text) throws(ParseError) -> Double {
        try text.withUTF8Bytes { (raw) throws(ParseError) in try parse(raw) }
    }

    /// Parses text in `format` to seconds since 1970-01-01T00:00:00Z.
    ///
    /// ```swift
    /// try FastDate.parse(bytes, as: .rfc3339)
    /// try FastDate.parse("1616112000123", as: .epoch(.milliseconds))
    /// ```
    /// - Throws: ``ParseError`` with the kind and byte offset of the first problem.
    @inlinable @inline(__always)
    public static func parse<Text: Input & ~Escapable>(_ text: Text, as format: Format) throws(ParseError) -> Double {
        try text.withUTF8Bytes { (raw) throws(ParseError) in try readTimestamp(raw, chosenFor: format) }.timeIntervalSince1970
    }

    // MARK: Exact timestamps

    /// Parses text in the default ``Format/iso8601`` format to an exact ``Timestamp``:
    /// whole seconds, nanoseconds, and the UTC offset that was written.
    ///
    /// The same grammar and path as ``parse(_:)-(UnsafeRawBufferPointer)``, and a separate
    /// function from ``parseTimestamp(_:as:)-(Text,_)`` for the same reason: the format is a
    /// constant, so the common shapes are read without a dispatch.
    /// - Throws: ``ParseError`` with the kind and byte offset of the first problem.
    @inlinable @inline(__always)
    public static func parseTimestamp<Text: Input & ~Escapable>(_ text: Text) throws(ParseError) -> Timestamp {
        try text.withUTF8Bytes { (raw) throws(ParseError) in try readTimestamp(raw) }
    }

    /// Parses text in `format` to an exact ``Timestamp``: whole seconds, nanoseconds, and
    /// the UTC offset that was written.
    ///
    /// ```swift
    /// let t = try FastDate.parseTimestamp("Fri, 19 Mar 2021 10:37:20 +0100", as: .rfc5322)
    /// t.utcOffset  // 3600
    /// ```
    /// - Throws: ``ParseError`` with the kind and byte offset of the first problem.
    @inlinable @inline(__always)
    public static func parseTimestamp<Text: Input & ~Escapable>(_ text: Text, as format: Format) throws(ParseError) -> Timestamp {
        try text.withUTF8Bytes { (raw) throws(ParseError) in try readTimestamp(raw, chosenFor: format) }
    }

}
