/// The one pass behind `FastDate.KeyCase`: find the body between the leading and
/// trailing underscores, read it with `KeyWordReader` while every byte maps to itself,
/// and only from the first byte that does not, copy what was read and write the rest.
///
/// Why in that order: most keys are already lowerCamelCase (many APIs send them so, and
/// even a payload that mixes styles is full of one-word keys such as `id` and `name`),
/// and for them this reads each byte once and writes nothing.
enum KeyConversion {
    /// The length of the converted key written to `output`, or nil when the key is
    /// already lowerCamelCase (then nothing is written). With a nil `output`, nothing is
    /// ever written and a changed key returns 0, which is all `isLowerCamelCase` needs.
    @inline(__always)
    static func run(_ key: UnsafeRawBufferPointer, into output: UnsafeMutableRawPointer?) -> Int? {
        let count = key.count
        guard count > 0, let base = key.baseAddress else { return nil }
        let underscore = UInt8(ascii: "_")

        // R0: leading and trailing underscores are copied, not converted.
        var start = 0
        while start < count && base.load(fromByteOffset: start, as: UInt8.self) == underscore { start &+= 1 }
        if start == count { return nil }
        var end = count
        // Stops at `start` at the latest, whose byte is not an underscore.
        while base.load(fromByteOffset: end &- 1, as: UInt8.self) == underscore { end &-= 1 }

        var reader = KeyWordReader()
        var i = start
        var first: UInt8?
        while true {
            guard i < end else { return nil }
            first = reader.output(base, at: i, end: end)
            if first != base.load(fromByteOffset: i, as: UInt8.self) { break }
            i &+= 1
        }

        // A key of nothing but separators has no word to write; it stays as it is.
        if !reader.sawContent {
            var j = i &+ 1
            while j < end && KeyWordReader.isSeparator(base.load(fromByteOffset: j, as: UInt8.self)) { j &+= 1 }
            if j == end { return nil }
        }
        guard let output else { return 0 }

        output.copyMemory(from: base, byteCount: i)
        var written = i
        if let first {
            output.storeBytes(of: first, toByteOffset: written, as: UInt8.self)
            written &+= 1
        }
        i &+= 1
        while i < end {
            if let byte = reader.output(base, at: i, end: end) {
                output.storeBytes(of: byte, toByteOffset: written, as: UInt8.self)
                written &+= 1
            }
            i &+= 1
        }
        (output + written).copyMemory(from: base + end, byteCount: count &- end)
        return written &+ (count &- end)
    }
}
