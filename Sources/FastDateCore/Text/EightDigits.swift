/// Eight ASCII digits read as one little-endian word: the test and the value, without a
/// loop (the technique of simdjson's `parse_eight_digits_unrolled`).
enum EightDigits {
    /// The bytes of `values` (a word XORed with ``zeros``) that are no digit's value, each
    /// as its high bit; `0` when all eight are digits. The fixed-layout readers' one test
    /// (`wrongLanes(limits:lanes:)`) with every lane a digit's.
    @inline(__always)
    static func wrongDigits(_ values: UInt64) -> UInt64 {
        values.wrongLanes(limits: 0x7676_7676_7676_7676, lanes: 0x8080_8080_8080_8080)
    }

    /// The number the eight digits of `word` spell, first byte most significant, from each
    /// byte's low nibble (so ASCII digits and their values alike): pairs, then fours, then
    /// the eight, each step one multiply and shift.
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
