/// Reads RFC 9557's suffix (`Spec/rfc9557.md`): an optional time zone annotation, then any
/// number of `key=value` tags, each in brackets, with `!` marking one critical.
///
/// One pass, left to right. A bracket's content is read as a run of the bytes a zone name
/// may have; the byte after the run decides: `=` makes it a tag key (then checked as one),
/// anything else a zone name. The first problem is reported at its byte.
enum AnnotationScanner {
    struct Suffix {
        var timeZone: FastDate.TimeZoneAnnotation?
        var isTimeZoneCritical = false
        /// Where the zone annotation's content starts, for `offsetMismatch`.
        var timeZoneStart = 0
    }

    /// The one tag key FastDate knows: the calendar. It never changes the instant (the
    /// date-time is always in ISO 8601's calendar), so a critical one is accepted too.
    static let calendarKey: (UInt8, UInt8, UInt8, UInt8) = (0x75, 0x2D, 0x63, 0x61)  // "u-ca"

    /// Reads from `start`, which holds `[`, to the end of the input.
    static func scan(_ input: ByteInput, from start: Int) throws(FastDate.ParseError) -> Suffix {
        var suffix = Suffix()
        var i = start
        var first = true
        while i < input.count {
            let bracket = i
            guard input[i] == UInt8(ascii: "[") else { throw FastDate.ParseError(.trailingBytes, at: i) }
            i &+= 1
            let bang = i
            let critical = input[i] == UInt8(ascii: "!")
            if critical { i &+= 1 }
            let begin = i
            let lead = input[i]

            if lead == UInt8(ascii: "+") || lead == UInt8(ascii: "-") {
                // A numeric zone, strictly RFC 3339's `±hh:mm`.
                guard first else { throw FastDate.ParseError(.misplacedTimeZone, at: bracket) }
                let offset: Int
                (offset, i) = try OffsetScanner.scan(input, at: i, strict: true, assumed: nil)
                try input.expect(UInt8(ascii: "]"), at: i, orThrow: .expectedClosingBracket)
                suffix.timeZone = .utcOffset(Int32(truncatingIfNeeded: offset))
                suffix.isTimeZoneCritical = critical
                suffix.timeZoneStart = begin
                i &+= 1
                first = false
                continue
            }

            var end = i
            while isZoneByte(input[end]) || input[end] == UInt8(ascii: "/") { end &+= 1 }
            guard end > i else { throw FastDate.ParseError(.expectedAnnotation, at: i) }

            if input[end] == UInt8(ascii: "=") {
                try readKey(input, from: i, to: end)
                if critical && !isCalendarKey(input, from: i, to: end) {
                    throw FastDate.ParseError(.unknownCriticalAnnotation, at: bang)
                }
                i = try readValues(input, from: end &+ 1)
                first = false
                continue
            }

            guard first else { throw FastDate.ParseError(.misplacedTimeZone, at: bracket) }
            let nameEnd = try readZoneName(input, from: i)
            try input.expect(UInt8(ascii: "]"), at: nameEnd, orThrow: .expectedClosingBracket)
            suffix.timeZone = .identifier(begin..<nameEnd)
            suffix.isTimeZoneCritical = critical
            suffix.timeZoneStart = begin
            i = nameEnd &+ 1
            first = false
        }
        return suffix
    }

    // MARK: Zone names

    /// `time-zone-part *("/" time-zone-part)`; returns the index just past the name.
    @inline(__always)
    private static func readZoneName(_ input: ByteInput, from start: Int) throws(FastDate.ParseError) -> Int {
        var i = start
        while true {
            let part = i
            guard isZoneInitial(input[i]) else { throw FastDate.ParseError(.invalidTimeZoneName, at: i) }
            i &+= 1
            while isZoneByte(input[i]) { i &+= 1 }
            // "." and ".." are refused as parts: they would be paths, not names.
            if input[part] == UInt8(ascii: ".") && (i == part &+ 1 || (i == part &+ 2 && input[part &+ 1] == UInt8(ascii: "."))) {
                throw FastDate.ParseError(.invalidTimeZoneName, at: part)
            }
            guard input[i] == UInt8(ascii: "/") else { return i }
            i &+= 1
        }
    }

    /// `time-zone-initial = ALPHA / "." / "_"`.
    @inline(__always)
    private static func isZoneInitial(_ b: UInt8) -> Bool {
        let lower = b | 0x20
        return (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z")) || b == UInt8(ascii: ".") || b == UInt8(ascii: "_")
    }

    /// `time-zone-char = time-zone-initial / DIGIT / "-" / "+"`.
    @inline(__always)
    private static func isZoneByte(_ b: UInt8) -> Bool {
        isZoneInitial(b) || (b &- UInt8(ascii: "0")) < 10 || b == UInt8(ascii: "-") || b == UInt8(ascii: "+")
    }

    // MARK: Tags

    /// `suffix-key = (lcalpha / "_") *(lcalpha / DIGIT / "-" / "_")` over `start ..< end`.
    @inline(__always)
    private static func readKey(_ input: ByteInput, from start: Int, to end: Int) throws(FastDate.ParseError) {
        var i = start
        while i < end {
            let b = input[i]
            let initial = (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || b == UInt8(ascii: "_")
            let later = (b &- UInt8(ascii: "0")) < 10 || b == UInt8(ascii: "-")
            guard initial || (i > start && later) else { throw FastDate.ParseError(.invalidAnnotationKey, at: i) }
            i &+= 1
        }
    }

    @inline(__always)
    private static func isCalendarKey(_ input: ByteInput, from start: Int, to end: Int) -> Bool {
        end &- start == 4 && input[start] == calendarKey.0 && input[start &+ 1] == calendarKey.1
            && input[start &+ 2] == calendarKey.2 && input[start &+ 3] == calendarKey.3
    }

    /// `suffix-values "]"` from `start`; returns the index just past the `]`.
    @inline(__always)
    private static func readValues(_ input: ByteInput, from start: Int) throws(FastDate.ParseError) -> Int {
        var i = start
        while true {
            guard isAlphanumeric(input[i]) else { throw FastDate.ParseError(.invalidAnnotationValue, at: i) }
            while isAlphanumeric(input[i]) { i &+= 1 }
            guard input[i] == UInt8(ascii: "-") else { break }
            i &+= 1
        }
        try input.expect(UInt8(ascii: "]"), at: i, orThrow: .expectedClosingBracket)
        return i &+ 1
    }

    @inline(__always)
    private static func isAlphanumeric(_ b: UInt8) -> Bool {
        let lower = b | 0x20
        return (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z")) || (b &- UInt8(ascii: "0")) < 10
    }
}
