/// The one entry into the grammar: every public parse door ends here.
enum Scanner {
    static func scan(_ bytes: UnsafeRawBufferPointer, _ format: FastDate.Format) throws(FastDate.ParseError) -> FastDate.Timestamp {
        guard let base = bytes.baseAddress, bytes.count > 0 else {
            throw FastDate.ParseError(.empty, at: 0)
        }
        let input = ByteInput(base: base, count: bytes.count)
        switch format.profile {
        case .iso8601:
            if looksLikeNumber(input) {
                return try EpochScanner.scan(input, unit: .seconds)
            }
            return try DateScanner.scan(input, format)
        case .rfc3339, .fullDate:
            return try DateScanner.scan(input, format)
        case .epoch:
            return try EpochScanner.scan(input, unit: format.unit)
        }
    }

    /// `.iso8601` reads numbers and dates; the Spec decides which on the first bytes:
    /// `+` starts a date; otherwise an optional `-` and a run of digits that ends the
    /// input or meets `.` is a number, and anything else is a date.
    @inline(__always)
    static func looksLikeNumber(_ input: ByteInput) -> Bool {
        var i = 0
        if input[0] == UInt8(ascii: "+") { return false }
        if input[0] == UInt8(ascii: "-") { i = 1 }
        // A date's year run is 4 or 6 digits, so the common date case stops quickly.
        while input.digit(i) < 10 { i += 1 }
        return i == input.count || input[i] == UInt8(ascii: ".")
    }
}
