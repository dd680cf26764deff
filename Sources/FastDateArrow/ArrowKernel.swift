import CFastDateArrow
// The fuzz target (`Scripts/fuzz.sh`) compiles this file into one module with the core's
// sources, where there is no FastDateCore to import.
#if canImport(FastDateCore)
import FastDateCore
import FastDateTimeZones
#endif

/// `fastdate_arrow_parse` (`include/fastdate_arrow.h`): an Arrow `utf8` or `large_utf8`
/// array in, a `timestamp[unit, tz]` or `date32` array out, read by FastDate's column door
/// (`Spec/column/column.md`, "The C Data Interface kernel").
///
/// Every argument is checked before anything is read: a released or malformed array, an
/// unknown format or unit is an error code with a message, never a trap. The input is
/// borrowed; the output belongs to the caller, who releases it through its callbacks.
@_cdecl("fastdate_arrow_parse")
public func fastdateArrowParse(
    _ input: UnsafePointer<ArrowArray>?, _ inputSchema: UnsafePointer<ArrowSchema>?,
    _ format: UnsafePointer<CChar>?, _ pattern: UnsafePointer<CChar>?, _ unit: UnsafePointer<CChar>?,
    _ timezone: UnsafePointer<CChar>?, _ failuresAsNulls: Int32,
    _ out: UnsafeMutablePointer<ArrowArray>?, _ outSchema: UnsafeMutablePointer<ArrowSchema>?,
    _ errorBuffer: UnsafeMutablePointer<CChar>?, _ errorCapacity: Int
) -> Int32 {
    fastdateArrowParseZoned(input, inputSchema, format, pattern, unit, timezone, nil, failuresAsNulls,
                            out, outSchema, errorBuffer, errorCapacity)
}

/// `fastdate_arrow_parse_zoned` (`include/fastdate_arrow.h`): `fastdate_arrow_parse`, with
/// the disambiguation for local times that the zone's clock skips or shows twice
/// (`Spec/column/column.md`, "Local times in a zone").
@_cdecl("fastdate_arrow_parse_zoned")
public func fastdateArrowParseZoned(
    _ input: UnsafePointer<ArrowArray>?, _ inputSchema: UnsafePointer<ArrowSchema>?,
    _ format: UnsafePointer<CChar>?, _ pattern: UnsafePointer<CChar>?, _ unit: UnsafePointer<CChar>?,
    _ timezone: UnsafePointer<CChar>?, _ disambiguation: UnsafePointer<CChar>?, _ failuresAsNulls: Int32,
    _ out: UnsafeMutablePointer<ArrowArray>?, _ outSchema: UnsafeMutablePointer<ArrowSchema>?,
    _ errorBuffer: UnsafeMutablePointer<CChar>?, _ errorCapacity: Int
) -> Int32 {
    do throws(ArrowKernelError) {
        let request = try ArrowKernel.Request(format: format, pattern: pattern, unit: unit, timezone: timezone,
                                              disambiguation: disambiguation)
        guard let out, let outSchema else { throw ArrowKernelError(.invalidArgument, "out and out_schema must not be NULL") }
        let column = try ArrowKernel.InputColumn(input, inputSchema)
        try ArrowKernel.read(column, request, failuresAsNulls: failuresAsNulls != 0, into: out, outSchema)
        return Int32(FASTDATE_ARROW_OK)
    } catch {
        ArrowKernel.write(error.message, to: errorBuffer, capacity: errorCapacity)
        return error.code
    }
}

/// A failure of the kernel: the header's code and a message for the caller.
struct ArrowKernelError: Error {
    enum Code: Int32 {
        case invalidArray = 1, invalidArgument = 2, valueFailed = 3, noMemory = 4
    }

    let code: Int32
    let message: String

    init(_ code: Code, _ message: String) {
        self.code = code.rawValue
        self.message = message
    }
}

enum ArrowKernel {
    /// The arguments that say how to read and what to write.
    struct Request {
        enum Output { case counts(FastDate.EpochUnit), days }

        let format: FastDate.Format
        let output: Output
        /// The output schema's format string: `tsm:UTC`, `tdD`…
        let schemaFormat: String
        /// For `localDateTime`: the zone its readings without an offset are placed in, and
        /// how a skipped or repeated one is placed.
        let local: (zone: FastDate.TimeZone, disambiguation: FastDate.Disambiguation)?

        init(format: UnsafePointer<CChar>?, pattern: UnsafePointer<CChar>?, unit: UnsafePointer<CChar>?,
             timezone: UnsafePointer<CChar>?, disambiguation: UnsafePointer<CChar>?) throws(ArrowKernelError) {
            guard let format, let unit else { throw ArrowKernelError(.invalidArgument, "format and unit must not be NULL") }
            let name = String(cString: format)
            let zone = timezone.map { String(cString: $0) } ?? ""
            let choice = try Self.disambiguation(named: disambiguation.map { String(cString: $0) } ?? "compatible")
            // A local reading needs a zone to be placed in: the output's.
            let placing = name == "localDateTime" || Self.patternNames.contains(name)
            let timeZone = placing && !zone.isEmpty ? try Self.timeZone(named: zone) : nil
            if name == "localDateTime" {
                guard let timeZone else {
                    throw ArrowKernelError(.invalidArgument, "the localDateTime format needs a time zone to place its readings in")
                }
                self.format = .iso8601
                local = (timeZone, choice)
            } else {
                self.format = try Self.format(named: name, pattern: pattern.map { String(cString: $0) }, timeZone: timeZone, choice)
                local = nil
            }
            let symbol = String(cString: unit)
            if symbol == "date32" {
                (output, schemaFormat) = (.days, "tdD")
            } else if let unit = FastDate.EpochUnit.allCases.first(where: { $0.symbol == symbol }) {
                (output, schemaFormat) = (.counts(unit), ArrowKernel.timestampType(unit) + zone)
            } else {
                throw ArrowKernelError(.invalidArgument, "unknown unit \"\(symbol)\": s, ms, us, ns or date32")
            }
        }

        /// A zone by name: `UTC`, an offset (`+01:00`), or an IANA name from the bundled
        /// database (the kernel reads no files).
        static func timeZone(named name: String) throws(ArrowKernelError) -> FastDate.TimeZone {
            if let fixed = FastDate.TimeZone.fixed(named: name) { return fixed }
            do throws(FastDate.TimeZoneError) {
                return try FastDate.TimeZone(bundledIdentifier: name)
            } catch {
                throw ArrowKernelError(.invalidArgument, "unknown time zone \"\(name)\" (tzdata \(FastDate.TimeZone.bundledDatabaseVersion))")
            }
        }

        /// A `Disambiguation` by its case's name.
        static func disambiguation(named name: String) throws(ArrowKernelError) -> FastDate.Disambiguation {
            guard let choice = FastDate.Disambiguation(name: name) else {
                throw ArrowKernelError(.invalidArgument, "unknown disambiguation \"\(name)\": compatible, earlier, later or reject")
            }
            return choice
        }

        /// The names that take a `pattern`: a TR35 pattern (`pattern`), or a strftime format
        /// in the POSIX (`strftime`) or chrono (`chrono`) dialect.
        static let patternNames: Set<String> = ["pattern", "strftime", "chrono"]

        /// The format a name names, as `FastDate.Format`'s members are spelled; a pattern on
        /// `timeZone`'s clock when there is one.
        static func format(
            named name: String, pattern: String?, timeZone: FastDate.TimeZone? = nil, _ choice: FastDate.Disambiguation = .compatible
        ) throws(ArrowKernelError) -> FastDate.Format {
            if patternNames.contains(name) {
                guard let pattern else { throw ArrowKernelError(.invalidArgument, "the \(name) format needs a pattern") }
                let dialect: FastDate.Pattern.StrftimeDialect? = name == "pattern" ? nil : name == "chrono" ? .chrono : .posix
                do throws(FastDate.PatternError) {
                    switch (dialect, timeZone) {
                    case (nil, nil): return .pattern(try FastDate.Pattern(pattern))
                    case (nil, let zone?): return .pattern(try FastDate.Pattern(pattern, timeZone: zone, resolving: choice))
                    case (let dialect?, nil): return .pattern(try FastDate.Pattern(strftime: pattern, dialect: dialect))
                    case (let dialect?, let zone?):
                        return .pattern(try FastDate.Pattern(strftime: pattern, dialect: dialect, timeZone: zone, resolving: choice))
                    }
                } catch {
                    throw ArrowKernelError(.invalidArgument, "\(name) \"\(pattern)\": \(error)")
                }
            }
            // Every other name is the registry's (`FastDate.Format.name`).
            guard let format = FastDate.Format(named: name) else { throw ArrowKernelError(.invalidArgument, "unknown format \"\(name)\"") }
            return format
        }
    }

    /// An input array, checked against the interface's rules.
    struct InputColumn {
        let length: Int
        let column: FastDate.Column
        /// The value at an index (of the `length`), or `nil` for a null or offsets that
        /// do not fit the data (a value the column door reports as `invalidOffsets`).
        let value: (Int) -> UnsafeRawBufferPointer?

        init(_ input: UnsafePointer<ArrowArray>?, _ schema: UnsafePointer<ArrowSchema>?) throws(ArrowKernelError) {
            let checked = try CheckedArray(
                input, schema, takes: { $0 == "u" || $0 == "U" },
                refusal: { "the input type \"\($0)\" is not utf8 (\"u\") or large_utf8 (\"U\")" }, bufferCount: 3, shape: "a string array")
            let (type, buffers, offset, validity) = (checked.type, checked.buffers, checked.offset, checked.validity)
            length = checked.length
            guard length == 0 || buffers[1] != nil else { throw ArrowKernelError(.invalidArray, "no offsets buffer") }
            let data = buffers[2]
            if type == "u" {
                let offsets = UnsafeBufferPointer(start: buffers[1]?.assumingMemoryBound(to: Int32.self).advanced(by: offset),
                                                  count: length == 0 ? 0 : length &+ 1)
                let bytes = try Self.dataBuffer(data, lastOffset: offsets.last.map(Int.init) ?? 0)
                column = FastDate.Column(bytes, offsets: offsets, validity: validity)
                value = { i in Self.value(i, bytes, Int(offsets[i]), Int(offsets[i &+ 1]), validity) }
            } else {
                let offsets = UnsafeBufferPointer(start: buffers[1]?.assumingMemoryBound(to: Int.self).advanced(by: offset),
                                                  count: length == 0 ? 0 : length &+ 1)
                let bytes = try Self.dataBuffer(data, lastOffset: offsets.last ?? 0)
                column = FastDate.Column(bytes, offsets: offsets, validity: validity)
                value = { i in Self.value(i, bytes, offsets[i], offsets[i &+ 1], validity) }
            }
        }

        /// The bytes from `start` to `end`, or `nil` for a null or offsets outside the data.
        static func value(_ i: Int, _ data: UnsafeRawBufferPointer, _ start: Int, _ end: Int,
                          _ validity: FastDate.Column.Validity?) -> UnsafeRawBufferPointer? {
            if let validity, validity.bit(i) != 1 { return nil }
            guard start >= 0, start <= end, end <= data.count else { return nil }
            return UnsafeRawBufferPointer(rebasing: data[start..<end])
        }

        /// The data buffer as far as the interface says it reaches: to the last offset.
        /// (Its true size is not in the interface; every value's offsets are then checked
        /// against it, so none is read past the last offset.)
        static func dataBuffer(_ data: UnsafeRawPointer?, lastOffset: Int) throws(ArrowKernelError) -> UnsafeRawBufferPointer {
            guard lastOffset >= 0 else { throw ArrowKernelError(.invalidArray, "the last offset \(lastOffset) is negative") }
            guard lastOffset == 0 || data != nil else { throw ArrowKernelError(.invalidArray, "no data buffer") }
            return UnsafeRawBufferPointer(start: data, count: data == nil ? 0 : lastOffset)
        }
    }

    /// Reads `input` and fills `out` and `outSchema`, or throws having written neither.
    static func read(
        _ input: InputColumn, _ request: Request, failuresAsNulls: Bool,
        into out: UnsafeMutablePointer<ArrowArray>, _ outSchema: UnsafeMutablePointer<ArrowSchema>
    ) throws(ArrowKernelError) {
        let n = input.length
        let width = { if case .days = request.output { 4 } else { 8 } }()
        let owned = OutputBuffers(byteCounts: [(n + 7) / 8, n * width], schemaFormat: request.schemaFormat)
        let bits = UnsafeMutableRawBufferPointer(start: owned.buffer(0), count: (n + 7) / 8)
        let output: FastDate.Column.Output
        switch request.output {
        case .counts(let unit):
            let values = UnsafeMutableBufferPointer(start: owned.buffer(1).assumingMemoryBound(to: Int64.self), count: n)
            output = .counts(values, of: unit, validity: bits)
        case .days:
            let values = UnsafeMutableBufferPointer(start: owned.buffer(1).assumingMemoryBound(to: Int32.self), count: n)
            output = .days(values, validity: bits)
        }
        // `owned` frees its buffers as it goes out of scope when either throws: nothing was exported.
        if let local = request.local {
            try readLocal(input, local.zone, local.disambiguation, failuresAsNulls: failuresAsNulls, into: output, validity: bits)
        } else {
            let result = FastDate.parse(input.column, as: request.format, into: output) { _ in failuresAsNulls ? .null : .stop }
            if let failure = result.firstFailure, !failuresAsNulls {
                throw ArrowKernelError(.valueFailed, failure.description)
            }
        }
        owned.export(length: n, nullCount: Self.nullCount(bits, n), into: out, outSchema)
    }

    /// Reads each value as a local date-time (`FastDate.parseLocalDateTime`'s grammar: an
    /// offset, when written, is exact), places one without an offset in `zone`, and writes
    /// it as the column door writes a value (`Column.Output.write(_:at:)`); throws at the
    /// first failure unless failures become nulls.
    static func readLocal(
        _ input: InputColumn, _ zone: FastDate.TimeZone, _ choice: FastDate.Disambiguation,
        failuresAsNulls: Bool, into output: FastDate.Column.Output, validity bits: UnsafeMutableRawBufferPointer
    ) throws(ArrowKernelError) {
        for i in 0 ..< bits.count { bits[i] = 0 }
        for i in 0 ..< input.length {
            guard let bytes = input.value(i) else { continue }  // a null stays null
            do throws(FastDate.ParseError) {
                try output.write(FastDate.parseLocalReading(bytes).instant(in: zone, resolving: choice), at: i)
            } catch {
                guard failuresAsNulls else {
                    throw ArrowKernelError(.valueFailed, "value \(i) \"\(String(decoding: bytes.prefix(64), as: UTF8.self))\": \(error.description)")
                }
            }
        }
    }

    /// The start of the format string of Arrow's `timestamp[unit, tz]`, before the zone:
    /// Arrow names the unit by its symbol's first letter, `tsm:` for milliseconds.
    static func timestampType(_ unit: FastDate.EpochUnit) -> String {
        "ts" + unit.symbol.prefix(1) + ":"
    }

    /// The unit of a `timestamp[unit, tz]` format string (``timestampType(_:)`` and a zone),
    /// `nil` for another type.
    static func timestampUnit(ofType type: String) -> FastDate.EpochUnit? {
        FastDate.EpochUnit.allCases.first { type.hasPrefix(timestampType($0)) }
    }

    /// The clear bits among the first `n` of a validity bitmap: the array's `null_count`.
    static func nullCount(_ bits: UnsafeMutableRawBufferPointer, _ n: Int) -> Int {
        var nulls = 0
        for i in 0 ..< (n + 7) / 8 {
            let used = i == (n + 7) / 8 - 1 && n % 8 != 0 ? UInt8(1 << (n % 8)) &- 1 : 0xFF
            nulls += (~bits[i] & used).nonzeroBitCount
        }
        return nulls
    }

    /// Writes `message` into `buffer` as a NUL-terminated C string, cut to `capacity`.
    static func write(_ message: String, to buffer: UnsafeMutablePointer<CChar>?, capacity: Int) {
        guard let buffer, capacity > 0 else { return }
        var i = 0
        for byte in message.utf8 where i < capacity - 1 {
            buffer[i] = CChar(bitPattern: byte)
            i += 1
        }
        buffer[i] = 0
    }
}
