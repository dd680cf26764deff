/// Writes `/Date(ms)/`, or `/Date(ms±hhmm)/` for an offset other than 0
/// (`Spec/dotnet-json/dotnet-json.md`, "Writing").
@usableFromInline
enum DotNetJSONWriter {
    @usableFromInline
    static func write(_ t: FastDate.Timestamp, into buffer: UnsafeMutableRawBufferPointer) throws(FastDate.FormatError) -> Int {
        guard t.isInSupportedRange else { throw FastDate.FormatError(.outOfRange) }
        let offset = Int(t.utcOffset)
        guard offset % .secondsPerMinute == 0 && UTCOffsetRange.contains(offset) else {
            throw FastDate.FormatError(.invalidOffset)
        }
        // In range, so the milliseconds fit easily; rounded toward the past, as the epoch
        // writer rounds.
        let milliseconds = t.seconds &* 1_000 &+ Int64(t.nanoseconds / 1_000_000)
        let digits = ByteWriter.decimalDigitCount(milliseconds.magnitude)
        let length = DotNetJSONReader.openingLength + (milliseconds < 0 ? 1 : 0) + digits + (offset == 0 ? 0 : 5) + 2
        guard let base = buffer.baseAddress, buffer.count >= length else { throw FastDate.FormatError(.bufferTooSmall) }

        var out = ByteWriter(base)
        for k in 0..<DotNetJSONReader.openingLength {
            out.byte(UInt8(truncatingIfNeeded: DotNetJSONReader.opening &>> UInt64(8 &* k)))
        }
        if milliseconds < 0 { out.byte(UInt8(ascii: "-")) }
        out.decimal(Int64(milliseconds.magnitude))
        if offset != 0 {
            out.byte(offset < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+"))
            let magnitude = Int(offset.magnitude)
            out.twoDigits(magnitude / .secondsPerHour)
            out.twoDigits(magnitude / .secondsPerMinute % 60)
        }
        out.byte(UInt8(ascii: ")"))
        out.byte(UInt8(ascii: "/"))
        return out.index
    }
}
