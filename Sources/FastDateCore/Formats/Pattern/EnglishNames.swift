/// The English names a pattern reads and writes beyond the three-letter ones
/// `InternetNames` already holds: full month names and eras. Written as `DateFormatter`
/// (`en_US_POSIX`) writes them, read in any ASCII case.
enum EnglishNames {
    /// What follows the three letters of a full month name (`Sep` + `tember`), lower case:
    /// 12 slots of 8 bytes, the rest's length in the last byte.
    static var monthNameRests: StaticString {
        "uary\0\0\0\u{04}ruary\0\0\u{05}ch\0\0\0\0\0\u{02}il\0\0\0\0\0\u{02}\0\0\0\0\0\0\0\0e\0\0\0\0\0\0\u{01}y\0\0\0\0\0\0\u{01}ust\0\0\0\0\u{03}tember\0\u{06}ober\0\0\0\u{04}ember\0\0\u{05}ember\0\0\u{05}"
    }

    /// The rest of month `month`'s full name, packed lowest byte first, and its length.
    @inline(__always)
    static func monthNameRest(_ month: Int) -> (bytes: UInt64, count: Int) {
        let slot = UInt64(littleEndian: UnsafeRawPointer(monthNameRests.utf8Start)
            .loadUnaligned(fromByteOffset: (month &- 1) &* 8, as: UInt64.self))
        return (slot & 0x00FF_FFFF_FFFF_FFFF, Int(slot &>> 56))
    }

    /// The era names: short (`G`–`GGG`), long (`GGGG`) and narrow (`GGGGG`).
    static func era(_ anno: Bool, letters: Int) -> StaticString {
        switch letters {
        case 4: anno ? "Anno Domini" : "Before Christ"
        case 5: anno ? "A" : "B"
        default: anno ? "AD" : "BC"
        }
    }

    /// Whether the bytes at `i` are `name`, ignoring the case of its letters only (folding
    /// the space in `Anno Domini` would let a NUL stand for it).
    @inline(__always)
    static func matches(_ input: ByteInput, at i: Int, _ name: StaticString) -> Bool {
        let bytes = UnsafeRawBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)
        var k = 0
        while k < bytes.count {
            let expected = bytes[k]
            let fold: UInt8 = InternetNames.isLetter(expected) ? 0x20 : 0
            guard input[i &+ k] | fold == expected | fold else { return false }
            k &+= 1
        }
        return true
    }

    /// Whether the `count` bytes at `i` are `rest` (lower case, packed lowest first),
    /// ignoring ASCII case.
    @inline(__always)
    static func matchesRest(_ input: ByteInput, at i: Int, _ rest: (bytes: UInt64, count: Int)) -> Bool {
        var k = 0
        while k < rest.count {
            guard input[i &+ k] | 0x20 == UInt8(truncatingIfNeeded: rest.bytes &>> UInt64(k &* 8)) else { return false }
            k &+= 1
        }
        return true
    }
}
