/// Finding the separator that ends a value of a separated ``FastDate/Column``, eight bytes
/// at a time.
enum ColumnSeparator {
    /// The index of the first `separator` in `bytes[from...]`, or `bytes.count`.
    ///
    /// Eight bytes a step: XOR with the separator in every lane turns a match into a zero
    /// byte, and the classic zero-byte test (subtract 1 from every lane, keep the lanes whose
    /// high bit that sets and was clear) marks it; the lowest marked lane is the first match,
    /// since borrows only run upward from a zero byte. Linear in the bytes, whatever they are.
    @inline(__always)
    static func find(_ separator: UInt8, in base: UnsafeRawPointer, from start: Int, count: Int) -> Int {
        let every = UInt64(everyLane: separator)
        var i = start
        while i &+ 8 <= count {
            let x = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: i, as: UInt64.self)) ^ every
            let found = (x &- 0x0101_0101_0101_0101) & ~x & 0x8080_8080_8080_8080
            if found != 0 { return i &+ found.trailingZeroBitCount &>> 3 }
            i &+= 8
        }
        while i < count && base.load(fromByteOffset: i, as: UInt8.self) != separator { i &+= 1 }
        return i
    }

    /// How many values a separated column of `bytes` has: the separators, plus one for a
    /// last value that no separator ends.
    static func valueCount(_ bytes: UnsafeRawBufferPointer, _ separator: UInt8) -> Int {
        guard let base = bytes.baseAddress, bytes.count > 0 else { return 0 }
        var values = 0
        var i = 0
        while i < bytes.count {
            i = find(separator, in: base, from: i, count: bytes.count) &+ 1
            values &+= 1
        }
        return values
    }
}
