// The doors onto `Scanner.scanTimeOfDay`: each only finds the bytes, so every one accepts
// exactly the time-of-day grammar of `Spec/grammar.md`.

extension FastDate {
    /// Parses a time of day on a 24-hour or 12-hour clock, such as `19:27:02`,
    /// `7:27:02 PM`, `07:27 am` or `12:59:22 p.m.`, without a locale.
    ///
    /// The hour may have one or two digits; minutes and seconds have two, and the seconds
    /// (with an optional fraction) may be left out. AM/PM in any case, with or without dots,
    /// may follow directly or after one space (also U+00A0 or U+202F, which newer
    /// formatters write there). `12:00 AM` is midnight, `12:00 PM` noon; `0:30 AM` and
    /// `13:00 PM` are errors. No allocation, no Foundation.
    ///
    /// ```swift
    /// try FastDate.parseTimeOfDay("12:30:00 AM").secondsSinceMidnight  // 1_800
    /// ```
    /// - Throws: ``ParseError`` with the kind and byte offset of the first problem.
    public static func parseTimeOfDay(_ bytes: UnsafeRawBufferPointer) throws(ParseError) -> TimeOfDay {
        try Scanner.scanTimeOfDay(bytes)
    }

    /// Parses a time of day from UTF-8 bytes; see ``parseTimeOfDay(_:)-(UnsafeRawBufferPointer)``.
    public static func parseTimeOfDay(_ bytes: UnsafeBufferPointer<UInt8>) throws(ParseError) -> TimeOfDay {
        try Scanner.scanTimeOfDay(UnsafeRawBufferPointer(bytes))
    }

    /// Parses a time of day from UTF-8 bytes; see ``parseTimeOfDay(_:)-(UnsafeRawBufferPointer)``.
    public static func parseTimeOfDay(_ bytes: Span<UInt8>) throws(ParseError) -> TimeOfDay {
        try ByteDoors.read(bytes, Scanner.scanTimeOfDay)
    }

    /// Parses a time of day from UTF-8 bytes; see ``parseTimeOfDay(_:)-(UnsafeRawBufferPointer)``.
    @_effects(readonly)  // see ByteDoors: no retain by the caller
    public static func parseTimeOfDay(_ bytes: [UInt8]) throws(ParseError) -> TimeOfDay {
        try ByteDoors.read(bytes, Scanner.scanTimeOfDay)
    }

    /// Parses a time of day from a string, in place; see
    /// ``parseTimeOfDay(_:)-(UnsafeRawBufferPointer)``.
    @_effects(readonly)  // see ByteDoors: no retain by the caller
    public static func parseTimeOfDay(_ text: String) throws(ParseError) -> TimeOfDay {
        try ByteDoors.read(text, Scanner.scanTimeOfDay)
    }

    /// Parses a time of day from a substring, in place; see
    /// ``parseTimeOfDay(_:)-(UnsafeRawBufferPointer)``.
    @_effects(readonly)  // see ByteDoors: no retain by the caller
    public static func parseTimeOfDay(_ text: Substring) throws(ParseError) -> TimeOfDay {
        try ByteDoors.read(text, Scanner.scanTimeOfDay)
    }
}
