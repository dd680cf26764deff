/// The entry into the grammars: every public parse door ends here.
enum Scanner {
    static func scan(_ bytes: UnsafeRawBufferPointer, _ format: FastDate.Format) throws(FastDate.ParseError) -> FastDate.Timestamp {
        guard let base = bytes.baseAddress, bytes.count > 0 else {
            throw FastDate.ParseError(.empty, at: 0)
        }
        let input = ByteInput(base: base, count: bytes.count)
        switch format.profile {
        case .iso8601, .rfc3339:
            // The common shape first: it is a date for certain, so the number test is skipped.
            // Otherwise `.iso8601` decides number-or-date on the first bytes (Spec: an
            // optional `-` and digits that end the input or meet `.` make a number).
            if let fields = FixedLayout.read(input) {
                return try DateScanner.finish(input, fields, format)
            }
            if format.profile == .iso8601,
               let t = try EpochScanner.scan(input, unit: .seconds, onlyIfNumber: true) {
                return t
            }
            return try DateScanner.scanFieldByField(input, format)
        case .fullDate:
            return try DateScanner.scanFieldByField(input, format)
        case .epoch:
            // Without `onlyIfNumber` the scanner reads every input as a number or throws, so
            // the `else` is unreachable; it throws rather than invent a value.
            guard let t = try EpochScanner.scan(input, unit: format.unit) else {
                throw FastDate.ParseError(.expectedNumber, at: 0)
            }
            return t
        }
    }

    /// A local date-time: the date-time grammar with the offset optional.
    static func scanLocalDateTime(_ bytes: UnsafeRawBufferPointer) throws(FastDate.ParseError) -> FastDate.LocalDateTime {
        guard let base = bytes.baseAddress, bytes.count > 0 else {
            throw FastDate.ParseError(.empty, at: 0)
        }
        return try DateScanner.scanLocal(ByteInput(base: base, count: bytes.count))
    }

    /// A time of day on a 24-hour or 12-hour clock.
    static func scanTimeOfDay(_ bytes: UnsafeRawBufferPointer) throws(FastDate.ParseError) -> FastDate.TimeOfDay {
        guard let base = bytes.baseAddress, bytes.count > 0 else {
            throw FastDate.ParseError(.empty, at: 0)
        }
        return try TimeOfDayScanner.scan(ByteInput(base: base, count: bytes.count))
    }
}
