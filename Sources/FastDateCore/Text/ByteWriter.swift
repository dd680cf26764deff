/// A cursor over memory already checked to be long enough.
struct ByteWriter {
    let base: UnsafeMutableRawPointer
    var index = 0

    init(_ base: UnsafeMutableRawPointer) { self.base = base }

    @inline(__always)
    mutating func byte(_ b: UInt8) {
        base.storeBytes(of: b, toByteOffset: index, as: UInt8.self)
        index += 1
    }

    @inline(__always)
    func byte(_ b: UInt8, at i: Int) {
        base.storeBytes(of: b, toByteOffset: i, as: UInt8.self)
    }

    /// "00" … "99", two bytes per value: a two-digit write is one load and one store. A
    /// `StaticString` is a constant in the binary, with no initialization on first use.
    private static var twoDigitTable: StaticString { "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899" }

    /// Writes 0...99 as two ASCII digits.
    @inline(__always)
    mutating func twoDigits(_ value: Int) {
        let pair = UnsafeRawPointer(Self.twoDigitTable.utf8Start).loadUnaligned(fromByteOffset: value &* 2, as: UInt16.self)
        base.storeBytes(of: pair, toByteOffset: index, as: UInt16.self)
        index &+= 2
    }

    /// Writes the low three bytes of `packed`, lowest first: a name from `EnglishNames`.
    @inline(__always)
    mutating func threeLetters(_ packed: UInt32) {
        byte(UInt8(truncatingIfNeeded: packed))
        byte(UInt8(truncatingIfNeeded: packed &>> 8))
        byte(UInt8(truncatingIfNeeded: packed &>> 16))
    }

    /// Writes the low three bytes of `packed` and then `next`: a name and what follows it
    /// (`Sun,`, `Nov `), as one four-byte store.
    @inline(__always)
    mutating func threeLetters(_ packed: UInt32, then next: UInt8) {
        let word = packed & 0xFF_FFFF | UInt32(next) &<< 24
        base.storeBytes(of: word.littleEndian, toByteOffset: index, as: UInt32.self)
        index &+= 4
    }

    /// Writes 0...9999 as four ASCII digits. In 32-bit unsigned arithmetic, as the value
    /// allows: the division by 100 is then one multiply and a shift.
    @inline(__always)
    mutating func fourDigits(_ value: Int) {
        let v = UInt32(truncatingIfNeeded: value)
        twoDigits(Int(v / 100))
        twoDigits(Int(v % 100))
    }

    /// Writes a second of the day (0..<86,400) as `hh:mm:ss`, the clock every layout shares.
    @inline(__always)
    mutating func clockTime(_ secondOfDay: Int) {
        let clock = Self.clock(secondOfDay)
        twoDigits(clock.hour)
        byte(UInt8(ascii: ":"))
        twoDigits(clock.minute)
        byte(UInt8(ascii: ":"))
        twoDigits(clock.second)
    }

    /// The hour, minute and second of a second of the day (0..<86,400), for writers that
    /// place them apart. In 32-bit unsigned arithmetic, as the value allows, so each
    /// division is one multiply and a shift with no fix-up for a sign.
    @inline(__always)
    static func clock(_ secondOfDay: Int) -> (hour: Int, minute: Int, second: Int) {
        let s = UInt32(truncatingIfNeeded: secondOfDay)
        return (Int(s / 3600), Int(s / 60 % 60), Int(s % 60))
    }

    /// Writes a non-negative integer in as many digits as it needs (up to 19).
    @inline(__always)
    mutating func decimal(_ value: Int64) {
        let digits = Self.decimalDigitCount(value.magnitude)
        var rest = value
        var k = index &+ digits
        while k > index {
            k &-= 1
            byte(UInt8(truncatingIfNeeded: rest % 10) &+ UInt8(ascii: "0"), at: k)
            rest /= 10
        }
        index &+= digits
    }

    /// `.` and the first `digits` (1 through 9) decimal digits of `nanoseconds`, truncated,
    /// never rounded: a written time must not run ahead of the real one.
    @inline(__always)
    mutating func fraction(_ nanoseconds: Int, digits: Int) {
        byte(UInt8(ascii: "."))
        fractionDigits(nanoseconds, digits: digits)
    }

    /// The first `digits` (1 through 9) decimal digits of `nanoseconds`, truncated, with no
    /// `.` (a pattern's `S…` writes its own separator).
    @inline(__always)
    mutating func fractionDigits(_ nanoseconds: Int, digits: Int) {
        var rest = nanoseconds / powerOfTen(9 - digits)
        for k in stride(from: digits - 1, through: 0, by: -1) {
            byte(UInt8(truncatingIfNeeded: rest % 10) &+ UInt8(ascii: "0"), at: index + k)
            rest /= 10
        }
        index += digits
    }

    /// Writes a non-negative integer in at least `width` digits, zero-padded (up to 19).
    @inline(__always)
    mutating func decimal(_ value: Int64, width: Int) {
        var pad = width &- Self.decimalDigitCount(value.magnitude)
        while pad > 0 {
            byte(UInt8(ascii: "0"))
            pad &-= 1
        }
        decimal(value)
    }

    /// How many decimal digits `value` is written in: 1 for 0.
    static func decimalDigitCount(_ value: UInt64) -> Int {
        var digits = 1
        var rest = value
        while rest >= 10 {
            rest /= 10
            digits &+= 1
        }
        return digits
    }

    /// Writes into a stack-sized scratch area first, so a failure allocates nothing and a
    /// success allocates only the resulting string. `write` gets `capacity` bytes at least
    /// (`FastDate.maxFormattedLength`, or a pattern's own bound).
    ///
    /// Inlined into each `String` door: out of line, the door retained the format's pattern
    /// program (nil or not) around the call and the closure was a call of its own.
    @inline(__always)
    static func string(
        capacity: Int = FastDate.maxFormattedLength,
        _ write: (UnsafeMutableRawBufferPointer) throws(FastDate.FormatError) -> Int
    ) throws(FastDate.FormatError) -> String {
        // 41 bytes, rounded up to whole words: every format but a long pattern.
        var scratch: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0)
        if capacity <= MemoryLayout.size(ofValue: scratch) {
            return try withUnsafeMutableBytes(of: &scratch) { buffer throws(FastDate.FormatError) in
                let count = try write(buffer)
                return String(decoding: UnsafeRawBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
            }
        }
        // A pattern's bound is a few hundred bytes at most (its text is at most
        // `FastDate.Pattern.maximumLength`), which the standard library keeps on the stack.
        return try withUnsafeTemporaryAllocation(byteCount: capacity, alignment: 8) { buffer in
            Result { () throws(FastDate.FormatError) in
                let count = try write(buffer)
                return String(decoding: UnsafeRawBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
            }
        }.get()
    }
}
