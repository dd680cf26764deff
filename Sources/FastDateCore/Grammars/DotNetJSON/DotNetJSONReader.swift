/// .NET's JSON dates, `/Date(ms)/` and `/Date(ms±hhmm)/`, also JSON-escaped as
/// `\/Date(…)\/` (`Spec/dotnet-json/dotnet-json.md`). The number is the instant in UTC
/// milliseconds; the offset is the sender's, kept without moving the instant.
enum DotNetJSONReader {
    /// `/Date(`, little-endian, for one 6-byte comparison.
    static var opening: UInt64 { 0x2865_7461_442F }
    /// The length of `/Date(`.
    static var openingLength: Int { 6 }
    /// The most significant digits a number in the supported range has (8,640,000,000,000,000 ms).
    static var maxDigits: Int { 16 }
    /// The supported range in milliseconds either side of 1970.
    static var limitMilliseconds: Int64 { 8_640_000_000_000_000 }

    static func read(_ input: ByteInput) throws(FastDate.ParseError) -> FastDate.Timestamp {
        if let t = fastPath(input) { return t }
        return try readGeneral(input)
    }

    /// Accept-only: `/Date(` 9 to 16 digits `)/`, UTC, the digits read by the epoch
    /// reader's own fast path (`EpochReader.fastPath`), which refuses a sign and any
    /// other length; then ``readGeneral(_:)`` reads it and decides.
    @inline(__always)
    static func fastPath(_ input: ByteInput) -> FastDate.Timestamp? {
        let digits = input.count &- openingLength &- 2
        guard digits >= 9, input.word(at: 0) & 0xFFFF_FFFF_FFFF == opening,
              UInt16(littleEndian: input.base.loadUnaligned(fromByteOffset: input.count &- 2, as: UInt16.self)) == 0x2F29  // ")/"
        else { return nil }
        return EpochReader.fastPath(ByteInput(base: input.base + openingLength, count: digits), .milliseconds)
    }

    /// The whole grammar, every error decided here.
    static func readGeneral(_ input: ByteInput) throws(FastDate.ParseError) -> FastDate.Timestamp {
        // The JSON-escaped spelling is the plain one with a `\` before each `/`.
        let escaped = input[0] == UInt8(ascii: "\\")
        let start = escaped ? 1 : 0
        try expectOpening(input, at: start)
        var i = start &+ openingLength

        let negative = input[i] == UInt8(ascii: "-")
        if negative { i &+= 1 }
        guard input.digit(i) < 10 else { throw FastDate.ParseError(.expectedNumber, offset: i) }
        let numberStart = i
        // Leading zeros are skipped; more significant digits than the range holds are
        // counted, not accumulated, so nothing overflows on any length.
        while input[i] == UInt8(ascii: "0") { i &+= 1 }
        var magnitude: Int64 = 0
        var significant = 0
        while input.digit(i) < 10 {
            if significant < maxDigits { magnitude = magnitude &* 10 &+ Int64(input.digit(i)) }
            significant &+= 1
            i &+= 1
        }
        guard significant <= maxDigits && magnitude <= limitMilliseconds else {
            throw FastDate.ParseError(.outOfRange, offset: numberStart)
        }

        var offset = 0
        let sign = input[i]
        if sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
            let hour = try OffsetReader.hour(input, at: i &+ 1)
            let minute = try OffsetReader.minute(input, at: i &+ 3)
            let magnitude = hour &* .secondsPerHour &+ minute &* .secondsPerMinute
            offset = sign == UInt8(ascii: "-") ? -magnitude : magnitude
            i &+= 5
        }

        try input.expect(UInt8(ascii: ")"), at: i, orThrow: .expectedDotNetDate)
        i &+= 1
        if escaped {
            try input.expect(UInt8(ascii: "\\"), at: i, orThrow: .expectedDotNetDate)
            i &+= 1
        }
        try input.expect(UInt8(ascii: "/"), at: i, orThrow: .expectedDotNetDate)
        try input.expectEnd(at: i &+ 1)

        var t = try FastDate.Timestamp(epoch: negative ? -magnitude : magnitude, unit: .milliseconds)
        t.utcOffset = Int32(truncatingIfNeeded: offset)
        return t
    }

    /// Whether `/Date(` is at `i`: the text begins as a .NET date (`.flexible` asks).
    static func beginsWithOpening(_ input: ByteInput, at i: Int) -> Bool {
        // `do`/`catch` rather than `try?`, which would box the typed error.
        do {
            try expectOpening(input, at: i)
            return true
        } catch {
            return false
        }
    }

    /// `/Date(` at `i`, or `expectedDotNetDate` at the first byte that differs.
    @inline(__always)
    private static func expectOpening(_ input: ByteInput, at i: Int) throws(FastDate.ParseError) {
        if input.count &- i >= 8 && input.word(at: i) & 0xFFFF_FFFF_FFFF == opening { return }
        var k = 0
        while k < openingLength {
            let want = UInt8(truncatingIfNeeded: opening &>> UInt64(8 &* k))
            guard input[i &+ k] == want else { throw FastDate.ParseError(.expectedDotNetDate, offset: i &+ k) }
            k &+= 1
        }
    }
}
