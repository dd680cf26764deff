/// Reads RFC 9557's suffix (`Spec/rfc9557/rfc9557.md`): an optional time zone annotation, then any
/// number of `key=value` tags, each in brackets, with `!` marking one critical.
///
/// One pass, left to right. A bracket's content is read as a run of the bytes a zone name
/// may have; the byte after the run decides: `=` makes it a tag key (then checked as one),
/// anything else a zone name. The first problem is reported at its byte.
enum AnnotationReader {
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
    static func read(_ input: ByteInput, from start: Int) throws(FastDate.ParseError) -> Suffix {
        var suffix = Suffix()
        var i = start
        var first = true
        while i < input.count {
            let bracket = i
            guard input[i] == UInt8(ascii: "[") else { throw FastDate.ParseError(.trailingBytes, offset: i) }
            i &+= 1
            let bang = i
            let critical = input[i] == UInt8(ascii: "!")
            if critical { i &+= 1 }
            let begin = i
            let lead = input[i]

            if lead == UInt8(ascii: "+") || lead == UInt8(ascii: "-") {
                // A numeric zone, strictly RFC 3339's `±hh:mm`.
                guard first else { throw FastDate.ParseError(.misplacedTimeZone, offset: bracket) }
                let offset: Int
                (offset, i) = try OffsetReader.read(input, at: i, strict: true, assumed: nil)
                try input.expect(UInt8(ascii: "]"), at: i, orThrow: .expectedClosingBracket)
                suffix.timeZone = .utcOffset(Int32(truncatingIfNeeded: offset))
                suffix.isTimeZoneCritical = critical
                suffix.timeZoneStart = begin
                i &+= 1
                first = false
                continue
            }

            // One pass over the run of name bytes, checking it as a zone name on the way:
            // the first byte that breaks the name grammar is remembered, and only reported
            // if the run turns out to be a zone name rather than a tag key.
            var end = i
            var partStart = i
            var firstBad = -1
            while true {
                end = ByteClass.endOfZoneBytes(input, from: end)
                guard input[end] == UInt8(ascii: "/") else { break }
                if firstBad < 0 { firstBad = badPart(input, from: partStart, to: end) }
                end &+= 1
                partStart = end
            }
            guard end > i else { throw FastDate.ParseError(.expectedAnnotation, offset: i) }

            if input[end] == UInt8(ascii: "=") {
                try readKey(input, from: i, to: end)
                if critical && !isCalendarKey(input, from: i, to: end) {
                    throw FastDate.ParseError(.unknownCriticalAnnotation, offset: bang)
                }
                i = try readValues(input, from: end &+ 1)
                first = false
                continue
            }

            guard first else { throw FastDate.ParseError(.misplacedTimeZone, offset: bracket) }
            if firstBad < 0 { firstBad = badPart(input, from: partStart, to: end) }
            if firstBad >= 0 { throw FastDate.ParseError(.invalidTimeZoneName, offset: firstBad) }
            try input.expect(UInt8(ascii: "]"), at: end, orThrow: .expectedClosingBracket)
            suffix.timeZone = .identifier(begin..<end)
            suffix.isTimeZoneCritical = critical
            suffix.timeZoneStart = begin
            i = end &+ 1
            first = false
        }
        return suffix
    }

    // MARK: Zone names

    /// Whether everything from `bracket` on is `[name]` with a name of 1 to
    /// ``simpleNameLimit`` bytes that are letters and `_` in parts joined by single `/`
    /// (`[UTC]`, `[America/New_York]`): an accept-only fast path, since ``read(_:from:)``
    /// reads such a suffix to that zone. `false` says nothing about validity; the full reader
    /// decides.
    ///
    /// One or two sixteen-byte vectors, without a loop: a name of up to 16 bytes is read
    /// in the vector that ends just before the `]`, its lanes before the name ignored; a
    /// longer one also in the vector from its first byte, the two overlapping as needed.
    /// Each vector comes with the same bytes one position earlier, for the test "a `/`
    /// right after a `/`". The caller has at least 16 bytes of date-time before the `[`,
    /// so every vector is inside the input.
    @inline(__always)
    static func isSimpleZoneName(_ input: ByteInput, at bracket: Int) -> Bool {
        let start = bracket &+ 1
        let end = input.count &- 1
        let length = end &- start
        guard length > 0, length <= simpleNameLimit, input[bracket] == UInt8(ascii: "["),
              input[end] == UInt8(ascii: "]"),
              input[start] != UInt8(ascii: "/"), input[end &- 1] != UInt8(ascii: "/")
        else { return false }
        let tail = ByteClass.nameFaults(input.lanes(at: end &- 16), previous: input.lanes(at: end &- 17))
        if length <= 16 {
            return (tail & ByteClass.lastLanes(length)).hasNoHighBit
        }
        let head = ByteClass.nameFaults(input.lanes(at: start), previous: input.lanes(at: bracket))
        return (head | tail).hasNoHighBit
    }

    /// The longest name ``isSimpleZoneName(_:at:)`` reads: two vectors. That covers every
    /// IANA name; the longest (`America/Argentina/ComodRivadavia`) has 32 bytes.
    static var simpleNameLimit: Int { 32 }

    /// Where the finished part `start ..< end` of a zone name breaks the grammar, or -1:
    /// an empty part at `end`; a first byte that is not `time-zone-initial` (a digit, `-`
    /// or `+`), or a part `.` or `..` (a path, not a name), at its start.
    @inline(__always)
    private static func badPart(_ input: ByteInput, from start: Int, to end: Int) -> Int {
        if end == start { return end }
        if !ByteClass.isZoneInitial(input[start]) { return start }
        if input[start] == UInt8(ascii: ".") && (end == start &+ 1 || (end == start &+ 2 && input[start &+ 1] == UInt8(ascii: "."))) {
            return start
        }
        return -1
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
            guard initial || (i > start && later) else { throw FastDate.ParseError(.invalidAnnotationKey, offset: i) }
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
            guard ByteClass.isAlphanumeric(input[i]) else { throw FastDate.ParseError(.invalidAnnotationValue, offset: i) }
            while ByteClass.isAlphanumeric(input[i]) { i &+= 1 }
            guard input[i] == UInt8(ascii: "-") else { break }
            i &+= 1
        }
        try input.expect(UInt8(ascii: "]"), at: i, orThrow: .expectedClosingBracket)
        return i &+ 1
    }

}
