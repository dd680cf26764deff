/// The bytes being parsed, read with a NUL sentinel past the end.
///
/// Why a sentinel: every check in the grammar is "the byte at `i` must be X". Reading
/// `0` past the end makes "the input ended here" fail the same check at offset `count`,
/// which is exactly the offset the Spec reports for truncated input. One code path
/// serves both, and no read ever leaves the buffer. The bounds test is a compare and a
/// conditional move, cheaper than a separate length check per field.
@usableFromInline
struct ByteInput {
    let base: UnsafeRawPointer
    let count: Int

    @inline(__always)
    init(base: UnsafeRawPointer, count: Int) {
        self.base = base
        self.count = count
    }

    /// The bytes every reader entry reads; an empty input is the `empty` error, at 0,
    /// whatever the grammar.
    @inline(__always)
    init(nonEmpty bytes: UnsafeRawBufferPointer) throws(FastDate.ParseError) {
        guard let base = bytes.baseAddress, bytes.count > 0 else { throw FastDate.ParseError(.empty, offset: 0) }
        self.init(base: base, count: bytes.count)
    }

    @inline(__always)
    subscript(_ i: Int) -> UInt8 {
        i < count ? base.load(fromByteOffset: i, as: UInt8.self) : 0
    }

    /// The value of the ASCII digit at `i`, or a value ≥ 10 for any other byte.
    @inline(__always)
    func digit(_ i: Int) -> Int {
        Int(self[i] &- UInt8(ascii: "0"))
    }

    /// Reads `width` ASCII digits starting at `start`; throws `kind` at the first byte
    /// that is not one.
    @inline(__always)
    func digits(_ start: Int, width: Int, orThrow kind: FastDate.ParseError.Kind) throws(FastDate.ParseError) -> Int {
        // Wrapping index math: indices stay within a few bytes of `count`, far from overflow,
        // and a checked loop costs an overflow test and a range precondition per field.
        var value = 0
        var i = start
        while i < start &+ width {
            let d = digit(i)
            guard d < 10 else { throw FastDate.ParseError(kind, offset: i) }
            value = value &* 10 &+ d
            i &+= 1
        }
        return value
    }

    /// Throws `kind` at `i` unless the byte there is `expected`.
    @inline(__always)
    func expect(_ expected: UInt8, at i: Int, orThrow kind: FastDate.ParseError.Kind) throws(FastDate.ParseError) {
        guard self[i] == expected else { throw FastDate.ParseError(kind, offset: i) }
    }

    /// Throws `trailingBytes` unless the input ends at `i`.
    @inline(__always)
    func expectEnd(at i: Int) throws(FastDate.ParseError) {
        guard i == count else { throw FastDate.ParseError(.trailingBytes, offset: i) }
    }

    /// The eight bytes from `i` as one little-endian word (the first byte lowest), for the
    /// readers that test eight bytes at once. The caller ensures `i + 8 <= count`.
    @inline(__always)
    func word(at i: Int) -> UInt64 {
        UInt64(littleEndian: base.loadUnaligned(fromByteOffset: i, as: UInt64.self))
    }

    /// The sixteen bytes from `i`, one per lane, for the readers that test sixteen bytes
    /// at once (see `ByteLanes`). The caller ensures `i + 16 <= count`.
    @inline(__always)
    func lanes(at i: Int) -> SIMD16<UInt8> {
        base.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
    }

    /// The index of the first `byte` at or after `start`, or `count` when there is none.
    ///
    /// Eight bytes per step: after `^ pattern`, a matching byte is zero, and
    /// `UInt64.zeroByteFlags` flags it. Linear in the bytes, whatever they are.
    @inline(__always)
    func firstIndex(of byte: UInt8, from start: Int = 0) -> Int {
        let pattern = UInt64(everyLane: byte)
        var i = start
        while i &+ 8 <= count {
            let found = (word(at: i) ^ pattern).zeroByteFlags
            if found != 0 { return i &+ found.trailingZeroBitCount &>> 3 }
            i &+= 8
        }
        while i < count {
            if base.load(fromByteOffset: i, as: UInt8.self) == byte { return i }
            i &+= 1
        }
        return count
    }

    /// The index of the first `byte` or `other` at or after `start`, or `count` when there
    /// is neither: ``firstIndex(of:from:)`` for two bytes at once (a field's delimiter and the
    /// record's newline).
    @inline(__always)
    func firstIndex(of byte: UInt8, or other: UInt8, from start: Int) -> Int {
        let pattern = UInt64(everyLane: byte), otherPattern = UInt64(everyLane: other)
        var i = start
        while i &+ 8 <= count {
            let w = word(at: i)
            let found = (w ^ pattern).zeroByteFlags | (w ^ otherPattern).zeroByteFlags
            if found != 0 { return i &+ found.trailingZeroBitCount &>> 3 }
            i &+= 8
        }
        while i < count {
            let b = base.load(fromByteOffset: i, as: UInt8.self)
            if b == byte || b == other { return i }
            i &+= 1
        }
        return count
    }

    /// The same bytes, ending at `end` (≤ ``count``): reads at or past `end` see the
    /// end-of-input sentinel.
    @inline(__always)
    func prefix(_ end: Int) -> ByteInput {
        ByteInput(base: base, count: end)
    }
}
