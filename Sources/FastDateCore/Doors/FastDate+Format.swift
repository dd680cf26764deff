// The format doors: a timestamp in any ``FastDate/Format``, a duration in ISO 8601. Each
// writes into the caller's memory or returns a `String`; the writers are in `Formats/`,
// beside each grammar's reader, and `FormatWriter` picks one.

extension FastDate {
    /// Bytes that always suffice for any date text FastDate writes, except in a pattern
    /// (``Format/pattern(_:)``, which needs its ``Pattern/maxFormattedLength``):
    /// `+275760-09-13T00:00:00.000000000+23:59:59` is 41.
    public static let maxFormattedLength = 41

    /// Writes `timestamp` in `format` into `buffer`, with no allocation.
    ///
    /// ```swift
    /// var bytes = [UInt8](repeating: 0, count: FastDate.maxFormattedLength)
    /// let count = try bytes.withUnsafeMutableBytes { buffer in
    ///     try FastDate.format(t, as: .javaScript, into: buffer)
    /// }
    /// ```
    ///
    /// The instant is written in the offset it carries (``Timestamp/utcOffset``), unless the
    /// format fixes one (``Format/javaScript`` and ``Format/httpDate`` write UTC). Fraction
    /// digits are truncated, never rounded; see each ``Format`` member for its layout.
    /// - Parameters:
    ///   - timestamp: The instant and the offset to write it in.
    ///   - format: The layout, with its writing options (``Format/fractionDigits(_:)``).
    ///   - buffer: Where to write; ``maxFormattedLength`` bytes always suffice.
    /// - Returns: The number of bytes written.
    /// - Throws: ``FormatError`` when the buffer is too small, the fraction digits are not
    ///   0...9, the offset cannot be written in `format`, the year does not fit it, or the
    ///   timestamp is out of range. Nothing useful is in `buffer` then.
    @inlinable @inline(__always)
    public static func format(
        _ timestamp: Timestamp, as format: Format, into buffer: UnsafeMutableRawBufferPointer
    ) throws(FormatError) -> Int {
        // A format known at the call site (`.javaScript`) folds the writer's switch to one
        // call; one known at run time switches in the caller, with no call and no retain of
        // the format around it.
        try FormatWriter.write(timestamp, format, into: buffer)
    }

    /// Returns `timestamp` as text in `format`; see ``format(_:as:into:)``.
    ///
    /// ```swift
    /// let t = try FastDate.parseTimestamp("2021-03-19T10:37:20.123+01:00")
    /// try FastDate.format(t, as: .rfc3339)                    // "2021-03-19T10:37:20.123+01:00"
    /// try FastDate.format(t, as: .javaScript)                 // "2021-03-19T09:37:20.123Z"
    /// try FastDate.format(t, as: .httpDate)                   // "Fri, 19 Mar 2021 09:37:20 GMT"
    /// try FastDate.format(t, as: .epoch(.milliseconds))       // "1616146640123"
    /// ```
    /// - Throws: ``FormatError``, as ``format(_:as:into:)``; the only allocation is the
    ///   returned string, and a failure allocates nothing.
    public static func format(_ timestamp: Timestamp, as format: Format) throws(FormatError) -> String {
        try ByteWriter.string(capacity: format.program?.maxFormattedLength ?? maxFormattedLength) { buffer throws(FormatError) in
            try FormatWriter.write(timestamp, format, into: buffer)
        }
    }

    /// Bytes that always suffice for ``format(_:into:style:)`` in either style: 167, a
    /// negative duration in the friendly style with every component at `Int64.max` and
    /// every unit below a second written (the ISO 8601 one is 153).
    public static let maxFormattedDurationLength = max(DurationWriter.maxLength, FriendlyDurationWriter.maxLength)

    /// Writes `duration` into `buffer` in `style`: canonical ISO 8601 (`PT4M13S`, `-P1DT2H`,
    /// `PT0.5S`, `PT0S` for zero; zero components left out, upper-case designators, the
    /// fewest fraction digits that hold the nanoseconds), or the friendly form (`4m 13s`,
    /// `-1d 2h`, `500ms`, `0s`). ``parseDuration(_:)-(Text)`` reads either back to an equal
    /// value.
    /// - Parameters:
    ///   - duration: The duration to write.
    ///   - buffer: Where to write it.
    ///   - style: `.iso8601` (the default) or `.friendly`.
    /// - Returns: The number of bytes written.
    /// - Throws: ``FormatError`` of kind `bufferTooSmall` when the text does not fit (then
    ///   nothing is written); ``maxFormattedDurationLength`` bytes always suffice.
    public static func format(_ duration: ISODuration, into buffer: UnsafeMutableRawBufferPointer,
                              style: ISODuration.Style = .iso8601) throws(FormatError) -> Int {
        switch style {
        case .iso8601: try DurationWriter.write(duration, into: buffer)
        case .friendly: try FriendlyDurationWriter.write(duration, into: buffer)
        }
    }

    /// Returns `duration` in `style`; see ``format(_:into:style:)``.
    ///
    /// ```swift
    /// let d = try FastDate.parseDuration("PT2H30M")
    /// FastDate.format(d)                      // "PT2H30M"
    /// FastDate.format(d, style: .friendly)    // "2h 30m"
    /// ```
    public static func format(_ duration: ISODuration, style: ISODuration.Style = .iso8601) -> String {
        switch style {
        case .iso8601: DurationWriter.string(duration)
        case .friendly: FriendlyDurationWriter.string(duration)
        }
    }
}

extension FastDate.ISODuration {
    /// How ``FastDate/format(_:style:)`` writes a duration; ``FastDate/parseDuration(_:)-(Text)``
    /// reads both.
    public enum Style: Sendable, Hashable, CaseIterable {
        /// ISO 8601, as Temporal writes it: `P1Y2M3DT4H5M6.5S` (`Spec/duration/durations.md`).
        case iso8601
        /// The friendly form, as jiff writes it: `1y 2mo 3d 4h 5m 6s 500ms`
        /// (`Spec/duration/friendly.md`).
        case friendly
    }
}
