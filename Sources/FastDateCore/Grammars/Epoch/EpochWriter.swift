/// Writes an epoch number: a count of a unit since 1970, `-` before a count before it, and
/// the fraction of a unit when there is one (`Spec/epoch/epoch.md`, "Writing").
@usableFromInline
package enum EpochWriter {
    /// `-9223372036854775808.999999999` is past every count an instant in range gives, and
    /// this is as long: a sign, 19 digits, a point and 9 fraction digits.
    static var maxLength: Int { 30 }

    /// `t` as a number of `unit`s: the whole units (rounded toward the past), then as many
    /// fraction digits as `digits` says, truncated toward the past too, so that the number
    /// is never later than `t`. With the exact default, trailing zeros are left out and a
    /// whole count has no point: `1764200000.75`, `1616146640123.5`, `1616146640`.
    @usableFromInline
    static func write(_ t: FastDate.Timestamp, unit: FastDate.EpochUnit, digits: EpochDigits,
                      into buffer: UnsafeMutableRawBufferPointer) throws(FastDate.FormatError) -> Int {
        let whole = try count(t, unit: unit)
        let (negative, magnitude, fraction, fractionCount) = try parts(t, whole: whole, unit: unit, digits: digits)
        let length = (negative ? 1 : 0) + ByteWriter.decimalDigitCount(magnitude) + (fractionCount > 0 ? 1 + fractionCount : 0)
        guard let base = buffer.baseAddress, buffer.count >= length else {
            throw FastDate.FormatError(.bufferTooSmall)
        }
        var out = ByteWriter(base)
        if negative { out.byte(UInt8(ascii: "-")) }
        out.decimal(Int64(bitPattern: magnitude))
        if fractionCount > 0 { out.fraction(fraction, digits: fractionCount) }
        return out.index
    }

    /// The number `write` writes, when it is a whole count with no point; `nil` when it has
    /// a fraction. The `FastDate` module's encoders write such a count as a JSON integer
    /// without making its text.
    package static func wholeCount(_ t: FastDate.Timestamp, unit: FastDate.EpochUnit, digits: EpochDigits) throws(FastDate.FormatError) -> Int64? {
        let whole = try count(t, unit: unit)
        switch digits.fixedCount(for: unit) {
        case .none:
            // Whole when nothing is left below the unit; each divisor a constant.
            let nanoseconds = t.nanoseconds
            let isWhole = switch unit {
            case .seconds: nanoseconds == 0
            case .milliseconds: nanoseconds % 1_000_000 == 0
            case .microseconds: nanoseconds % 1_000 == 0
            case .nanoseconds: true
            }
            return isWhole ? whole : nil
        case .some(let fixed):
            guard fixed >= 0 else { throw FastDate.FormatError(.invalidFractionDigits) }
            return fixed == 0 ? whole : nil
        }
    }

    /// The sign, the whole units' magnitude and the fraction (as nanoseconds of a unit
    /// scaled to nine digits, so that `ByteWriter.fraction` writes its first digits) of the
    /// number `t` is written as, with `whole` its count of units toward the past.
    private static func parts(_ t: FastDate.Timestamp, whole: Int64, unit: FastDate.EpochUnit, digits: EpochDigits)
        throws(FastDate.FormatError) -> (negative: Bool, magnitude: UInt64, fraction: Int, count: Int) {
        let perSecond = Int(unit.unitsPerSecond)
        let nanosecondsPerUnit = Int(Int32.nanosecondsPerSecond) / perSecond
        // What is left of the unit below `whole`, counted forward, as nine digits of a unit.
        let scaled = Int(t.nanoseconds) % nanosecondsPerUnit * perSecond
        let count: Int
        switch digits.fixedCount(for: unit) {
        case .none:
            count = scaled == 0 ? 0 : 9 - trailingZeros(scaled)
        case .some(let fixed):
            guard fixed >= 0 else { throw FastDate.FormatError(.invalidFractionDigits) }
            count = fixed
        }
        let step = powerOfTen(9 - count)
        let kept = scaled / step  // truncated: toward the past, as `whole` is
        guard whole < 0 && kept > 0 else {
            return (whole < 0, whole.magnitude, kept * step, count)
        }
        // Before 1970 the text is a magnitude: whole + kept/10^count, with whole negative,
        // is -((-whole - 1) + (10^count - kept)/10^count).
        return (true, UInt64(-(whole + 1)), (powerOfTen(count) - kept) * step, count)
    }

    /// How many of the nine digits of `scaled` (not 0) end in zeros.
    private static func trailingZeros(_ scaled: Int) -> Int {
        var zeros = 0
        var rest = scaled
        while rest % 10 == 0 {
            rest /= 10
            zeros += 1
        }
        return zeros
    }

    /// The whole number of `unit`s from 1970 to `t`, rounded toward the past: the number an
    /// epoch format writes before any fraction.
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
