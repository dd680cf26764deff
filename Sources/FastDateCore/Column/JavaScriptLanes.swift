/// Four `toISOString()` texts read side by side, one per lane of SSE2- or NEON-sized
/// vectors: the column door's path for its commonest shape.
///
/// The grammar and every check are ``FixedLayout/readJavaScript(_:)``'s, which reads one
/// text at a time in 64-bit words; here each step runs on four texts at once. Accept-only,
/// like it: four texts are read only when every one is exactly
/// `YYYY-MM-DDTHH:mm:ss.sssZ` with fields in range and no leap second, and otherwise the
/// caller reads them one by one (the `ColumnShortcuts` tests and the `ColumnInvariants` fuzz
/// target check that both paths and the general scanner agree).
///
/// Each text is six four-byte chunks, and chunk `k` of the four texts shares a vector after
/// a transpose. Lane-wise adds, shifts and bitwise operations are one instruction each. SSE2
/// has no 32-bit vector multiply, so every product is arranged to have factors that fit 16
/// bits, which the optimizer turns into `pmullw` or `pmaddwd`; it still emulates one, the
/// centuries' days (`c * 9131 << 2` is folded into `c * 36524`), at a few instructions.
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
    /// digit (0…9 stay below 0x80), 0x7F for a separator (only 0 does).
    private static var limits: SIMD16<UInt8> { SIMD16(
        0x76, 0x76, 0x76, 0x76, 0x7F, 0x76, 0x76, 0x7F, 0x76, 0x76, 0x7F, 0x76, 0x76, 0x7F, 0x76, 0x76) }
    private static var limitsEnd: SIMD8<UInt8> { SIMD8(0x7F, 0x76, 0x76, 0x7F, 0x76, 0x76, 0x76, 0x7F) }

    /// Reads the 24 bytes at each of `p0`…`p3`, or returns `nil` when any of them is not a
    /// `toISOString()` text this path takes.
    @inline(__always)
    static func read(_ p0: UnsafeRawPointer, _ p1: UnsafeRawPointer, _ p2: UnsafeRawPointer, _ p3: UnsafeRawPointer) -> Fields? {
        // Each text's bytes against the template, checked where they are; then chunk k of
        // every text into one vector, four bytes a lane (little-endian: a chunk's first
        // byte is its lowest).
        let a0 = p0.loadUnaligned(as: SIMD16<UInt8>.self) ^ text, a1 = p1.loadUnaligned(as: SIMD16<UInt8>.self) ^ text
        let a2 = p2.loadUnaligned(as: SIMD16<UInt8>.self) ^ text, a3 = p3.loadUnaligned(as: SIMD16<UInt8>.self) ^ text
        let b0 = p0.loadUnaligned(fromByteOffset: 16, as: SIMD8<UInt8>.self) ^ textEnd
        let b1 = p1.loadUnaligned(fromByteOffset: 16, as: SIMD8<UInt8>.self) ^ textEnd
        let b2 = p2.loadUnaligned(fromByteOffset: 16, as: SIMD8<UInt8>.self) ^ textEnd
        let b3 = p3.loadUnaligned(fromByteOffset: 16, as: SIMD8<UInt8>.self) ^ textEnd
        // A byte only carries into the next when it is wrong already.
        let wrong = ((a0 &+ limits) | a0) | ((a1 &+ limits) | a1) | ((a2 &+ limits) | a2) | ((a3 &+ limits) | a3)
        let wrongEnd = ((b0 &+ limitsEnd) | b0) | ((b1 &+ limitsEnd) | b1) | ((b2 &+ limitsEnd) | b2) | ((b3 &+ limitsEnd) | b3)
        let u0 = unsafeBitCast(a0, to: Lanes.self), u1 = unsafeBitCast(a1, to: Lanes.self)
        let u2 = unsafeBitCast(a2, to: Lanes.self), u3 = unsafeBitCast(a3, to: Lanes.self)
        let v0 = unsafeBitCast(b0, to: SIMD2<UInt32>.self), v1 = unsafeBitCast(b1, to: SIMD2<UInt32>.self)
        let v2 = unsafeBitCast(b2, to: SIMD2<UInt32>.self), v3 = unsafeBitCast(b3, to: SIMD2<UInt32>.self)
        let fields = read(
            Lanes(u0[0], u1[0], u2[0], u3[0]), Lanes(u0[1], u1[1], u2[1], u3[1]),
            Lanes(u0[2], u1[2], u2[2], u3[2]), Lanes(u0[3], u1[3], u2[3], u3[3]),
            Lanes(v0[0], v1[0], v2[0], v3[0]), Lanes(v0[1], v1[1], v2[1], v3[1]))
        let textIsWrong = (unsafeBitCast(wrong, to: SIMD2<UInt64>.self)[0] | unsafeBitCast(wrong, to: SIMD2<UInt64>.self)[1]
            | unsafeBitCast(wrongEnd, to: UInt64.self)) & 0x8080_8080_8080_8080
        guard textIsWrong == 0, fields.inRange else { return nil }
        return fields.value
    }

    /// The reading proper, on the six chunk vectors, digits as their values and right
    /// separators as 0: the fields, and whether every one is within its limits (only
    /// meaningful when the text was right).
    @inline(__always)
    private static func read(_ d0: Lanes, _ d1: Lanes, _ d2: Lanes, _ d3: Lanes, _ d4: Lanes, _ d5: Lanes) -> (value: Fields, inRange: Bool) {
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
        let hour = tens(d2 &>> 24) &+ (d3 & byte)       // the hour's digits straddle two chunks
        let minute = (p3 &>> 16) & byte
        let second = (p4 &>> 8) & byte
        let milliseconds = tens(p5 & byte) &+ ((d5 &>> 16) & byte)

        // Days in the month, as `CivilCalendar.daysInMonth(_:century:yearOfCentury:)` finds
        // them, lane by lane: 31 or 30 by parity, less 1 in February and 1 more unless the
        // year is leap. `isZero` and friends give 1 or 0.
        let one = Lanes(repeating: 1)
        let isFebruary = isZero(month ^ Lanes(repeating: 2))
        let centuryEnds = isZero(yearOfCentury)
        let leapTest = (century & (0 &- centuryEnds)) | (yearOfCentury & (centuryEnds &- one))
        let notLeap = isNonZero(leapTest & Lanes(repeating: 3))
        let monthDays = (Lanes(repeating: 30) | ((month ^ (month &>> 3)) & one))
            &- ((one &+ notLeap) & (0 &- isFebruary))

        // Every field within its limits: each difference below is negative (its top bit set)
        // exactly when the field is outside them; a leap second (60) is left to the one-by-one
        // path. All fields are at most 99, so no difference wraps past the top bit.
        let outside = (month &- one) | (Lanes(repeating: 12) &- month)
            | (day &- one) | (monthDays &- day)
            | (Lanes(repeating: 23) &- hour) | (Lanes(repeating: 59) &- minute) | (Lanes(repeating: 59) &- second)
        let outsideHalves = unsafeBitCast(outside, to: SIMD2<UInt64>.self)
        let inRange = (outsideHalves[0] | outsideHalves[1]) & 0x8000_0000_8000_0000 == 0

        // Days since 1970 by `CivilCalendar.daysSinceEpoch`'s construction, in 32-bit lanes,
        // with the year split at its century so that every product fits 16-bit factors:
        // January and February count as months 13 and 14 of the year before, and the year
        // is counted from 400 years before year 0 (a whole cycle of 146,097 days), so it is
        // never negative. For Y = 100 C + R with 0 ≤ R < 100, the days before year Y,
        // 365 Y + ⌊Y/4⌋ − ⌊Y/100⌋ + ⌊Y/400⌋, are 36,524 C + ⌊C/4⌋ + 365 R + ⌊R/4⌋.
        let january = (month &- Lanes(repeating: 3)) &>> 31
        let r = yearOfCentury &- january
        let borrow = r &>> 31                                   // 1 when January of year 00
        let c = century &+ Lanes(repeating: 4) &- borrow
        let rest = r &+ ((borrow &<< 6) &+ (borrow &<< 5) &+ (borrow &<< 2))   // + 100 on a borrow
        let yearDays = (c &* 9131) &<< 2 &+ (c &>> 2) &+ rest &* 365 &+ (rest &>> 2)
        let m = month &+ ((january &<< 3) &+ (january &<< 2))
        let monthDaysBefore = (m &* 979 &- Lanes(repeating: 2919)) &>> 5
        let days = yearDays &+ monthDaysBefore &+ day &- Lanes(repeating: 1 &+ daysFromCycleStartTo1970)
        let secondOfDay = hour &* 3600 &+ minute &* 60 &+ second
        let value = Fields(
            days: SIMD4<Int32>(truncatingIfNeeded: days),
            secondOfDay: SIMD4<Int32>(truncatingIfNeeded: secondOfDay),
            milliseconds: SIMD4<Int32>(truncatingIfNeeded: milliseconds))
        return (value, inRange)
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

    /// 1 in each lane that is 0, else 0 (for lanes below 2^31).
    @inline(__always)
    private static func isZero(_ x: Lanes) -> Lanes { (x &- 1) &>> 31 }

    /// 1 in each lane that is not 0, else 0 (for lanes below 2^31, or exactly 2^31).
    @inline(__always)
    private static func isNonZero(_ x: Lanes) -> Lanes { ((0 &- x) | x) &>> 31 }
}
