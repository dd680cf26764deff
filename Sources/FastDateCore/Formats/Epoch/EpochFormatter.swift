/// Writes an epoch number: a whole count of a unit since 1970, `-` before a count before it.
package enum EpochFormatter {
    /// `-9223372036854775808`: the longest count an `Int64` holds.
    static var maxLength: Int { 20 }

    /// The count of `unit`s, rounded toward the past (the nanoseconds below the unit are
    /// dropped, and a timestamp's nanoseconds always count forward from its second).
    static func write(_ t: FastDate.Timestamp, unit: FastDate.EpochUnit, into buffer: UnsafeMutableRawBufferPointer) throws(FastDate.FormatError) -> Int {
        let value = try count(t, unit: unit)
        let length = (value < 0 ? 1 : 0) + ByteWriter.decimalDigitCount(value.magnitude)
        guard let base = buffer.baseAddress, buffer.count >= length else {
            throw FastDate.FormatError(.bufferTooSmall)
        }
        var out = ByteWriter(base)
        if value < 0 { out.byte(UInt8(ascii: "-")) }
        out.decimal(value < 0 ? -value : value)
        return out.index
    }

    /// The whole number of `unit`s from 1970 to `t`, rounded toward the past: what an epoch
    /// format writes, as text here and as a JSON integer in the `FastDate` module.
    /// - Throws: `outOfRange` outside the supported range, or where the count does not fit
    ///   in `Int64` (nanoseconds before 1677 or after 2262).
    package static func count(_ t: FastDate.Timestamp, unit: FastDate.EpochUnit) throws(FastDate.FormatError) -> Int64 {
        guard t.isInSupportedRange else { throw FastDate.FormatError(.outOfRange) }
        let perSecond = unit.unitsPerSecond
        let below = Int64(t.nanoseconds) / (.nanosecondsPerSecond / perSecond)
        // Before 1970 the count is (seconds + 1) units less the part of the second not yet
        // gone, so that a count just above `Int64.min` does not overflow on the way.
        let (whole, overflow) = (t.seconds < 0 ? t.seconds + 1 : t.seconds).multipliedReportingOverflow(by: perSecond)
        let (value, carry) = whole.addingReportingOverflow(t.seconds < 0 ? below - perSecond : below)
        // `Int64.min` is refused too: its magnitude has no `Int64`, and writing needs it.
        guard !overflow && !carry && value != .min else { throw FastDate.FormatError(.outOfRange) }
        return value
    }
}
