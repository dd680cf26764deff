/// RFC 9557's byte classes, one table load per test: entry `b` of ``table`` (ASCII only)
/// has bit 1 for `time-zone-initial` (`ALPHA . _`), 2 for `time-zone-char` (those and
/// `DIGIT - +`), 4 for `alphanum`. A `StaticString` is a constant in the binary: no
/// initialization on first use, no bounds check, and Embedded Swift has it.
enum ByteClass {
    static var zoneInitial: UInt8 { 1 }
    static var zoneByte: UInt8 { 2 }
    static var alphanumeric: UInt8 { 4 }

    // 128 entries, 16 per row of the ASCII chart.
    static var table: StaticString { "\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{2}\u{0}\u{2}\u{3}\u{0}\u{6}\u{6}\u{6}\u{6}\u{6}\u{6}\u{6}\u{6}\u{6}\u{6}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{7}\u{7}\u{7}\u{7}\u{7}\u{7}\u{7}\u{7}\u{7}\u{7}\u{7}\u{7}\u{7}\u{7}\u{7}\u{7}\u{7}\u{7}\u{7}\u{7}\u{7}\u{7}\u{7}\u{7}\u{7}\u{7}\u{0}\u{0}\u{0}\u{0}\u{3}\u{0}\u{7}\u{7}\u{7}\u{7}\u{7}\u{7}\u{7}\u{7}\u{7}\u{7}\u{7}\u{7}\u{7}\u{7}\u{7}\u{7}\u{7}\u{7}\u{7}\u{7}\u{7}\u{7}\u{7}\u{7}\u{7}\u{7}\u{0}\u{0}\u{0}\u{0}\u{0}" }

    @inline(__always)
    static func contains(_ bit: UInt8, _ b: UInt8) -> Bool {
        b < 128 && table.utf8Start[Int(b)] & bit != 0
    }

    /// The index of the first byte at or after `start` that is not a `time-zone-char`
    /// (the end of the input at the latest): the loop names are read with.
    ///
    /// Names are mostly letters and `_` (`America/New_York`), so eight bytes are tested at
    /// once with ``lettersOrUnderscores(_:)``; any other byte is classified on its own.
    @inline(__always)
    static func endOfZoneBytes(_ input: ByteInput, from start: Int) -> Int {
        var i = start
        while true {
            while i &+ 8 <= input.count {
                let word = input.word(at: i)
                let others = lettersOrUnderscores(word) ^ highBits
                if others != 0 {
                    i &+= others.trailingZeroBitCount &>> 3
                    break
                }
                i &+= 8
            }
            guard isZoneByte(input[i]) else { return i }
            i &+= 1
        }
    }

    private static var highBits: UInt64 { 0x8080_8080_8080_8080 }

    /// The high bit of each lane of `bytes` that is not a letter, `_` or `/`, or that is a
    /// `/` right after another (`previous` holding the same bytes one position earlier).
    /// Other bits are noise.
    @inline(__always)
    static func nameFaults(_ bytes: SIMD16<UInt8>, previous: SIMD16<UInt8>) -> SIMD16<UInt8> {
        let slashes = slashes(bytes)
        return (lettersOrUnderscores(bytes) | slashes) ^ SIMD16(everyLane: 0x80) | slashes & self.slashes(previous)
    }

    /// The high bit in the last `count` lanes (1...16), bit 0 in the others: sixteen bytes
    /// of ``lastLanesTable`` from `count` on, plus one per lane.
    @inline(__always)
    static func lastLanes(_ count: Int) -> SIMD16<UInt8> {
        UnsafeRawPointer(lastLanesTable.utf8Start).loadUnaligned(fromByteOffset: count, as: SIMD16<UInt8>.self)
            &+ SIMD16(everyLane: 1)
    }

    /// Sixteen NULs, then sixteen `0x7F`: the widest byte a `StaticString` (valid UTF-8)
    /// holds in one byte, which becomes `0x80` in ``lastLanes(_:)``.
    private static var lastLanesTable: StaticString {
        "\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}"
    }

    /// The high bit of each `/` in `bytes` (exact for bytes below 0x80 in a `UInt64`, and
    /// for every byte in a vector; see ``lettersOrUnderscores(_:)``).
    @inline(__always)
    static func slashes<Lanes: ByteLanes>(_ bytes: Lanes) -> Lanes {
        zeroBytes(bytes ^ Lanes(everyLane: 0x2F)) & Lanes(everyLane: 0x80)
    }

    /// The high bit of each byte of `bytes` that is an ASCII letter or `_`. In a vector,
    /// exact. In a `UInt64`, exact up to and including the first byte that is not: bytes
    /// below 0x80 never carry into the next byte in the sums below (at most 0x7F + 0x7F).
    /// A byte of 0x80 or more is never flagged: `lower` is then at least 0xA0, so `lower +
    /// 0x05` has bit 7 too (or `lower + 0x1F` wrapped below 0x80), and `zeroBytes` keeps
    /// its bit 7. Its carry can only reach the bytes after it, past the first byte that is
    /// not a letter or `_`.
    @inline(__always)
    static func lettersOrUnderscores<Lanes: ByteLanes>(_ bytes: Lanes) -> Lanes {
        let lower = bytes | Lanes(everyLane: 0x20)
        // `lower` in 0x61...0x7A: adding 0x1F reaches 0x80, adding 0x05 does not.
        let letters = (lower &+ Lanes(everyLane: 0x1F)) & ~(lower &+ Lanes(everyLane: 0x05))
        let underscores = zeroBytes(bytes ^ Lanes(everyLane: 0x5F))
        return (letters | underscores) & Lanes(everyLane: 0x80)
    }

    /// Bit 7 set in each byte of `x` that is zero, for bytes below 0x80: a zero byte is the
    /// only one whose sum with 0x7F, or'ed with itself, lacks bit 7. Other bits are noise.
    @inline(__always)
    private static func zeroBytes<Lanes: ByteLanes>(_ x: Lanes) -> Lanes {
        ~((x &+ Lanes(everyLane: 0x7F)) | x)
    }

    @inline(__always) static func isZoneInitial(_ b: UInt8) -> Bool { contains(zoneInitial, b) }
    @inline(__always) static func isZoneByte(_ b: UInt8) -> Bool { contains(zoneByte, b) }
    @inline(__always) static func isAlphanumeric(_ b: UInt8) -> Bool { contains(alphanumeric, b) }
}
