import FastDateCore

/// Reads values through the column door in each of its layouts, the way the tests compare
/// it with the single-value door. The bytes and offsets are heap blocks of exactly their
/// size, so a read past either trips the address sanitizer.
public enum ColumnLayout: String, CaseIterable, Sendable, CustomStringConvertible {
    /// Arrow `utf8`: the values end to end and `Int32` offsets, the first offset not 0 (a
    /// sliced array: the bytes start with a few that belong to no value).
    case offsets32
    /// Arrow `large_utf8`: `Int` offsets.
    case offsets
    /// Each value followed by the separator, the last one too.
    case lines
    /// Each value but the last followed by the separator.
    case linesWithoutLastSeparator
    /// Each value at the start of a log line, before a tab and a message
    /// (`Column.Field.prefix`); CRLF line ends.
    case logPrefix
    /// Each value the third of five CSV fields, quoted in every other record (and whenever
    /// it holds a comma or a newline), among quoted fields with commas, doubled quotes and
    /// newlines inside (`Column.Field.csv(2)`).
    case csvField
    /// Each value the second of three tab-separated fields (`Column.Field.delimited(1, by: 9)`).
    case tsvField
    /// Each value between `[` and `]` in a Common Log Format line (`Column.Field.between`).
    case bracketed

    public var description: String { rawValue }

    /// Whether `values` can be laid out this way and still be read as the same bytes: the
    /// record layouts need values without the bytes that end their field or record.
    public func holds(_ values: [[UInt8]]) -> Bool {
        let bytes = ByteSet(values)
        switch self {
        case .offsets32, .offsets, .lines, .linesWithoutLastSeparator: return true
        case .logPrefix: return !bytes.contains(0x0A) && !values.contains { $0.isEmpty }
        case .csvField: return !bytes.contains(UInt8(ascii: "\""))
        case .tsvField: return !bytes.contains(0x0A) && !bytes.contains(0x09) && !values.contains { $0.last == 0x0D }
        case .bracketed: return !bytes.contains(0x0A) && !bytes.contains(UInt8(ascii: "]"))
        }
    }

    /// What the column door must give for `value` in this layout: the single-value door's
    /// result for its bytes; for a log line's prefix, the rule of `Spec/column/column.md`
    /// ("Records"): the whole line's reading, cut at the byte where it reports bytes after
    /// a complete date.
    public func expected(_ value: [UInt8], as format: FastDate.Format) -> Result<FastDate.Timestamp, FastDate.ParseError> {
        guard self == .logPrefix else { return Door.rawBuffer.parseTimestamp(value, as: format) }
        let line = value + ColumnLayout.logMessage
        let whole = Door.rawBuffer.parseTimestamp(line, as: format)
        if case .failure(let error) = whole, error.kind == .trailingBytes, error.offset > 0, error.offset < line.count {
            return Door.rawBuffer.parseTimestamp(Array(line[..<error.offset]), as: format)
        }
        return whole
    }

    /// What follows each value on its log line (before the CRLF).
    public static let logMessage = Array("\tGET /index.html HTTP/1.1 200 (ok)".utf8)

    /// A byte none of `values` holds, for the separated layouts; `nil` when every candidate
    /// occurs (the caller then skips those layouts).
    public static func separator(for values: [[UInt8]]) -> UInt8? {
        let used = ByteSet(values)
        return [0x0A, 0x00, 0x1F, 0xFF, 0x7F, 0x01].first { !used.contains($0) }
    }
}

/// Which byte values occur in some of the values. A table of 256 flags filled by one loop:
/// `Set(values.joined())` was a quarter of the column-door vector test's time in a debug
/// build, spent in generic metadata lookups of the flattened sequence.
struct ByteSet {
    private var present = [Bool](repeating: false, count: 256)

    init(_ values: [[UInt8]]) {
        for value in values {
            for byte in value { present[Int(byte)] = true }
        }
    }

    func contains(_ byte: UInt8) -> Bool { present[Int(byte)] }
}

/// What one read of a column gave: each value's result as the single-value door reports
/// one, the `Double` the `parse` door wrote for it (`nan` for a failure), and the door's
/// own summary of a reading that skipped every failure.
public struct ColumnReading {
    public var timestamps: [Result<FastDate.Timestamp, FastDate.ParseError>]
    public var seconds: [Double]
    public var result: FastDate.Column.Result
    /// The failures `onFailure` was told of, in order, by the `Timestamp` door.
    public var failures: [FastDate.Column.Failure]
}

public enum ColumnReader {
    /// Reads `values` laid out as `layout` (with `separator` for the separated layouts),
    /// through both column doors, skipping every failure.
    public static func read(
        _ values: [[UInt8]], as format: FastDate.Format, layout: ColumnLayout, separator: UInt8 = 0x0A
    ) -> ColumnReading {
        withColumn(values, layout: layout, separator: separator) { column in
            let n = values.count
            let stamps = UnsafeMutableBufferPointer<FastDate.Timestamp>.allocate(capacity: n)
            let doubles = UnsafeMutableBufferPointer<Double>.allocate(capacity: n)
            defer {
                stamps.deallocate()
                doubles.deallocate()
            }
            var failures: [FastDate.Column.Failure] = []
            let result = FastDate.parseTimestamp(column, as: format, into: stamps) { failure in
                failures.append(failure)
                return .skip
            }
            var doubleFailures: [Int] = []
            let doubleResult = FastDate.parse(column, as: format, into: doubles) { failure in
                doubleFailures.append(failure.index)
                return .skip
            }
            precondition(doubleResult == result && doubleFailures == failures.map(\.index),
                         "the Double and Timestamp doors disagree about which values failed")
            var timestamps: [Result<FastDate.Timestamp, FastDate.ParseError>] = (0..<result.count).map { .success(stamps[$0]) }
            for failure in failures { timestamps[failure.index] = .failure(failure.error) }
            return ColumnReading(timestamps: timestamps, seconds: Array(doubles.prefix(result.count)),
                                 result: result, failures: failures)
        }
    }

    /// Runs `body` with a column of `values` in `layout`.
    public static func withColumn<R>(
        _ values: [[UInt8]], layout: ColumnLayout, separator: UInt8 = 0x0A, _ body: (FastDate.Column) -> R
    ) -> R {
        switch layout {
        case .offsets32, .offsets:
            // Three bytes before the first value, as in a slice of a larger array.
            let lead: [UInt8] = [0x39, 0x39, 0x39]
            let bytes = lead + Array(values.joined())
            var ends = [lead.count]
            for value in values { ends.append(ends.last! + value.count) }
            return withExact(bytes) { raw in
                if layout == .offsets32 {
                    return withExact(ends.map { Int32($0) }) { body(FastDate.Column(raw, offsets: $0)) }
                }
                return withExact(ends) { body(FastDate.Column(raw, offsets: $0)) }
            }
        case .lines, .linesWithoutLastSeparator:
            var bytes: [UInt8] = []
            for (i, value) in values.enumerated() {
                bytes += value
                if i < values.count - 1 || layout == .lines { bytes.append(separator) }
            }
            return withExact(bytes) { body(FastDate.Column($0, separator: separator)) }
        case .logPrefix, .csvField, .tsvField, .bracketed:
            var bytes: [UInt8] = []
            for (i, value) in values.enumerated() { bytes += record(value, layout, i) }
            let field: FastDate.Column.Field
            switch layout {
            case .logPrefix: field = .prefix
            case .csvField: field = .csv(2)
            case .tsvField: field = .delimited(1, by: 0x09)
            default: field = .between(UInt8(ascii: "["), and: UInt8(ascii: "]"))
            }
            return withExact(bytes) { body(FastDate.Column($0, records: field)) }
        }
    }

    /// Record `i` of a record layout, with its line end.
    static func record(_ value: [UInt8], _ layout: ColumnLayout, _ i: Int) -> [UInt8] {
        switch layout {
        case .logPrefix:
            return value + ColumnLayout.logMessage + Array("\r\n".utf8)
        case .csvField:
            let special = value.contains { $0 == UInt8(ascii: ",") || $0 == 0x0A || $0 == 0x0D }
            let field = special || i % 2 == 1 ? [UInt8(ascii: "\"")] + value + [UInt8(ascii: "\"")] : value
            // Every fourth record ends with the value, quoted, before a CRLF.
            if i % 4 == 3 {
                return Array("\(i),\"x\",\"".utf8) + value + Array("\"\r\n".utf8)
            }
            let line = Array("\(i),\"Smith, \"\"J\"\"\nJr.\",".utf8) + field + Array(",\"a,b\",".utf8)
            return line + Array((i % 3 == 0 ? "\r\n" : "\n").utf8)
        case .tsvField:
            return Array("\(i)\t".utf8) + value + Array("\tGET\n".utf8)
        default:
            return Array("127.0.0.1 - frank [".utf8) + value + Array("] \"GET / HTTP/1.0\" 200 2326\n".utf8)
        }
    }

    /// `elements` in a heap block of exactly their size (a pointer to no block when empty).
    public static func withExact<Element, R>(_ elements: [Element], _ body: (UnsafeBufferPointer<Element>) -> R) -> R {
        let block = UnsafeMutableBufferPointer<Element>.allocate(capacity: elements.count)
        _ = block.initialize(from: elements)
        defer { block.deallocate() }
        return body(UnsafeBufferPointer(block))
    }

    /// Bytes in a heap block of exactly their size.
    public static func withExact<R>(_ bytes: [UInt8], _ body: (UnsafeRawBufferPointer) -> R) -> R {
        withExact(bytes) { (typed: UnsafeBufferPointer<UInt8>) in body(UnsafeRawBufferPointer(typed)) }
    }

    /// What the column door got wrong about `values` in `layout` against the single-value
    /// door: value by value, the exact result (kind and offset for an error), the `Double`
    /// bit for bit, and the door's own summary. Empty when it agrees.
    /// `singles` are the single-value door's results for `values`, when the caller has them
    /// already (they are the same for every layout).
    public static func mismatches(
        _ values: [[UInt8]], as format: FastDate.Format, layout: ColumnLayout, separator: UInt8 = 0x0A, label: String,
        singles: [Result<FastDate.Timestamp, FastDate.ParseError>]? = nil
    ) -> [String] {
        let singles = layout == .logPrefix || singles == nil ? values.map { layout.expected($0, as: format) } : singles!
        let reading = read(values, as: format, layout: layout, separator: separator)
        var problems: [String] = []
        // A separated column whose last value is empty and unterminated has one value less:
        // nothing follows the last separator.
        let expectedCount = layout == .linesWithoutLastSeparator && values.last?.isEmpty == true ? values.count - 1 : values.count
        guard reading.result.count == expectedCount, reading.result.isComplete else {
            return ["\(label) in \(layout): read \(reading.result.count) of \(expectedCount) values, complete \(reading.result.isComplete)"]
        }
        for (i, value) in values.prefix(expectedCount).enumerated() {
            let single = singles[i]
            let got = reading.timestamps[i]
            switch (single, got) {
            case (.success(let a), .success(let b)) where a == b:
                if reading.seconds[i].bitPattern != a.timeIntervalSince1970.bitPattern {
                    problems.append("\(label) value \(i) \(Show.input(value)) in \(layout): Double \(reading.seconds[i]), single door \(a.timeIntervalSince1970)")
                }
            case (.failure(let a), .failure(let b)) where a.kind == b.kind && a.offset == b.offset:
                if !reading.seconds[i].isNaN { problems.append("\(label) value \(i) in \(layout): a skipped slot holds \(reading.seconds[i])") }
            default:
                problems.append("\(label) value \(i) \(Show.input(value)) in \(layout): column \(Show.result(got)), single door \(Show.result(single))")
            }
        }
        let firstFailure = reading.failures.first
        if reading.result.firstFailure != firstFailure {
            problems.append("\(label) in \(layout): firstFailure \(String(describing: reading.result.firstFailure)), told of \(String(describing: firstFailure))")
        }
        return problems
    }
}
