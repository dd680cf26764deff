import FastDateCore
import Testing
import FastDateTestSupport

/// Arrow's shapes (`Spec/column/column.md`, "Nulls and outputs"): a validity bitmap in, nulls
/// out, `Int64` counts of a unit and `Int32` days, against `Spec/column/vectors/outputs.json`,
/// whose counts Python computed from the grammars' own vectors.
@Suite struct ColumnOutputs {
    @Test func everyOutputVector() throws {
        let vectors = try SpecVectorLoader.columnOutputVectors()
        try #require(vectors.count >= 40, "only \(vectors.count) output vectors")
        var report = FailureReport()
        for vector in vectors {
            for problem in Self.mismatches(vector) { report.add(problem) }
        }
        report.finish(checked: vectors.count)
    }

    /// What the door got wrong about `vector`, read with its offsets as `Int32` and as `Int`.
    static func mismatches(_ vector: SpecVectorLoader.ColumnOutputVector) -> [String] {
        var problems: [String] = []
        let n = vector.expected.count
        let bitmap = vector.bitmap
        ColumnReader.withExact(vector.bytes) { bytes in
            ColumnReader.withExact(bitmap) { (bits: UnsafeBufferPointer<UInt8>) in
                let validity = FastDate.Column.Validity(UnsafeRawBufferPointer(bits))
                ColumnReader.withExact(vector.offsets) { offsets32 in
                    ColumnReader.withExact(vector.offsets.map { Int($0) }) { offsets in
                        for column in [FastDate.Column(bytes, offsets: offsets32, validity: validity),
                                       FastDate.Column(bytes, offsets: offsets, validity: validity)] {
                            problems += read(column, vector, n)
                        }
                    }
                }
            }
        }
        return problems
    }

    static func read(_ column: FastDate.Column, _ vector: SpecVectorLoader.ColumnOutputVector, _ n: Int) -> [String] {
        var problems: [String] = []
        // Every bit starts set and every slot holds junk: the door must write each.
        let outBits = UnsafeMutableRawBufferPointer.allocate(byteCount: (n + 7) / 8, alignment: 1)
        outBits.initializeMemory(as: UInt8.self, repeating: 0xFF)
        let counts = UnsafeMutableBufferPointer<Int64>.allocate(capacity: n)
        counts.initialize(repeating: 77)
        let days = UnsafeMutableBufferPointer<Int32>.allocate(capacity: n)
        days.initialize(repeating: 77)
        defer {
            outBits.deallocate()
            counts.deallocate()
            days.deallocate()
        }
        var told: [FastDate.Column.Failure] = []
        let output: FastDate.Column.Output = vector.output.unit.map { .counts(counts, of: $0, validity: outBits) }
            ?? .days(days, validity: outBits)
        let result = FastDate.parse(column, as: vector.format, into: output) { told.append($0); return .null }
        guard result.count == n, result.isComplete else {
            return ["\(vector.label): read \(result.count) of \(n), complete \(result.isComplete)"]
        }
        for (i, want) in vector.expected.enumerated() {
            let bit = outBits.load(fromByteOffset: i / 8, as: UInt8.self) >> (i % 8) & 1
            let failure = told.first { $0.index == i }
            let got = vector.output == .days ? Int64(days[i]) : counts[i]
            switch want {
            case .count(let count):
                if got != count || bit != 1 || failure != nil {
                    problems.append("\(vector.label) value \(i): expected \(count), got \(got), bit \(bit), failure \(String(describing: failure))")
                }
            case .null:
                if bit != 0 || failure != nil || got != 0 {
                    problems.append("\(vector.label) value \(i): expected null, got \(got), bit \(bit), failure \(String(describing: failure))")
                }
            case .error(let kind, let offset):
                if bit != 0 || failure?.error.kind != kind || failure?.error.offset != offset {
                    problems.append("\(vector.label) value \(i): expected \(kind.rawValue) at \(offset), bit \(bit), failure \(String(describing: failure))")
                }
            }
        }
        return problems
    }

    /// Four values in a row that the four-value path would read: a null among them keeps
    /// them from it, and stays null; four present values are read four at a time and marked.
    @Test func nullsAmongFourValueRuns() {
        let value = Array("2021-03-19T09:37:20.123Z".utf8)
        let values = Array(repeating: value, count: 12)
        for nulls in [[], [0], [1], [3], [5, 6], [11], Array(0..<12)] {
            var bitmap: [UInt8] = [0xFF, 0xFF]
            for i in nulls { bitmap[i / 8] &= ~(1 << (i % 8)) }
            ColumnReader.withExact(values.joined().map { $0 }) { bytes in
                ColumnReader.withExact((0...12).map { Int32($0 * 24) }) { offsets in
                    ColumnReader.withExact(bitmap) { (bits: UnsafeBufferPointer<UInt8>) in
                        let column = FastDate.Column(bytes, offsets: offsets, validity: .init(UnsafeRawBufferPointer(bits)))
                        var out = [Int64](repeating: 9, count: 12)
                        var outBits: [UInt8] = [0, 0]
                        let result = out.withUnsafeMutableBufferPointer { slots in
                            outBits.withUnsafeMutableBytes { FastDate.parse(column, into: .counts(slots, of: .milliseconds, validity: $0)) }
                        }
                        #expect(result.count == 12 && result.isComplete && result.firstFailure == nil, "nulls \(nulls)")
                        for i in 0..<12 {
                            let null = nulls.contains(i)
                            #expect(out[i] == (null ? 0 : 1_616_146_640_123), "nulls \(nulls), value \(i)")
                            #expect((outBits[i / 8] >> (i % 8) & 1 == 1) == !null, "nulls \(nulls), bit \(i)")
                        }
                    }
                }
            }
        }
    }

    /// A bitmap shorter than the values: the values past it fail, never a read past it.
    /// An output bitmap shorter than the slots: the door writes only the slots it has bits for.
    @Test func shortBitmaps() {
        let values = Array(repeating: Array("1616112000".utf8), count: 12)
        ColumnReader.withExact(values.joined().map { $0 }) { bytes in
            ColumnReader.withExact((0...12).map { Int32($0 * 10) }) { offsets in
                ColumnReader.withExact([UInt8(0xFF)]) { (bits: UnsafeBufferPointer<UInt8>) in
                    let column = FastDate.Column(bytes, offsets: offsets, validity: .init(UnsafeRawBufferPointer(bits), offset: 2))
                    var out = [Int32](repeating: 9, count: 12)
                    var failed: [Int] = []
                    let result = out.withUnsafeMutableBufferPointer {
                        FastDate.parse(column, as: .epoch(.seconds), into: .days($0)) { failed.append($0.index); return .skip }
                    }
                    #expect(result.count == 12 && failed == [6, 7, 8, 9, 10, 11])
                    #expect(result.firstFailure?.error.kind == .invalidColumnOffsets)
                    #expect(out[0] == 18_705 && out[6] == 0)
                    var short = [Int32](repeating: 9, count: 12)
                    var outBits: [UInt8] = [0]
                    let written = short.withUnsafeMutableBufferPointer { slots in
                        outBits.withUnsafeMutableBytes { FastDate.parse(column, as: .epoch(.seconds), into: .days(slots, validity: $0)) { _ in .null } }
                    }
                    #expect(written.count == 8 && !written.isComplete && short[8] == 9 && outBits[0] == 0x3F)
                }
            }
        }
    }

    /// Every output agrees with the single-value door on every parse vector: seconds and
    /// timestamps exactly, counts and days as the floor of the instant.
    @Test func everyParseVectorIntoEveryOutput() throws {
        let vectors = try SpecVectorLoader.parseVectors()
        var report = FailureReport()
        for (format, whole) in Dictionary(grouping: vectors, by: { $0.format }) {
            // Every third vector of each format in a short run (`TestLength`), all in a long one.
            let group = TestLength.sample(whole, every: 3)
            // Four of each in a row, so that the four-value paths write each output too.
            let values = group.flatMap { Array(repeating: $0.bytes, count: 4) }
            let labels = group.flatMap { Array(repeating: $0.label, count: 4) }
            let singles = values.map { Door.rawBuffer.parseTimestamp($0, as: format) }
            ColumnReader.withColumn(values, layout: .offsets32) { column in
                let n = values.count
                let stamps = UnsafeMutableBufferPointer<FastDate.Timestamp>.allocate(capacity: n)
                let counts = UnsafeMutableBufferPointer<Int64>.allocate(capacity: n)
                let days = UnsafeMutableBufferPointer<Int32>.allocate(capacity: n)
                defer { stamps.deallocate(); counts.deallocate(); days.deallocate() }
                _ = FastDate.parse(column, as: format, into: .timestamps(stamps)) { _ in .skip }
                var failedDays = Set<Int>()
                _ = FastDate.parse(column, as: format, into: .days(days)) { failedDays.insert($0.index); return .skip }
                for i in 0..<n {
                    guard case .success(let t) = singles[i] else {
                        report.check(failedDays.contains(i), "\(labels[i]): days read a value the single door rejects")
                        continue
                    }
                    // The UTC day: the floor of the seconds over 86,400 (exact in a Double here).
                    let want = Int32((Double(t.seconds) / 86_400).rounded(.down))
                    report.check(!failedDays.contains(i) && days[i] == want, "\(labels[i]): day \(days[i]), expected \(want)")
                }
                for unit in FastDate.EpochUnit.allCases {
                    let perSecond: Int64 = switch unit {
                    case .seconds: 1
                    case .milliseconds: 1_000
                    case .microseconds: 1_000_000
                    case .nanoseconds: 1_000_000_000
                    }
                    var failed = Set<Int>()
                    _ = FastDate.parse(column, as: format, into: .counts(counts, of: unit)) { failed.insert($0.index); return .skip }
                    for i in 0..<n {
                        guard case .success(let t) = singles[i] else {
                            report.check(failed.contains(i), "\(labels[i]): \(unit) read a value the single door rejects")
                            continue
                        }
                        // The count as a decimal fraction floored: seconds·unit + ⌊nanoseconds·unit / 1e9⌋.
                        let (scaled, o1) = t.seconds.multipliedReportingOverflow(by: perSecond)
                        let (want, o2) = scaled.addingReportingOverflow(Int64(t.nanoseconds) * perSecond / 1_000_000_000)
                        if o1 || o2 {
                            report.check(failed.contains(i), "\(labels[i]): \(unit) count past Int64 did not fail")
                        } else {
                            report.check(!failed.contains(i) && counts[i] == want && stamps[i] == t,
                                         "\(labels[i]): \(unit) count \(counts[i]), expected \(want)")
                        }
                    }
                }
            }
        }
        report.finish(checked: vectors.count)
    }
}
