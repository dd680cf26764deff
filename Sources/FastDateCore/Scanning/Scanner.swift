/// The entry into the grammars: every public parse door ends here.
enum Scanner {
    static func scan(_ bytes: UnsafeRawBufferPointer, _ format: FastDate.Format) throws(FastDate.ParseError) -> FastDate.Timestamp {
        let input = try ByteInput(nonEmpty: bytes)
        switch format.profile {
        // Each profile's rules are a constant here, so each case gets its own specialized
        // copy of the date-time scanner (see `DateScanner.read` for the order of reading).
        case .iso8601:
            return try DateScanner.scan(input, format, .iso8601)
        case .rfc3339:
            return try DateScanner.scan(input, format, .rfc3339)
        case .fullDate:
            return try DateScanner.scan(input, format, .fullDate)
        case .httpDate:
            return try HTTPDateScanner.scan(input, currentYear: format.currentYear)
        case .rfc5322:
            return try RFC5322Scanner.scan(input, assumedOffset: format.assumedUTCOffset)
        case .rfc9557:
            return try RFC9557Scanner.scan(input, format)
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
        try DateScanner.scanLocal(ByteInput(nonEmpty: bytes))
    }

    /// A time of day on a 24-hour or 12-hour clock.
    static func scanTimeOfDay(_ bytes: UnsafeRawBufferPointer) throws(FastDate.ParseError) -> FastDate.TimeOfDay {
        try TimeOfDayScanner.scan(ByteInput(nonEmpty: bytes))
    }

    /// An ISO 8601 duration. Inlined into its doors: the value is 70 bytes, returned in
    /// memory, and a call here measured a copy more per parse.
    @inline(__always)
    static func scanDuration(_ bytes: UnsafeRawBufferPointer) throws(FastDate.ParseError) -> FastDate.ISODuration {
        try DurationScanner.scan(ByteInput(nonEmpty: bytes))
    }

    /// An RFC 9557 date-time with its annotations.
    static func scanAnnotated(_ bytes: UnsafeRawBufferPointer) throws(FastDate.ParseError) -> FastDate.AnnotatedDateTime {
        try RFC9557Scanner.scanAnnotated(ByteInput(nonEmpty: bytes))
    }
}
