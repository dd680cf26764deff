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

extension UInt64 {
    /// The high bit of every zero byte (and maybe of bytes above one), 0 when no byte is
    /// zero: the lowest flag is the first zero byte, at `trailingZeroBitCount >> 3`. XOR a
    /// word with a byte in every lane first and this finds that byte.
    ///
    /// The classic "has a zero byte" test: subtract 1 from every lane and keep the lanes
    /// whose high bit that sets and was clear. The lowest flag is always a true zero, since
    /// borrows only run upward from one. Callers test the flags against 0 before they
    /// count the trailing zeros: in a search loop that spares the count on every miss.
    @inline(__always)
    var zeroByteFlags: UInt64 {
        (self &- 0x0101_0101_0101_0101) & ~self & 0x8080_8080_8080_8080
    }
}

extension FixedWidthInteger where Self: UnsignedInteger {
    /// The lanes of `difference` that are not what a fixed layout expects, each as its high
    /// bit (`0` when every lane is right): the one SWAR test of every fixed-layout reader.
    ///
    /// `difference` is the loaded bytes XORed with the expected ones (`0` in a separator's
    /// lane, `0x30` in a digit's), so a right separator lane holds 0 and a right digit lane
    /// 0...9. `limits` holds, per lane, `0x7F` for a separator and `0x76` for a digit:
    /// adding it leaves the high bit clear exactly for those values, and or-ing in
    /// `difference` itself catches a lane that was already 0x80 or more. A lane only carries
    /// into the next when it already fails. `lanes` masks the bytes the test covers.
    @inline(__always)
    func wrongLanes(limits: Self, lanes: Self) -> Self {
        ((self &+ limits) | self) & lanes
    }
}
