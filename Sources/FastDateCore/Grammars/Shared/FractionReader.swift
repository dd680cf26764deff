/// Reads the digits of a fraction of a second, after its `.`: `frac = "." 1*DIGIT` in
/// `Spec/date-time/date-time.md`, shared by date-times and times of day.
///
/// Any length is accepted (the Spec's choice): the first nine digits give nanoseconds,
/// the rest are read and dropped, so a 400-digit fraction costs linear time and truncates
/// rather than rounds (a written time never runs ahead of the real one).
enum FractionReader {
    /// Reads the digits from `start` (just past the `.`).
    ///
    /// Exactly three digits (JavaScript's milliseconds, most of what JSON carries) take a
    /// one-load fast path. Every other length takes a plain byte loop: a general 8-byte SWAR
    /// version cost more for the short fractions that are common.
    /// - Returns: The nanoseconds and the index just past the last digit.
    /// - Throws: `expectedFractionDigit` at `start` when no digit is there.
    @inline(__always)
    static func read(_ input: ByteInput, from start: Int) throws(FastDate.ParseError) -> (nanoseconds: Int, end: Int) {
        // JavaScript's shape, `.sssZ`, is most of real traffic: when three digits and then a
        // non-digit are there, read them with one 4-byte load and no loop. After `^ 0x30` a
        // digit byte is 0...9, so adding 0x76 leaves its high bit clear; any other byte sets it.
        if input.count &- start >= 4 {
            let t = UInt32(littleEndian: input.base.loadUnaligned(fromByteOffset: start, as: UInt32.self)) ^ 0x3030_3030
            if ((t &+ 0x0076_7676) | t) & 0x0080_8080 == 0 && t &>> 24 >= 10 {
                let value = Int(t & 0xFF) &* 100 &+ Int((t &>> 8) & 0xFF) &* 10 &+ Int((t &>> 16) & 0xFF)
                return (value &* 1_000_000, start &+ 3)
            }
        }
        var i = start
        var value = 0
        let nanosecondEnd = start &+ 9
        while i < nanosecondEnd {
            let d = input.digit(i)
            guard d < 10 else { break }
            value = value &* 10 &+ d
            i &+= 1
        }
        guard i > start else { throw FastDate.ParseError(.expectedFractionDigit, offset: start) }
        let nanoseconds = value &* powerOfTen(nanosecondEnd &- i)
        while input.digit(i) < 10 { i &+= 1 }
        return (nanoseconds, i)
    }
}
