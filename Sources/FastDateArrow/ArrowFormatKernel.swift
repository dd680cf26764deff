import CFastDateArrow
#if canImport(FastDateCore)
import FastDateCore
import FastDateTimeZones
#endif

/// `fastdate_arrow_format` (`include/fastdate_arrow.h`): a `timestamp[unit, tz]` or
/// `date32` array in, a `utf8` array of the values written in a FastDate format out
/// (`Spec/column/column.md`, "Writing text").
///
/// Every argument is checked before anything is written, as `fastdate_arrow_parse` checks
/// its own. The input is borrowed; the output belongs to the caller.
@_cdecl("fastdate_arrow_format")
public func fastdateArrowFormat(
    _ input: UnsafePointer<ArrowArray>?, _ inputSchema: UnsafePointer<ArrowSchema>?,
    _ format: UnsafePointer<CChar>?, _ pattern: UnsafePointer<CChar>?, _ fractionDigits: Int32,
    _ timezone: UnsafePointer<CChar>?, _ failuresAsNulls: Int32,
    _ out: UnsafeMutablePointer<ArrowArray>?, _ outSchema: UnsafeMutablePointer<ArrowSchema>?,
    _ errorBuffer: UnsafeMutablePointer<CChar>?, _ errorCapacity: Int
) -> Int32 {
    do throws(ArrowKernelError) {
        guard let out, let outSchema else { throw ArrowKernelError(.invalidArgument, "out and out_schema must not be NULL") }
        let stamps = try ArrowFormatKernel.InputStamps(input, inputSchema)
        // A day is written as that day: no zone applies to a date32.
        let zone = timezone.map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? stamps.zone
        let request = try ArrowFormatKernel.Request(
            format: format, pattern: pattern, fractionDigits: fractionDigits, timezone: stamps.isDate32 ? nil : zone)
        try ArrowFormatKernel.write(stamps, request, failuresAsNulls: failuresAsNulls != 0, into: out, outSchema)
        return Int32(FASTDATE_ARROW_OK)
    } catch {
        ArrowKernel.write(error.message, to: errorBuffer, capacity: errorCapacity)
        return error.code
    }
}

enum ArrowFormatKernel {
    /// The format to write in and the zone whose offset each instant is written at.
    struct Request {
        let format: FastDate.Format
        /// `nil` for UTC.
        let zone: FastDate.TimeZone?

        init(format: UnsafePointer<CChar>?, pattern: UnsafePointer<CChar>?, fractionDigits: Int32, timezone: String?) throws(ArrowKernelError) {
            guard let format else { throw ArrowKernelError(.invalidArgument, "format must not be NULL") }
            let zone = try timezone.map { name throws(ArrowKernelError) in try ArrowKernel.Request.timeZone(named: name) }
            var chosen = try ArrowKernel.Request.format(named: String(cString: format), pattern: pattern.map { String(cString: $0) },
                                                         timeZone: zone)
            if fractionDigits >= 0 {
                let chosable = switch chosen.profile.facts.fractions { case .chosen, .epoch: true; default: false }
                guard chosable, fractionDigits <= 9 else {
                    throw ArrowKernelError(.invalidArgument, fractionDigits > 9
                        ? "fraction_digits \(fractionDigits) is more than 9"
                        : "fraction_digits applies to iso8601, rfc3339, rfc9557, iso8601Basic and the epoch numbers, not \(String(cString: format)); pass -1")
                }
                chosen = chosen.fractionDigits(Int(fractionDigits))
            }
            self.format = chosen
            self.zone = zone
        }
    }

    /// An input array of instants or days, checked against the interface's rules.
    struct InputStamps {
        enum Values {
            /// Counts of a unit since 1970.
            case counts(UnsafePointer<Int64>, FastDate.EpochUnit)
            /// `date32`: days since 1970-01-01.
            case days(UnsafePointer<Int32>)
        }

        let length: Int
        let values: Values?
        let validity: FastDate.Column.Validity?
        /// The zone the input type names (`tsm:Europe/Paris`), `nil` for none or `date32`.
        let zone: String?

        init(_ input: UnsafePointer<ArrowArray>?, _ schema: UnsafePointer<ArrowSchema>?) throws(ArrowKernelError) {
            let checked = try CheckedArray(
                input, schema, takes: { $0 == "tdD" || ArrowKernel.timestampUnit(ofType: $0) != nil },
                refusal: { "the input type \"\($0)\" is not timestamp (\"ts?:zone\") or date32 (\"tdD\")" },
                bufferCount: 2, shape: "a timestamp or date32 array")
            // `nil` for date32.
            let unit = ArrowKernel.timestampUnit(ofType: checked.type)
            let named = unit.map { String(checked.type.dropFirst(ArrowKernel.timestampType($0).count)) } ?? ""
            zone = named.isEmpty ? nil : named
            length = checked.length
            validity = checked.validity
            let (buffers, offset) = (checked.buffers, checked.offset)
            guard let data = buffers[1] else {
                guard length == 0 else { throw ArrowKernelError(.invalidArray, "no values buffer") }
                values = nil
                return
            }
            if let unit {
                values = .counts(data.assumingMemoryBound(to: Int64.self).advanced(by: offset), unit)
            } else {
                values = .days(data.assumingMemoryBound(to: Int32.self).advanced(by: offset))
            }
        }

        /// Value `i` as an instant, `nil` for a null.
        func timestamp(_ i: Int) -> FastDate.Timestamp? {
            if let validity, validity.bit(i) != 1 { return nil }
            switch values {
            case .counts(let counts, let unit):
                // Floored, as `Timestamp(epoch:unit:)` is: a count before 1970 is a second
                // before it and a fraction after. (That initializer's range check is left to
                // the writer, whose error names the writing.)
                let perSecond = unit.unitsPerSecond
                let (seconds, remainder) = floorDivision(counts[i], by: perSecond)
                return FastDate.Timestamp(seconds: seconds, nanoseconds: Int32(remainder * (.nanosecondsPerSecond / perSecond)))
            case .days(let days):
                return FastDate.Timestamp(seconds: Int64(days[i]) * 86_400)
            case nil:
                return nil
            }
        }

        var isDate32: Bool { if case .days = values { true } else { false } }
    }

    /// Writes every value into a new `utf8` array (`large_utf8` past 2^31 − 1 bytes) and
    /// fills `out` and `outSchema`, or throws having written neither.
    static func write(
        _ input: InputStamps, _ request: Request, failuresAsNulls: Bool,
        into out: UnsafeMutablePointer<ArrowArray>, _ outSchema: UnsafeMutablePointer<ArrowSchema>
    ) throws(ArrowKernelError) {
        let n = input.length
        // Room for 32 bytes a value to start with (most layouts write fewer), so that the text
        // is seldom copied as it grows.
        var text = GrowingBytes(initialCapacity: n.multipliedReportingOverflow(by: 32).overflow ? 1 << 16 : n * 32)
        defer { text.free() }
        // Every value's end, as Int so that a column past 2 GiB is counted right.
        let ends = UnsafeMutableBufferPointer<Int>.allocate(capacity: n)
        defer { ends.deallocate() }
        let bits = UnsafeMutableRawBufferPointer.allocate(byteCount: max((n + 7) / 8, 1), alignment: 1)
        defer { bits.deallocate() }
        bits.initializeMemory(as: UInt8.self, repeating: 0)
        for i in 0 ..< n {
            if var stamp = input.timestamp(i) {
                // An instant is written at the zone's offset then.
                if let zone = request.zone {
                    stamp = FastDate.Timestamp(seconds: stamp.seconds, nanoseconds: stamp.nanoseconds, utcOffset: zone.offset(at: stamp))
                }
                do throws(FastDate.FormatError) {
                    // Written in place, in room for the longest value any format writes.
                    let count = try FastDate.format(stamp, as: request.format, into: text.room(GrowingBytes.longestValue))
                    text.count += count
                    bits[i >> 3] |= 1 << (i & 7)
                } catch {
                    guard failuresAsNulls else { throw ArrowKernelError(.valueFailed, "value \(i): \(error.description)") }
                }
            }
            ends[i] = text.count
        }
        let large = text.count > Int(Int32.max)
        let offsetWidth = large ? 8 : 4
        let owned = OutputBuffers(byteCounts: [(n + 7) / 8, (n + 1) * offsetWidth, text.count], schemaFormat: large ? "U" : "u")
        owned.buffer(0).copyMemory(from: bits.baseAddress!, byteCount: (n + 7) / 8)
        if large {
            let offsets = owned.buffer(1).assumingMemoryBound(to: Int64.self)
            offsets[0] = 0
            for i in 0 ..< n { offsets[i + 1] = Int64(ends[i]) }
        } else {
            let offsets = owned.buffer(1).assumingMemoryBound(to: Int32.self)
            offsets[0] = 0
            for i in 0 ..< n { offsets[i + 1] = Int32(ends[i]) }
        }
        if text.count > 0 { owned.buffer(2).copyMemory(from: text.base!, byteCount: text.count) }
        owned.export(length: n, nullCount: ArrowKernel.nullCount(bits, n), into: out, outSchema)
    }
}

/// Text written one value at a time into memory that doubles as it fills.
struct GrowingBytes {
    /// Room enough for any one value: the longest a format writes is a pattern's, at most
    /// a few hundred bytes for the longest pattern.
    static var longestValue: Int { 1024 }

    private(set) var base: UnsafeMutableRawPointer?
    /// The bytes written so far; the caller adds what it wrote into ``room(_:)``.
    var count = 0
    private var capacity = 0
    /// What the first allocation holds at least, made when the first value is written.
    private let initialCapacity: Int

    init(initialCapacity: Int) {
        self.initialCapacity = max(initialCapacity, 1 << 16)
    }

    /// `bytes` of room after what is written, to write the next value into.
    mutating func room(_ bytes: Int) -> UnsafeMutableRawBufferPointer {
        if count + bytes > capacity {
            let wanted = max(capacity * 2, count + bytes, initialCapacity)
            let grown = UnsafeMutableRawPointer.allocate(byteCount: wanted, alignment: 8)
            if let base, count > 0 { grown.copyMemory(from: base, byteCount: count) }
            base?.deallocate()
            base = grown
            capacity = wanted
        }
        return UnsafeMutableRawBufferPointer(start: base! + count, count: bytes)
    }

    func free() { base?.deallocate() }
}
