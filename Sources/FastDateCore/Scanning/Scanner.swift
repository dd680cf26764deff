/// The entry into the grammars: every public parse door ends here.
enum Scanner {
    /// `.iso8601`, the grammar of the default door `FastDate.parse(_:)`, with its common
    /// shape read before any dispatch; everything else goes to ``scan(_:_:)``.
    ///
    /// Why: inlined into the door, the common shape runs in the door's own small frame, with
    /// no call into the dispatcher, no jump on the profile and none of the dispatcher's
    /// large frame (five saved registers, 272 bytes of stack). Callgrind, instructions per
    /// parse from bytes, before → after (with the `toISOString()` shortcut): `.sssZ`
    /// 209 → 176, `Z` 189 → 179, `±hh:mm` 270 → 266, microseconds 278 → 263, `±hhmm`
    /// 278 → 283 (24 bytes, so it is also tested for the `toISOString()` shape).
    ///
    /// Only this door: a door whose format is known only at run time would pay its larger
    /// frame on every format (epoch numbers measured 147 → 164), so those call
    /// ``scan(_:_:)`` directly.
    ///
    /// Accept-only, like each shortcut it uses: `FixedLayout.read` then `DateScanner.finish`
    /// is the first thing `DateScanner.read` does for `.iso8601` too, and
    /// `FixedLayout.javaScriptInstant` only ever agrees with `finish`. So the grammar, the
    /// values and every error are those of ``scan(_:_:)``.
    @inline(__always)
    static func scanISO8601(_ bytes: UnsafeRawBufferPointer) throws(FastDate.ParseError) -> FastDate.Timestamp {
        if let base = bytes.baseAddress {
            let input = ByteInput(base: base, count: bytes.count)
            if let fields = FixedLayout.read(input) {
                if let t = FixedLayout.javaScriptInstant(input, fields) { return t }
                return try DateScanner.finish(input, fields, .iso8601)
            }
        }
        return try scan(bytes, .iso8601)
    }

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
