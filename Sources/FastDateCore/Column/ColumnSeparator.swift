/// Finding the separator that ends a value of a separated ``FastDate/Column``, eight bytes
/// at a time.
enum ColumnSeparator {
    /// The index of the first `separator` in the `count` bytes at `base` from `start` on,
    /// or `count`: the readers' own search (`ByteInput.firstIndex(of:from:)`), eight bytes
    /// a step, linear in the bytes whatever they are.
    @inline(__always)
    static func find(_ separator: UInt8, in base: UnsafeRawPointer, from start: Int, count: Int) -> Int {
        ByteInput(base: base, count: count).firstIndex(of: separator, from: start)
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
