/// Writes a duration in its canonical ISO 8601 form (`Spec/duration/durations.md`, "Writing"):
/// `[-]P[nY][nM][nW][nD][T[nH][nM][n[.f]S]]`, zero components left out, upper-case
/// designators, the fewest fraction digits that hold the nanoseconds, and `PT0S` for zero.
enum DurationWriter {
    /// The longest text: a sign, `P`, `T`, six 19-digit components with their designators,
    /// and 19-digit seconds with nine fraction digits.
    static var maxLength: Int { 2 + 4 * 20 + 1 + 2 * 20 + 30 }

    static func write(_ d: FastDate.ISODuration, into buffer: UnsafeMutableRawBufferPointer) throws(FastDate.FormatError) -> Int {
        // Check the exact length first, so nothing is written into a buffer that is too short.
        guard let base = buffer.baseAddress, buffer.count >= length(d) else {
            throw FastDate.FormatError(.bufferTooSmall)
        }
        var out = ByteWriter(base)
        if d.isNegative { out.byte(UInt8(ascii: "-")) }
        out.byte(UInt8(ascii: "P"))
        component(d.years, "Y", &out)
        component(d.months, "M", &out)
        component(d.weeks, "W", &out)
        component(d.days, "D", &out)
        let writesSeconds = d.seconds != 0 || d.nanoseconds != 0 || d.isZero
        if d.hours != 0 || d.minutes != 0 || writesSeconds {
            out.byte(UInt8(ascii: "T"))
            component(d.hours, "H", &out)
            component(d.minutes, "M", &out)
            if writesSeconds {
                out.decimal(d.seconds)
                let digits = fractionDigits(d.nanoseconds)
                if digits > 0 { out.fraction(Int(d.nanoseconds), digits: digits) }
                out.byte(UInt8(ascii: "S"))
            }
        }
        return out.index
    }

    /// The exact number of bytes ``write(_:into:)`` writes for `d`.
    static func length(_ d: FastDate.ISODuration) -> Int {
        func width(_ v: Int64) -> Int { v == 0 ? 0 : ByteWriter.decimalDigitCount(v.magnitude) + 1 }
        var n = (d.isNegative ? 1 : 0) + 1 + width(d.years) + width(d.months) + width(d.weeks) + width(d.days)
        let writesSeconds = d.seconds != 0 || d.nanoseconds != 0 || d.isZero
        if d.hours != 0 || d.minutes != 0 || writesSeconds {
            n += 1 + width(d.hours) + width(d.minutes)
            if writesSeconds {
                let digits = fractionDigits(d.nanoseconds)
                n += ByteWriter.decimalDigitCount(d.seconds.magnitude) + 1 + (digits > 0 ? 1 + digits : 0)
            }
        }
        return n
    }

    @inline(__always)
    private static func component(_ value: Int64, _ designator: Unicode.Scalar, _ out: inout ByteWriter) {
        guard value != 0 else { return }
        out.decimal(value)
        out.byte(UInt8(ascii: designator))
    }

    /// The fewest digits that write `nanoseconds` exactly (0 for none).
    private static func fractionDigits(_ nanoseconds: Int32) -> Int {
        guard nanoseconds != 0 else { return 0 }
        var digits = 9
        var rest = nanoseconds
        while rest % 10 == 0 {
            rest /= 10
            digits -= 1
        }
        return digits
    }

    /// The duration as a `String` of exactly its length.
    static func string(_ d: FastDate.ISODuration) -> String {
        String(unsafeUninitializedCapacity: length(d)) { buffer in
            // The buffer holds exactly `length` bytes, so the write cannot fail.
            (try? write(d, into: UnsafeMutableRawBufferPointer(buffer))) ?? 0
        }
    }
}
