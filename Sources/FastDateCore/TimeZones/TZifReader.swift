/// Reads a time zone from TZif bytes, RFC 8536 versions 1 to 4, into the table a zone's
/// lookups read (`Spec/time-zones/time-zones.md`, "Reading TZif"). Every count is checked
/// against the bytes there are before anything is read or allocated, every field against its
/// limits, so hostile bytes end in a `TimeZoneError`, never a trap or a wrong zone.
enum TZifReader {
    /// "TZif".
    static var magic: UInt32 { 0x545A_6966 }
    /// Bytes in a header: magic, version, 15 reserved, six counts.
    static var headerSize: Int { 44 }
    /// Bytes in a local time type record: `utoff` (4), `isdst` (1), `desigidx` (1).
    static var typeSize: Int { 6 }
    /// Offsets are less than a day from UTC, as every zone's are and as every reading of a
    /// local time assumes (`UTCOffsetRange`).
    static var offsetLimit: Int32 { 86_400 }

    /// The six counts of a header, in the order they are stored: 64-bit, so that no count
    /// up to 2^32 − 1 overflows the size it implies on any platform.
    private struct Counts {
        var isUT: Int64, isStandard: Int64, leap: Int64, time: Int64, type: Int64, char: Int64

        /// Bytes of the data block these counts describe, with `timeSize`-byte times.
        func dataSize(timeSize: Int64) -> Int64 {
            time * timeSize + time + type * Int64(TZifReader.typeSize) + char + leap * (timeSize + 4) + isStandard + isUT
        }
    }

    /// The rules `bytes` hold, for the zone named `identifier`.
    static func rules(_ bytes: UnsafeRawBufferPointer, identifier: String) throws(FastDate.TimeZoneError) -> ZoneRules {
        var cursor = Cursor(bytes: bytes)
        let (version, first) = try header(&cursor)
        var counts = first
        var timeBytes: Int64 = 4
        if version >= 2 {
            // Version 1's block is for old readers only: skip it, read the 64-bit one.
            try cursor.skip(first.dataSize(timeSize: 4))
            let (secondVersion, second) = try header(&cursor)
            guard secondVersion == version else { throw FastDate.TimeZoneError(.invalidHeader, offset: cursor.index - headerSize + 4) }
            counts = second
            timeBytes = 8
        }
        guard counts.type >= 1, counts.char >= 1,
              counts.isUT == 0 || counts.isUT == counts.type,
              counts.isStandard == 0 || counts.isStandard == counts.type
        else { throw FastDate.TimeZoneError(.invalidHeader, offset: cursor.index - headerSize + 20) }
        guard counts.leap == 0 else { throw FastDate.TimeZoneError(.leapSecondsUnsupported, offset: cursor.index - headerSize + 28) }
        let dataStart = cursor.index
        let dataSize = counts.dataSize(timeSize: timeBytes)
        guard Int64(cursor.remaining) >= dataSize else {
            throw FastDate.TimeZoneError(.truncated, offset: bytes.count)
        }
        // Every count is now at most the bytes there are, so it fits an `Int`.
        let timeCount = Int(counts.time), typeCount = Int(counts.type), charCount = Int(counts.char)
        let standardCount = Int(counts.isStandard), utCount = Int(counts.isUT)
        let timeSize = Int(timeBytes)

        // Local time types first (they follow the transitions): each transition names one.
        let typesStart = dataStart + timeCount * (timeSize + 1)
        let charsStart = typesStart + typeCount * typeSize
        var typeOffsets: [Int32] = []
        typeOffsets.reserveCapacity(typeCount)
        for t in 0..<typeCount {
            let at = typesStart + t * typeSize
            let offset = Int32(bitPattern: Cursor.bigEndian32(bytes, at))
            guard offset > -offsetLimit && offset < offsetLimit else { throw FastDate.TimeZoneError(.offsetOutOfRange, offset: at) }
            guard bytes[at + 4] <= 1 else { throw FastDate.TimeZoneError(.invalidTimeType, offset: at + 4) }
            guard Int(bytes[at + 5]) < charCount else { throw FastDate.TimeZoneError(.invalidTimeType, offset: at + 5) }
            typeOffsets.append(offset)
        }
        // The indicators must be 0 or 1, and a UT one only with a standard one.
        let indicatorsStart = charsStart + charCount
        for i in 0..<standardCount + utCount where bytes[indicatorsStart + i] > 1 {
            throw FastDate.TimeZoneError(.invalidTimeType, offset: indicatorsStart + i)
        }
        if utCount > 0 {
            for t in 0..<typeCount where bytes[indicatorsStart + standardCount + t] == 1 && bytes[indicatorsStart + t] == 0 {
                throw FastDate.TimeZoneError(.invalidTimeType, offset: indicatorsStart + standardCount + t)
            }
        }

        var changes: [(instant: Int64, offset: Int32)] = []
        changes.reserveCapacity(timeCount)
        var current = typeOffsets[0]
        var previous = Int64.min
        let indicesStart = dataStart + timeCount * timeSize
        for k in 0..<timeCount {
            let at = dataStart + k * timeSize
            let instant = timeSize == 8
                ? Int64(bitPattern: Cursor.bigEndian64(bytes, at))
                : Int64(Int32(bitPattern: Cursor.bigEndian32(bytes, at)))
            guard k == 0 || instant > previous else { throw FastDate.TimeZoneError(.transitionsOutOfOrder, offset: at) }
            previous = instant
            let type = Int(bytes[indicesStart + k])
            guard type < typeCount else { throw FastDate.TimeZoneError(.invalidTimeType, offset: indicesStart + k) }
            let offset = typeOffsets[type]
            if offset != current {
                changes.append((instant, offset))
                current = offset
            }
        }
        try cursor.skip(dataSize)

        var footer: POSIXTimeZoneRule?
        if version >= 2 {
            footer = try readFooter(&cursor)
        }
        guard cursor.remaining == 0 else { throw FastDate.TimeZoneError(.trailingBytes, offset: cursor.index) }
        return ZoneRules(identifier: identifier, initial: typeOffsets[0], changes: changes, footer: footer)
    }

    /// A header: the magic, a version of 1 to 4, and the six counts.
    private static func header(_ cursor: inout Cursor) throws(FastDate.TimeZoneError) -> (version: Int, counts: Counts) {
        let start = cursor.index
        guard cursor.remaining >= headerSize else {
            throw FastDate.TimeZoneError(cursor.remaining >= 4 && Cursor.bigEndian32(cursor.bytes, start) != magic ? .notTZif : .truncated,
                                         offset: start == 0 ? 0 : cursor.bytes.count)
        }
        guard Cursor.bigEndian32(cursor.bytes, start) == magic else { throw FastDate.TimeZoneError(.notTZif, offset: start) }
        let versionByte = cursor.bytes[start + 4]
        let version: Int
        switch versionByte {
        case 0: version = 1
        case UInt8(ascii: "2"), UInt8(ascii: "3"), UInt8(ascii: "4"): version = Int(versionByte - UInt8(ascii: "0"))
        default: throw FastDate.TimeZoneError(.unsupportedVersion, offset: start + 4)
        }
        func count(_ i: Int) -> Int64 { Int64(Cursor.bigEndian32(cursor.bytes, start + 20 + 4 * i)) }
        let counts = Counts(isUT: count(0), isStandard: count(1), leap: count(2), time: count(3), type: count(4), char: count(5))
        cursor.index += headerSize
        return (version, counts)
    }

    /// `\n`, a POSIX TZ string (perhaps empty), `\n`.
    private static func readFooter(_ cursor: inout Cursor) throws(FastDate.TimeZoneError) -> POSIXTimeZoneRule? {
        let start = cursor.index
        guard cursor.remaining >= 2, cursor.bytes[start] == UInt8(ascii: "\n") else {
            throw FastDate.TimeZoneError(cursor.remaining == 0 ? .truncated : .invalidFooter, offset: start)
        }
        var end = start + 1
        while end < cursor.bytes.count && cursor.bytes[end] != UInt8(ascii: "\n") { end += 1 }
        guard end < cursor.bytes.count else { throw FastDate.TimeZoneError(.truncated, offset: cursor.bytes.count) }
        cursor.index = end + 1
        guard end > start + 1 else { return nil }
        guard let rule = POSIXTimeZoneRule(UnsafeRawBufferPointer(rebasing: cursor.bytes[(start + 1)..<end])) else {
            throw FastDate.TimeZoneError(.invalidFooter, offset: start + 1)
        }
        return rule
    }

    /// The position in the bytes, and the big-endian integers RFC 8536 stores.
    private struct Cursor {
        let bytes: UnsafeRawBufferPointer
        var index = 0

        var remaining: Int { bytes.count - index }

        /// Moves past `count` bytes that must be there.
        mutating func skip(_ count: Int64) throws(FastDate.TimeZoneError) {
            guard count <= Int64(remaining) else { throw FastDate.TimeZoneError(.truncated, offset: bytes.count) }
            index += Int(count)
        }

        static func bigEndian32(_ bytes: UnsafeRawBufferPointer, _ at: Int) -> UInt32 {
            UInt32(bytes[at]) << 24 | UInt32(bytes[at + 1]) << 16 | UInt32(bytes[at + 2]) << 8 | UInt32(bytes[at + 3])
        }

        static func bigEndian64(_ bytes: UnsafeRawBufferPointer, _ at: Int) -> UInt64 {
            UInt64(bigEndian32(bytes, at)) << 32 | UInt64(bigEndian32(bytes, at + 4))
        }
    }
}
