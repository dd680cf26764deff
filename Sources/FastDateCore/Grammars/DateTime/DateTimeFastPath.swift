internal import CFastDateLanes

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
        let da = a ^ dateWordText
        let db = (b & ~0x0000_0000_00FF_0000 | 0x0000_0000_0054_0000) ^ 0x3030_3A30_3054_3030  // "DDTHH:mm"
        let dc = (c | 0x0000_00FF) ^ 0x3030_3AFF                                      // "?:ss"
        let bad = da.wrongLanes(limits: dateWordLimits, lanes: 0x8080_8080_8080_8080)
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

    /// A date's first word, `YYYY-MM-`, as the template ``fastPath(_:)`` and ``dateAlone(_:)``
    /// XOR it with (`0` at each digit, the hyphens themselves), and the limits of its digits
    /// (0x76) and hyphens (0x7F).
    static var dateWordText: UInt64 { 0x2D30_302D_3030_3030 }
    static var dateWordLimits: UInt64 { 0x7F76_767F_7676_7676 }

    /// The length of a date alone, `YYYY-MM-DD`.
    static var dateLength: Int { 10 }

    /// Exactly `YYYY-MM-DD` as the whole of `input`: the year's two halves as written, the
    /// month and the day; `nil` for anything else. Accept-only, like ``fastPath(_:)``: every
    /// text it takes, `DateTimeReader` reads to the same date, as `.iso8601`'s date alone
    /// (UTC midnight) and as a `LocalDate`.
    ///
    /// Why: through a door without a format, a date alone went through the number test and
    /// the whole dispatch before the general reader (Benchmarks/LEDGER.md).
    @inline(__always)
    static func dateAlone(_ input: ByteInput) -> (century: Int64, yearOfCentury: Int64, month: Int, day: Int)? {
        guard input.count == dateLength else { return nil }
        let a = input.word(at: 0)   // YYYY-MM-
        let b = UInt64(UInt16(littleEndian: input.base.loadUnaligned(fromByteOffset: 8, as: UInt16.self)))  // DD
        // The prefix's test of digits and hyphens (``fastPath(_:)``), then the day's two digits.
        let da = a ^ dateWordText
        let db = b ^ 0x3030
        let bad = da.wrongLanes(limits: dateWordLimits, lanes: 0x8080_8080_8080_8080)
            | db.wrongLanes(limits: 0x7676, lanes: 0x8080)
        guard bad == 0 else { return nil }
        let pa = da &* 10 &+ (da >> 8)
        let century = Int64(pa & 0xFF)
        let yearOfCentury = Int64((pa >> 16) & 0xFF)
        let month = Int((pa >> 40) & 0xFF)
        let day = Int((db &* 10 &+ (db >> 8)) & 0xFF)
        guard month >= 1 && month <= 12, day >= 1,
              day <= CivilCalendar.daysInMonth(month, century: century, yearOfCentury: yearOfCentury)
        else { return nil }
        return (century, yearOfCentury, month, day)
    }

    /// The length of JavaScript's `toISOString()` text: the prefix, then `.sssZ`.
    static var javaScriptLength: Int { CommonShape.javaScript.length }

    /// The length of a local date-time with milliseconds, `YYYY-MM-DDTHH:mm:ss.sss`:
    /// `toISOString()`'s text without its `Z`, as a clock on the wall is most often sent.
    static var localMillisecondsLength: Int { CommonShape.localMilliseconds.length }

    /// The instant of the eight commonest RFC 3339 shapes of at most 32 bytes,
    /// `YYYY-MM-DDTHH:mm:ss`, with or without `.sss`, ending in `Z` or `±hh:mm`, with six,
    /// seven or nine fraction digits and `Z`, or with six and `±hh:mm`, as the whole of
    /// `input`; `nil` for anything else, a leap second, `t`, `z` and a space included. The
    /// two longer shapes are ``longShapeTimestamp(_:)``'s. Accept-only: every text it takes,
    /// `DateTimeReader` reads to the same instant in `.iso8601` and in `.rfc3339`, whose
    /// grammars agree on these shapes.
    ///
    /// Why: one value at a time, these shapes are what APIs send, and the general reader's
    /// fraction and offset steps cost as much as the rest. Each shape is told by its length
    /// alone and has its own copy of ``read(_:_:)`` with its layout folded in: one branch,
    /// taken the same way by every value of a homogeneous input, where choosing the layout's
    /// constants lane by lane cost every shape as much as reading the offset
    /// (Benchmarks/LEDGER.md).
    @inline(__always)
    static func fastPathTimestamp(_ input: ByteInput) -> FastDate.Timestamp? {
        let base = input.base
        let read: (seconds: Int64, nanoseconds: Int32, offset: Int32)?
        switch input.count {
        case CommonShape.javaScript.length: read = Self.read(base, .javaScript)
        case CommonShape.secondsZ.length: read = Self.read(base, .secondsZ)
        case CommonShape.secondsOffset.length: read = Self.read(base, .secondsOffset)
        case CommonShape.millisecondsOffset.length: read = Self.read(base, .millisecondsOffset)
        case CommonShape.microsecondsZ.length: read = Self.read(base, .microsecondsZ)
        case CommonShape.nanosecondsZ.length: read = Self.read(base, .nanosecondsZ)
        case CommonShape.microsecondsOffset.length: read = Self.read(base, .microsecondsOffset)
        case CommonShape.ticksZ.length: read = Self.read(base, .ticksZ)
        default: return nil
        }
        guard let read else { return nil }
        return FastDate.Timestamp(unchecked: read.seconds, read.nanoseconds, read.offset)
    }

    /// The lengths of the shapes longer than 32 bytes, which ``fastPathTimestamp(_:)`` leaves
    /// to ``longShapeTimestamp(_:)``: .NET's `DateTimeOffset` (33) and nine digits with an
    /// offset (35).
    @inline(__always)
    static func isLongShapeLength(_ count: Int) -> Bool {
        count == CommonShape.ticksOffset.length || count == CommonShape.nanosecondsOffset.length
    }

    /// The instant of the shapes longer than 32 bytes, as ``fastPathTimestamp(_:)`` reads the
    /// others; `nil` for anything else.
    ///
    /// Why apart: their third load and longer fraction need more registers than the other
    /// shapes, and read in the entries' frame they made every shape save and restore two
    /// more. The entries call a function of their own for these lengths, which reads them
    /// and else falls back itself, so that no value is kept across the call
    /// (Benchmarks/LEDGER.md).
    @inline(__always)
    static func longShapeTimestamp(_ input: ByteInput) -> FastDate.Timestamp? {
        let read: (seconds: Int64, nanoseconds: Int32, offset: Int32)?
        switch input.count {
        case CommonShape.ticksOffset.length: read = Self.read(input.base, .ticksOffset)
        case CommonShape.nanosecondsOffset.length: read = Self.read(input.base, .nanosecondsOffset)
        default: return nil
        }
        guard let read else { return nil }
        return FastDate.Timestamp(unchecked: read.seconds, read.nanoseconds, read.offset)
    }

    /// The instant of exactly JavaScript's `toISOString()` text, `YYYY-MM-DDTHH:mm:ss.sssZ`,
    /// in the ``javaScriptLength`` bytes at `base`; `nil` for anything else, a leap second
    /// included. Accept-only, like ``fastPath(_:)``: every text it takes, `DateTimeReader`
    /// reads to the same instant.
    ///
    /// Why: that shape is most of what JSON carries. The column door reads each such value
    /// with it (and four at a time with `JavaScriptLanes`, the same checks in lanes).
    @inline(__always)
    static func readJavaScript(_ base: UnsafeRawPointer) -> FastDate.Timestamp? {
        guard let read = read(base, .javaScript) else { return nil }
        return FastDate.Timestamp(unchecked: read.seconds, read.nanoseconds, 0)
    }

    /// The local reading of exactly `YYYY-MM-DDTHH:mm:ss.sss`, in the
    /// ``localMillisecondsLength`` bytes at `base`; `nil` for anything else. Accept-only:
    /// every text it takes, `DateTimeReader.readLocal` reads to the same reading. Four-digit
    /// years are always within a local reading's range.
    @inline(__always)
    static func readLocalMilliseconds(_ base: UnsafeRawPointer) -> FastDate.LocalDateTime? {
        guard let read = read(base, .localMilliseconds) else { return nil }
        return FastDate.LocalDateTime(unchecked: read.seconds, read.nanoseconds, nil)
    }

    /// A text of `shape` in the `shape.length` bytes at `base`: seconds since 1970 in UTC,
    /// nanoseconds, and the offset written (0 without one); `nil` when any byte or field is
    /// wrong.
    ///
    /// Two 16-byte loads cover the text: its first sixteen bytes, `YYYY-MM-DDTHH:mm`, and its
    /// last sixteen, which hold the rest. Each is XORed with its template, tested against
    /// its limits byte by byte, and turned into pairs of digits; the head's month, day and
    /// hour are tested against their ranges in the same lanes. One test of all the high
    /// bits then decides, so that on good input no branch depends on the data. A shape
    /// longer than 32 bytes leaves bytes between the two (``CommonShape/hasGap``), which a
    /// third load tests.
    @inline(__always)
    private static func read(_ base: UnsafeRawPointer, _ shape: CommonShape) -> (seconds: Int64, nanoseconds: Int32, offset: Int32)? {
        let head = base.loadUnaligned(as: SIMD16<UInt8>.self) ^ CommonShape.headText
        let tail = base.loadUnaligned(fromByteOffset: shape.length &- 16, as: SIMD16<UInt8>.self) ^ shape.text
        let headPairs = pairs(head)
        let tailPairs = pairs(tail)
        // Month and day less 1, then past their limits: a field of 0 wraps to 0xFF, and
        // one past its limit reaches 0x80 once `rangeAdd` (127 − the largest value) is
        // added. Every pair is at most 99 when the text is right, so no byte wraps past
        // 0xFF, and the bytes that are no field (lowest 0, `rangeAdd` 1) stay below 0x80:
        // no mask is needed.
        let fromLowest = headPairs &- CommonShape.headLowest
        // The offset's hour, 0–23, where the offset shapes' tail has it; zeros fold away.
        let offsetPairs = shape.hasOffset ? tailPairs : .zero
        let offsetRangeAdd = shape.hasOffset ? CommonShape.offsetRangeAdd : .zero
        var wrong = pastLimits(head, CommonShape.headLimits, tail, shape.limits,
                               fromLowest, CommonShape.headRangeAdd, offsetPairs, offsetRangeAdd)

        let h = unsafeBitCast(headPairs, to: SIMD2<UInt64>.self)
        let t = unsafeBitCast(tailPairs, to: SIMD2<UInt64>.self)
        let century = Int64(h[0] & 0xFF)
        let yearOfCentury = Int64((h[0] &>> 16) & 0xFF)
        let month = Int((h[0] &>> 40) & 0xFF)
        let day = Int(h[1] & 0xFF)
        let minutes = minutesOfDay(h[1])
        // `m:ss`, bytes 15 to 18, where a text longer than 32 bytes leaves a gap between the
        // loads: the head's last digit again, the colon they miss, and the second, which the
        // tail of a 35-byte text starts after.
        let gap = shape.hasGap
            ? UInt32(littleEndian: base.loadUnaligned(fromByteOffset: CommonShape.gapStart, as: UInt32.self)) ^ CommonShape.gapText : 0
        wrong |= UInt64((gap &+ CommonShape.gapLimits | gap) & 0x8080_8080)
        let second = shape.second >= 0
            ? Int64(byte(t, shape.second)) : Int64((gap &>> 16) & 0xFF) &* 10 &+ Int64(gap &>> 24)
        // The fraction from pairs of its digits, none of which crosses the halves' seam; an odd
        // count's last digit alone, or its first where the fraction starts at an odd byte,
        // from the digits' values.
        let f = shape.fraction
        let digits = unsafeBitCast(tail, to: SIMD2<UInt64>.self)
        let nanoseconds: UInt64
        switch shape.fractionDigits {
        case 7 where f & 1 == 1:
            nanoseconds = (byte(digits, f) &* 1_000_000 &+ byte(t, f &+ 1) &* 10_000 &+ byte(t, f &+ 3) &* 100
                &+ byte(t, f &+ 5)) &* 100
        case 9 where f & 1 == 1:
            nanoseconds = byte(digits, f) &* 100_000_000 &+ byte(t, f &+ 1) &* 1_000_000 &+ byte(t, f &+ 3) &* 10_000
                &+ byte(t, f &+ 5) &* 100 &+ byte(t, f &+ 7)
        case 3:
            // The pair of `.` and the first digit is that digit.
            nanoseconds = (byte(t, f &- 1) &* 100 &+ byte(t, f &+ 1)) &* 1_000_000
        case 6:
            nanoseconds = (byte(t, f) &* 10_000 &+ byte(t, f &+ 2) &* 100 &+ byte(t, f &+ 4)) &* 1_000
        case 7:
            nanoseconds = (byte(t, f) &* 100_000 &+ byte(t, f &+ 2) &* 1_000 &+ byte(t, f &+ 4) &* 10
                &+ byte(digits, f &+ 6)) &* 100
        case 9:
            nanoseconds = byte(t, f) &* 10_000_000 &+ byte(t, f &+ 2) &* 100_000 &+ byte(t, f &+ 4) &* 1_000
                &+ byte(t, f &+ 6) &* 10 &+ byte(digits, f &+ 8)
        default:
            nanoseconds = 0
        }
        var offset: Int64 = 0
        if shape.hasOffset {
            // `+` or `-`, which the template leaves to this test: 0x2B and 0x2D less 0x2B
            // are 0 and 2, and only those two clear every bit but bit 1.
            let sign = Int64(base.load(fromByteOffset: shape.length &- CommonShape.offsetLength, as: UInt8.self)) &- 0x2B
            wrong |= UInt64(bitPattern: sign & ~2)
            // The offset's hour and minute sit where the head's hour and minute do; a minute
            // of it is 60 seconds for `+` (0) and −60 for `-` (2), a line through the two.
            offset = minutesOfDay(t[1]) &* (.secondsPerMinute &- sign &* .secondsPerMinute)
        }
        // Past the month's last day: the difference is negative, its top bit set.
        let monthDays = CivilCalendar.daysInMonth(month, century: century, yearOfCentury: yearOfCentury)
        wrong |= UInt64(bitPattern: Int64(monthDays &- day)) &>> 63
        // Counted before the test, from fields that may be wrong (the count is then thrown
        // away): fewer of them stay alive across the branch (Benchmarks/LEDGER.md).
        let days = CivilCalendar.daysSinceEpoch(century: century, yearOfCentury: yearOfCentury, month: month, day: day)
        guard wrong == 0 else { return nil }
        let seconds = days &* .secondsPerDay &+ minutes &* .secondsPerMinute &+ second &- offset
        return (seconds, Int32(truncatingIfNeeded: nanoseconds), Int32(truncatingIfNeeded: offset))
    }

    /// `60 h + m` for the pairs `h` and `m` at bytes 3 and 6 of `word`, where the head puts
    /// its hour and minute and the offset shapes' tail the offset's. One multiply of the two
    /// bytes, kept where they are, by `1 + 60 · 2^24` adds `m` (at bit 48) to `60 h` (from
    /// bit 24) at bit 48; of the other products, `h` stays below bit 32 and `60 m` lands past
    /// bit 63. The top 16 bits hold the result for any two bytes, so a wrong field gives a
    /// number, never a carry into it.
    @inline(__always)
    private static func minutesOfDay(_ word: UInt64) -> Int64 {
        Int64(truncatingIfNeeded: ((word & 0x00FF_0000_FF00_0000) &* (1 &+ 60 &<< 24)) &>> 48)
    }

    /// Byte `i` of each lane pair: 10 × byte `i` + byte `i + 1`, for bytes that are digits'
    /// values (at most 99: no byte carries). A 16-bit multiply is a byte-wise one for bytes
    /// of at most 9 (SSE2 has no byte multiply), and the next byte comes by a shift within
    /// each 64-bit half, which no pair this reader uses crosses.
    @inline(__always)
    private static func pairs(_ digits: SIMD16<UInt8>) -> SIMD16<UInt8> {
        let tens = unsafeBitCast(unsafeBitCast(digits, to: SIMD8<UInt16>.self) &* 10, to: SIMD16<UInt8>.self)
        let next = unsafeBitCast(unsafeBitCast(digits, to: SIMD2<UInt64>.self) &>> 8, to: SIMD16<UInt8>.self)
        return tens &+ next
    }

    /// Not 0 when any byte of `a + la`, `b + lb`, `c + lc` or `d + ld`, each added without
    /// wrapping, is 0x80 or more: the one test of a text's bytes and fields, where a limit
    /// (at most 0x7F) added to a byte sets its high bit exactly when the byte is wrong.
    ///
    /// On x86-64, `paddusb` and `pmovmskb` (`fastdate_past_limits`), which Swift's SIMD types
    /// cannot spell; elsewhere ``portablePastLimits(_:_:_:_:_:_:_:_:)``.
    @inline(__always)
    static func pastLimits(_ a: SIMD16<UInt8>, _ la: SIMD16<UInt8>, _ b: SIMD16<UInt8>, _ lb: SIMD16<UInt8>,
                           _ c: SIMD16<UInt8>, _ lc: SIMD16<UInt8>, _ d: SIMD16<UInt8>, _ ld: SIMD16<UInt8>) -> UInt64 {
        #if arch(x86_64)
        func lanes(_ bytes: SIMD16<UInt8>) -> SIMD2<Int64> { unsafeBitCast(bytes, to: SIMD2<Int64>.self) }
        return UInt64(fastdate_past_limits(lanes(a), lanes(la), lanes(b), lanes(lb), lanes(c), lanes(lc), lanes(d), lanes(ld)))
        #else
        return portablePastLimits(a, la, b, lb, c, lc, d, ld)
        #endif
    }

    /// ``pastLimits(_:_:_:_:_:_:_:_:)`` with wrapping adds: a byte of 0x80 or more may wrap
    /// below it, so each byte's own high bit is tested too. Compiled everywhere, so that
    /// `CommonShapes` holds the two to the same answer on x86-64.
    @inline(__always)
    static func portablePastLimits(_ a: SIMD16<UInt8>, _ la: SIMD16<UInt8>, _ b: SIMD16<UInt8>, _ lb: SIMD16<UInt8>,
                                   _ c: SIMD16<UInt8>, _ lc: SIMD16<UInt8>, _ d: SIMD16<UInt8>, _ ld: SIMD16<UInt8>) -> UInt64 {
        let bytes = (a &+ la) | a | (b &+ lb) | b | (c &+ lc) | c | (d &+ ld) | d
        let halves = unsafeBitCast(bytes, to: SIMD2<UInt64>.self)
        return (halves[0] | halves[1]) & 0x8080_8080_8080_8080
    }

    /// Byte `i` of the sixteen in `halves`.
    @inline(__always)
    private static func byte(_ halves: SIMD2<UInt64>, _ i: Int) -> UInt64 {
        (halves[i &>> 3] &>> UInt64(truncatingIfNeeded: (i & 7) &* 8)) & 0xFF
    }
}

/// The layout of one shape ``DateTimeFastPath/fastPathTimestamp(_:)`` reads: its length, and its last
/// sixteen bytes' template and limits, and where its fields lie among them. Each is a
/// constant of its shape, folded into that shape's copy of the reader.
///
/// A template has `0` at each digit and the separator itself elsewhere. A limit is what,
/// added to a byte after the XOR with the template, sets its high bit exactly when it is
/// wrong: 0x76 for a digit (0…9 stay below 0x80), 0x7F for a separator (only 0 does), 0x7A
/// for the tens of a minute or a second (0…5), and 0x79 for an offset's sign (0…6: `+` is 0
/// and `-` 6 after the XOR; the sign's own test refuses the others). No limit is 0, for the
/// reason ``headRangeAdd`` gives.
struct CommonShape {
    var length: Int
    var text: SIMD16<UInt8>
    var limits: SIMD16<UInt8>
    /// The fraction's digits: 0, 3, 6, 7 or 9.
    var fractionDigits: Int
    /// Whether the text ends in `±hh:mm` rather than `Z` or nothing.
    var hasOffset: Bool

    /// The index among the last sixteen bytes of the second's first digit, and of the
    /// fraction's: bytes 17 and 20 of every shape, less where the last sixteen start. The
    /// second's is negative where they start past it (35 bytes).
    var second: Int { 17 &- (length &- 16) }
    var fraction: Int { 20 &- (length &- 16) }

    /// Whether bytes lie between the first sixteen and the last sixteen: from 16 (`:`) on,
    /// in a text longer than the two loads cover.
    var hasGap: Bool { length > Self.twoLoads }

    /// The most bytes the two 16-byte loads cover.
    static var twoLoads: Int { 32 }

    /// `m:ss`, bytes 15 to 18 as a little-endian word: where it starts, the template of a
    /// gap's test, and its limits: the colon (0x7F), the tens of the second (0x7A, 0…5) and
    /// its units.
    static var gapStart: Int { 15 }
    static var gapText: UInt32 { 0x3030_3A30 }
    static var gapLimits: UInt32 { 0x767A_7F76 }

    /// The length of `±hh:mm`.
    static var offsetLength: Int { 6 }
    /// The offset's hour, at its pair's first byte among the last sixteen (11), 0–23; like
    /// ``headRangeAdd``, the other bytes add 1.
    static var offsetRangeAdd: SIMD16<UInt8> { SIMD16(1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0x68, 1, 1, 1, 1) }

    /// `YYYY-MM-DDTHH:mm`, the first sixteen bytes of every shape.
    static var headText: SIMD16<UInt8> { SIMD16(
        0x30, 0x30, 0x30, 0x30, 0x2D, 0x30, 0x30, 0x2D, 0x30, 0x30, 0x54, 0x30, 0x30, 0x3A, 0x30, 0x30) }
    static var headLimits: SIMD16<UInt8> { SIMD16(
        0x76, 0x76, 0x76, 0x76, 0x7F, 0x76, 0x76, 0x7F, 0x76, 0x76, 0x7F, 0x76, 0x76, 0x7F, 0x7A, 0x76) }
    /// The head's ranges, at each pair's first byte: month (5) 1–12, day (8) 1–31, hour
    /// (11) 0–23; the lowest value, and 127 − (largest − lowest). The other bytes add 1, not
    /// 0: with a lane that changes nothing the optimizer blends the lanes instead of adding
    /// (three more instructions a vector), and 1 keeps every pair (at most 99) below 0x80.
    static var headLowest: SIMD16<UInt8> { SIMD16(0, 0, 0, 0, 0, 1, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0) }
    static var headRangeAdd: SIMD16<UInt8> { SIMD16(1, 1, 1, 1, 1, 0x74, 1, 1, 0x61, 1, 1, 0x68, 1, 1, 1, 1) }

    /// `toISOString()`: `…00T00:00:00.000Z`.
    static var javaScript: Self { Self(
        length: 24,
        text: SIMD16(0x30, 0x30, 0x54, 0x30, 0x30, 0x3A, 0x30, 0x30, 0x3A, 0x30, 0x30, 0x2E, 0x30, 0x30, 0x30, 0x5A),
        limits: SIMD16(0x76, 0x76, 0x7F, 0x76, 0x76, 0x7F, 0x7A, 0x76, 0x7F, 0x7A, 0x76, 0x7F, 0x76, 0x76, 0x76, 0x7F),
        fractionDigits: 3, hasOffset: false) }
    /// Whole seconds in UTC: `…-00-00T00:00:00Z`.
    static var secondsZ: Self { Self(
        length: 20,
        text: SIMD16(0x2D, 0x30, 0x30, 0x2D, 0x30, 0x30, 0x54, 0x30, 0x30, 0x3A, 0x30, 0x30, 0x3A, 0x30, 0x30, 0x5A),
        limits: SIMD16(0x7F, 0x76, 0x76, 0x7F, 0x76, 0x76, 0x7F, 0x76, 0x76, 0x7F, 0x7A, 0x76, 0x7F, 0x7A, 0x76, 0x7F),
        fractionDigits: 0, hasOffset: false) }
    /// Whole seconds with an offset: `…0T00:00:00+00:00`.
    static var secondsOffset: Self { Self(
        length: 25,
        text: SIMD16(0x30, 0x54, 0x30, 0x30, 0x3A, 0x30, 0x30, 0x3A, 0x30, 0x30, 0x2B, 0x30, 0x30, 0x3A, 0x30, 0x30),
        limits: SIMD16(0x76, 0x7F, 0x76, 0x76, 0x7F, 0x7A, 0x76, 0x7F, 0x7A, 0x76, 0x79, 0x76, 0x76, 0x7F, 0x7A, 0x76),
        fractionDigits: 0, hasOffset: true) }
    /// Milliseconds with an offset: `…:00:00.000+00:00`.
    static var millisecondsOffset: Self { Self(
        length: 29,
        text: SIMD16(0x3A, 0x30, 0x30, 0x3A, 0x30, 0x30, 0x2E, 0x30, 0x30, 0x30, 0x2B, 0x30, 0x30, 0x3A, 0x30, 0x30),
        limits: SIMD16(0x7F, 0x7A, 0x76, 0x7F, 0x7A, 0x76, 0x7F, 0x76, 0x76, 0x76, 0x79, 0x76, 0x76, 0x7F, 0x7A, 0x76),
        fractionDigits: 3, hasOffset: true) }
    /// Microseconds in UTC, as PostgreSQL and Python write them: `…00:00:00.000000Z`.
    static var microsecondsZ: Self { Self(
        length: 27,
        text: SIMD16(0x30, 0x30, 0x3A, 0x30, 0x30, 0x3A, 0x30, 0x30, 0x2E, 0x30, 0x30, 0x30, 0x30, 0x30, 0x30, 0x5A),
        limits: SIMD16(0x76, 0x76, 0x7F, 0x7A, 0x76, 0x7F, 0x7A, 0x76, 0x7F, 0x76, 0x76, 0x76, 0x76, 0x76, 0x76, 0x7F),
        fractionDigits: 6, hasOffset: false) }
    /// Nanoseconds in UTC, as Go's `RFC3339Nano` writes them with nine digits: `…00:00.000000000Z`.
    static var nanosecondsZ: Self { Self(
        length: 30,
        text: SIMD16(0x30, 0x30, 0x3A, 0x30, 0x30, 0x2E, 0x30, 0x30, 0x30, 0x30, 0x30, 0x30, 0x30, 0x30, 0x30, 0x5A),
        limits: SIMD16(0x7A, 0x76, 0x7F, 0x7A, 0x76, 0x7F, 0x76, 0x76, 0x76, 0x76, 0x76, 0x76, 0x76, 0x76, 0x76, 0x7F),
        fractionDigits: 9, hasOffset: false) }
    /// Microseconds with an offset, as Python's `isoformat()` writes an aware `datetime`:
    /// `:00.000000+00:00`.
    static var microsecondsOffset: Self { Self(
        length: 32,
        text: SIMD16(0x3A, 0x30, 0x30, 0x2E, 0x30, 0x30, 0x30, 0x30, 0x30, 0x30, 0x2B, 0x30, 0x30, 0x3A, 0x30, 0x30),
        limits: SIMD16(0x7F, 0x7A, 0x76, 0x7F, 0x76, 0x76, 0x76, 0x76, 0x76, 0x76, 0x79, 0x76, 0x76, 0x7F, 0x7A, 0x76),
        fractionDigits: 6, hasOffset: true) }
    /// Seven digits, .NET's 100-nanosecond ticks, in UTC, as its round-trip format (`"o"`)
    /// writes them: `0:00:00.0000000Z`.
    static var ticksZ: Self { Self(
        length: 28,
        text: SIMD16(0x30, 0x3A, 0x30, 0x30, 0x3A, 0x30, 0x30, 0x2E, 0x30, 0x30, 0x30, 0x30, 0x30, 0x30, 0x30, 0x5A),
        limits: SIMD16(0x76, 0x7F, 0x7A, 0x76, 0x7F, 0x7A, 0x76, 0x7F, 0x76, 0x76, 0x76, 0x76, 0x76, 0x76, 0x76, 0x7F),
        fractionDigits: 7, hasOffset: false) }
    /// Seven digits with an offset, as .NET's round-trip format (`"o"`) writes a
    /// `DateTimeOffset`: `s.0000000+00:00`; byte 16, the colon before it, is the gap's.
    static var ticksOffset: Self { Self(
        length: 33,
        text: SIMD16(0x30, 0x30, 0x2E, 0x30, 0x30, 0x30, 0x30, 0x30, 0x30, 0x30, 0x2B, 0x30, 0x30, 0x3A, 0x30, 0x30),
        limits: SIMD16(0x7A, 0x76, 0x7F, 0x76, 0x76, 0x76, 0x76, 0x76, 0x76, 0x76, 0x79, 0x76, 0x76, 0x7F, 0x7A, 0x76),
        fractionDigits: 7, hasOffset: true) }
    /// Nanoseconds with an offset, as Go's `RFC3339Nano` and Java's `OffsetDateTime`
    /// write nine digits: `.000000000+00:00`; bytes 16 to 18, `:ss`, are the gap's.
    static var nanosecondsOffset: Self { Self(
        length: 35,
        text: SIMD16(0x2E, 0x30, 0x30, 0x30, 0x30, 0x30, 0x30, 0x30, 0x30, 0x30, 0x2B, 0x30, 0x30, 0x3A, 0x30, 0x30),
        limits: SIMD16(0x7F, 0x76, 0x76, 0x76, 0x76, 0x76, 0x76, 0x76, 0x76, 0x76, 0x79, 0x76, 0x76, 0x7F, 0x7A, 0x76),
        fractionDigits: 9, hasOffset: true) }
    /// A local date-time with milliseconds: `…-00T00:00:00.000`.
    static var localMilliseconds: Self { Self(
        length: 23,
        text: SIMD16(0x2D, 0x30, 0x30, 0x54, 0x30, 0x30, 0x3A, 0x30, 0x30, 0x3A, 0x30, 0x30, 0x2E, 0x30, 0x30, 0x30),
        limits: SIMD16(0x7F, 0x76, 0x76, 0x7F, 0x76, 0x76, 0x7F, 0x7A, 0x76, 0x7F, 0x7A, 0x76, 0x7F, 0x76, 0x76, 0x76),
        fractionDigits: 3, hasOffset: false) }
}
