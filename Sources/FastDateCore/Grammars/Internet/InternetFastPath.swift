/// Reads the shape nearly every Internet message date has, `Sun, 06 Nov 1994 08:49:37 `
/// followed by `GMT` (29 bytes, IMF-fixdate) or `+0100` (31 bytes, RFC 5322), with four
/// loads instead of thirty-one byte reads: the `DateTimeFastPath` of HTTP-date and RFC 5322.
///
/// It only ever *accepts*: on any mismatch (another length, a one-digit day, a comment, a
/// leap second, a day name that does not match) it returns `nil` and the reader reads the
/// input again field by field, deciding the error and its offset. So it adds speed but no
/// grammar: everything it takes, `HTTPDateReader` and `RFC5322Reader` take with the same
/// value.
enum InternetFastPath {
    /// `Sun, 06 Nov 1994 08:49:37 GMT`.
    static var httpDateLength: Int { 29 }
    /// `Fri, 19 Mar 2021 10:37:20 +0100`.
    static var numericZoneLength: Int { 31 }

    /// The instant of an IMF-fixdate (`GMT`, any case), or nil to take the general path.
    @inline(__always)
    static func fastPathGMT(_ input: ByteInput) -> FastDate.Timestamp? {
        guard input.count == httpDateLength, gmt(input) else { return nil }
        return dateAndTime(input, offset: 0)
    }

    /// The instant of `Ddd, DD Mon YYYY hh:mm:ss` followed by ` GMT` or ` ±hhmm`, or nil.
    @inline(__always)
    static func fastPathRFC5322(_ input: ByteInput) -> FastDate.Timestamp? {
        if input.count == httpDateLength {
            return gmt(input) ? dateAndTime(input, offset: 0) : nil
        }
        guard input.count == numericZoneLength else { return nil }
        // ` +hhmm` at 25: the space was checked with the time; sign, then four digits.
        let sign = input[26]
        guard sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") else { return nil }
        let z = UInt32(littleEndian: input.base.loadUnaligned(fromByteOffset: 27, as: UInt32.self)) ^ 0x3030_3030
        guard z.wrongLanes(limits: 0x7676_7676, lanes: 0x8080_8080) == 0 else { return nil }
        let hours = Int(z & 0xFF) &* 10 &+ Int((z &>> 8) & 0xFF)
        let minutes = Int((z &>> 16) & 0xFF) &* 10 &+ Int(z &>> 24)
        guard hours <= 23 && minutes <= 59 else { return nil }
        let magnitude = hours &* 3600 &+ minutes &* 60
        return dateAndTime(input, offset: sign == UInt8(ascii: "-") ? -magnitude : magnitude)
    }

    /// Bytes 26–28 are `GMT` in any case.
    @inline(__always)
    private static func gmt(_ input: ByteInput) -> Bool {
        EnglishNames.foldedTriple(input, at: 26) == 0x74_6D_67  // gmt
    }

    /// Bytes 0–25, `Sun, 06 Nov 1994 08:49:37 `, at `offset` seconds east of UTC; the caller
    /// has checked the length (at least 29) and the zone.
    @inline(__always)
    private static func dateAndTime(_ input: ByteInput, offset: Int) -> FastDate.Timestamp? {
        let a = input.word(at: 0)   // "Sun, 06 "
        let b = input.word(at: 8)   // "Nov 1994"
        let c = input.word(at: 16)  // " 08:49:3"
        let d = input.word(at: 21)  // "9:37 GMT"

        // As in `DateTimeFastPath`: XOR with the expected text makes a separator 0 and a digit its
        // value; adding 0x7F (separators) or 0x76 (digits) then sets a byte's high bit exactly
        // when it is wrong. The names' bytes are masked out here and read below.
        let da = (a & 0xFFFF_FFFF_FF00_0000) ^ 0x2030_3020_2C00_0000  // ", DD "
        let db = (b & 0xFFFF_FFFF_FF00_0000) ^ 0x3030_3030_2000_0000  // " YYYY"
        let dc = c ^ 0x303A_3030_3A30_3020                            // " hh:mm:s"
        let dd = (d & 0x0000_00FF_FF00_0000) ^ 0x0000_0020_3000_0000  // "s " (bytes 24-25)
        let bad = da.wrongLanes(limits: 0x7F76_767F_7F00_0000, lanes: 0x8080_8080_8000_0000)
            | db.wrongLanes(limits: 0x7676_7676_7F00_0000, lanes: 0x8080_8080_8000_0000)
            | dc.wrongLanes(limits: 0x767F_7676_7F76_767F, lanes: 0x8080_8080_8080_8080)
            | dd.wrongLanes(limits: 0x0000_007F_7600_0000, lanes: 0x0000_0080_8000_0000)
        guard bad == 0,
              let weekday = EnglishNames.dayOfWeek(UInt32(truncatingIfNeeded: a & 0xFF_FFFF) | 0x20_2020),
              let month = EnglishNames.month(UInt32(truncatingIfNeeded: b & 0xFF_FFFF) | 0x20_2020)
        else { return nil }

        let day = Int((da &>> 40) & 0xFF) &* 10 &+ Int((da &>> 48) & 0xFF)
        let year = Int((db &>> 32) & 0xFF) &* 1000 &+ Int((db &>> 40) & 0xFF) &* 100
            &+ Int((db &>> 48) & 0xFF) &* 10 &+ Int(db &>> 56)
        let hour = Int((dc &>> 8) & 0xFF) &* 10 &+ Int((dc &>> 16) & 0xFF)
        let minute = Int((dc &>> 32) & 0xFF) &* 10 &+ Int((dc &>> 40) & 0xFF)
        let second = Int(dc &>> 56) &* 10 &+ Int((dd &>> 24) & 0xFF)
        // A leap second (60) is left to the general path, which applies the rule.
        guard day >= 1 && day <= CivilCalendar.daysInMonth(month, year: Int64(year)),
              hour <= 23, minute <= 59, second <= 59
        else { return nil }
        let days = CivilCalendar.daysSinceEpoch(year: Int64(year), month: month, day: day)
        guard CivilCalendar.dayOfWeek(daysSinceEpoch: days) == weekday else { return nil }
        // Four-digit years and offsets under a day: always within the supported range.
        let seconds = days &* .secondsPerDay &+ Int64(hour &* .secondsPerHour &+ minute &* .secondsPerMinute &+ second &- offset)
        return FastDate.Timestamp(unchecked: seconds, 0, Int32(truncatingIfNeeded: offset))
    }
}
