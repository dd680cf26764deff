/// Bytes tested side by side, one per lane: eight in a `UInt64` (SWAR, "SIMD within a
/// register") or sixteen in a `SIMD16<UInt8>` (one SSE2 or NEON register). The byte-class
/// tests of `ByteClass` are written once over this protocol and serve both widths.
///
/// Only lane-wise wrapping addition and bitwise operations are required, because those
/// are what compile to one vector instruction each. SIMD comparisons (`.==`, `.<`) and
/// reductions compile to a loop over the lanes on this toolchain (checked in the
/// assembly), so the tests derive "this byte matches" from the carries of additions
/// instead, and leave the answer in each lane's high bit.
///
/// In a `UInt64` a sum can carry from one byte into the next; the tests that use it say
/// why that is harmless for them. In a `SIMD16<UInt8>` every lane wraps on its own.
protocol ByteLanes {
    /// Every lane holding `byte`.
    init(everyLane byte: UInt8)
    static func &+ (a: Self, b: Self) -> Self
    static func & (a: Self, b: Self) -> Self
    static func | (a: Self, b: Self) -> Self
    static func ^ (a: Self, b: Self) -> Self
    static prefix func ~ (a: Self) -> Self
}

extension UInt64: ByteLanes {
    @inline(__always)
    init(everyLane byte: UInt8) { self = 0x0101_0101_0101_0101 &* UInt64(byte) }
}

extension SIMD16: ByteLanes where Scalar == UInt8 {
    @inline(__always)
    init(everyLane byte: UInt8) { self.init(repeating: byte) }
}

extension SIMD16 where Scalar == UInt8 {
    /// Whether no lane has its high bit set: the lanes are or'ed as two 64-bit halves,
    /// since a reduction over SIMD lanes is a loop (see ``ByteLanes``).
    @inline(__always)
    var hasNoHighBit: Bool {
        let halves = unsafeBitCast(self, to: SIMD2<UInt64>.self)
        return (halves[0] | halves[1]) & 0x8080_8080_8080_8080 == 0
    }
}
