import CFastDateArrow

/// What must hold for record columns and Arrow's shapes (`Spec/column/column.md`, "Records",
/// "Nulls and outputs", "The C Data Interface kernel") on any bytes:
///
/// - the input as CSV (quoted, a field the input picks), as delimited records, between two
///   bytes, and as log lines: each value is what a slow reading of the Spec's rules, written
///   here byte by byte, finds, read as the single-value door reads it (for log lines, the
///   prefix rule on the single-value door); the count is the records'; without its first
///   records (`dropFirst`), the column reads as the rest of the whole;
/// - the input as an Arrow array with a validity bitmap from its own bytes (and a bit offset
///   that may run past the bitmap), read into each output: nulls stay null, the rest are the
///   single-value door's instants as counts and days, every bit written is right;
/// - the kernel (`fastdate_arrow_parse`, and `fastdate_arrow_parse_zoned` reading local
///   date-times in a zone) on arrays whose fields and buffers the input makes:
///   wrong lengths, offsets, null counts, buffer counts and NULL buffers give an error code
///   or an array, never a read outside the buffers (the address sanitizer watches
///   exact-size copies) and never a trap.
enum RecordInvariants {
    static let formats: [FastDate.Format] = [.iso8601, .javaScript, .epoch(.seconds), .httpDate, .fullDate]

    static func check(_ input: UnsafeRawBufferPointer) {
        let bytes = [UInt8](input)
        let hash = fingerprint(input)
        let format = formats[Int((hash >> 12) % UInt64(formats.count))]
        let index = Int((hash >> 20) % 4)
        let delimiter: UInt8 = hash & 0x10 == 0 ? UInt8(ascii: ",") : (bytes.last ?? 0x2C)
        records(input, bytes, .csv(index, delimiter: delimiter), format) { line in csvField(line, index, delimiter, quoted: true) }
        records(input, bytes, .delimited(index, by: delimiter), format) { line in csvField(line, index, delimiter, quoted: false) }
        let open = bytes.first ?? 0x5B, close = bytes.count > 1 ? bytes[1] : 0x5D
        records(input, bytes, .between(open, and: close), format) { line in between(line, open, close) }
        records(input, bytes, .prefix, format) { line in .value(0..<trimmedEnd(line, 0, line.count)) }
        outputs(input, bytes, format)
        kernel(input, bytes)
    }

    // MARK: The Spec's rules, byte by byte

    enum Found { case value(Range<Int>), missing(Int) }

    /// The records of `bytes`, honoring CSV quotes when `quoted`: ranges without their newline.
    static func splitRecords(_ bytes: [UInt8], quotedFieldsOf delimiter: UInt8?) -> [Range<Int>] {
        var records: [Range<Int>] = []
        var start = 0, i = 0, fieldStart = true, inQuotes = false
        while i < bytes.count {
            let b = bytes[i]
            if inQuotes {
                if b == 0x22 {
                    if i + 1 < bytes.count && bytes[i + 1] == 0x22 { i += 2; continue }
                    inQuotes = false
                }
                i += 1
                continue
            }
            if b == 0x0A { records.append(start..<i); start = i + 1; fieldStart = true; i += 1; continue }
            if delimiter != nil, fieldStart && b == 0x22 { inQuotes = true; fieldStart = false; i += 1; continue }
            fieldStart = delimiter != nil && b == delimiter
            i += 1
        }
        if start < bytes.count { records.append(start..<bytes.count) }
        return records
    }

    static func trimmedEnd(_ line: ArraySlice<UInt8>, _ start: Int, _ end: Int) -> Int {
        end > start && line[line.startIndex + end - 1] == 0x0D ? end - 1 : end
    }

    /// Field `index` of `line` (offsets from its start) by the CSV rules of the Spec.
    static func csvField(_ line: ArraySlice<UInt8>, _ index: Int, _ delimiter: UInt8, quoted: Bool) -> Found {
        let n = line.count
        func at(_ k: Int) -> UInt8 { line[line.startIndex + k] }
        var i = 0, field = 0
        while true {
            var start = i, end: Int
            if quoted && i < n && at(i) == 0x22 {
                var j = i + 1
                while j < n {
                    if at(j) == 0x22 { if j + 1 < n && at(j + 1) == 0x22 { j += 2; continue }; break }
                    j += 1
                }
                i = j + 1
                if i >= n || at(i) == delimiter || (i == n - 1 && at(i) == 0x0D) {
                    start += 1
                    end = min(j, n)
                    if i == n - 1 && at(i) == 0x0D { i = n }  // the `\r` of the record's end, not a delimiter before an empty last field
                } else {
                    while i < n && at(i) != delimiter { i += 1 }
                    end = i
                }
            } else {
                while i < n && at(i) != delimiter { i += 1 }
                end = i
            }
            let last = i >= n
            if last { end = end == n ? trimmedEnd(line, start, end) : end }
            if field == index { return .value(start..<max(start, end)) }
            if last { return .missing(trimmedEnd(line, 0, n)) }
            field += 1
            i += 1
        }
    }

    static func between(_ line: ArraySlice<UInt8>, _ open: UInt8, _ close: UInt8) -> Found {
        let n = line.count
        guard let o = line.firstIndex(of: open).map({ $0 - line.startIndex }) else { return .missing(trimmedEnd(line, 0, n)) }
        guard let c = line[(line.startIndex + o + 1)...].firstIndex(of: close).map({ $0 - line.startIndex }) else {
            return .missing(trimmedEnd(line, 0, n))
        }
        return .value(o + 1..<c)
    }

    /// The column door on `bytes` as records of `field`, against `locate` and the single door.
    static func records(_ input: UnsafeRawBufferPointer, _ bytes: [UInt8], _ field: FastDate.Column.Field,
                        _ format: FastDate.Format, _ locate: (ArraySlice<UInt8>) -> Found) {
        let quotedDelimiter: UInt8? = if case .delimited(_, let d, true) = field.place { d } else { nil }
        // The records of a text whose quotes span lines are the quoted reading's; for every
        // other field, lines.
        let lines = splitRecords(bytes, quotedFieldsOf: quotedDelimiter)
        let column = FastDate.Column(input, records: field)
        guard column.count == lines.count else { violated("\(field): count \(column.count), \(lines.count) records", input) }
        var stamps = [FastDate.Timestamp](repeating: FastDate.Timestamp(seconds: 0), count: lines.count)
        var told: [FastDate.Column.Failure] = []
        let result = stamps.withUnsafeMutableBufferPointer { FastDate.parseTimestamp(column, as: format, into: $0) { told.append($0); return .skip } }
        guard result.count == lines.count, result.isComplete else { violated("\(field): read \(result.count) of \(lines.count)", input) }
        for (i, range) in lines.enumerated() {
            let line = bytes[range]
            let want: Result<FastDate.Timestamp, FastDate.ParseError>
            switch locate(line) {
            case .missing(let offset): want = .failure(FastDate.ParseError(.missingField, offset: offset))
            case .value(let r):
                let value = Array(line[(line.startIndex + r.lowerBound)..<(line.startIndex + r.upperBound)])
                want = field.place == .prefix ? prefixReading(value, format) : singleReading(value, format)
            }
            let failure = told.first { $0.index == i }
            switch (want, failure) {
            case (.success(let t), nil) where t == stamps[i]: break
            case (.failure(let a), let b?) where a.kind == b.error.kind && a.offset == b.error.offset: break
            default: violated("\(field) record \(i) as \(format.profile): column \(String(describing: failure)) \(stamps[i]), rules \(want)", input)
            }
        }
        // Without its first k records, the column reads as records k… of the whole.
        let k = lines.isEmpty ? 1 : Int(fingerprint(input) % UInt64(lines.count + 2))
        let kept = column.dropFirst(k)
        let rest = max(lines.count - k, 0)
        guard kept.count == rest else { violated("\(field): dropFirst(\(k)) counts \(kept.count), not \(rest)", input) }
        var keptStamps = [FastDate.Timestamp](repeating: FastDate.Timestamp(seconds: 0), count: rest)
        var keptTold: [Int] = []
        _ = keptStamps.withUnsafeMutableBufferPointer { FastDate.parseTimestamp(kept, as: format, into: $0) { keptTold.append($0.index); return .skip } }
        guard keptTold == told.map(\.index).filter({ $0 >= k }).map({ $0 - k }),
              (0..<rest).allSatisfy({ keptStamps[$0] == stamps[$0 + k] }) else {
            violated("\(field): dropFirst(\(k)) does not read as records \(k)… of the whole", input)
        }
    }

    static func singleReading(_ value: [UInt8], _ format: FastDate.Format) -> Result<FastDate.Timestamp, FastDate.ParseError> {
        value.withUnsafeBytes { raw in Result { () throws(FastDate.ParseError) in try FastDate.parseTimestamp(raw, as: format) } }
    }

    /// The prefix rule: the whole record's reading, cut where it reports bytes after a date.
    static func prefixReading(_ line: [UInt8], _ format: FastDate.Format) -> Result<FastDate.Timestamp, FastDate.ParseError> {
        let whole = singleReading(line, format)
        if case .failure(let e) = whole, e.kind == .trailingBytes, e.offset > 0, e.offset < line.count {
            return singleReading(Array(line[..<e.offset]), format)
        }
        return whole
    }

    // MARK: Arrow's shapes

    static func outputs(_ input: UnsafeRawBufferPointer, _ bytes: [UInt8], _ format: FastDate.Format) {
        // Values: the input cut every 10 bytes (epoch seconds' length), with a bitmap and a bit
        // offset from its bytes; the bitmap may be shorter than the values.
        let n = bytes.count / 10
        guard n > 0 else { return }
        let offsets = (0...n).map { Int32($0 * 10) }
        let bitmap = Array(bytes.suffix(max(1, (n + 7) / 8 - Int(bytes[0] % 2))))
        let bitOffset = Int(bytes[0] % 5) - 1
        let hash = fingerprint(input)
        let unit = FastDate.EpochUnit.allCases[Int(hash % 4)]
        let raw = UnsafeMutableRawBufferPointer.allocate(byteCount: bytes.count, alignment: 1)
        raw.copyBytes(from: bytes)
        let bits = UnsafeMutableRawBufferPointer.allocate(byteCount: bitmap.count, alignment: 1)
        bits.copyBytes(from: bitmap)
        let out = UnsafeMutableBufferPointer<Int64>.allocate(capacity: n)
        let days = UnsafeMutableBufferPointer<Int32>.allocate(capacity: n)
        let outBits = UnsafeMutableRawBufferPointer.allocate(byteCount: (n + 7) / 8, alignment: 1)
        defer { raw.deallocate(); bits.deallocate(); out.deallocate(); days.deallocate(); outBits.deallocate() }
        let validity = FastDate.Column.Validity(UnsafeRawBufferPointer(bits), offset: bitOffset)
        offsets.withUnsafeBufferPointer { offsets in
            let column = FastDate.Column(UnsafeRawBufferPointer(raw), offsets: offsets, validity: validity)
            var told: [FastDate.Column.Failure] = []
            let result = FastDate.parse(column, as: format, into: .counts(out, of: unit, validity: outBits)) { told.append($0); return .null }
            _ = FastDate.parse(column, as: format, into: .days(days)) { _ in .skip }
            guard result.count == n, result.isComplete else { violated("outputs: read \(result.count) of \(n)", input) }
            for i in 0..<n {
                let k = bitOffset + i
                let inBit: Int? = k >= 0 && k / 8 < bitmap.count ? Int(bitmap[k / 8] >> (k % 8) & 1) : nil
                let outBit = outBits.load(fromByteOffset: i / 8, as: UInt8.self) >> (i % 8) & 1
                let failure = told.first { $0.index == i }
                switch inBit {
                case nil:
                    guard failure?.error.kind == .invalidColumnOffsets, outBit == 0 else { violated("outputs: value \(i) past the bitmap", input) }
                case 0?:
                    guard failure == nil, outBit == 0, out[i] == 0 else { violated("outputs: null \(i) read", input) }
                default:
                    switch singleReading(Array(bytes[i * 10..<i * 10 + 10]), format) {
                    case .success(let t):
                        let per: Int64 = [1, 1_000, 1_000_000, 1_000_000_000][Int(hash % 4)]
                        let (a, o1) = t.seconds.multipliedReportingOverflow(by: per)
                        let (want, o2) = a.addingReportingOverflow(Int64(t.nanoseconds) * per / 1_000_000_000)
                        let day = Int32((Double(t.seconds) / 86_400).rounded(.down))
                        if o1 || o2 {
                            guard failure?.error.kind == .outOfOutputRange, outBit == 0 else { violated("outputs: \(i) past Int64", input) }
                        } else {
                            guard failure == nil, outBit == 1, out[i] == want, days[i] == day else {
                                violated("outputs: value \(i) \(out[i]) day \(days[i]), expected \(want) day \(day)", input)
                            }
                        }
                    case .failure(let e):
                        guard failure?.error.kind == e.kind, failure?.error.offset == e.offset, outBit == 0 else {
                            violated("outputs: value \(i) failure \(String(describing: failure)), single \(e)", input)
                        }
                    }
                }
            }
        }
    }

    // MARK: The kernel

    static func kernel(_ input: UnsafeRawBufferPointer, _ bytes: [UInt8]) {
        guard bytes.count >= 8 else { return }
        let length = Int(bytes[0] % 12) - 1          // -1 … 10
        let offset = Int(bytes[1] % 6) - 1           // -1 … 4
        let nullCount = Int64(bytes[2] % 4) - 1      // -1 … 2
        let nBuffers = bytes[3] & 0x40 != 0 ? Int64(bytes[3] % 4) : 3
        let large = bytes[3] & 0x80 != 0
        let dropBuffer = Int(bytes[4] % 8)           // 0, 1, 2: that buffer NULL
        let slots = max(0, offset + length + 1)
        // Offsets from the input, any values at all; the data buffer as long as the last
        // offset claims (the interface's implied size), so that only the kernel's own checks
        // stand between a wild offset and a read outside it.
        var offsets = (0..<slots).map { i in Int(bytes[(5 + i) % bytes.count]) % 40 - 4 }
        if slots > 0 && offsets[slots - 1] < 0 && bytes[5] & 1 == 0 { offsets[slots - 1] = 0 }
        let last = slots > 0 ? max(0, offsets[slots - 1]) : 0
        let data = UnsafeMutableRawBufferPointer.allocate(byteCount: max(last, 1), alignment: 1)
        for i in 0..<last { data[i] = bytes[i % bytes.count] }
        let offsetBytes = UnsafeMutableRawBufferPointer.allocate(byteCount: max(slots, 1) * (large ? 8 : 4), alignment: 8)
        for (i, o) in offsets.enumerated() {
            if large { offsetBytes.storeBytes(of: Int64(o), toByteOffset: i * 8, as: Int64.self) }
            else { offsetBytes.storeBytes(of: Int32(o), toByteOffset: i * 4, as: Int32.self) }
        }
        let bitmap = UnsafeMutableRawBufferPointer.allocate(byteCount: max((max(0, offset + length) + 7) / 8, 1), alignment: 1)
        for i in 0..<bitmap.count { bitmap[i] = bytes[(i + 2) % bytes.count] }
        let buffers = UnsafeMutablePointer<UnsafeRawPointer?>.allocate(capacity: 3)
        buffers[0] = dropBuffer == 0 ? nil : UnsafeRawPointer(bitmap.baseAddress)
        buffers[1] = dropBuffer == 1 ? nil : UnsafeRawPointer(offsetBytes.baseAddress)
        buffers[2] = dropBuffer == 2 ? nil : UnsafeRawPointer(data.baseAddress)
        defer { data.deallocate(); offsetBytes.deallocate(); bitmap.deallocate(); buffers.deallocate() }
        let noRelease: @convention(c) (UnsafeMutablePointer<ArrowArray>?) -> Void = { _ in }
        let noSchemaRelease: @convention(c) (UnsafeMutablePointer<ArrowSchema>?) -> Void = { _ in }
        var array = ArrowArray(length: Int64(length), null_count: nullCount, offset: Int64(offset), n_buffers: nBuffers,
                               n_children: 0, buffers: buffers, children: nil, dictionary: nil,
                               release: bytes[4] & 0x80 == 0 ? noRelease : nil, private_data: nil)
        let type = large ? "U" : "u"
        type.withCString { type in
            var schema = ArrowSchema(format: type, name: nil, metadata: nil, flags: 2, n_children: 0, children: nil,
                                     dictionary: nil, release: noSchemaRelease, private_data: nil)
            var out = ArrowArray(), outSchema = ArrowSchema()
            var message = [CChar](repeating: 0, count: 64)
            let unit = ["s", "ms", "us", "ns", "date32"][Int(bytes[6] % 5)]
            // Half the arrays through the zoned entry, read as local date-times in a real zone
            // with a disambiguation the input chooses.
            let zoned = bytes[7] & 2 != 0
            let choice = ["compatible", "earlier", "later", "reject"][Int(bytes[7] >> 2) & 3]
            let code = message.withUnsafeMutableBufferPointer { buffer in
                zoned
                    ? fastdateArrowParseZoned(&array, &schema, "localDateTime", nil, unit, "America/New_York", choice,
                                              Int32(bytes[7] & 1), &out, &outSchema, buffer.baseAddress, buffer.count)
                    : fastdateArrowParse(&array, &schema, "iso8601", nil, unit, "UTC", Int32(bytes[7] & 1), &out, &outSchema,
                                         buffer.baseAddress, buffer.count)
            }
            guard (0...3).contains(code) else { violated("kernel returned \(code)", input) }
            guard message.contains(0) else { violated("kernel message not terminated", input) }
            if code == 0 {
                guard out.length == Int64(length), out.n_buffers == 2, let release = out.release, let releaseSchema = outSchema.release else {
                    violated("kernel output malformed: length \(out.length)", input)
                }
                release(&out)
                releaseSchema(&outSchema)
                guard out.release == nil, outSchema.release == nil else { violated("release did not mark the structs released", input) }
            } else {
                guard out.release == nil else { violated("a failing kernel wrote its output", input) }
            }
        }
    }
}
