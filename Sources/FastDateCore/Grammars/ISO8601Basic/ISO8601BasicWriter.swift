/// Writes ISO 8601's basic format, `yyyyMMdd'T'HHmmss[.f](Z|±hhmm[ss])`
/// (`Spec/iso8601-basic/iso8601-basic.md`, "Writing"), at the timestamp's offset.
@usableFromInline
enum ISO8601BasicWriter {
    @usableFromInline
    static func write(_ t: FastDate.Timestamp, fractionDigits: Int, into buffer: UnsafeMutableRawBufferPointer) throws(FastDate.FormatError) -> Int {
        guard fractionDigits >= 0 && fractionDigits <= 9 else { throw FastDate.FormatError(.invalidFractionDigits) }
        let (date, second) = try DateTimeWriter.fourDigitLocalDate(t)
        let offset = Int64(t.utcOffset)
        // In range: `fourDigitLocalDate` has checked it.
        let offsetHasSeconds = UTCOffsetRange.hasSeconds(Int(offset))
        let length = ISO8601BasicReader.timeEnd + (fractionDigits > 0 ? 1 + fractionDigits : 0)
            + (offset == 0 ? 1 : offsetHasSeconds ? 7 : 5)
        guard let base = buffer.baseAddress, buffer.count >= length else { throw FastDate.FormatError(.bufferTooSmall) }

        var out = ByteWriter(base)
        out.fourDigits(Int(date.year))
        out.twoDigits(date.month)
        out.twoDigits(date.day)
        out.byte(UInt8(ascii: "T"))
        let clock = ByteWriter.clock(second)
        out.twoDigits(clock.hour)
        out.twoDigits(clock.minute)
        out.twoDigits(clock.second)
        if fractionDigits > 0 { out.fraction(Int(t.nanoseconds), digits: fractionDigits) }
        if offset == 0 {
            out.byte(UInt8(ascii: "Z"))
        } else {
            out.byte(offset < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+"))
            // Under a day (`UTCOffsetRange`): split as a clock is.
            let magnitude = ByteWriter.clock(Int(offset.magnitude))
            out.twoDigits(magnitude.hour)
            out.twoDigits(magnitude.minute)
            if offsetHasSeconds { out.twoDigits(magnitude.second) }
        }
        return out.index
    }
}
