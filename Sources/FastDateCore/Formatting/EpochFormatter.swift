/// Writes an epoch number: a whole count of a unit since 1970, `-` before a count before it.
enum EpochFormatter {
    /// `-9223372036854775808`: the longest count an `Int64` holds.
    static var maxLength: Int { 20 }

    /// The count of `unit`s, rounded toward the past (the nanoseconds below the unit are
    /// dropped, and a timestamp's nanoseconds always count forward from its second).
    static func write(_ t: FastDate.Timestamp, unit: FastDate.EpochUnit, into buffer: UnsafeMutableRawBufferPointer) throws(FastDate.FormatError) -> Int {
        guard t.isInSupportedRange else { throw FastDate.FormatError(.outOfRange) }
        let perSecond = unit.unitsPerSecond
        let (whole, overflow) = t.seconds.multipliedReportingOverflow(by: perSecond)
        let (value, carry) = whole.addingReportingOverflow(Int64(t.nanoseconds) / (nanosecondsPerSecond / perSecond))
        // Only nanoseconds overflow, outside 1677 … 2262.
        guard !overflow && !carry && value != .min else { throw FastDate.FormatError(.outOfRange) }
        let length = (value < 0 ? 1 : 0) + decimalDigits(value.magnitude)
        guard let base = buffer.baseAddress, buffer.count >= length else {
            throw FastDate.FormatError(.bufferTooSmall)
        }
        var out = ByteWriter(base)
        if value < 0 { out.byte(UInt8(ascii: "-")) }
        out.decimal(value < 0 ? -value : value)
        return out.index
    }

    private static func decimalDigits(_ value: UInt64) -> Int {
        var digits = 1
        var rest = value
        while rest >= 10 {
            rest /= 10
            digits &+= 1
        }
        return digits
    }
}
