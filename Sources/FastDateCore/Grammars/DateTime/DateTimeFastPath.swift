/// Reads the common `YYYY-MM-DDTHH:mm:ss` prefix with three loads instead of nineteen.
///
/// Why it is fast: the prefix has a fixed layout, so three unaligned little-endian loads
/// cover it and one SWAR test per word checks all fourteen digits and four separators at
/// once. Pairs of digits are then combined in register (`10 * b[i] + b[i+1]` for every
/// byte at once). No loop, no per-byte bounds check, and few branches, all taken the same
/// way on good input.
///
/// It only ever *accepts*: on any mismatch it returns `nil` and `DateTimeReader.read` reads
/// the input again field by field, deciding the error and its offset. So it adds speed but no grammar: everything it takes, the general path takes
/// with the same fields.
enum DateTimeFastPath {
    /// The length of the prefix, `YYYY-MM-DDTHH:mm:ss`.
    static var prefixLength: Int { 19 }

    @inline(__always)
    static func fastPath(_ input: ByteInput) -> DateTimeFields? {
        guard input.count >= prefixLength else { return nil }
        let a = input.word(at: 0)   // YYYY-MM-
        let b = input.word(at: 8)   // DDTHH:mm
        let c = UInt32(littleEndian: input.base.loadUnaligned(fromByteOffset: 15, as: UInt32.self))  // m:ss

        // One test per word for digits and separators together. XOR with the expected text
        // turns a correct separator into 0 and a digit into its value; then a byte passes
        // when adding 0x76 (digit slots: 0...9 stay below 0x80) or 0x7F (separator slots:
        // only 0 stays below 0x80) leaves its high bit clear. A carry out of a byte only
        // happens when that byte already fails. Byte 10 (T, t or space) is checked on its
        // own and replaced by `T` first.
        let separator = UInt8(truncatingIfNeeded: b >> 16)
        guard separator | 0x20 == UInt8(ascii: "t") || separator == UInt8(ascii: " ") else { return nil }
        let da = a ^ 0x2D30_302D_3030_3030                                            // "YYYY-MM-"
        let db = (b & ~0x0000_0000_00FF_0000 | 0x0000_0000_0054_0000) ^ 0x3030_3A30_3054_3030  // "DDTHH:mm"
        let dc = (c | 0x0000_00FF) ^ 0x3030_3AFF                                      // "?:ss"
        let bad = da.wrongLanes(limits: 0x7F76_767F_7676_7676, lanes: 0x8080_8080_8080_8080)
            | db.wrongLanes(limits: 0x7676_7F76_767F_7676, lanes: 0x8080_8080_8080_8080)
            | UInt64(dc.wrongLanes(limits: 0x7676_7F7F, lanes: 0x8080_8080))
        guard bad == 0 else { return nil }

        // Byte i of pa becomes 10 * digit[i] + digit[i + 1]; no byte can carry (≤ 99).
        let pa = da &* 10 &+ (da >> 8)
        let pb = db &* 10 &+ (db >> 8)
        let pc = dc &* 10 &+ (dc >> 8)
        let year = Int64(pa & 0xFF) * 100 + Int64((pa >> 16) & 0xFF)
        let month = Int((pa >> 40) & 0xFF)
        let day = Int(pb & 0xFF)
        let hour = Int((pb >> 24) & 0xFF)
        let minute = Int((pb >> 48) & 0xFF)
        let second = Int((pc >> 16) & 0xFF)

        guard month >= 1 && month <= 12,
              day >= 1 && day <= CivilCalendar.daysInMonth(month, year: year),
              hour <= 23, minute <= 59, second <= 60
        else { return nil }
        return DateTimeFields(year: year, month: month, day: day, hour: hour, minute: minute, second: second, end: prefixLength)
    }

    /// The length of JavaScript's `toISOString()` text: the prefix, then `.sssZ`.
    static var javaScriptLength: Int { 24 }

    /// The length of a local date-time with milliseconds, `YYYY-MM-DDTHH:mm:ss.sss`:
    /// `toISOString()`'s text without its `Z`, as a clock on the wall is most often sent.
    static var localMillisecondsLength: Int { 23 }

    /// The instant of exactly JavaScript's `toISOString()` text, `YYYY-MM-DDTHH:mm:ss.sssZ`,
    /// in the ``javaScriptLength`` bytes at `base`; `nil` for anything else, a leap second
    /// included. Accept-only, like ``fastPath(_:)``: every text it takes, `DateTimeReader`
    /// reads to the same instant.
    ///
    /// Why: that shape is most of what JSON carries. The doors without a format try it first
    /// (`FormatReader.readISO8601`), and the column door reads each such value with it (and four
    /// at a time with `JavaScriptLanes`, the same checks in lanes).
    @inline(__always)
    static func readJavaScript(_ base: UnsafeRawPointer) -> FastDate.Timestamp? {
        guard let (seconds, nanoseconds) = readMilliseconds(base, endingInZ: true) else { return nil }
        return FastDate.Timestamp(unchecked: seconds, nanoseconds, 0)
    }

    /// The local reading of exactly `YYYY-MM-DDTHH:mm:ss.sss`, in the
    /// ``localMillisecondsLength`` bytes at `base`; `nil` for anything else. Accept-only:
    /// every text it takes, `DateTimeReader.readLocal` reads to the same reading. Four-digit
    /// years are always within a local reading's range.
    @inline(__always)
    static func readLocalMilliseconds(_ base: UnsafeRawPointer) -> FastDate.LocalDateTime? {
        guard let (seconds, nanoseconds) = readMilliseconds(base, endingInZ: false) else { return nil }
        return FastDate.LocalDateTime(unchecked: seconds, nanoseconds, nil)
    }

    /// `YYYY-MM-DDTHH:mm:ss.sss`, followed by `Z` when `endingInZ`, as seconds since 1970 on
    /// its own clock and nanoseconds. Three loads cover the text, one test per word checks
    /// every digit and separator, and every field is checked against its limit lane by
    /// lane, so that on good input no branch depends on the data.
    @inline(__always)
    private static func readMilliseconds(_ base: UnsafeRawPointer, endingInZ: Bool) -> (seconds: Int64, nanoseconds: Int32)? {
        let a = UInt64(littleEndian: base.loadUnaligned(as: UInt64.self))                    // YYYY-MM-
        let b = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: 8, as: UInt64.self))  // DDTHH:mm
        // `:ss.sssZ`, or without the `Z` the eight bytes ending with the text shifted down a
        // byte, so a zero stands where the `Z` was: the one load stays inside the text.
        let c = endingInZ
            ? UInt64(littleEndian: base.loadUnaligned(fromByteOffset: 16, as: UInt64.self))
            : UInt64(littleEndian: base.loadUnaligned(fromByteOffset: 15, as: UInt64.self)) &>> 8
        // After the XOR a right separator is 0 and a digit its value; adding 0x7F
        // (separators) or 0x76 (digits) sets a byte's high bit exactly when it is wrong.
        let da = a ^ 0x2D30_302D_3030_3030   // "YYYY-MM-"
        let db = b ^ 0x3030_3A30_3054_3030   // "DDTHH:mm"
        let dc = c ^ (endingInZ ? 0x5A30_3030_2E30_303A : 0x0030_3030_2E30_303A)  // ":ss.sssZ"
        let lanes: UInt64 = 0x8080_8080_8080_8080
        let badText = da.wrongLanes(limits: 0x7F76_767F_7676_7676, lanes: lanes)
            | db.wrongLanes(limits: 0x7676_7F76_767F_7676, lanes: lanes)
            | dc.wrongLanes(limits: 0x7F76_7676_7F76_767F, lanes: lanes)
        // Byte i becomes 10 * digit[i] + digit[i + 1], at most 99: no byte carries.
        let pa = da &* 10 &+ (da &>> 8)
        let pb = db &* 10 &+ (db &>> 8)
        let pc = dc &* 10 &+ (dc &>> 8)
        // Each field against its limit in its own lane: adding 127 − limit to a value of at
        // most 99 sets the high bit exactly when the value is past the limit, and adding 127
        // leaves it clear exactly when the value is 0 (month and day start at 1). No lane
        // carries, since 99 + 127 < 256.
        let tooLarge = ((pa &+ 0x0000_7300_0000_0000) & 0x0000_8000_0000_0000)      // month ≤ 12
            | ((pb &+ 0x0044_0000_6800_0060) & 0x0080_0000_8000_0080)                // minute ≤ 59, hour ≤ 23, day ≤ 31
            | ((pc &+ 0x0000_0000_0000_4400) & 0x0000_0000_0000_8000)                // second ≤ 59
        let zero = ~((pa &+ 0x0000_7F00_0000_0000) & 0x0000_8000_0000_0000)
            & 0x0000_8000_0000_0000                                                  // month 0
            | ~((pb &+ 0x0000_0000_0000_007F) & 0x0000_0000_0000_0080) & 0x0000_0000_0000_0080  // day 0
        let century = Int64(pa & 0xFF)
        let yearOfCentury = Int64((pa &>> 16) & 0xFF)
        let month = Int((pa &>> 40) & 0xFF)
        let day = Int(pb & 0xFF)
        let monthDays = CivilCalendar.daysInMonth(month, century: century, yearOfCentury: yearOfCentury)
        guard badText | tooLarge | zero == 0, day <= monthDays else { return nil }
        let hour = Int64((pb &>> 24) & 0xFF)
        let minute = Int64((pb &>> 48) & 0xFF)
        let second = Int64((pc &>> 8) & 0xFF)
        let milliseconds = Int32(truncatingIfNeeded: (pc &>> 32) & 0xFF) &* 10 &+ Int32(truncatingIfNeeded: (dc &>> 48) & 0xFF)
        let days = CivilCalendar.daysSinceEpoch(year: century &* 100 &+ yearOfCentury, month: month, day: day)
        let seconds = days &* .secondsPerDay &+ hour &* .secondsPerHour &+ minute &* .secondsPerMinute &+ second
        return (seconds, milliseconds &* 1_000_000)
    }
}
