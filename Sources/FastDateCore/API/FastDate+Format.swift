// The public formatting entry points. RFC 3339, ISO 8601 and JavaScript share
// `ISOFormatter`; HTTP-date and RFC 5322 share `InternetDateFormatter`.

extension FastDate {
    /// Bytes that always suffice for any date text FastDate writes:
    /// `+275760-09-13T00:00:00.000000000+23:59:59` is 41.
    public static let maxFormattedLength = 41

    /// Writes `t` as RFC 3339 in the offset it carries, such as
    /// `2021-03-19T10:37:20.123+01:00`, into `buffer`.
    ///
    /// Fraction digits are truncated, never rounded. The offset is written as `Z` when it is
    /// zero and `±hh:mm` otherwise. Years outside 0000–9999 are written as ECMAScript
    /// expanded years (`+010000`), which ``Format/iso8601`` reads back.
    /// - Parameters:
    ///   - t: The instant and the offset to write it in.
    ///   - fractionDigits: 0 through 9.
    ///   - buffer: Where to write; ``maxFormattedLength`` bytes always suffice.
    /// - Returns: The number of bytes written.
    /// - Throws: ``FormatError`` when the buffer is too small, `fractionDigits` is not
    ///   0...9, the offset is not whole minutes within ±23:59, or `t` is out of range.
    public static func formatRFC3339(
        _ t: Timestamp,
        fractionDigits: Int = 0,
        into buffer: UnsafeMutableRawBufferPointer
    ) throws(FormatError) -> Int {
        try ISOFormatter.write(t, fractionDigits: fractionDigits, into: buffer)
    }

    /// Writes `t` as RFC 3339 into a typed buffer; see
    /// ``formatRFC3339(_:fractionDigits:into:)-(_,_,UnsafeMutableRawBufferPointer)``.
    public static func formatRFC3339(
        _ t: Timestamp,
        fractionDigits: Int = 0,
        into buffer: UnsafeMutableBufferPointer<UInt8>
    ) throws(FormatError) -> Int {
        try ISOFormatter.write(t, fractionDigits: fractionDigits, into: UnsafeMutableRawBufferPointer(buffer))
    }

    /// Returns `t` as RFC 3339 text; see
    /// ``formatRFC3339(_:fractionDigits:into:)-(_,_,UnsafeMutableRawBufferPointer)``.
    public static func formatRFC3339(_ t: Timestamp, fractionDigits: Int = 0) throws(FormatError) -> String {
        try string { buffer throws(FormatError) in try ISOFormatter.write(t, fractionDigits: fractionDigits, into: buffer) }
    }

    /// Writes `t` as ISO 8601 in the offset it carries: RFC 3339's layout, except that an
    /// offset with seconds is written `±hh:mm:ss` (`1850-01-01T00:00:00+05:53:28`) where
    /// ``formatRFC3339(_:fractionDigits:into:)-(_,_,UnsafeMutableRawBufferPointer)``
    /// refuses it. ``Format/iso8601`` reads every such text back to the same timestamp.
    /// - Parameters:
    ///   - t: The instant and the offset to write it in.
    ///   - fractionDigits: 0 through 9; digits past them are truncated.
    ///   - buffer: Where to write; ``maxFormattedLength`` bytes always suffice.
    /// - Returns: The number of bytes written.
    /// - Throws: ``FormatError`` when the buffer is too small, `fractionDigits` is not
    ///   0...9, the offset is outside ±23:59:59, or `t` is out of range.
    public static func formatISO8601(
        _ t: Timestamp,
        fractionDigits: Int = 0,
        into buffer: UnsafeMutableRawBufferPointer
    ) throws(FormatError) -> Int {
        try ISOFormatter.write(t, fractionDigits: fractionDigits, offsetSeconds: true, into: buffer)
    }

    /// Writes `t` as ISO 8601 into a typed buffer; see
    /// ``formatISO8601(_:fractionDigits:into:)-(_,_,UnsafeMutableRawBufferPointer)``.
    public static func formatISO8601(
        _ t: Timestamp,
        fractionDigits: Int = 0,
        into buffer: UnsafeMutableBufferPointer<UInt8>
    ) throws(FormatError) -> Int {
        try formatISO8601(t, fractionDigits: fractionDigits, into: UnsafeMutableRawBufferPointer(buffer))
    }

    /// Returns `t` as ISO 8601 text; see
    /// ``formatISO8601(_:fractionDigits:into:)-(_,_,UnsafeMutableRawBufferPointer)``.
    public static func formatISO8601(_ t: Timestamp, fractionDigits: Int = 0) throws(FormatError) -> String {
        try string { buffer throws(FormatError) in
            try ISOFormatter.write(t, fractionDigits: fractionDigits, offsetSeconds: true, into: buffer)
        }
    }

    /// Writes `t` exactly as JavaScript's `Date.prototype.toISOString()` would:
    /// `2012-04-23T18:25:43.511Z`, always UTC, always three digits, `±YYYYYY` outside
    /// years 0000–9999. Nanoseconds below the millisecond are truncated.
    /// - Returns: The number of bytes written (24, or 27 for expanded years).
    public static func formatJavaScript(_ t: Timestamp, into buffer: UnsafeMutableRawBufferPointer) throws(FormatError) -> Int {
        try ISOFormatter.write(inUTC(t), fractionDigits: 3, into: buffer)
    }

    /// Writes `t` as `toISOString()` into a typed buffer; see
    /// ``formatJavaScript(_:into:)-(_,UnsafeMutableRawBufferPointer)``.
    public static func formatJavaScript(_ t: Timestamp, into buffer: UnsafeMutableBufferPointer<UInt8>) throws(FormatError) -> Int {
        try ISOFormatter.write(inUTC(t), fractionDigits: 3, into: UnsafeMutableRawBufferPointer(buffer))
    }

    /// Returns `t` as JavaScript's `toISOString()` text; see
    /// ``formatJavaScript(_:into:)-(_,UnsafeMutableRawBufferPointer)``.
    public static func formatJavaScript(_ t: Timestamp) throws(FormatError) -> String {
        try string { buffer throws(FormatError) in try ISOFormatter.write(inUTC(t), fractionDigits: 3, into: buffer) }
    }

    /// Writes `t` as an HTTP-date, RFC 9110's IMF-fixdate: `Sun, 06 Nov 1994 08:49:37 GMT`,
    /// always in GMT, whole seconds (nanoseconds are truncated), what every HTTP `Date`,
    /// `Last-Modified` or `Expires` header must carry.
    /// - Parameters:
    ///   - t: The instant; its offset is not written (HTTP dates are GMT).
    ///   - buffer: Where to write; 29 bytes suffice.
    /// - Returns: The number of bytes written, always 29.
    /// - Throws: ``FormatError`` when the buffer is too small, `t` is out of range, or its
    ///   year is outside 0000–9999 (`unrepresentableYear`).
    public static func formatHTTPDate(_ t: Timestamp, into buffer: UnsafeMutableRawBufferPointer) throws(FormatError) -> Int {
        try InternetDateFormatter.writeHTTPDate(t, into: buffer)
    }

    /// Writes `t` as an HTTP-date into a typed buffer; see
    /// ``formatHTTPDate(_:into:)-(_,UnsafeMutableRawBufferPointer)``.
    public static func formatHTTPDate(_ t: Timestamp, into buffer: UnsafeMutableBufferPointer<UInt8>) throws(FormatError) -> Int {
        try InternetDateFormatter.writeHTTPDate(t, into: UnsafeMutableRawBufferPointer(buffer))
    }

    /// Returns `t` as an HTTP-date, `Sun, 06 Nov 1994 08:49:37 GMT`; see
    /// ``formatHTTPDate(_:into:)-(_,UnsafeMutableRawBufferPointer)``.
    public static func formatHTTPDate(_ t: Timestamp) throws(FormatError) -> String {
        try string { buffer throws(FormatError) in try InternetDateFormatter.writeHTTPDate(t, into: buffer) }
    }

    /// Writes `t` as an RFC 5322 date-time in the offset it carries:
    /// `Fri, 19 Mar 2021 10:37:20 +0100` (mail, RSS). Whole seconds (nanoseconds are
    /// truncated); UTC is `+0000`.
    /// - Parameters:
    ///   - t: The instant and the offset to write it in.
    ///   - buffer: Where to write; 31 bytes suffice.
    /// - Returns: The number of bytes written, always 31.
    /// - Throws: ``FormatError`` when the buffer is too small, `t` is out of range, its
    ///   offset is not whole minutes within ±23:59, or its year is outside 0000–9999.
    public static func formatRFC5322(_ t: Timestamp, into buffer: UnsafeMutableRawBufferPointer) throws(FormatError) -> Int {
        try InternetDateFormatter.writeRFC5322(t, into: buffer)
    }

    /// Writes `t` as RFC 5322 into a typed buffer; see
    /// ``formatRFC5322(_:into:)-(_,UnsafeMutableRawBufferPointer)``.
    public static func formatRFC5322(_ t: Timestamp, into buffer: UnsafeMutableBufferPointer<UInt8>) throws(FormatError) -> Int {
        try InternetDateFormatter.writeRFC5322(t, into: UnsafeMutableRawBufferPointer(buffer))
    }

    /// Returns `t` as RFC 5322 text, `Fri, 19 Mar 2021 10:37:20 +0100`; see
    /// ``formatRFC5322(_:into:)-(_,UnsafeMutableRawBufferPointer)``.
    public static func formatRFC5322(_ t: Timestamp) throws(FormatError) -> String {
        try string { buffer throws(FormatError) in try InternetDateFormatter.writeRFC5322(t, into: buffer) }
    }

    private static func inUTC(_ t: Timestamp) -> Timestamp {
        Timestamp(unchecked: t.seconds, t.nanoseconds, 0)
    }

    /// Formats into a stack-sized scratch area first, so a failure allocates nothing and
    /// a success allocates only the resulting string.
    private static func string(
        _ write: (UnsafeMutableRawBufferPointer) throws(FormatError) -> Int
    ) throws(FormatError) -> String {
        // ``maxFormattedLength`` (41) bytes, rounded up to whole words.
        var scratch: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0)
        return try withUnsafeMutableBytes(of: &scratch) { buffer throws(FormatError) in
            let count = try write(buffer)
            return String(decoding: UnsafeRawBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
        }
    }
}
