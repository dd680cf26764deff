/// What must hold for any bytes read as an RFC 9557 date-time (`Spec/rfc9557/rfc9557.md`). The
/// independent reference is the vector generator's (`Spec/tools/rfc9557.py`); here:
///
/// - every door of `parseAnnotatedDateTime` gives the same result; an error's offset lies
///   in `0...count`; a zone name's range lies inside the input, between `[`/`[!` and `]`;
/// - the date-time before the first `[` reads as `parseLocalDateTime` reads it alone (the
///   same reading, or the same error when the error is inside it; a year past 0000–9999,
///   `yearOutOfRange` alone, comes after the suffix's own errors);
/// - `.rfc9557` gives `timestamp` when there is one, and otherwise only fails, except that
///   it reads the expanded years past 0000–9999 that the annotated value refuses;
/// - a valid suffix after an `.rfc9557`-accepted text keeps the instant, and without a
///   `[` `.rfc9557` agrees with `.iso8601` on every date-time;
/// - with an offset assumed, `.rfc9557` gives `timestamp`, else the reading at that
///   offset (so a fast path cannot apply the offset before the reading is checked).
enum AnnotationInvariants {
    static func check(_ input: UnsafeRawBufferPointer) {
        let bytes = [UInt8](input)
        let raw = Result { () throws(FastDate.ParseError) in try FastDate.parseAnnotatedDateTime(input) }
        let array = Result { () throws(FastDate.ParseError) in try FastDate.parseAnnotatedDateTime(bytes) }
        let span = bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(FastDate.ParseError) in try FastDate.parseAnnotatedDateTime(buffer.span) }
        }
        for (door, other) in [("[UInt8]", array), ("Span", span)] where !same(raw, other) {
            violated("parseAnnotatedDateTime via \(door) gave \(other), raw buffer \(raw)", input)
        }
        if let text = String(validating: bytes, as: UTF8.self) {
            let string = Result { () throws(FastDate.ParseError) in try FastDate.parseAnnotatedDateTime(text) }
            if !same(raw, string) { violated("parseAnnotatedDateTime via String gave \(string), raw \(raw)", input) }
        }

        let cut = bytes.firstIndex(of: UInt8(ascii: "[")) ?? bytes.count
        let head = Array(bytes[..<cut])
        let local = head.withUnsafeBytes { h in Result { () throws(FastDate.ParseError) in try FastDate.parseLocalDateTime(h) } }
        switch (raw, local) {
        case (.success(let a), .success(let l)):
            if a.dateTime != l { violated("annotated reading \(a.dateTime), local \(l)", input) }
        case (.failure(let e), .success):
            if e.offset < cut && e.kind != .outOfRange { violated("an error \(e) inside an accepted date-time", input) }
        case (.success(let a), .failure(let e)):
            // Only an empty head is an error alone that the suffix cannot make valid.
            violated("accepted \(a) whose date-time fails alone with \(e)", input)
        case (.failure(let e), .failure(let f)):
            // The suffix's errors (a numeric zone's range check is `outOfRange` at 0) come first.
            let yearAfterSuffix = f.kind == .yearOutOfRange && (e.offset >= cut || e.kind == .outOfRange)
            if cut > 0 && (e.kind != f.kind || e.offset != f.offset) && !yearAfterSuffix { violated("date-time error \(e), alone \(f)", input) }
        }

        let instant = Result { () throws(FastDate.ParseError) in try FastDate.parseTimestamp(input, as: .rfc9557) }
        switch raw {
        case .failure(let e):
            if e.offset < 0 || e.offset > bytes.count { violated("error offset \(e.offset) outside the input", input) }
            if case .success(let t) = instant, e.kind != .yearOutOfRange {
                violated(".rfc9557 read \(t) where parseAnnotatedDateTime failed with \(e)", input)
            }
        case .success(let a):
            if case .identifier(let range) = a.timeZone {
                guard range.lowerBound > cut, range.upperBound < bytes.count, bytes[range.upperBound] == UInt8(ascii: "]"),
                      bytes[range.lowerBound - 1] == UInt8(ascii: "[") || bytes[range.lowerBound - 1] == UInt8(ascii: "!")
                else { violated("zone range \(range) is not a bracketed name", input) }
            }
            let assumed = Result { () throws(FastDate.ParseError) in
                try FastDate.parseTimestamp(input, as: FastDate.Format.rfc9557.assumingUTCOffset(3_600))
            }
            let wantAssumed = a.timestamp.map { Result<FastDate.Timestamp, FastDate.ParseError>.success($0) }
                ?? Result { () throws(FastDate.ParseError) in try a.dateTime.timestamp(assumingUTCOffset: 3_600) }
            if assumed != wantAssumed { violated(".rfc9557 assuming +01:00 gave \(assumed), want \(wantAssumed)", input) }
            if let t = a.timestamp {
                if instant != .success(t) { violated(".rfc9557 gave \(instant), annotated \(t)", input) }
                if !t.isInSupportedRange { violated("out of range \(t)", input) }
            } else if case .success(let t) = instant {
                violated(".rfc9557 invented \(t) for a reading without an offset", input)
            }
            if cut == bytes.count, a.dateTime.utcOffset != nil {
                let iso = Result { () throws(FastDate.ParseError) in try FastDate.parseTimestamp(input, as: .iso8601) }
                if iso != instant { violated(".iso8601 \(iso) and .rfc9557 \(instant) differ without a suffix", input) }
            }
            // A valid suffix keeps the instant.
            if let t = a.timestamp, cut == bytes.count {
                let suffixed = bytes + Array("[Etc/UTC][u-ca=iso8601][_x=y]".utf8)
                let back = suffixed.withUnsafeBytes { s in Result { () throws(FastDate.ParseError) in try FastDate.parseTimestamp(s, as: .rfc9557) } }
                if back != .success(t) { violated("a suffix changed \(t) into \(back)", input) }
            }
        }
    }

    static func same(_ a: Result<FastDate.AnnotatedDateTime, FastDate.ParseError>, _ b: Result<FastDate.AnnotatedDateTime, FastDate.ParseError>) -> Bool {
        switch (a, b) {
        case (.success(let x), .success(let y)): x == y
        case (.failure(let x), .failure(let y)): x.kind == y.kind && x.offset == y.offset
        default: false
        }
    }
}
