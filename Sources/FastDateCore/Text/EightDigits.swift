/// Eight ASCII digits read as one little-endian word: the test and the value, without a
/// loop (the technique of simdjson's `parse_eight_digits_unrolled`).
enum EightDigits {
    /// Whether all eight bytes of `word` are `0`…`9`. A byte passes when its high nibble is
    /// 3 and adding 6 to it does not carry into the high nibble (so its low nibble is ≤ 9);
    /// no byte carries into the next, since 0x3F + 6 stays below 0x100.
    @inline(__always)
    static func areDigits(_ word: UInt64) -> Bool {
        let highNibbles = word & 0xF0F0_F0F0_F0F0_F0F0
        let carried = (word &+ 0x0606_0606_0606_0606) & 0xF0F0_F0F0_F0F0_F0F0
        return highNibbles | (carried &>> 4) == 0x3333_3333_3333_3333
    }

    /// The number the eight digits of `word` spell, first byte most significant: pairs,
    /// then fours, then the eight, each step one multiply and shift.
    @inline(__always)
    static func value(_ word: UInt64) -> UInt64 {
        let ones = word & 0x0F0F_0F0F_0F0F_0F0F
        let pairs = (ones &* (10 &<< 8 &+ 1)) &>> 8 & 0x00FF_00FF_00FF_00FF
        let fours = (pairs &* (100 &<< 16 &+ 1)) &>> 16 & 0x0000_FFFF_0000_FFFF
        return (fours &* (10_000 &<< 32 &+ 1)) &>> 32
    }

    /// Eight `0`s: a word XORed with it holds each digit's value.
    static var zeros: UInt64 { 0x3030_3030_3030_3030 }
}
