import CFastDateArrow

/// What must hold for the formatting kernel, `fastdate_arrow_format`
/// (`Spec/column/column.md`, "Writing text"), on arrays whose fields, buffers and values the
/// input makes:
///
/// - wrong types, lengths, offsets, null counts, buffer counts and NULL buffers give an error
///   code or an array, never a read outside the buffers (the address sanitizer watches
///   exact-size copies) and never a trap; any `Int64` count of any unit, any day;
/// - a result has the input's length, three buffers, offsets from 0 that never go down, and a
///   null exactly where the input's value is null or (with failures as nulls) unwritable;
/// - each value written as RFC 3339 with nine fraction digits reads back as its instant
///   (with `.iso8601`, for the expanded years), and each value written in any format is what
///   the single-value door writes for it.
enum ArrowFormatInvariants {
    static let formats: [(name: String, digits: Int32, format: FastDate.Format?)] = [
        ("rfc3339", 9, .rfc3339.fractionDigits(9)), ("rfc3339", -1, .rfc3339), ("javaScript", -1, .javaScript),
        ("httpDate", -1, .httpDate), ("fullDate", -1, .fullDate), ("epochMilliseconds", 0, .epoch(.milliseconds).fractionDigits(0)),
        ("rfc5322", -1, .rfc5322), ("httpDate", 3, nil), ("nonsense", -1, nil), ("rfc3339", 12, nil),
    ]
    static let types = ["tss:", "tsm:UTC", "tsu:Europe/Paris", "tsn:+05:30", "tdD", "tsm:Nowhere/Else", "u", "tsx:", "td"]

    static func check(_ input: UnsafeRawBufferPointer) {
        let bytes = [UInt8](input)
        guard bytes.count >= 8 else { return }
        let length = Int(bytes[0] % 12) - 1          // -1 … 10
        let offset = Int(bytes[1] % 6) - 1           // -1 … 4
        let nullCount = Int64(bytes[2] % 4) - 1      // -1 … 2
        let nBuffers = bytes[3] & 0x40 != 0 ? Int64(bytes[3] % 4) : 2
        let dropBuffer = Int(bytes[4] % 6)           // 0, 1: that buffer NULL
        let type = types[Int(bytes[5]) % types.count]
        let (name, digits, format) = formats[Int(bytes[6]) % formats.count]
        let failuresAsNulls = bytes[7] & 1
        let slots = max(0, offset + length)
        let date32 = type == "tdD"
        // Values from the input's bytes, extremes included.
        let values = UnsafeMutableRawBufferPointer.allocate(byteCount: max(slots, 1) * (date32 ? 4 : 8), alignment: 8)
        for i in 0..<slots {
            var word: UInt64 = 0
            for k in 0..<8 { word = word << 8 | UInt64(bytes[(8 + i * 8 + k) % bytes.count]) }
            if bytes[(i + 3) % bytes.count] & 0x30 == 0x30 { word = [UInt64(bitPattern: Int64.min), UInt64(bitPattern: Int64.max)][i & 1] }
            // Mostly instants near today, to exercise the writers, not only their range checks.
            if bytes[(i + 1) % bytes.count] & 3 != 0 { word %= 4_000_000_000_000_000_000 }
            if date32 { values.storeBytes(of: Int32(truncatingIfNeeded: word), toByteOffset: i * 4, as: Int32.self) }
            else { values.storeBytes(of: Int64(bitPattern: word), toByteOffset: i * 8, as: Int64.self) }
        }
        let bitmap = UnsafeMutableRawBufferPointer.allocate(byteCount: max((slots + 7) / 8, 1), alignment: 1)
        for i in 0..<bitmap.count { bitmap[i] = bytes[(i + 2) % bytes.count] | (bytes[4] & 0x80 != 0 ? 0xFF : 0) }
        let buffers = UnsafeMutablePointer<UnsafeRawPointer?>.allocate(capacity: 2)
        buffers[0] = dropBuffer == 0 ? nil : UnsafeRawPointer(bitmap.baseAddress)
        buffers[1] = dropBuffer == 1 ? nil : UnsafeRawPointer(values.baseAddress)
        defer { values.deallocate(); bitmap.deallocate(); buffers.deallocate() }
        let noRelease: @convention(c) (UnsafeMutablePointer<ArrowArray>?) -> Void = { _ in }
        let noSchemaRelease: @convention(c) (UnsafeMutablePointer<ArrowSchema>?) -> Void = { _ in }
        var array = ArrowArray(length: Int64(length), null_count: nullCount, offset: Int64(offset), n_buffers: nBuffers,
                               n_children: 0, buffers: buffers, children: nil, dictionary: nil,
                               release: bytes[3] & 0x20 == 0 ? noRelease : nil, private_data: nil)
        let zone: String? = bytes[7] & 2 != 0 ? nil : ["UTC", "America/New_York", "-03:30", "Mars/Olympus"][Int(bytes[7] >> 2) & 3]
        type.withCString { type in
            var schema = ArrowSchema(format: type, name: nil, metadata: nil, flags: 2, n_children: 0, children: nil,
                                     dictionary: nil, release: noSchemaRelease, private_data: nil)
            var out = ArrowArray(), outSchema = ArrowSchema()
            var message = [CChar](repeating: 0, count: 64)
            let code = message.withUnsafeMutableBufferPointer { buffer in
                fastdateArrowFormat(&array, &schema, name, nil, digits, zone, Int32(failuresAsNulls), &out, &outSchema,
                                    buffer.baseAddress, buffer.count)
            }
            guard (0...3).contains(code) else { violated("format kernel returned \(code)", input) }
            guard message.contains(0) else { violated("format kernel message not terminated", input) }
            guard code == 0 else {
                guard out.release == nil else { violated("a failing format kernel wrote its output", input) }
                return
            }
            guard out.length == Int64(length), out.n_buffers == 3, let outBuffers = out.buffers, let release = out.release,
                  let releaseSchema = outSchema.release, let outType = outSchema.format else {
                violated("format kernel output malformed: length \(out.length)", input)
            }
            guard String(cString: outType) == "u" else { violated("a small column written as \(String(cString: outType))", input) }
            let offsets = outBuffers[1]!.assumingMemoryBound(to: Int32.self)
            let outBits = outBuffers[0]!.assumingMemoryBound(to: UInt8.self)
            let text = outBuffers[2]!.assumingMemoryBound(to: UInt8.self)
            guard offsets[0] == 0 else { violated("the first offset is \(offsets[0])", input) }
            var nulls = 0
            for i in 0..<length {
                guard offsets[i + 1] >= offsets[i] else { violated("offset \(i + 1) goes down", input) }
                let written = outBits[i >> 3] >> (i & 7) & 1 == 1
                let inputNull = buffers[0] != nil && bitmap[(offset + i) >> 3] >> ((offset + i) & 7) & 1 == 0
                if inputNull && written { violated("value \(i) is null and was written", input) }
                if !written {
                    nulls += 1
                    guard offsets[i + 1] == offsets[i] else { violated("null value \(i) has text", input) }
                    guard inputNull || failuresAsNulls == 1 else { violated("value \(i) left null without failures as nulls", input) }
                    continue
                }
                let value = Array(UnsafeBufferPointer(start: text + Int(offsets[i]), count: Int(offsets[i + 1] - offsets[i])))
                let stamp = timestamp(values, offset + i, type: String(cString: type))
                guard let format, zone == nil || zone == "UTC", !String(cString: type).contains("/"),
                      !String(cString: type).contains("+") else { continue }
                // In UTC, the single-value door's text for the same instant.
                guard let alone = try? FastDate.format(stamp, as: format), Array(alone.utf8) == value else {
                    violated("value \(i) written as \(String(decoding: value, as: UTF8.self)), alone differently", input)
                }
                if name == "rfc3339" && digits == 9 {
                    // `.iso8601`, which reads back every year `.rfc3339` writes (the expanded
                    // `±YYYYYY` outside 0000–9999 too; Spec/date-time, "Writing").
                    guard let back = try? FastDate.parseTimestamp(value, as: .iso8601), back.seconds == stamp.seconds,
                          back.nanoseconds == stamp.nanoseconds else { violated("value \(i) does not read back", input) }
                }
            }
            guard out.null_count == Int64(nulls) else { violated("null_count \(out.null_count), counted \(nulls)", input) }
            release(&out)
            releaseSchema(&outSchema)
            guard out.release == nil, outSchema.release == nil else { violated("release did not mark the structs released", input) }
        }
    }

    /// Value `i` of the input buffer as the kernel must read it.
    static func timestamp(_ values: UnsafeMutableRawBufferPointer, _ i: Int, type: String) -> FastDate.Timestamp {
        if type == "tdD" { return FastDate.Timestamp(seconds: Int64(values.load(fromByteOffset: i * 4, as: Int32.self)) * 86_400) }
        let perSecond: Int64 = ["tss": 1, "tsm": 1_000, "tsu": 1_000_000, "tsn": 1_000_000_000][String(type.prefix(3))]!
        let count = values.load(fromByteOffset: i * 8, as: Int64.self)
        // Floor division by the quotient and remainder, which cannot overflow: `count − floor
        // × perSecond` does for counts near `Int64.min` (nanoseconds in 1677).
        let (quotient, remainder) = count.quotientAndRemainder(dividingBy: perSecond)
        let floor = remainder < 0 ? quotient - 1 : quotient
        let below = remainder < 0 ? remainder + perSecond : remainder
        return FastDate.Timestamp(seconds: floor, nanoseconds: Int32(below * (1_000_000_000 / perSecond)))
    }
}
