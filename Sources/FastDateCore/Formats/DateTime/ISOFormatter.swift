/// Writes `YYYY-MM-DDTHH:mm:ss[.fff…](Z|±hh:mm[:ss])`, the one layout behind RFC 3339,
/// ISO 8601 (RFC 3339's layout, with offset seconds when the offset has them) and
/// JavaScript's `toISOString()` (this layout in UTC with 3 digits).
///
/// Writes straight into the caller's memory, two digits at a time, after a single
/// length check up front: no allocation, no intermediate string.
enum ISOFormatter {
    /// With `offsetSeconds` false (RFC 3339), whole-minute offsets only: `±hh:mm` cannot
    /// carry seconds. With it, an offset with seconds is written `±hh:mm:ss`.
    ///
    /// Inlined into each formatter, so `formatJavaScript`'s constants (three digits, UTC)
    /// fold away the branches it never takes.
    @inline(__always)
    static func write(
        _ t: FastDate.Timestamp,
        fractionDigits: Int,
        offsetSeconds: Bool = false,
        into buffer: UnsafeMutableRawBufferPointer
    ) throws(FastDate.FormatError) -> Int {
        guard fractionDigits >= 0 && fractionDigits <= 9 else { throw FastDate.FormatError(.invalidFractionDigits) }
        guard t.isInSupportedRange else { throw FastDate.FormatError(.outOfRange) }
        let offset = Int64(t.utcOffset)
        let offsetHasSeconds = offset % 60 != 0
        guard (offsetSeconds || !offsetHasSeconds) && UTCOffsetRange.contains(Int(offset)) else {
            throw FastDate.FormatError(.invalidOffset)
        }

        let (days, second) = floorDivision(t.seconds + offset, by: .secondsPerDay)
        let secondOfDay = Int(second)
        let date = CivilCalendar.civilDate(daysSinceEpoch: days)
        let expandedYear = date.year < 0 || date.year > 9999

        // `YYYY-MM-DDTHH:mm:ss` is the reader's fixed prefix; an expanded year has a sign and two
        // digits more.
        let length = FixedLayout.prefixLength + (expandedYear ? 3 : 0) + (fractionDigits > 0 ? 1 + fractionDigits : 0)
            + (offset == 0 ? 1 : offsetHasSeconds ? 9 : 6)
        guard let base = buffer.baseAddress, buffer.count >= length else {
            throw FastDate.FormatError(.bufferTooSmall)
        }

        var out = ByteWriter(base)
        if expandedYear {
            out.byte(date.year < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+"))
            let magnitude = Int(date.year.magnitude)
            out.twoDigits(magnitude / 10_000)
            out.twoDigits(magnitude / 100 % 100)
            out.twoDigits(magnitude % 100)
        } else {
            out.twoDigits(Int(date.year) / 100)
            out.twoDigits(Int(date.year) % 100)
        }
        monthDayAndClock(&out, date.month, date.day, secondOfDay)
        if fractionDigits == 3 {
            milliseconds(&out, t.nanoseconds)
        } else if fractionDigits > 0 {
            out.fraction(Int(t.nanoseconds), digits: fractionDigits)
        }
        if offset == 0 {
            out.byte(UInt8(ascii: "Z"))
        } else {
            out.byte(offset < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+"))
            let minutes = Int(offset.magnitude / 60)
            out.twoDigits(minutes / 60)
            out.byte(UInt8(ascii: ":"))
            out.twoDigits(minutes % 60)
            if offsetHasSeconds {
                out.byte(UInt8(ascii: ":"))
                out.twoDigits(Int(offset.magnitude % 60))
            }
        }
        return out.index
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

    /// `YYYY-MM-DDTHH:mm:ss.sssZ`: JavaScript's `toISOString()` for a four-digit year.
    static var javaScriptLength: Int { 24 }
    /// 0000-01-01T00:00:00Z and 10000-01-01T00:00:00Z: the instants `toISOString()` writes
    /// with four-digit years.
    static var year0000Seconds: Int64 { -62_167_219_200 }
    static var year10000Seconds: Int64 { 253_402_300_800 }

    /// Accept-only: `t` as `toISOString()` writes it when its year, in UTC, has four digits
    /// and the buffer holds 24 bytes; nil otherwise, and ``write(_:fractionDigits:offsetSeconds:into:)``
    /// writes it or decides the error. One unsigned comparison stands for every check the
    /// general writer makes, since such an instant is in range and UTC has no offset to refuse.
    @inline(__always)
    static func writeCommonJavaScript(_ t: FastDate.Timestamp, into buffer: UnsafeMutableRawBufferPointer) -> Int? {
        let sinceYear0000 = UInt64(bitPattern: t.seconds &- year0000Seconds)
        guard sinceYear0000 < UInt64(year10000Seconds &- year0000Seconds),
              UInt32(bitPattern: t.nanoseconds) < UInt32(Int32.nanosecondsPerSecond),
              let base = buffer.baseAddress, buffer.count >= javaScriptLength
        else { return nil }
        let days = sinceYear0000 / UInt64.secondsPerDay
        let secondOfDay = Int(truncatingIfNeeded: sinceYear0000 &- days &* UInt64.secondsPerDay)
        let date = CivilCalendar.civilDate(daysSinceEpoch: Int64(days) &+ year0000Seconds / .secondsPerDay)
        var out = ByteWriter(base)
        out.fourDigits(Int(date.year))
        monthDayAndClock(&out, date.month, date.day, secondOfDay)
        milliseconds(&out, t.nanoseconds)
        out.byte(UInt8(ascii: "Z"))
        return out.index
    }

    /// `-MM-DDTHH:mm:ss`, what follows the year in every date-time layout written here.
    @inline(__always)
    private static func monthDayAndClock(_ out: inout ByteWriter, _ month: Int, _ day: Int, _ secondOfDay: Int) {
        out.byte(UInt8(ascii: "-"))
        out.twoDigits(month)
        out.byte(UInt8(ascii: "-"))
        out.twoDigits(day)
        out.byte(UInt8(ascii: "T"))
        out.clockTime(secondOfDay)
    }

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
        guard t.isInSupportedRange else { throw FastDate.FormatError(.outOfRange) }
        let offset = Int64(t.utcOffset)
        guard UTCOffsetRange.contains(Int(offset)) else { throw FastDate.FormatError(.invalidOffset) }
        let (days, second) = floorDivision(t.seconds + offset, by: .secondsPerDay)
        let date = CivilCalendar.civilDate(daysSinceEpoch: days)
        guard date.year >= 0 && date.year <= 9999 else { throw FastDate.FormatError(.unrepresentableYear) }
        return (date, Int(second))
    }
}
