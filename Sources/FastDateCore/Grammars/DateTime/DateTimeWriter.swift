/// Writes `YYYY-MM-DDTHH:mm:ss[.fff…](Z|±hh:mm[:ss])`, the one layout behind RFC 3339,
/// ISO 8601 (RFC 3339's layout, with offset seconds when the offset has them) and
/// JavaScript's `toISOString()` (this layout in UTC with 3 digits).
///
/// Writes straight into the caller's memory, two digits at a time, after a single
/// length check up front: no allocation, no intermediate string.
enum DateTimeWriter {
    /// With `offsetSeconds` false (RFC 3339), whole-minute offsets only: `±hh:mm` cannot
    /// carry seconds. With it, an offset with seconds is written `±hh:mm:ss`.
    ///
    /// Inlined into each formatter, so `formatJavaScript`'s constants (three digits, UTC)
    /// fold away the branches it never takes. Years outside 0000–9999, and every error but
    /// the offset's and the buffer's, are left to ``writeExpandedYear(_:fractionDigits:offsetSeconds:into:)``,
    /// out of line, so the common path stays short.
    @inline(__always)
    static func write(
        _ t: FastDate.Timestamp,
        fractionDigits: Int,
        offsetSeconds: Bool = false,
        into buffer: UnsafeMutableRawBufferPointer
    ) throws(FastDate.FormatError) -> Int {
        guard fractionDigits >= 0 && fractionDigits <= 9 else { throw FastDate.FormatError(.invalidFractionDigits) }
        let offset = Int64(t.utcOffset)
        // Two comparisons accept every instant with a four-digit local year: all are inside
        // the supported range, even at an offset still to be refused.
        guard let (days, secondOfDay) = t.fourDigitYearDay(atOffset: offset) else {
            return try writeExpandedYear(t, fractionDigits: fractionDigits, offsetSeconds: offsetSeconds, into: buffer)
        }
        try checkOffset(offset, allowingSeconds: offsetSeconds)
        // `YYYY-MM-DDTHH:mm:ss` is the reader's fixed prefix.
        let length = DateTimeFastPath.prefixLength + fractionLength(fractionDigits) + offsetLength(offset)
        guard let base = buffer.baseAddress, buffer.count >= length else {
            throw FastDate.FormatError(.bufferTooSmall)
        }
        let date = CivilCalendar.civilDate(daysSinceEpoch: days)
        var out = ByteWriter(base)
        out.fourDigits(Int(date.year))
        afterTheYear(&out, date.month, date.day, secondOfDay, t.nanoseconds, fractionDigits: fractionDigits, offset: offset)
        return out.index
    }

    /// ``write(_:fractionDigits:offsetSeconds:into:)`` for what its first test refused: an
    /// instant out of range (or with invalid nanoseconds), or a local year outside
    /// 0000–9999, written as ISO 8601's expanded year `±YYYYYY` (as JavaScript writes one).
    /// The errors keep their order: range, offset, buffer.
    @inline(never)
    static func writeExpandedYear(
        _ t: FastDate.Timestamp,
        fractionDigits: Int,
        offsetSeconds: Bool,
        into buffer: UnsafeMutableRawBufferPointer
    ) throws(FastDate.FormatError) -> Int {
        guard t.isInSupportedRange else { throw FastDate.FormatError(.outOfRange) }
        let offset = Int64(t.utcOffset)
        try checkOffset(offset, allowingSeconds: offsetSeconds)
        // A sign and two digits more than the four-digit year.
        let length = DateTimeFastPath.prefixLength + 3 + fractionLength(fractionDigits) + offsetLength(offset)
        guard let base = buffer.baseAddress, buffer.count >= length else {
            throw FastDate.FormatError(.bufferTooSmall)
        }
        let (days, second) = floorDivision(t.seconds + offset, by: .secondsPerDay)
        let date = CivilCalendar.civilDate(daysSinceEpoch: days)
        var out = ByteWriter(base)
        out.byte(date.year < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+"))
        let magnitude = Int(date.year.magnitude)
        out.twoDigits(magnitude / 10_000)
        out.twoDigits(magnitude / 100 % 100)
        out.twoDigits(magnitude % 100)
        afterTheYear(&out, date.month, date.day, Int(second), t.nanoseconds, fractionDigits: fractionDigits, offset: offset)
        return out.index
    }

    /// RFC 3339 offsets are whole minutes; ISO 8601's may carry seconds. Either way within
    /// ``UTCOffsetRange``.
    @inline(__always)
    private static func checkOffset(_ offset: Int64, allowingSeconds: Bool) throws(FastDate.FormatError) {
        guard UTCOffsetRange.contains(Int(offset)) && (allowingSeconds || !UTCOffsetRange.hasSeconds(Int(offset))) else {
            throw FastDate.FormatError(.invalidOffset)
        }
    }

    /// `.` and the digits, or nothing for none.
    @inline(__always)
    private static func fractionLength(_ fractionDigits: Int) -> Int {
        fractionDigits > 0 ? 1 &+ fractionDigits : 0
    }

    /// `Z`, `±hh:mm` or `±hh:mm:ss`.
    @inline(__always)
    private static func offsetLength(_ offset: Int64) -> Int {
        offset == 0 ? 1 : UTCOffsetRange.hasSeconds(Int(offset)) ? 9 : 6
    }

    /// `-MM-DDTHH:mm:ss[.fff…](Z|±hh:mm[:ss])`: everything after the year, the same for
    /// four-digit and expanded years.
    @inline(__always)
    private static func afterTheYear(
        _ out: inout ByteWriter, _ month: Int, _ day: Int, _ secondOfDay: Int, _ nanoseconds: Int32,
        fractionDigits: Int, offset: Int64
    ) {
        out.byte(UInt8(ascii: "-"))
        out.twoDigits(month)
        out.byte(UInt8(ascii: "-"))
        out.twoDigits(day)
        out.byte(UInt8(ascii: "T"))
        out.clockTime(secondOfDay)
        if fractionDigits == 3 {
            milliseconds(&out, nanoseconds)
        } else if fractionDigits > 0 {
            out.fraction(Int(nanoseconds), digits: fractionDigits)
        }
        if offset == 0 {
            out.byte(UInt8(ascii: "Z"))
        } else {
            out.byte(offset < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+"))
            let minutes = Int(offset.magnitude / 60)
            out.twoDigits(minutes / 60)
            out.byte(UInt8(ascii: ":"))
            out.twoDigits(minutes % 60)
            if UTCOffsetRange.hasSeconds(Int(offset)) {
                out.byte(UInt8(ascii: ":"))
                out.twoDigits(Int(offset.magnitude % 60))
            }
        }
    }

    /// `YYYY-MM-DD`, the calendar date at the timestamp's offset: RFC 3339 `full-date`,
    /// 10 bytes. Four-digit years only, as the grammar that reads it.
    static func writeDate(_ t: FastDate.Timestamp, into buffer: UnsafeMutableRawBufferPointer) throws(FastDate.FormatError) -> Int {
        let (date, _) = try fourDigitLocalDate(t)
        guard let base = buffer.baseAddress, buffer.count >= fullDateLength else {
            throw FastDate.FormatError(.bufferTooSmall)
        }
        var out = ByteWriter(base)
        out.fourDigits(Int(date.year))
        out.byte(UInt8(ascii: "-"))
        out.twoDigits(date.month)
        out.byte(UInt8(ascii: "-"))
        out.twoDigits(date.day)
        return out.index
    }

    /// `YYYY-MM-DD`.
    static var fullDateLength: Int { 10 }

    /// `.sss`, JavaScript's milliseconds (truncated): one digit and a pair, no loop.
    @inline(__always)
    private static func milliseconds(_ out: inout ByteWriter, _ nanoseconds: Int32) {
        let milliseconds = Int(nanoseconds) / 1_000_000
        out.byte(UInt8(ascii: "."))
        out.byte(UInt8(truncatingIfNeeded: milliseconds / 100) &+ UInt8(ascii: "0"))
        out.twoDigits(milliseconds % 100)
    }

    /// The calendar date and the second of the day at `t`'s own offset, for a layout that
    /// writes four-digit years: `outOfRange`, `invalidOffset` or `unrepresentableYear` when
    /// `t` cannot be written so (shared by the full date and the basic format).
    static func fourDigitLocalDate(_ t: FastDate.Timestamp) throws(FastDate.FormatError) -> (date: (year: Int64, month: Int, day: Int), secondOfDay: Int) {
        let offset = Int64(t.utcOffset)
        let fourDigitYearDay = t.fourDigitYearDay(atOffset: offset)
        if fourDigitYearDay == nil {
            guard t.isInSupportedRange else { throw FastDate.FormatError(.outOfRange) }
        }
        guard UTCOffsetRange.contains(Int(offset)) else { throw FastDate.FormatError(.invalidOffset) }
        guard let (days, secondOfDay) = fourDigitYearDay else { throw FastDate.FormatError(.unrepresentableYear) }
        return (CivilCalendar.civilDate(daysSinceEpoch: days), secondOfDay)
    }
}
