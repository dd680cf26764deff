// The doors onto `DurationScanner`, and the duration writer. Each door only finds the
// bytes, so every one accepts exactly the grammar of `Spec/durations.md`.

extension FastDate {
    /// Parses an ISO 8601 duration such as `PT4M13S`, `P1DT2H`, `PT0.5S` or
    /// `P3Y6M4DT12H30M5S`, exactly. No allocation, no Foundation.
    ///
    /// A sign (`-PT1H`) applies to the whole duration. Designators may be in either case;
    /// each unit appears at most once, largest first, with weeks allowed beside other units.
    /// A fraction (`.` or `,`) is allowed on hours, minutes or seconds when it is the last
    /// component; any length truncates to a billionth of its unit, converted exactly
    /// (`PT1.5H` is 1 h 30 min). Every number must fit in `Int64`, and weeks through seconds
    /// together in `Int64` seconds.
    ///
    /// ```swift
    /// let d = try FastDate.parseDuration("PT4M13S")
    /// d.duration  // .seconds(253)
    /// ```
    /// - Throws: ``ParseError`` with the kind and byte offset of the first problem.
    public static func parseDuration(_ bytes: UnsafeRawBufferPointer) throws(ParseError) -> ISODuration {
        try Scanner.scanDuration(bytes)
    }

    /// Parses a duration from UTF-8 bytes; see ``parseDuration(_:)-(UnsafeRawBufferPointer)``.
    public static func parseDuration(_ bytes: UnsafeBufferPointer<UInt8>) throws(ParseError) -> ISODuration {
        try Scanner.scanDuration(UnsafeRawBufferPointer(bytes))
    }

    /// Parses a duration from UTF-8 bytes; see ``parseDuration(_:)-(UnsafeRawBufferPointer)``.
    public static func parseDuration(_ bytes: Span<UInt8>) throws(ParseError) -> ISODuration {
        try ByteDoors.read(bytes, Scanner.scanDuration)
    }

    /// Parses a duration from UTF-8 bytes; see ``parseDuration(_:)-(UnsafeRawBufferPointer)``.
    @_effects(readonly)  // see ByteDoors: no retain by the caller
    public static func parseDuration(_ bytes: [UInt8]) throws(ParseError) -> ISODuration {
        try ByteDoors.read(bytes, Scanner.scanDuration)
    }

    /// Parses a duration from a string, in place; see
    /// ``parseDuration(_:)-(UnsafeRawBufferPointer)``.
    @_effects(readonly)  // see ByteDoors: no retain by the caller
    public static func parseDuration(_ text: String) throws(ParseError) -> ISODuration {
        try ByteDoors.read(text, Scanner.scanDuration)
    }

    /// Parses a duration from a substring, in place; see
    /// ``parseDuration(_:)-(UnsafeRawBufferPointer)``.
    @_effects(readonly)  // see ByteDoors: no retain by the caller
    public static func parseDuration(_ text: Substring) throws(ParseError) -> ISODuration {
        try ByteDoors.read(text, Scanner.scanDuration)
    }

    /// Bytes that always suffice for ``formatDuration(_:into:)-(_,UnsafeMutableRawBufferPointer)``:
    /// 153, a negative duration with every component at `Int64.max` and nine fraction digits.
    public static let maxFormattedDurationLength = DurationFormatter.maxLength

    /// Writes `duration` in canonical ISO 8601 form into `buffer`: `PT4M13S`, `-P1DT2H`,
    /// `PT0.5S`, `PT0S` for zero. Zero components are left out, designators are upper case,
    /// and seconds carry the fewest fraction digits that hold the nanoseconds.
    /// ``parseDuration(_:)-(UnsafeRawBufferPointer)`` reads it back to an equal value.
    /// - Returns: The number of bytes written.
    /// - Throws: ``FormatError`` of kind `bufferTooSmall` when the text does not fit (then
    ///   nothing is written); ``maxFormattedDurationLength`` bytes always suffice.
    public static func formatDuration(_ duration: ISODuration, into buffer: UnsafeMutableRawBufferPointer) throws(FormatError) -> Int {
        try DurationFormatter.write(duration, into: buffer)
    }

    /// Writes `duration` into a typed buffer; see
    /// ``formatDuration(_:into:)-(_,UnsafeMutableRawBufferPointer)``.
    public static func formatDuration(_ duration: ISODuration, into buffer: UnsafeMutableBufferPointer<UInt8>) throws(FormatError) -> Int {
        try DurationFormatter.write(duration, into: UnsafeMutableRawBufferPointer(buffer))
    }

    /// Returns `duration` in canonical ISO 8601 form; see
    /// ``formatDuration(_:into:)-(_,UnsafeMutableRawBufferPointer)``.
    public static func formatDuration(_ duration: ISODuration) -> String {
        let count = DurationFormatter.length(duration)
        return String(unsafeUninitializedCapacity: count) { buffer in
            // The buffer holds exactly `length` bytes, so the write cannot fail.
            (try? DurationFormatter.write(duration, into: UnsafeMutableRawBufferPointer(buffer))) ?? 0
        }
    }
}
