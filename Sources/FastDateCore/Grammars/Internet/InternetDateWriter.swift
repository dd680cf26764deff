/// Writes Internet message dates (`Spec/internet/internet-dates.md`, "Writing"):
///
///     HTTP-date (IMF-fixdate)  Sun, 06 Nov 1994 08:49:37 GMT     always GMT, 29 bytes
///     RFC 5322                 Fri, 19 Mar 2021 10:37:20 +0100   its own offset, 31 bytes
///
/// Both share `day-name, DD Mon YYYY hh:mm:ss ` and differ only in the zone. Whole seconds:
/// neither format has a fraction, and the nanoseconds are truncated, never rounded up.
@usableFromInline
enum InternetDateWriter {
    /// The layouts' lengths are the reader's (`InternetFastPath`), defined once.
    private static var httpDateLength: Int { InternetFastPath.httpDateLength }
    private static var rfc5322Length: Int { InternetFastPath.numericZoneLength }

    @usableFromInline
    static func writeHTTPDate(_ t: FastDate.Timestamp, into buffer: UnsafeMutableRawBufferPointer) throws(FastDate.FormatError) -> Int {
        var out = try dateAndTime(t, offset: 0, length: httpDateLength, into: buffer)
        out.threeLetters(0x54_4D_47)  // GMT
        return out.index
    }

    @usableFromInline
    static func writeRFC5322(_ t: FastDate.Timestamp, into buffer: UnsafeMutableRawBufferPointer) throws(FastDate.FormatError) -> Int {
        let offset = Int(t.utcOffset)
        guard offset % 60 == 0 && UTCOffsetRange.contains(offset) else { throw FastDate.FormatError(.invalidOffset) }
        var out = try dateAndTime(t, offset: offset, length: rfc5322Length, into: buffer)
        // `+0000` for UTC: `-0000` would say the offset is unknown.
        out.byte(offset < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+"))
        let minutes = offset.magnitude / 60
        out.twoDigits(Int(minutes / 60))
        out.twoDigits(Int(minutes % 60))
        return out.index
    }

    /// Checks everything, then writes `Sun, 06 Nov 1994 08:49:37 ` for `t` on a clock at
    /// `offset` seconds east of UTC; the caller writes the zone.
    @inline(__always)
    private static func dateAndTime(
        _ t: FastDate.Timestamp, offset: Int, length: Int, into buffer: UnsafeMutableRawBufferPointer
    ) throws(FastDate.FormatError) -> ByteWriter {
        // Two comparisons accept every instant the layout can write; only a refusal asks why.
        guard let (days, secondOfDay) = t.fourDigitYearDay(atOffset: Int64(offset)) else {
            throw FastDate.FormatError(t.isInSupportedRange ? .unrepresentableYear : .outOfRange)
        }
        guard let base = buffer.baseAddress, buffer.count >= length else { throw FastDate.FormatError(.bufferTooSmall) }
        let date = CivilCalendar.civilDate(daysSinceEpoch: days)
        var out = ByteWriter(base)
        out.threeLetters(EnglishNames.dayText(CivilCalendar.dayOfWeek(daysSinceEpoch: days)), then: UInt8(ascii: ","))
        out.byte(UInt8(ascii: " "))
        out.twoDigits(date.day)
        out.byte(UInt8(ascii: " "))
        out.threeLetters(EnglishNames.monthText(date.month), then: UInt8(ascii: " "))
        out.fourDigits(Int(date.year))
        out.byte(UInt8(ascii: " "))
        out.clockTime(secondOfDay)
        out.byte(UInt8(ascii: " "))
        return out
    }
}
