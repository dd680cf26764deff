/// Up to sixteen ASCII digits read as one 16-byte vector: the test and the value, without a
/// loop or a 64-bit multiply. ``EightDigits``' technique, twice as wide, in the lane-wise
/// 16- and 32-bit multiply-adds SSE2 and NEON have.
enum SixteenDigits {
    /// The number the last `count` (8…16) of the 16 bytes at `end - 16` spell, or `nil` when
    /// any of them is not a digit. The bytes before those are loaded but ignored, so the
    /// caller must own all 16.
    @inline(__always)
    static func value(endingAt end: UnsafeRawPointer, count: Int) -> UInt64? {
        let bytes = (end - 16).loadUnaligned(as: SIMD16<UInt8>.self)
        // The bytes before the number count as `0` digits.
        let digits = (bytes ^ SIMD16(repeating: 0x30)) & leading(16 &- count)
        // A byte above 9 sets its high bit when 0x76 is added; no lane carries.
        guard ((digits &+ SIMD16(repeating: 0x76)) | digits).hasNoHighBit else { return nil }
        let halves = eights(digits)
        return halves[0] &* 100_000_000 &+ halves[1]
    }

    /// The numbers two words of eight digits spell, given as the digits' values (the text
    /// XORed with `EightDigits.zeros`), both read at once in one vector's halves by
    /// ``eights(_:)``; `nil` when any byte of either is above 9.
    ///
    /// For a number whose bytes the caller may not own past its end (the epoch fast path's
    /// 9 to 16 digits), which ``value(endingAt:count:)`` would load. Where two scalar
    /// readings (`EightDigits.value`) repeat each step for each word, the vector serves both.
    @inline(__always)
    static func values(_ first: UInt64, _ second: UInt64) -> (first: UInt64, second: UInt64)? {
        // Tested in the words (a byte that carries into the next had failed already):
        // byte-wise lanes on a vector built from two words make the optimizer blend bytes
        // from the scalar registers.
        guard EightDigits.wrongDigits(first) | EightDigits.wrongDigits(second) == 0 else { return nil }
        let halves = eights(unsafeBitCast(SIMD2(first, second), to: SIMD16<UInt8>.self))
        return (halves[0], halves[1])
    }

    /// The numbers the first and the last eight of 16 digit values (0…9 each) spell, in
    /// the low 32 bits of each 64-bit lane.
    ///
    /// Pairs in 16-bit lanes (first digit most significant), then fours in 32-bit lanes,
    /// then eights in 64-bit lanes: each step one multiply-add of a lane's halves.
    @inline(__always)
    static func eights(_ digits: SIMD16<UInt8>) -> SIMD2<UInt64> {
        // A 16-bit lane holds two digits, the first in its low byte: times 1 + 10 · 256,
        // the lane's high byte is 10 · first + second (the second's own product wraps
        // away). One `pmullw` and a shift.
        let pairs = unsafeBitCast((unsafeBitCast(digits, to: SIMD8<UInt16>.self) &* pairFactor) &>> 8, to: SIMD4<UInt32>.self)
        let fours = unsafeBitCast((pairs & 0xFFFF) &* 100 &+ (pairs &>> 16), to: SIMD2<UInt64>.self)
        return (fours & 0xFFFF_FFFF) &* 10_000 &+ (fours &>> 32)
    }

    /// 1 + 10 · 2^8: see ``eights(_:)``.
    private static var pairFactor: UInt16 { 2561 }

    /// `0xFF` in every lane from `skipped` (0…8) on, `0` before: which bytes of the 16 are
    /// the number's. Built in two 64-bit halves: a byte shift of a whole vector is a
    /// shuffle SSE2 can only do by a constant.
    @inline(__always)
    static func leading(_ skipped: Int) -> SIMD16<UInt8> {
        let low = UInt64.max &<< UInt64(truncatingIfNeeded: skipped &* 8)
        return unsafeBitCast(SIMD2<UInt64>(skipped >= 8 ? 0 : low, .max), to: SIMD16<UInt8>.self)
    }
}
