/// What must hold for any pattern and any text (`Spec/patterns/patterns.md`). Its
/// independent reference is the vector generator's (Python, `Spec/tools/patterns/`), so
/// here the checks are invariants:
///
/// - compiling any bytes as a pattern ends in a pattern or a `PatternError` at a position
///   inside the pattern, never a trap; a pattern's `maxFormattedLength` is bounded;
/// - the input up to its first `0x01` is compiled, as a TR35 pattern and as a strftime
///   format in each dialect, and the rest is read with it through
///   every door alike, with errors inside the text;
/// - what a pattern reads it writes, and that text reads back to a timestamp it writes the
///   same way (write, read, write is a fixed point); and a pattern that holds every field
///   to the nanosecond with its offset reads back the very timestamp;
/// - the input is also read with the common patterns, and the bytes of a timestamp are
///   written with them;
/// - what the fixed layout's fast path (`PatternReader.fastPath`) accepts, the
///   step-by-step reading reads to the same timestamp.
enum PatternInvariants {
    static let common: [FastDate.Pattern] = [
        "yyyy-MM-dd HH:mm:ss", "EEE, dd MMM yyyy HH:mm:ss Z", "yyyyMMdd'T'HHmmss'Z'", "h:mm a", "MMMM d, y G",
        "YYYY-'W'ww-e", "yyyy-DDD'T'kk:mm:ss.SSSSSSSSS XXXXX", "dd/MM/yy HH:mm z", "EEEE, d MMM yyyy KK:mm a OOOO",
    ].map { try! FastDate.Pattern($0, utcOffset: 19_800) } + ([
        ("%Y-%m-%d %H:%M:%S", .posix), ("%a, %d %b %Y %I:%M:%S.%f %p %z", .posix), ("%G-W%V-%u %H:%M", .posix),
        ("%y%m%d%H%M%S", .posix), ("%FT%T%.f%:z", .chrono), ("%s%.3f", .chrono), ("%A %B %d %Y %R %z", .chrono),
    ] as [(String, FastDate.Pattern.StrftimeDialect)]).map { try! FastDate.Pattern(strftime: $0.0, dialect: $0.1, utcOffset: 19_800) }

    /// Every field, to the nanosecond, with the offset: reads back exactly what it wrote.
    static let exact = try! FastDate.Pattern("G y-MM-dd'T'HH:mm:ss.SSSSSSSSSxxxxx")

    static func check(_ input: UnsafeRawBufferPointer) {
        let bytes = [UInt8](input)
        if let separator = bytes.firstIndex(of: 0x01) {
            let text = String(decoding: bytes[..<separator], as: UTF8.self)
            // The same text as a TR35 pattern and as a strftime format in each dialect.
            // (A loop over typed-throwing closures crashes Swift 6.3.1's optimizer: a switch.)
            for syntax in 0..<3 {
                let compiled = Result { () throws(FastDate.PatternError) in
                    switch syntax {
                    case 0: try FastDate.Pattern(text, utcOffset: -12_600)
                    case 1: try FastDate.Pattern(strftime: text, utcOffset: -12_600)
                    default: try FastDate.Pattern(strftime: text, dialect: .chrono, utcOffset: -12_600)
                    }
                }
                switch compiled {
                case .success(let pattern):
                    guard pattern.maxFormattedLength <= 4 * FastDate.Pattern.maximumLength else {
                        violated("pattern \(text.debugDescription) writes up to \(pattern.maxFormattedLength) bytes", input)
                    }
                    let rest = Array(bytes[(separator + 1)...])
                    rest.withUnsafeBytes { read($0, pattern, input) }
                case .failure(let e):
                    guard e.position >= 0 && e.position <= text.utf8.count else {
                        violated("\(e) is outside the pattern \(text.debugDescription)", input)
                    }
                }
            }
        }
        for pattern in common { read(input, pattern, input) }
        // The first 12 bytes as a timestamp, written with each pattern.
        guard bytes.count >= 12 else { return }
        let seconds = bytes[0..<8].reduce(Int64(0)) { $0 << 8 | Int64($1) } % (FastDate.Timestamp.maximumSeconds + 1)
        let nanoseconds = Int32(bytes[8..<12].reduce(UInt32(0)) { $0 << 8 | UInt32($1) } % 1_000_000_000)
        let t = FastDate.Timestamp(seconds: seconds, nanoseconds: nanoseconds)
        for pattern in common + [exact] { writeReadWrite(t, pattern, input) }
        if let text = try? FastDate.format(t, as: .pattern(exact)),
           (try? FastDate.parseTimestamp(text, as: .pattern(exact))) != t {
            violated("\(exact) wrote \(t) as \(text) and read it back otherwise", input)
        }
    }

    /// `text` read with `pattern` through every door alike; what it reads, it writes.
    static func read(_ text: UnsafeRawBufferPointer, _ pattern: FastDate.Pattern, _ input: UnsafeRawBufferPointer) {
        let format = FastDate.Format.pattern(pattern)
        let bytes = [UInt8](text)
        let raw = Result { () throws(FastDate.ParseError) in try FastDate.parseTimestamp(text, as: format) }
        let array = Result { () throws(FastDate.ParseError) in try FastDate.parseTimestamp(bytes, as: format) }
        let span = Result { () throws(FastDate.ParseError) in try FastDate.parseTimestamp(bytes.span, as: format) }
        guard raw == array && raw == span else { violated("\(pattern): the doors disagree: \(raw), \(array), \(span)", input) }
        // The fixed layout's fast path only ever accepts, and what it accepts the general
        // reading reads the same.
        if let base = text.baseAddress, text.count > 0,
           let fast = PatternReader.fastPath(ByteInput(base: base, count: text.count), pattern.program) {
            let general = Result { () throws(FastDate.ParseError) in
                try PatternReader.read(ByteInput(base: base, count: text.count), pattern.program)
            }
            guard general == .success(fast) else { violated("\(pattern): the fixed layout read \(fast), the steps \(general)", input) }
        }
        switch raw {
        case .success(let t):
            guard t.isInSupportedRange else { violated("\(pattern) read \(t), out of range", input) }
            writeReadWrite(t, pattern, input)
        case .failure(let e):
            guard e.offset >= 0 && e.offset <= bytes.count else { violated("\(pattern): \(e) is outside the text", input) }
        }
    }

    /// Written, read back, written again: the same text.
    static func writeReadWrite(_ t: FastDate.Timestamp, _ pattern: FastDate.Pattern, _ input: UnsafeRawBufferPointer) {
        let format = FastDate.Format.pattern(pattern)
        let written = Result { () throws(FastDate.FormatError) in try FastDate.format(t, as: format) }
        guard case .success(let text) = written else {
            // What a pattern cannot write back: a year outside `yy`'s window or before 1 without
            // `G`, or one too long for its fixed width; an offset with seconds.
            if case .failure(let e) = written, e.kind == .unrepresentableYear || e.kind == .invalidOffset { return }
            // The fuzzer's timestamps reach a fraction of a second past the range's end.
            if case .failure(let e) = written, e.kind == .outOfRange, !t.isInSupportedRange { return }
            violated("\(pattern) could not write \(t): \(written)", input)
        }
        guard text.utf8.count <= pattern.maxFormattedLength else {
            violated("\(pattern) wrote \(text.utf8.count) bytes, more than its \(pattern.maxFormattedLength)", input)
        }
        let back = Result { () throws(FastDate.ParseError) in try FastDate.parseTimestamp(text, as: format) }
        // A pattern that leaves out the time reads its text back at midnight on its clock:
        // within a day of the supported range's ends, that instant may lie outside it.
        if case .failure(let e) = back, e.kind == .outOfRange,
           min(t.seconds - FastDate.Timestamp.minimumSeconds, FastDate.Timestamp.maximumSeconds - t.seconds) < 2 * 86_400 {
            return
        }
        guard case .success(let t2) = back, (try? FastDate.format(t2, as: format)) == text else {
            violated("\(pattern): \(t) written as \(text.debugDescription) read back as \(back)", input)
        }
    }
}
