/// The one table of English names: days, months, zones and eras, read ignoring ASCII case
/// and written in their own case. Shared by the Internet dates (`HTTPDateReader`,
/// `RFC5322Reader`, `InternetDateWriter`), cookie dates and patterns, so each name is spelled
/// once.
///
/// Three letters are compared as one `UInt32` (bytes lowest first). Folding case with
/// `| 0x20` turns only `A`–`Z` into `a`–`z`; no other byte becomes a lowercase letter, so a
/// packed value equals a name's only when all three bytes are that name's letters.
enum EnglishNames {
    /// The three bytes at `i`, ASCII case folded, packed lowest first.
    @inline(__always)
    static func foldedTriple(_ input: ByteInput, at i: Int) -> UInt32 {
        UInt32(input[i] | 0x20) | UInt32(input[i &+ 1] | 0x20) &<< 8 | UInt32(input[i &+ 2] | 0x20) &<< 16
    }

    @inline(__always)
    static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- UInt8(ascii: "a") < 26
    }

    // MARK: Days of the week (0 is Monday, as `CivilCalendar.dayOfWeek`)

    /// The day of the week a folded three-letter name stands for, or nil: one perfect-hash
    /// slot and one comparison (see ``month(_:)``).
    @inline(__always)
    static func dayOfWeek(_ folded: UInt32) -> Int? {
        let entry = slot(dayOfWeekTable, (folded &* dayOfWeekHashMultiplier) &>> 29)
        return entry & 0xFF_FFFF == folded ? Int(entry &>> 24) : nil
    }

    /// Sends each of the seven folded day names to a slot of its own among eight:
    /// `(folded × multiplier) >> 29` (found by search; any other three letters land
    /// somewhere and fail the comparison).
    static var dayOfWeekHashMultiplier: UInt32 { 0x9DA }

    /// Eight four-byte slots: a folded day name and its day (0 is Monday), or zeros, which
    /// no folded name equals.
    static var dayOfWeekTable: StaticString { "fri\u{04}mon\u{00}sun\u{06}sat\u{05}thu\u{03}\0\0\0\0wed\u{02}tue\u{01}" }

    /// Slot `index` of a name table, as a little-endian `UInt32`. A load from constant
    /// bytes, not a `switch`: the compiler turns a switch on the slot into a jump on it,
    /// one mispredicted branch per name again.
    @inline(__always)
    static func slot(_ table: StaticString, _ index: UInt32) -> UInt32 {
        UInt32(littleEndian: UnsafeRawPointer(table.utf8Start).loadUnaligned(fromByteOffset: Int(index) &* 4, as: UInt32.self))
    }

    /// The three-letter name of day `day` (0 is Monday) as written, packed lowest first
    /// with a zero fourth byte: `Mon`. A load from ``dayTextTable``, not a `switch`: LLVM
    /// makes the switch a table with a branch around it for its default, one mispredicted
    /// branch in seven on dates that do not repeat.
    @inline(__always)
    static func dayText(_ day: Int) -> UInt32 {
        slot(dayTextTable, UInt32(truncatingIfNeeded: day) & 7)
    }

    /// The seven names in four-byte slots, Monday first, and an eighth slot so that any
    /// index masked to three bits stays inside the table.
    static var dayTextTable: StaticString { "Mon\0Tue\0Wed\0Thu\0Fri\0Sat\0Sun\0\0\0\0\0" }

    /// What follows the three letters in the full name RFC 850 dates write (`Wednesday`
    /// is `Wed` + `nesday`): the folded bytes packed lowest first, and their count.
    @inline(__always)
    static func fullNameRest(_ day: Int) -> (bytes: UInt64, count: Int) {
        switch day {
        case 1: (0x79_61_64_73, 4)                  // (tue)sday
        case 2: (0x79_61_64_73_65_6E, 6)            // (wed)nesday
        case 3: (0x79_61_64_73_72, 5)               // (thu)rsday
        case 5: (0x79_61_64_72_75, 5)               // (sat)urday
        default: (0x79_61_64, 3)                    // (mon|fri|sun)day
        }
    }

    // MARK: Months (1 is January)

    /// The month a folded three-letter name stands for, or nil.
    ///
    /// A perfect hash, not a chain of comparisons: the slot is `(folded × multiplier) >> 28`,
    /// and the name stored in that slot either is the input or no month is. On dates a
    /// branch predictor cannot learn (any month, any day), a chain of twelve comparisons
    /// mispredicts on most of them; this is one multiply, one load and one compare.
    @inline(__always)
    static func month(_ folded: UInt32) -> Int? {
        let entry = slot(monthTable, (folded &* monthHashMultiplier) &>> 28)
        return entry & 0xFF_FFFF == folded ? Int(entry &>> 24) : nil
    }

    /// Sends each of the twelve folded month names to a slot of its own among sixteen
    /// (found by search).
    static var monthHashMultiplier: UInt32 { 0x67E4 }

    /// Sixteen four-byte slots: a folded month name and its number (1 is January), or
    /// zeros, which no folded name equals.
    static var monthTable: StaticString {
        "jul\u{07}nov\u{0B}\0\0\0\0oct\u{0A}may\u{05}dec\u{0C}mar\u{03}apr\u{04}\0\0\0\0sep\u{09}\0\0\0\0\0\0\0\0jan\u{01}jun\u{06}feb\u{02}aug\u{08}"
    }

    /// The three-letter name of `month` (1 is January) as written, packed lowest first
    /// with a zero fourth byte: `Jan`. A load from ``monthTextTable``, for the reason
    /// ``dayText(_:)`` gives.
    @inline(__always)
    static func monthText(_ month: Int) -> UInt32 {
        slot(monthTextTable, UInt32(truncatingIfNeeded: month) & 15)
    }

    /// The twelve names in four-byte slots, January in slot 1, and empty slots 0 and 13–15
    /// so that any index masked to four bits stays inside the table.
    static var monthTextTable: StaticString {
        "\0\0\0\0Jan\0Feb\0Mar\0Apr\0May\0Jun\0Jul\0Aug\0Sep\0Oct\0Nov\0Dec\0\0\0\0\0\0\0\0\0\0\0\0\0"
    }

    // MARK: Zone names (RFC 5322 section 4.3)

    /// The longest zone name read; longer runs of letters are not a zone.
    static var longestZoneName: Int { 5 }

    /// The offset, in seconds east of UTC, of a zone name of 1 to 5 letters, folded and
    /// packed lowest first. Known names have their offset; any other name (the military
    /// letters included) is an unknown offset, which RFC 5322 says to treat as `-0000` and
    /// FastDate reads as UTC. See `Spec/internet/internet-dates.md`.
    @inline(__always)
    static func zoneOffset(_ folded: UInt64) -> Int {
        switch folded {
        case 0x74_73_65: -5 * 3600  // est
        case 0x74_64_65: -4 * 3600  // edt
        case 0x74_73_63: -6 * 3600  // cst
        case 0x74_64_63: -5 * 3600  // cdt
        case 0x74_73_6D: -7 * 3600  // mst
        case 0x74_64_6D: -6 * 3600  // mdt
        case 0x74_73_70: -8 * 3600  // pst
        case 0x74_64_70: -7 * 3600  // pdt
        default: 0                  // ut, gmt, utc, z, and every unknown name
        }
    }
}

// MARK: Full month names and eras (patterns), beyond the three-letter names

extension EnglishNames {
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
            let fold: UInt8 = EnglishNames.isLetter(expected) ? 0x20 : 0
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
