/// What must hold for any bytes read as a duration, ISO 8601 (`Spec/duration/durations.md`) or
/// the friendly form (`Spec/duration/friendly.md`, a text starting with a digit). The
/// independent references are the vector generators' (`Spec/tools/durations.py`, checked
/// against a second regex-and-fraction reading, and jiff through `friendly_vectors.py`), so
/// here the checks are invariants:
///
/// - every door gives the same result; an error's offset lies in `0...count`;
/// - a value has non-negative components, nanoseconds below a second, an exact part that
///   fits `Int64` seconds, and no negative zero;
/// - ISO 8601 designators are read in any case: the input with ASCII letters lower-cased (or
///   upper-cased) reads the same;
/// - a `-` in front of an unsigned input negates the value (or moves the error by a byte);
///   for a friendly text, unless it ends in `ago`;
/// - `format` writes what is accepted, in both styles, to text that reads back equal,
///   exactly filling the length it reports, and a buffer one byte short is refused untouched;
/// - the scanner's accept-only fast path, where it answers, answers as the general reading.
enum DurationInvariants {
    static func check(_ input: UnsafeRawBufferPointer) {
        let bytes = [UInt8](input)
        let result = throughEveryDoor(input, bytes)
        if let base = input.baseAddress, input.count > 0 {
            let whole = ByteInput(base: base, count: input.count)
            if let quick = DurationReader.fastPath(whole) {
                let general = Result { () throws(FastDate.ParseError) in try DurationReader.readGeneral(whole) }
                if general != .success(quick) { violated("duration fast path read \(quick), the general reading \(general)", input) }
            }
        }
        switch result {
        case .failure(let e):
            if e.offset < 0 || e.offset > bytes.count { violated("duration error offset \(e.offset) outside the input", input) }
        case .success(let d):
            let fields = [d.years, d.months, d.weeks, d.days, d.hours, d.minutes, d.seconds]
            if fields.contains(where: { $0 < 0 }) || d.nanoseconds < 0 || d.nanoseconds >= 1_000_000_000 {
                violated("duration fields out of range: \(fields) \(d.nanoseconds)", input)
            }
            if d.exactSeconds == nil { violated("a parsed duration's exact part passes Int64 seconds", input) }
            if d.isNegative && d.isZero { violated("negative zero", input) }
            roundTrip(d, input)
        }

        // The friendly form: a digit first, after an optional sign.
        func isDigit(_ byte: UInt8?) -> Bool { byte.map { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") } ?? false }
        let signed = bytes.first == UInt8(ascii: "+") || bytes.first == UInt8(ascii: "-")
        let friendly = isDigit(bytes.first) || (signed && isDigit(bytes.dropFirst().first))
        for fold in [UInt8(0x20), 0] where !friendly {
            let folded = bytes.map { b -> UInt8 in
                let lower = b | 0x20
                guard lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z") else { return b }
                return fold == 0 ? b & ~0x20 : lower
            }
            let other = folded.withUnsafeBytes { raw in Result { () throws(FastDate.ParseError) in try FastDate.parseDuration(raw) } }
            if !same(other, result) { violated("case changed \(result) into \(other)", input) }
        }

        let endsInAgo = bytes.count >= 3 && bytes.suffix(3).elementsEqual("ago".utf8)
        if let first = bytes.first, first | 0x20 == UInt8(ascii: "p") || (friendly && !signed && !endsInAgo) {
            let negated = ([UInt8(ascii: "-")] + bytes).withUnsafeBytes { raw in
                Result { () throws(FastDate.ParseError) in try FastDate.parseDuration(raw) }
            }
            switch (result, negated) {
            case (.success(let d), .success(let n)):
                let want = FastDate.ISODuration(
                    years: d.years, months: d.months, weeks: d.weeks, days: d.days, hours: d.hours,
                    minutes: d.minutes, seconds: d.seconds, nanoseconds: d.nanoseconds, isNegative: true)
                if n != want { violated("'-' made \(d) into \(n)", input) }
            case (.failure(let e), .failure(let f)) where e.kind == f.kind && e.offset + 1 == f.offset:
                break
            default:
                violated("'-' changed \(result) into \(negated)", input)
            }
        }
    }

    static func throughEveryDoor(_ input: UnsafeRawBufferPointer, _ bytes: [UInt8]) -> Result<FastDate.ISODuration, FastDate.ParseError> {
        let raw = Result { () throws(FastDate.ParseError) in try FastDate.parseDuration(input) }
        let typed = Result { () throws(FastDate.ParseError) in
            try FastDate.parseDuration(input.assumingMemoryBound(to: UInt8.self))
        }
        let array = Result { () throws(FastDate.ParseError) in try FastDate.parseDuration(bytes) }
        let span = bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(FastDate.ParseError) in try FastDate.parseDuration(buffer.span) }
        }
        for (door, other) in [("typed buffer", typed), ("[UInt8]", array), ("Span", span)] where !same(raw, other) {
            violated("parseDuration via \(door) gave \(other), raw buffer \(raw)", input)
        }
        if let text = String(validating: bytes, as: UTF8.self) {
            let string = Result { () throws(FastDate.ParseError) in try FastDate.parseDuration(text) }
            // A slice whose neighbours are a digit and `S`: reading past it changes the answer.
            let whole = "1" + text + "S"
            let start = whole.utf8.index(after: whole.utf8.startIndex)
            let slice = whole[start..<whole.utf8.index(start, offsetBy: bytes.count)]
            let substring = Result { () throws(FastDate.ParseError) in try FastDate.parseDuration(slice) }
            if !same(raw, string) { violated("parseDuration via String gave \(string), raw buffer \(raw)", input) }
            if !same(raw, substring) { violated("parseDuration via Substring gave \(substring), raw buffer \(raw)", input) }
        }
        return raw
    }

    static func same(_ a: Result<FastDate.ISODuration, FastDate.ParseError>, _ b: Result<FastDate.ISODuration, FastDate.ParseError>) -> Bool {
        switch (a, b) {
        case (.success(let x), .success(let y)): x == y
        case (.failure(let x), .failure(let y)): x.kind == y.kind && x.offset == y.offset
        default: false
        }
    }

    static func roundTrip(_ d: FastDate.ISODuration, _ input: UnsafeRawBufferPointer) {
        for style in FastDate.ISODuration.Style.allCases { roundTrip(d, style, input) }
    }

    static func roundTrip(_ d: FastDate.ISODuration, _ style: FastDate.ISODuration.Style, _ input: UnsafeRawBufferPointer) {
        let text = FastDate.format(d, style: style)
        let back = Result { () throws(FastDate.ParseError) in try FastDate.parseDuration(text) }
        if back != .success(d) { violated("formatDuration wrote \(text) for \(d), read back as \(back)", input) }
        let count = text.utf8.count
        let storage = UnsafeMutableRawBufferPointer.allocate(byteCount: count, alignment: 1)
        defer { storage.deallocate() }
        storage.initializeMemory(as: UInt8.self, repeating: 0xAA)
        let short = Result { () throws(FastDate.FormatError) in
            try FastDate.format(d, into: UnsafeMutableRawBufferPointer(rebasing: storage[..<(count - 1)]), style: style)
        }
        if case .success = short { violated("formatDuration fit \(text) into \(count - 1) bytes", input) }
        if !storage.allSatisfy({ $0 == 0xAA }) { violated("formatDuration wrote into a short buffer", input) }
        let exact = Result { () throws(FastDate.FormatError) in try FastDate.format(d, into: UnsafeMutableRawBufferPointer(storage), style: style) }
        if exact != .success(count) || !storage.elementsEqual(text.utf8) {
            violated("formatDuration into \(count) bytes gave \(exact), not \(text)", input)
        }
    }
}
