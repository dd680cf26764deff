/// Four `toISOString()` texts read side by side, one per lane of SSE2- or NEON-sized
/// vectors: the column door's path for its commonest shape.
///
/// The grammar and every check are ``DateTimeFastPath/readJavaScript(_:)``'s, which reads one
/// text at a time in 64-bit words; here each step runs on four texts at once. Accept-only,
/// like it: four texts are read only when every one is exactly
/// `YYYY-MM-DDTHH:mm:ss.sssZ` with fields in range and no leap second, and otherwise the
/// caller reads them one by one (the `ColumnFastPaths` tests and the `ColumnInvariants` fuzz
/// target check that both paths and the general reader agree).
///
/// Each text is six four-byte chunks, and chunk `k` of the four texts shares a vector after
/// a transpose. Lane-wise adds, shifts and bitwise operations are one instruction each. SSE2
/// has no 32-bit vector multiply, so every product is arranged to have factors that fit 16
/// bits, which the optimizer turns into `pmullw` or `pmaddwd` when it can see that they do;
/// where it could not, a product is spelled so that it can (each place says how). The
/// optimizer emulates any other product in about six instructions, and the vector units'
/// instruction count is what bounds this path's speed (Benchmarks/LEDGER.md).
enum JavaScriptLanes {
    typealias Lanes = SIMD4<UInt32>

    /// What four texts read to: days since 1970, seconds of the day and milliseconds, one
    /// text per lane.
    struct Fields {
        var days: SIMD4<Int32>
        var secondOfDay: SIMD4<Int32>
        var milliseconds: SIMD4<Int32>
    }

    /// The text with `0` at each digit: XOR with it leaves a digit's value and a right
    /// separator's zero. Bytes 0..<16 (`YYYY-MM-DDTHH:mm`), then 16..<24 (`:ss.sssZ`).
    private static var text: SIMD16<UInt8> { SIMD16(
        0x30, 0x30, 0x30, 0x30, 0x2D, 0x30, 0x30, 0x2D, 0x30, 0x30, 0x54, 0x30, 0x30, 0x3A, 0x30, 0x30) }
    private static var textEnd: SIMD8<UInt8> { SIMD8(0x3A, 0x30, 0x30, 0x2E, 0x30, 0x30, 0x30, 0x5A) }
    /// Per byte, what sets its high bit exactly when it is wrong after the XOR: 0x76 for a
    /// digit (0…9 stay below 0x80), 0x7F for a separator (only 0 does), and 0x7A for the
    /// tens of the minute and of the second (0…5), so that those two fields need no range
    /// test of their own (and a leap second, 60, goes to the one-by-one path).
    ///
    /// A byte is wrong exactly when it is at least `0x80 - limit` (a byte of 0x80 or more
    /// sets the high bit itself), so the test holds for the four texts' lane-wise maximum:
    /// one test instead of four.
    private static var limits: SIMD16<UInt8> { SIMD16(
        0x76, 0x76, 0x76, 0x76, 0x7F, 0x76, 0x76, 0x7F, 0x76, 0x76, 0x7F, 0x76, 0x76, 0x7F, sixtiethsTens, 0x76) }
    private static var limitsEnd: SIMD8<UInt8> { SIMD8(0x7F, sixtiethsTens, 0x76, 0x7F, 0x76, 0x76, 0x76, 0x7F) }
    /// The limit of a digit 0…5 (`0x80 - 6`): the tens of a minute or a second.
    private static var sixtiethsTens: UInt8 { 0x7A }

    /// Reads the 24 bytes at each of `p0`…`p3`, or returns `nil` when any of them is not a
    /// `toISOString()` text this path takes.
    @inline(__always)
    static func read(_ p0: UnsafeRawPointer, _ p1: UnsafeRawPointer, _ p2: UnsafeRawPointer, _ p3: UnsafeRawPointer) -> Fields? {
        read(p0, p1, p2, p3, head: text, tail: textEnd, tailLimits: limitsEnd, tailStart: 16, rejectsYearZero: false)
    }

    /// Reads four 19-byte texts of `template`'s shape (`PatternFastPath.SecondsTemplate`:
    /// `yyyy-MM-dd HH:mm:ss` with the pattern's separators), each the whole value (a year of our
    /// era, as a pattern's; no fraction): the same reading as `toISOString()`'s, with the
    /// last eight bytes loaded where they end the text (from byte 11) and moved to the
    /// place `toISOString()`'s hold, where the missing fraction then reads as 0.
    @inline(__always)
    static func readSeconds(
        _ p0: UnsafeRawPointer, _ p1: UnsafeRawPointer, _ p2: UnsafeRawPointer, _ p3: UnsafeRawPointer,
        _ template: PatternFastPath.SecondsTemplate
    ) -> Fields? {
        read(p0, p1, p2, p3, head: template.head, tail: template.tail, tailLimits: secondsLimitsEnd,
             tailStart: PatternFastPath.secondsLength &- 8, rejectsYearZero: true)
    }

    /// The limits of a seconds text's tail: `:`, the second's digits, then the five zero
    /// bytes the move left, which must stay zero.
    private static var secondsLimitsEnd: SIMD8<UInt8> { SIMD8(0x7F, sixtiethsTens, 0x76, 0x7F, 0x7F, 0x7F, 0x7F, 0x7F) }

    /// The reading of four texts whose first 16 bytes match `head` (with ``limits``) and
    /// whose 8 bytes from `tailStart`, moved down so that they end at byte 24, match `tail`
    /// (with `tailLimits`).
    @inline(__always)
    private static func read(
        _ p0: UnsafeRawPointer, _ p1: UnsafeRawPointer, _ p2: UnsafeRawPointer, _ p3: UnsafeRawPointer,
        head text: SIMD16<UInt8>, tail textEnd: SIMD8<UInt8>, tailLimits limitsEnd: SIMD8<UInt8>,
        tailStart: Int, rejectsYearZero: Bool
    ) -> Fields? {
        // Each text's bytes against the template, checked where they are; then chunk k of
        // every text into one vector, four bytes a lane (little-endian: a chunk's first
        // byte is its lowest).
        let a0 = p0.loadUnaligned(as: SIMD16<UInt8>.self) ^ text, a1 = p1.loadUnaligned(as: SIMD16<UInt8>.self) ^ text
        let a2 = p2.loadUnaligned(as: SIMD16<UInt8>.self) ^ text, a3 = p3.loadUnaligned(as: SIMD16<UInt8>.self) ^ text
        // A tail that starts before byte 16 is moved down to where it would end at byte 24:
        // its bytes past the text's end become the zeros the template expects there.
        // A tail at byte 16 (`toISOString()`'s) is loaded straight into a vector register:
        // through a 64-bit one and a move, the four texts cost a quarter more
        // (Benchmarks/LEDGER.md).
        let shift = UInt64((16 &- tailStart) &* 8)
        @inline(__always) func tail(_ p: UnsafeRawPointer) -> SIMD8<UInt8> {
            guard tailStart != 16 else { return p.loadUnaligned(fromByteOffset: 16, as: SIMD8<UInt8>.self) ^ textEnd }
            return unsafeBitCast(p.loadUnaligned(fromByteOffset: tailStart, as: UInt64.self) &>> shift, to: SIMD8<UInt8>.self) ^ textEnd
        }
        let b0 = tail(p0), b1 = tail(p1), b2 = tail(p2), b3 = tail(p3)
        // The four texts' largest byte at each place, then the limits' test on it (a byte
        // only carries into the next when it is wrong already).
        let most = a0.lanewiseMaximum(a1).lanewiseMaximum(a2.lanewiseMaximum(a3))
        let mostEnd = b0.lanewiseMaximum(b1).lanewiseMaximum(b2.lanewiseMaximum(b3))
        let wrong = (most &+ limits) | most
        let wrongEnd = (mostEnd &+ limitsEnd) | mostEnd
        let u0 = unsafeBitCast(a0, to: Lanes.self), u1 = unsafeBitCast(a1, to: Lanes.self)
        let u2 = unsafeBitCast(a2, to: Lanes.self), u3 = unsafeBitCast(a3, to: Lanes.self)
        let v0 = unsafeBitCast(b0, to: SIMD2<UInt32>.self), v1 = unsafeBitCast(b1, to: SIMD2<UInt32>.self)
        let v2 = unsafeBitCast(b2, to: SIMD2<UInt32>.self), v3 = unsafeBitCast(b3, to: SIMD2<UInt32>.self)
        let fields = read(
            Lanes(u0[0], u1[0], u2[0], u3[0]), Lanes(u0[1], u1[1], u2[1], u3[1]),
            Lanes(u0[2], u1[2], u2[2], u3[2]), Lanes(u0[3], u1[3], u2[3], u3[3]),
            Lanes(v0[0], v1[0], v2[0], v3[0]), Lanes(v0[1], v1[1], v2[1], v3[1]), rejectsYearZero: rejectsYearZero)
        // One test of every high bit: of a wrong byte, and of a field outside its limits.
        let halves = unsafeBitCast(wrong | unsafeBitCast(fields.outside, to: SIMD16<UInt8>.self), to: SIMD2<UInt64>.self)
        guard (halves[0] | halves[1] | unsafeBitCast(wrongEnd, to: UInt64.self)) & 0x8080_8080_8080_8080 == 0 else { return nil }
        return fields.value
    }

    /// The reading proper, on the six chunk vectors, digits as their values and right
    /// separators as 0: the fields, and a vector with a high bit set in some byte exactly
    /// when a field is outside its limits (only meaningful when the text was right).
    @inline(__always)
    private static func read(
        _ d0: Lanes, _ d1: Lanes, _ d2: Lanes, _ d3: Lanes, _ d4: Lanes, _ d5: Lanes, rejectsYearZero: Bool
    ) -> (value: Fields, outside: Lanes) {
        // Byte i of a pair vector is 10 * digit[i] + digit[i + 1] (at most 99, no carry).
        let p0 = tens(d0) &+ (d0 &>> 8)
        let p1 = tens(d1) &+ (d1 &>> 8)
        let p2 = tens(d2) &+ (d2 &>> 8)
        let p3 = tens(d3) &+ (d3 &>> 8)
        let p4 = tens(d4) &+ (d4 &>> 8)
        let p5 = tens(d5) &+ (d5 &>> 8)
        let byte = Lanes(repeating: 0xFF)
        let century = p0 & byte
        let yearOfCentury = (p0 &>> 16) & byte
        let month = (p1 &>> 8) & byte
        let day = p2 & byte
        // The hour's digits straddle two chunks: the top byte of `p2` is ten times the first
        // (nothing is shifted in after it).
        let hour = (p2 &>> 24) &+ (d3 & byte)
        let minute = (p3 &>> 16) & byte
        let second = (p4 &>> 8) & byte
        let milliseconds = tens(p5 & byte) &+ ((d5 &>> 16) & byte)

        // Days in the month, as `CivilCalendar.daysInMonth(_:century:yearOfCentury:)` finds
        // them, lane by lane: 31 or 30 by parity, less 2 in February and 1 back in a leap
        // year, which is divisible by 4 in its year of the century, or in its century when
        // that year is 00. `ones(_:)` gives all ones where a comparison holds, else 0.
        let one = Lanes(repeating: 1)
        let leapTest = yearOfCentury | (century & ones(yearOfCentury .== 0))
        let leap = ones(leapTest & Lanes(repeating: 3) .== 0)
        let monthDays = (Lanes(repeating: 30) | ((month ^ (month &>> 3)) & one))
            &- ((Lanes(repeating: 2) &+ leap) & ones(month .== 2))

        // Every field within its limits: each difference below is negative exactly when the
        // field is outside them. All fields are at most 99, so a difference is −99…99:
        // negative, every byte has its high bit; else none has. The minute and the second
        // are within 0…59 already, by their tens' byte limits.
        var outside = (month &- one) | (Lanes(repeating: 12) &- month)
            | (day &- one) | (monthDays &- day)
            | (Lanes(repeating: 23) &- hour)
        // A pattern's year starts at 1 (`toISOString()` writes year 0000): 0 − 1 is negative.
        if rejectsYearZero { outside |= (century | yearOfCentury) &- one }

        // Days since 1970 by `CivilCalendar.daysSinceEpoch`'s construction, in 32-bit lanes:
        // January and February count as months 13 and 14 of the year before, and the year
        // is counted from 400 years before year 0 (a whole cycle of 146,097 days), so it is
        // never negative. Such a year Y is below 2^15, so `Y * 365` is one `pmaddwd` and
        // ⌊Y/100⌋ one `pmulhuw` (``hundreds(_:)``). The terms are spelled so that the
        // optimizer sees those bounds (`january ^ 1`, not a subtraction).
        let january = (month &- Lanes(repeating: 3)) &>> 31     // 1 in January and February
        let year = century &* 100 &+ yearOfCentury &+ Lanes(repeating: 399) &+ (january ^ one)
        let centuries = hundreds(year)
        // (The mask changes nothing but keeps the bound in the optimizer's sight.)
        let yearDays = (year & Lanes(repeating: 0x7FFF)) &* 365 &+ (year &>> 2) &- centuries &+ (centuries &>> 2)
        // Days before the month in a year from March, `CivilCalendar.daysBeforeMonth(fromMarch:)`
        // in lanes: ⌊(979 m − 2,919) / 32⌋ for m = 3…14.
        let monthDaysBefore = (month &* 979 &+ january &* (12 * 979) &- Lanes(repeating: 2919)) &>> 5
        let days = yearDays &+ monthDaysBefore &+ day &- Lanes(repeating: 1 &+ daysFromCycleStartTo1970)
        // The minute's seconds in 16-bit lanes (`pmullw`), so that the optimizer does not
        // pack both products into one `pmaddwd` with four shuffles; the hour's in one
        // `pmaddwd`.
        let minuteSeconds = unsafeBitCast(unsafeBitCast(minute, to: SIMD8<UInt16>.self) &* 60, to: Lanes.self)
        let secondOfDay = hour &* 3600 &+ minuteSeconds &+ second
        let value = Fields(
            days: SIMD4<Int32>(truncatingIfNeeded: days),
            secondOfDay: SIMD4<Int32>(truncatingIfNeeded: secondOfDay),
            milliseconds: SIMD4<Int32>(truncatingIfNeeded: milliseconds))
        return (value, outside)
    }

    /// Days from March 1 of year −400 (the counting's start) to 1970-01-01.
    private static var daysFromCycleStartTo1970: UInt32 { 865_565 }

    /// `10 * x` by one 16-bit multiply (SSE2 has no 32-bit one), for the two kinds of lanes
    /// it is used on: bytes that are digits, whose products each stay in their byte, and
    /// one value below 6,554 in the low 16 bits.
    @inline(__always)
    private static func tens(_ x: Lanes) -> Lanes {
        unsafeBitCast(unsafeBitCast(x, to: SIMD8<UInt16>.self) &* 10, to: Lanes.self)
    }

    /// ⌊x / 100⌋ for lanes below 43,690: the high half of a 16-bit product (`pmulhuw`) and
    /// a shift. 5,243 / 2^19 exceeds 1/100 by 12 / (100 · 2^19), too little to reach the
    /// next whole number below that bound.
    @inline(__always)
    private static func hundreds(_ x: Lanes) -> Lanes {
        let halves = SIMD8<UInt32>(truncatingIfNeeded: unsafeBitCast(x, to: SIMD8<UInt16>.self))
        let high = SIMD8<UInt16>(truncatingIfNeeded: (halves &* 5243) &>> 16)
        return unsafeBitCast(high, to: Lanes.self) &>> 3
    }

    /// All ones in each lane where `mask` holds, else 0: a comparison's own result.
    @inline(__always)
    private static func ones(_ mask: SIMDMask<SIMD4<Int32>>) -> Lanes {
        Lanes(repeating: 0).replacing(with: .max, where: mask)
    }
}
