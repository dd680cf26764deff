/// What must hold for any bytes at all, in every format:
///
/// - every door (raw and typed buffers, `Span`, `[UInt8]`, and `String`/`Substring` when the
///   bytes are UTF-8) gives the same result, and `parse` gives that result's
///   `timeIntervalSince1970`;
/// - the result is exactly the reference parser's: the same value, or the same error kind
///   at the same offset, which lies in `0...count`;
/// - a value is in range, with nanoseconds in `0..<1e9` and a legal offset;
/// - the single-value doors' readers of the common shapes (`DateTimeFastPath.fastPathTimestamp`
///   and, past 32 bytes, `longShapeTimestamp`) take nothing that `.iso8601` and `.rfc3339` do
///   not read, to the same value;
/// - `.rfc3339`, `.fullDate` and `.epoch(.seconds)` accept nothing `.iso8601` does not,
///   with the same value; an assumed offset only ever turns `missingOffset` into a value;
/// - whatever was accepted formats (RFC 3339, every fraction length, and JavaScript) to
///   text that parses back to the same instant.
enum ParseInvariants {
    /// Returns the offset it assumed, which the wall-clock checks reuse.
    @discardableResult
    static func check(_ input: UnsafeRawBufferPointer) -> Int32 {
        let bytes = [UInt8](input)
        let hash = fingerprint(input)
        // Whole minutes half the time (the usual case), any legal second otherwise.
        let assumed: Int32 = hash & 1 == 0
            ? (Int32(truncatingIfNeeded: (hash >> 1) % 2879) - 1439) * 60
            : Int32(truncatingIfNeeded: (hash >> 1) % 172_799) - 86_399

        let iso = parse(input, bytes, .iso8601, .iso8601, nil)
        let rfc = parse(input, bytes, .rfc3339, .rfc3339, nil)
        let fullDate = parse(input, bytes, .fullDate, .fullDate, nil)
        let epochSeconds = parse(input, bytes, .epoch(.seconds), .epoch(maxFractionDigits: 9), nil)
        _ = parse(input, bytes, .epoch(.milliseconds), .epoch(maxFractionDigits: 6), nil)
        _ = parse(input, bytes, .epoch(.microseconds), .epoch(maxFractionDigits: 3), nil)
        _ = parse(input, bytes, .epoch(.nanoseconds), .epoch(maxFractionDigits: 0), nil)
        let isoAssumed = parse(input, bytes, .iso8601.assumingUTCOffset(assumed), .iso8601, assumed)
        let rfcAssumed = parse(input, bytes, .rfc3339.assumingUTCOffset(assumed), .rfc3339, assumed)

        // The common shapes' readers, which the doors try first, only ever agree.
        if let base = input.baseAddress {
            let shapes = ByteInput(base: base, count: input.count)
            for (name, read) in [("fastPathTimestamp", DateTimeFastPath.fastPathTimestamp(shapes)),
                                 ("longShapeTimestamp", DateTimeFastPath.longShapeTimestamp(shapes))] {
                if let t = read, iso != .success(t) || rfc != .success(t) {
                    violated("\(name) read \(t); .iso8601 \(iso), .rfc3339 \(rfc)", input)
                }
            }
        }

        // The default entry point is `.iso8601`.
        let plain = Result { () throws(FastDate.ParseError) in try FastDate.parse(input) }
        if !sameOutcome(plain, iso.map(\.timeIntervalSince1970)) {
            violated("parse(_:) is not parse(_:as: .iso8601): \(plain) vs \(iso)", input)
        }

        // Strict profiles are subsets of the default, value for value.
        for (name, strict, lenient) in [
            ("rfc3339 ⊂ iso8601", rfc, iso), ("fullDate ⊂ iso8601", fullDate, iso),
            ("epoch(.seconds) ⊂ iso8601", epochSeconds, iso), ("rfc3339 ⊂ rfc3339 assuming", rfc, rfcAssumed),
            ("iso8601 ⊂ iso8601 assuming", iso, isoAssumed), ("rfc3339 assuming ⊂ iso8601 assuming", rfcAssumed, isoAssumed),
        ] {
            if case .success(let t) = strict, lenient != .success(t) {
                // `.iso8601` reads a number as seconds only within the years 0000–9999.
                if name.hasPrefix("epoch"), case .failure(let e) = lenient, e.kind == .numberOutsideEpochSecondsYears,
                   t.seconds < CivilCalendar.year0000Seconds || t.seconds >= CivilCalendar.year10000Seconds { continue }
                violated("\(name): \(strict) but \(lenient)", input)
            }
        }
        // An assumed offset changes nothing but `missingOffset`, into the assumed offset's
        // value (or the leap-second or range error that value meets).
        for (without, with) in [(iso, isoAssumed), (rfc, rfcAssumed)] where !same(without, with) {
            guard case .failure(let e) = without, e.kind == .missingOffset else {
                violated("assuming \(assumed) changed \(without) into \(with)", input)
            }
            switch with {
            case .success(let t) where t.utcOffset == assumed: break
            case .failure(let e) where e.kind == .invalidLeapSecond || e.kind == .outOfRange: break
            default: violated("assuming \(assumed) turned missingOffset into \(with)", input)
            }
        }

        for result in [iso, rfc, fullDate, epochSeconds, isoAssumed, rfcAssumed] {
            if case .success(let t) = result { roundTrip(t, input) }
        }
        return assumed
    }

    /// Parses through every door, checks they agree with each other and with the reference,
    /// and returns the result.
    static func parse(
        _ input: UnsafeRawBufferPointer, _ bytes: [UInt8], _ format: FastDate.Format,
        _ profile: ReferenceParser.Profile, _ assumed: Int32?
    ) -> Result<FastDate.Timestamp, FastDate.ParseError> {
        let raw = throughEveryDoor(input, bytes, format, assumed)
        let expected = ReferenceParser.parse(bytes, profile, assumedUTCOffset: assumed.map(Int.init))
        let agrees: Bool
        switch (raw, expected) {
        case (.success(let t), .value(let v)):
            agrees = t.seconds == v.seconds && t.nanoseconds == v.nanoseconds && t.utcOffset == v.utcOffset
        case (.failure(let e), .failure(let f)):
            agrees = e.kind.rawValue == f.kind && e.offset == f.offset
        default:
            agrees = false
        }
        if !agrees { violated("\(format): core \(raw), reference \(expected)", input) }
        return raw
    }

    /// Parses through every door and checks they agree, that `parse` is the timestamp's
    /// seconds, and that a value is possible and an error's offset inside the input.
    static func throughEveryDoor(
        _ input: UnsafeRawBufferPointer, _ bytes: [UInt8], _ format: FastDate.Format, _ assumed: Int32?
    ) -> Result<FastDate.Timestamp, FastDate.ParseError> {
        let raw = Result { () throws(FastDate.ParseError) in try FastDate.parseTimestamp(input, as: format) }
        let typed = input.withMemoryRebound(to: UInt8.self) { typed in
            Result { () throws(FastDate.ParseError) in try FastDate.parseTimestamp(typed, as: format) }
        }
        let span = input.withMemoryRebound(to: UInt8.self) { typed in
            Result { () throws(FastDate.ParseError) in try FastDate.parseTimestamp(typed.span, as: format) }
        }
        let array = Result { () throws(FastDate.ParseError) in try FastDate.parseTimestamp(bytes, as: format) }
        var doors = [("UnsafeBufferPointer<UInt8>", typed), ("Span<UInt8>", span), ("[UInt8]", array)]
        if let text = String(validating: bytes, as: UTF8.self) {
            doors.append(("String", Result { () throws(FastDate.ParseError) in try FastDate.parseTimestamp(text, as: format) }))
            // A slice whose neighbours are a digit and `Z`: reading past it changes the answer.
            let whole = "\u{2603}0" + text + "9Z"
            let start = whole.utf8.index(whole.utf8.startIndex, offsetBy: 4)
            let slice = whole[start..<whole.utf8.index(start, offsetBy: bytes.count)]
            doors.append(("Substring", Result { () throws(FastDate.ParseError) in try FastDate.parseTimestamp(slice, as: format) }))
        }
        for (door, result) in doors where !same(result, raw) {
            violated("\(format): \(door) gave \(result), UnsafeRawBufferPointer \(raw)", input)
        }

        let double = Result { () throws(FastDate.ParseError) in try FastDate.parse(input, as: format) }
        if !sameOutcome(double, raw.map(\.timeIntervalSince1970)) {
            violated("\(format): parse gave \(double), parseTimestamp \(raw)", input)
        }

        switch raw {
        case .success(let t):
            guard t.isInSupportedRange, t.nanoseconds >= 0, t.nanoseconds < 1_000_000_000,
                t.utcOffset > -86_400, t.utcOffset < 86_400,
                // Offsets with seconds: assumed ones, or written in `.iso8601`'s grammar
                // (`+05:53:28`, which `.flexible` reads too) or `.iso8601Basic` (`+055328`).
                assumed != nil || t.utcOffset % 60 == 0 || format.readsISO8601 || format.profile == .iso8601Basic
                    || format.profile == .flexible
            else { violated("\(format): accepted an impossible value \(t)", input) }
        case .failure(let e):
            guard e.offset >= 0 && e.offset <= input.count else {
                violated("\(format): error \(e.kind) at \(e.offset), outside 0...\(input.count)", input)
            }
            checkHint(e, input, format)
        }

        return raw
    }

    /// An error that names another format names one that reads the whole text, never the
    /// format that failed, and never for an error about a value; its description ends with
    /// the name (`Spec/date-time/date-time.md`, "Errors that name the right format").
    static func checkHint(_ e: FastDate.ParseError, _ input: UnsafeRawBufferPointer, _ format: FastDate.Format) {
        guard let named = e.suggestedFormat else { return }
        if e.kind.isAboutAValue { violated("\(format): \(e.kind) names \(named)", input) }
        guard e.description.hasSuffix("; the text reads as \(named)") else { violated("\(format): description \(e.description)", input) }
        if named == "FastDate.parseDuration" {
            if (try? FastDate.parseDuration(input)) == nil { violated("\(format): names a duration it is not", input) }
            return
        }
        // The registry's formats, by their spelling in code.
        guard let other = FastDate.Format.everyNamed.first(where: { $0.spelling == named }) else {
            violated("\(format): names an unknown format \(named)", input)
        }
        if other == format { violated("\(format): names itself", input) }
        if (try? FastDate.parseTimestamp(input, as: other)) == nil { violated("\(format): names \(named), which refuses the text", input) }
    }

    /// Written back as text in every layout, the instant reads back the same.
    static func roundTrip(_ t: FastDate.Timestamp, _ input: UnsafeRawBufferPointer) {
        // `±hh:mm` cannot carry an assumed offset with seconds in it; such a value is written in UTC.
        let writable = t.utcOffset % 60 == 0 ? t : FastDate.Timestamp(seconds: t.seconds, nanoseconds: t.nanoseconds)
        var buffer: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &buffer) { buffer in
            // ISO 8601 writes any offset, seconds included, and reads back exactly.
            let iso = Result { () throws(FastDate.FormatError) in try FastDate.format(t, as: .iso8601.fractionDigits(9), into: buffer) }
            guard case .success(let isoCount) = iso else { violated("formatISO8601(\(t)) gave \(iso)", input) }
            let isoText = UnsafeRawBufferPointer(rebasing: buffer[..<isoCount])
            let isoBack = Result { () throws(FastDate.ParseError) in try FastDate.parseTimestamp(isoText, as: .iso8601) }
            if isoBack != .success(t) { violated("ISO 8601 text \(printable(isoText)) of \(t) read back as \(isoBack)", input) }
            for digits in 0...9 {
                let written = Result { () throws(FastDate.FormatError) in
                    try FastDate.format(writable, as: .rfc3339.fractionDigits(digits), into: buffer)
                }
                guard case .success(let count) = written else { violated("formatRFC3339(\(writable), \(digits)) gave \(written)", input) }
                let text = UnsafeRawBufferPointer(rebasing: buffer[..<count])
                let unit = Int32([1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000, 1_000_000_000][9 - digits])
                var want = writable
                want.nanoseconds -= want.nanoseconds % unit
                let back = Result { () throws(FastDate.ParseError) in try FastDate.parseTimestamp(text, as: .iso8601) }
                if back != .success(want) { violated("\(printable(text)) (\(writable), \(digits) digits) read back as \(back)", input) }
                // Four-digit years are strict RFC 3339 too.
                if text[0] != UInt8(ascii: "+") && text[0] != UInt8(ascii: "-") {
                    let strict = Result { () throws(FastDate.ParseError) in try FastDate.parseTimestamp(text, as: .rfc3339) }
                    if strict != .success(want) { violated("\(printable(text)) read back by .rfc3339 as \(strict)", input) }
                }
            }
            let js = Result { () throws(FastDate.FormatError) in try FastDate.format(t, as: .javaScript, into: buffer) }
            guard case .success(let count) = js else { violated("formatJavaScript(\(t)) gave \(js)", input) }
            let text = UnsafeRawBufferPointer(rebasing: buffer[..<count])
            let back = Result { () throws(FastDate.ParseError) in try FastDate.parseTimestamp(text, as: .iso8601) }
            let want = FastDate.Timestamp(seconds: t.seconds, nanoseconds: t.nanoseconds - t.nanoseconds % 1_000_000)
            if back != .success(want) { violated("JavaScript text \(printable(text)) of \(t) read back as \(back)", input) }
        }
    }

    /// Same value, or same error kind and offset (`ParseError` equality also compares the
    /// fields kept for messages, which every door fills alike, but kind and offset are the
    /// contract).
    static func same(_ a: Result<FastDate.Timestamp, FastDate.ParseError>, _ b: Result<FastDate.Timestamp, FastDate.ParseError>) -> Bool {
        switch (a, b) {
        case (.success(let x), .success(let y)): x == y
        case (.failure(let x), .failure(let y)): x.kind == y.kind && x.offset == y.offset
        default: false
        }
    }

    static func sameOutcome(_ a: Result<Double, FastDate.ParseError>, _ b: Result<Double, FastDate.ParseError>) -> Bool {
        switch (a, b) {
        case (.success(let x), .success(let y)): x == y
        case (.failure(let x), .failure(let y)): x.kind == y.kind && x.offset == y.offset
        default: false
        }
    }
}
