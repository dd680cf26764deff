// The public doors onto `Scanner` (`scanISO8601` without a format, `scanFormat` or `scan`
// with one). Each one only finds the bytes; none of them knows anything about dates, so
// every door accepts exactly the same grammar.

extension FastDate {
    // MARK: Double seconds

    /// Parses date text in the default ``Format/iso8601`` format to seconds since
    /// 1970-01-01T00:00:00Z.
    ///
    /// This is the hot path: no allocation, no Foundation, errors by typed throw. It is a
    /// separate function from ``parse(_:as:)-(UnsafeRawBufferPointer,_)`` rather than a
    /// default argument so the format is a constant the optimizer folds into the scanner,
    /// instead of a value every call site loads and passes.
    /// - Parameter bytes: UTF-8 text such as `2021-03-19T09:37:20.123Z`.
    /// - Returns: `Double(seconds) + Double(nanoseconds) / 1e9`. Use
    ///   ``parseTimestamp(_:as:)-(UnsafeRawBufferPointer,_)`` to keep nanoseconds exactly
    ///   and to learn the offset the text was written in.
    /// - Throws: ``ParseError`` with the kind and byte offset of the first problem.
    public static func parse(_ bytes: UnsafeRawBufferPointer) throws(ParseError) -> Double {
        try Scanner.scanISO8601(bytes).timeIntervalSince1970
    }

    /// Parses UTF-8 bytes in the default format; see ``parse(_:)-(UnsafeRawBufferPointer)``.
    public static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(ParseError) -> Double {
        try parse(UnsafeRawBufferPointer(bytes))
    }

    /// Parses UTF-8 bytes in the default format; see ``parse(_:)-(UnsafeRawBufferPointer)``.
    public static func parse(_ bytes: Span<UInt8>) throws(ParseError) -> Double {
        try ByteDoors.read(bytes) { (raw) throws(ParseError) in try parse(raw) }
    }

    /// Parses UTF-8 bytes in the default format; see ``parse(_:)-(UnsafeRawBufferPointer)``.
    @_effects(readonly)  // see ByteDoors: no retain by the caller
    public static func parse(_ bytes: [UInt8]) throws(ParseError) -> Double {
        try ByteDoors.read(bytes) { (raw) throws(ParseError) in try parse(raw) }
    }

    /// Parses a string in the default format; see ``parse(_:)-(UnsafeRawBufferPointer)``.
    @_effects(readonly)  // see ByteDoors: no retain by the caller
    public static func parse(_ text: String) throws(ParseError) -> Double {
        try ByteDoors.read(text) { (raw) throws(ParseError) in try parse(raw) }
    }

    /// Parses a substring in the default format; see ``parse(_:)-(UnsafeRawBufferPointer)``.
    @_effects(readonly)  // see ByteDoors: no retain by the caller
    public static func parse(_ text: Substring) throws(ParseError) -> Double {
        try ByteDoors.read(text) { (raw) throws(ParseError) in try parse(raw) }
    }

    /// Parses date text in `format` to seconds since 1970-01-01T00:00:00Z.
    ///
    /// ```swift
    /// try FastDate.parse(bytes, as: .rfc3339)
    /// try FastDate.parse(bytes, as: .epoch(.milliseconds))
    /// ```
    /// - Throws: ``ParseError`` with the kind and byte offset of the first problem.
    public static func parse(_ bytes: UnsafeRawBufferPointer, as format: Format) throws(ParseError) -> Double {
        try Scanner.scanFormat(bytes, format).timeIntervalSince1970
    }

    /// Parses UTF-8 bytes in `format`; see ``parse(_:as:)-(UnsafeRawBufferPointer,_)``.
    public static func parse(_ bytes: UnsafeBufferPointer<UInt8>, as format: Format) throws(ParseError) -> Double {
        try parse(UnsafeRawBufferPointer(bytes), as: format)
    }

    /// Parses UTF-8 bytes in `format`; see ``parse(_:as:)-(UnsafeRawBufferPointer,_)``.
    public static func parse(_ bytes: Span<UInt8>, as format: Format) throws(ParseError) -> Double {
        try parseTimestamp(bytes, as: format).timeIntervalSince1970
    }

    /// Parses UTF-8 bytes in `format`; see ``parse(_:as:)-(UnsafeRawBufferPointer,_)``.
    @_effects(readonly)  // see ByteDoors: no retain by the caller
    public static func parse(_ bytes: [UInt8], as format: Format) throws(ParseError) -> Double {
        try parseTimestamp(bytes, as: format).timeIntervalSince1970
    }

    /// Parses a string in `format`; see ``parse(_:as:)-(UnsafeRawBufferPointer,_)``.
    @_effects(readonly)  // see ByteDoors: no retain by the caller
    public static func parse(_ text: String, as format: Format) throws(ParseError) -> Double {
        try parseTimestamp(text, as: format).timeIntervalSince1970
    }

    /// Parses a substring in `format`; see ``parse(_:as:)-(UnsafeRawBufferPointer,_)``.
    @_effects(readonly)  // see ByteDoors: no retain by the caller
    public static func parse(_ text: Substring, as format: Format) throws(ParseError) -> Double {
        try parseTimestamp(text, as: format).timeIntervalSince1970
    }

    // MARK: Exact timestamps

    /// Parses date text in the default ``Format/iso8601`` format to an exact ``Timestamp``:
    /// whole seconds, nanoseconds, and the UTC offset that was written.
    ///
    /// The same grammar and path as ``parse(_:)-(UnsafeRawBufferPointer)``, and a separate
    /// function from ``parseTimestamp(_:as:)-(UnsafeRawBufferPointer,_)`` for the same
    /// reason: the format is a constant, so the common shapes are read in this function.
    /// - Throws: ``ParseError`` with the kind and byte offset of the first problem.
    public static func parseTimestamp(_ bytes: UnsafeRawBufferPointer) throws(ParseError) -> Timestamp {
        try Scanner.scanISO8601(bytes)
    }

    /// Parses UTF-8 bytes in the default format to an exact ``Timestamp``; see
    /// ``parseTimestamp(_:)-(UnsafeRawBufferPointer)``.
    public static func parseTimestamp(_ bytes: UnsafeBufferPointer<UInt8>) throws(ParseError) -> Timestamp {
        try parseTimestamp(UnsafeRawBufferPointer(bytes))
    }

    /// Parses UTF-8 bytes in the default format to an exact ``Timestamp``; see
    /// ``parseTimestamp(_:)-(UnsafeRawBufferPointer)``.
    public static func parseTimestamp(_ bytes: Span<UInt8>) throws(ParseError) -> Timestamp {
        try ByteDoors.read(bytes) { (raw) throws(ParseError) in try parseTimestamp(raw) }
    }

    /// Parses UTF-8 bytes in the default format to an exact ``Timestamp``; see
    /// ``parseTimestamp(_:)-(UnsafeRawBufferPointer)``.
    @_effects(readonly)  // see ByteDoors: no retain by the caller
    public static func parseTimestamp(_ bytes: [UInt8]) throws(ParseError) -> Timestamp {
        try ByteDoors.read(bytes) { (raw) throws(ParseError) in try parseTimestamp(raw) }
    }

    /// Parses a string in the default format to an exact ``Timestamp``, reading it in place
    /// like ``parseTimestamp(_:as:)-(String,_)``.
    @_effects(readonly)  // see ByteDoors: no retain by the caller
    public static func parseTimestamp(_ text: String) throws(ParseError) -> Timestamp {
        try ByteDoors.read(text) { (raw) throws(ParseError) in try parseTimestamp(raw) }
    }

    /// Parses a substring in the default format to an exact ``Timestamp``, reading it in
    /// place like ``parseTimestamp(_:as:)-(String,_)``.
    @_effects(readonly)  // see ByteDoors: no retain by the caller
    public static func parseTimestamp(_ text: Substring) throws(ParseError) -> Timestamp {
        try ByteDoors.read(text) { (raw) throws(ParseError) in try parseTimestamp(raw) }
    }

    /// Parses date text in `format` to an exact ``Timestamp``: whole seconds, nanoseconds,
    /// and the UTC offset that was written.
    ///
    /// - Throws: ``ParseError`` with the kind and byte offset of the first problem.
    public static func parseTimestamp(_ bytes: UnsafeRawBufferPointer, as format: Format) throws(ParseError) -> Timestamp {
        try Scanner.scanFormat(bytes, format)
    }

    /// Parses UTF-8 bytes to an exact ``Timestamp``.
    public static func parseTimestamp(_ bytes: UnsafeBufferPointer<UInt8>, as format: Format) throws(ParseError) -> Timestamp {
        try parseTimestamp(UnsafeRawBufferPointer(bytes), as: format)
    }

    /// Parses UTF-8 bytes to an exact ``Timestamp``.
    public static func parseTimestamp(_ bytes: Span<UInt8>, as format: Format) throws(ParseError) -> Timestamp {
        try ByteDoors.read(bytes) { (raw) throws(ParseError) in try Scanner.scan(raw, format) }
    }

    /// Parses UTF-8 bytes to an exact ``Timestamp``.
    @_effects(readonly)  // see ByteDoors: no retain by the caller
    public static func parseTimestamp(_ bytes: [UInt8], as format: Format) throws(ParseError) -> Timestamp {
        try ByteDoors.read(bytes) { (raw) throws(ParseError) in try Scanner.scan(raw, format) }
    }

    /// Parses a string to an exact ``Timestamp``.
    ///
    /// Reads the string's UTF-8 storage in place. A native string's bytes are found by
    /// `withContiguousStorageIfAvailable`, which inlines to a few bit tests (a small string
    /// is copied to the stack); `utf8.span` would cost a call into the standard library.
    /// A string without contiguous storage (a bridged `NSString`) is read through its
    /// `Span` where that exists (Apple systems 26 and later) and is copied first elsewhere.
    @_effects(readonly)  // see ByteDoors: no retain by the caller
    public static func parseTimestamp(_ text: String, as format: Format) throws(ParseError) -> Timestamp {
        try ByteDoors.read(text) { (raw) throws(ParseError) in try Scanner.scan(raw, format) }
    }

    /// Parses a substring to an exact ``Timestamp``; reads it in place like
    /// ``parseTimestamp(_:as:)-(String,_)``.
    @_effects(readonly)  // see ByteDoors: no retain by the caller
    public static func parseTimestamp(_ text: Substring, as format: Format) throws(ParseError) -> Timestamp {
        try ByteDoors.read(text) { (raw) throws(ParseError) in try Scanner.scan(raw, format) }
    }
}
