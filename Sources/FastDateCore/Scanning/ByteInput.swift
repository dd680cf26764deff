/// The bytes being parsed, read with a NUL sentinel past the end.
///
/// Why a sentinel: every check in the grammar is "the byte at `i` must be X". Reading
/// `0` past the end makes "the input ended here" fail the same check at offset `count`,
/// which is exactly the offset the Spec reports for truncated input. One code path
/// serves both, and no read ever leaves the buffer. The bounds test is a compare and a
/// conditional move, cheaper than a separate length check per field.
struct ByteInput {
    let base: UnsafeRawPointer
    let count: Int

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
            guard d < 10 else { throw FastDate.ParseError(kind, at: i) }
            value = value &* 10 &+ d
            i &+= 1
        }
        return value
    }

    /// Throws `kind` at `i` unless the byte there is `expected`.
    @inline(__always)
    func expect(_ expected: UInt8, at i: Int, orThrow kind: FastDate.ParseError.Kind) throws(FastDate.ParseError) {
        guard self[i] == expected else { throw FastDate.ParseError(kind, at: i) }
    }

    /// Throws `trailingBytes` unless the input ends at `i`.
    @inline(__always)
    func expectEnd(at i: Int) throws(FastDate.ParseError) {
        guard i == count else { throw FastDate.ParseError(.trailingBytes, at: i) }
    }
}
