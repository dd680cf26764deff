@testable import FastDateCore
import Testing

/// `Column.Validity.allValid(four:)`, which reads four bits in one or two bytes, against
/// `bit(_:)` one bit at a time: every start, every bit offset an Arrow slice can have, and
/// bitmaps whose last bits are the ones asked for, so a read past the end would show.
@Suite struct ValidityBits {
    @Test func fourBitsAtOnceAreFourBitsOneAtATime() {
        var random = UInt64(0x5EED)
        for length in 1...6 {
            for _ in 0..<64 {
                let bytes = (0..<length).map { _ -> UInt8 in
                    random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                    // Mostly ones, as real bitmaps are, so runs of four valid bits occur.
                    return UInt8(truncatingIfNeeded: random >> 33) | UInt8(truncatingIfNeeded: random >> 41)
                }
                bytes.withUnsafeBytes { raw in
                    for offset in 0..<16 {
                        let validity = FastDate.Column.Validity(raw, offset: offset)
                        for i in -2..<(8 * length + 2) {
                            let want = (0..<4).allSatisfy { validity.bit(i + $0) == 1 }
                            #expect(validity.allValid(four: i) == want, "bytes \(bytes) offset \(offset) i \(i)")
                        }
                    }
                }
            }
        }
        let huge = FastDate.Column.Validity(UnsafeRawBufferPointer(start: nil, count: 0), offset: Int.max - 1)
        #expect(!huge.allValid(four: 0) && !huge.allValid(four: 5))
    }
}
