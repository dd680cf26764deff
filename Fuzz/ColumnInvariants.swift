/// What must hold for the column door (`Spec/column/column.md`) on any bytes:
///
/// - the input as a separated column (the separator a byte the input picks) and as Arrow
///   columns with `Int32` and `Int` offsets at the same boundaries: each value's result,
///   exact and `Double`, is the single-value door's for its bytes, in every format tried;
/// - offsets made from the input's own bytes, going backwards and past the end as they
///   like: each value either fails with `invalidColumnOffsets` exactly when its offsets are
///   outside the bytes or backwards, or reads as the single-value door reads its slice;
///   no read leaves the input (the address sanitizer watches libFuzzer's exact-size copy);
/// - the first 24 bytes four times over and among valid companions: the four-value reader
///   (`JavaScriptLanes`) takes four texts exactly when the one-value reader
///   (`DateTimeFastPath.readJavaScript`) takes each, to the same instants, and those are the
///   scanner's; `SixteenDigits` reads the last 8 to 16 of 16 bytes as integer arithmetic does.
enum ColumnInvariants {
    static let formats: [FastDate.Format] = [.iso8601, .rfc3339, .javaScript, .epoch(.milliseconds), .epoch(.seconds), .httpDate, .rfc5322,
                                              .pattern(try! FastDate.Pattern(strftime: "%Y-%m-%d %H:%M:%S")),
                                              .pattern(try! FastDate.Pattern("yyyy/MM/dd'T'HH.mm.ss"))]

    static func check(_ input: UnsafeRawBufferPointer) {
        let bytes = [UInt8](input)
        let hash = fingerprint(input)
        let separator: UInt8 = hash & 1 == 0 ? 0x0A : (bytes.first ?? 0x0A)
        let format = formats[Int((hash >> 8) % UInt64(formats.count))]

        // Where a separated column's values are, found the slow way.
        var slices: [Range<Int>] = []
        var start = 0
        while start < bytes.count {
            let end = bytes[start...].firstIndex(of: separator) ?? bytes.count
            slices.append(start..<end)
            start = end + 1
        }
        agree(input, input, FastDate.Column(input, separator: separator), slices, format, "separator \(separator)")
        // Arrow columns cannot skip the separators; use contiguous slices of the same lengths.
        var contiguous: [Range<Int>] = []
        var at = 0
        for slice in slices { contiguous.append(at..<at + slice.count); at += slice.count }
        if !slices.isEmpty {
            let offsets = [0] + contiguous.map(\.upperBound)
            offsets.map { Int32($0) }.withUnsafeBufferPointer { agree(input, input, FastDate.Column(input, offsets: $0), contiguous, format, "Int32 offsets") }
            offsets.withUnsafeBufferPointer { agree(input, input, FastDate.Column(input, offsets: $0), contiguous, format, "Int offsets") }
        }

        // Offsets from the input's bytes, anything at all.
        if bytes.count >= 2 {
            let wild = bytes.prefix(33).map { Int($0) * 3 - 40 }
            wild.withUnsafeBufferPointer { offsets in
                let column = FastDate.Column(input, offsets: offsets)
                var seconds = [Double](repeating: 0, count: offsets.count)
                var told: [FastDate.Column.Failure] = []
                let result = seconds.withUnsafeMutableBufferPointer { FastDate.parse(column, as: format, into: $0) { told.append($0); return .skip } }
                guard result.count == max(offsets.count - 1, 0), result.isComplete else {
                    violated("wild offsets \(wild): read \(result.count) values", input)
                }
                for i in 0..<result.count {
                    let (s, e) = (wild[i], wild[i + 1])
                    let failure = told.first { $0.index == i }
                    if s < 0 || s > e || e > bytes.count {
                        guard failure?.error == FastDate.ParseError(.invalidColumnOffsets, offset: 0) else {
                            violated("wild offsets \(s)..<\(e) of \(bytes.count) bytes: \(String(describing: failure))", input)
                        }
                    } else {
                        let single = single(input, s..<e, format)
                        switch (single, failure) {
                        case (.success(let t), nil) where t.timeIntervalSince1970.bitPattern == seconds[i].bitPattern: break
                        case (.failure(let a), let b?) where a.kind == b.error.kind && a.offset == b.error.offset: break
                        default: violated("wild offsets \(s)..<\(e): column \(String(describing: failure)) \(seconds[i]), single \(single)", input)
                        }
                    }
                }
            }
        }

        fourValuePaths(input, bytes)
    }

    /// The column's values, skipping failures, against the single-value door on `slices` of
    /// `bytes` (the column's bytes); `input` is what a broken invariant reports.
    static func agree(_ input: UnsafeRawBufferPointer, _ bytes: UnsafeRawBufferPointer, _ column: FastDate.Column,
                      _ slices: [Range<Int>], _ format: FastDate.Format, _ layout: String) {
        guard column.count == slices.count else { violated("\(layout): count \(column.count), \(slices.count) values", input) }
        var stamps = [FastDate.Timestamp](repeating: FastDate.Timestamp(seconds: 0), count: slices.count)
        var seconds = [Double](repeating: 0, count: slices.count)
        var told: [FastDate.Column.Failure] = []
        var toldDouble: [FastDate.Column.Failure] = []
        let r1 = stamps.withUnsafeMutableBufferPointer { FastDate.parseTimestamp(column, as: format, into: $0) { told.append($0); return .skip } }
        let r2 = seconds.withUnsafeMutableBufferPointer { FastDate.parse(column, as: format, into: $0) { toldDouble.append($0); return .skip } }
        guard r1 == r2, told == toldDouble, r1.count == slices.count, r1.isComplete, r1.firstFailure == told.first else {
            violated("\(layout): results \(r1) and \(r2)", input)
        }
        var failures = told.makeIterator()
        var next = failures.next()
        for (i, slice) in slices.enumerated() {
            let single = single(bytes, slice, format)
            let failure: FastDate.Column.Failure?
            if next?.index == i { failure = next; next = failures.next() } else { failure = nil }
            switch (single, failure) {
            case (.success(let t), nil) where t == stamps[i] && t.timeIntervalSince1970.bitPattern == seconds[i].bitPattern: break
            case (.failure(let a), let b?) where a.kind == b.error.kind && a.offset == b.error.offset && seconds[i].isNaN: break
            default: violated("\(layout) value \(i) as \(format.profile): column \(String(describing: failure)) \(stamps[i]), single \(single)", input)
            }
        }
        // Stopping at the first failure counts the values before it.
        let stopped = seconds.withUnsafeMutableBufferPointer { FastDate.parse(column, as: format, into: $0) }
        guard stopped.count == (told.first?.index ?? slices.count), stopped.firstFailure == told.first else {
            violated("\(layout): stopping gave \(stopped)", input)
        }
    }

    static func single(_ input: UnsafeRawBufferPointer, _ slice: Range<Int>, _ format: FastDate.Format) -> Result<FastDate.Timestamp, FastDate.ParseError> {
        let bytes = UnsafeRawBufferPointer(rebasing: input[slice])
        return Result { () throws(FastDate.ParseError) in try FastDate.parseTimestamp(bytes, as: format) }
    }

    static func fourValuePaths(_ input: UnsafeRawBufferPointer, _ bytes: [UInt8]) {
        if bytes.count >= 24 {
            let text = Array(bytes.prefix(24))
            let companion = Array("1999-12-31T23:59:59.999Z".utf8)
            let one = text.withUnsafeBytes { DateTimeFastPath.readJavaScript($0.baseAddress!) }
            if let one {
                // The grammar's whole reading, not a door: the doors read this shape with the
                // same lanes (`DateTimeFastPath.fastPathTimestamp`).
                let general = text.withUnsafeBytes { raw in Result { () throws(FastDate.ParseError) in try FormatReader.read(raw, .iso8601) } }
                guard case .success(let t) = general, t == one else {
                    violated("readJavaScript read \(one), the scanner \(general)", input)
                }
            }
            for arrangement in [[text, text, text, text], [companion, text, companion, companion], [companion, companion, companion, text]] {
                let joined = Array(arrangement.joined())
                joined.withUnsafeBytes { raw in
                    let p = raw.baseAddress!
                    let lanes = JavaScriptLanes.read(p, p + 24, p + 48, p + 72)
                    guard (lanes != nil) == (one != nil) else {
                        violated("JavaScriptLanes \(lanes == nil ? "refused" : "took") what readJavaScript \(one == nil ? "refused" : "took")", input)
                    }
                    if let lanes, let one {
                        let k = arrangement.firstIndex(of: text)!
                        guard Int64(lanes.days[k]) * 86_400 + Int64(lanes.secondOfDay[k]) == one.seconds,
                              lanes.milliseconds[k] * 1_000_000 == one.nanoseconds else {
                            violated("JavaScriptLanes lane \(k): \(lanes), readJavaScript \(one)", input)
                        }
                    }
                }
                agree(input, arrangement, .iso8601)
            }
        }
        if bytes.count >= 16 {
            let window = Array(bytes.suffix(16))
            for count in 8...16 {
                let digits = window.suffix(count)
                let expected: UInt64? = digits.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
                    ? digits.reduce(0) { $0 * 10 + UInt64($1 - 0x30) } : nil
                let got = window.withUnsafeBytes { SixteenDigits.value(endingAt: $0.baseAddress! + 16, count: count) }
                guard got == expected else { violated("SixteenDigits of the last \(count): \(String(describing: got)), expected \(String(describing: expected))", input) }
            }
            // Through `EpochLanes`: the input's first 13 bytes as milliseconds and its first
            // 10 as seconds, alone and among valid numbers in the other lanes.
            let millis = Array(bytes.prefix(13)), secs = Array(bytes.prefix(10))
            let validMillis = Array("1616112000123".utf8), validSeconds = Array("1616112000".utf8)
            agree(input, Array(repeating: millis, count: 5), .epoch(.milliseconds))
            agree(input, [validMillis, validMillis, validMillis, millis, validMillis], .epoch(.milliseconds))
            agree(input, Array(repeating: secs, count: 5), .epoch(.seconds))
            agree(input, [validSeconds, secs, validSeconds, validSeconds, validSeconds], .epoch(.seconds))
            // Among numbers of other lengths: the four-value path for a mix of lengths.
            let shorter = Array(bytes.prefix(Int(bytes[0] % 8) + 9))
            agree(input, [validSeconds, validMillis, shorter, validSeconds, validMillis], .epoch(.milliseconds))
        }
    }

    /// `values` end to end as an Arrow column (an exact-size heap copy), against the single door.
    static func agree(_ input: UnsafeRawBufferPointer, _ values: [[UInt8]], _ format: FastDate.Format) {
        let joined = Array(values.joined())
        var slices: [Range<Int>] = []
        var at = 0
        for value in values { slices.append(at..<at + value.count); at += value.count }
        let offsets = [0] + slices.map(\.upperBound)
        let raw = UnsafeMutableRawBufferPointer.allocate(byteCount: joined.count, alignment: 1)
        raw.copyBytes(from: joined)
        defer { raw.deallocate() }
        let bytes = UnsafeRawBufferPointer(raw)
        offsets.map { Int32($0) }.withUnsafeBufferPointer { agree(input, bytes, FastDate.Column(bytes, offsets: $0), slices, format, "run") }
    }
}
