import FastDateCore
import Foundation
import Testing
import FastDateTestSupport

/// The column door (`FastDate.Column`, `Spec/column/column.md`): every value reads exactly as
/// the single-value door reads it, in every layout, and the result says what happened.
@Suite struct ColumnDoor {
    // MARK: Every Spec vector, through both doors

    /// Every parse vector of every grammar, grouped by format, in every layout: once each;
    /// and those of the lengths the four-value paths read (24 bytes, 9 to 16), four copies of
    /// each in a row, and each among three companions of its length (a run the four-value
    /// path must refuse whole when one of the four is wrong).
    @Test func everyParseVectorThroughTheColumnDoor() throws {
        let vectors = try SpecVectorLoader.parseVectors()
        try #require(vectors.count > 600)
        var report = FailureReport()
        let groups = Dictionary(grouping: vectors) { $0.format }
        for (format, group) in groups {
            let values = group.map(\.bytes)
            Self.checkEveryLayout(values, format, "\(group[0].profile) vectors", into: &report)
            // Runs of one length matter only at the lengths a four-value path reads: every
            // fourth such vector in a short run (`TestLength`), all of them in a long one.
            let runnable = TestLength.sample(values.filter { $0.count == 24 || (9...16).contains($0.count) }, every: 4)
            Self.checkEveryLayout(runnable.flatMap { Array(repeating: $0, count: 4) }, format, "\(group[0].profile) vectors ×4", into: &report)
            Self.checkEveryLayout(runnable.flatMap { Self.amongCompanions($0) }, format, "\(group[0].profile) vectors among companions", into: &report)
            // The column's values are the vectors': each reads to what the Spec says.
            let reading = ColumnReader.read(values, as: format, layout: .offsets32)
            for (vector, got) in zip(group, reading.timestamps) {
                switch (vector.expected, got) {
                case (.timestamp(let want), .success(let t)): report.check(want == t, "\(vector.label): column read \(Show.timestamp(t))")
                case (.error(let kind, let offset), .failure(let e)):
                    report.check(e.kind == kind && e.offset == offset, "\(vector.label): column error \(Show.error(e))")
                default: report.add("\(vector.label): column read \(Show.result(got))")
                }
            }
        }
        report.finish(checked: vectors.count)
    }

    /// The pattern vectors too: every format works through the column door.
    @Test func everyPatternVectorThroughTheColumnDoor() throws {
        let vectors = try SpecVectorLoader.patternParseVectors()
        var report = FailureReport()
        for (pattern, group) in Dictionary(grouping: vectors, by: { $0.options.pattern + "\u{1}\(String(describing: $0.options.utcOffset))\u{1}\(String(describing: $0.options.twoDigitYearStart))\u{1}\(String(describing: $0.options.defaultDate))" }) {
            let format = FastDate.Format.pattern(try group[0].options.compile())
            let values = group.map { Array($0.input.utf8) }
            Self.checkEveryLayout(values, format, "pattern \(pattern.prefix { $0 != "\u{1}" })", into: &report)
            Self.checkEveryLayout(values.flatMap { Array(repeating: $0, count: 4) }, format, "pattern ×4", into: &report)
        }
        report.finish(checked: vectors.count)
    }

    /// `Spec/column/vectors/column.json`: columns whose values come from the grammars'
    /// vectors and whose layout is the point (separators, empty values, broken offsets).
    @Test func everyColumnVector() throws {
        let vectors = try SpecVectorLoader.columnVectors()
        try #require(vectors.count >= 20, "only \(vectors.count) column vectors")
        var report = FailureReport()
        for vector in vectors {
            vector.withColumn { column in
                report.check(column.count == vector.expected.count, "\(vector.label): count \(column.count), expected \(vector.expected.count)")
                // Skipping every failure: every value's result.
                let stamps = UnsafeMutableBufferPointer<FastDate.Timestamp>.allocate(capacity: vector.expected.count + 2)
                defer { stamps.deallocate() }
                var failures: [FastDate.Column.Failure] = []
                let skipped = FastDate.parseTimestamp(column, as: vector.format, into: stamps) { failures.append($0); return .skip }
                report.check(skipped.count == vector.expected.count && skipped.isComplete,
                             "\(vector.label): skipping read \(skipped.count) values, complete \(skipped.isComplete)")
                for (i, want) in vector.expected.enumerated() where i < skipped.count {
                    switch want {
                    case .timestamp(let t):
                        report.check(stamps[i] == t && !failures.contains { $0.index == i },
                                     "\(vector.label) value \(i): expected \(Show.timestamp(t)), got \(Show.timestamp(stamps[i]))")
                    case .error(let kind, let offset):
                        let failure = failures.first { $0.index == i }
                        report.check(failure?.error.kind == kind && failure?.error.offset == offset,
                                     "\(vector.label) value \(i): expected \(kind.rawValue) at \(offset), got \(String(describing: failure))")
                    }
                }
                // Stopping at the first failure, the default.
                let firstError = vector.expected.firstIndex { if case .error = $0 { true } else { false } }
                let stopped = FastDate.parseTimestamp(column, as: vector.format, into: stamps)
                report.check(stopped.count == (firstError ?? vector.expected.count)
                             && stopped.isComplete == (firstError == nil)
                             && stopped.firstFailure?.index == firstError,
                             "\(vector.label): stopping gave \(stopped)")
            }
        }
        report.finish(checked: vectors.count)
    }

    static func checkEveryLayout(_ values: [[UInt8]], _ format: FastDate.Format, _ label: String, into report: inout FailureReport) {
        let singles = values.map { Door.rawBuffer.parseTimestamp($0, as: format) }
        for layout in ColumnLayout.allCases {
            var separator: UInt8 = 0x0A
            if layout == .lines || layout == .linesWithoutLastSeparator {
                guard let byte = ColumnLayout.separator(for: values) else { continue }
                separator = byte
            }
            // A record layout takes the values whose bytes it can hold (one without a
            // newline for a log line, say), in their order.
            let held = layout.holds(values) ? values : values.filter { layout.holds([$0]) }
            for problem in ColumnReader.mismatches(held, as: format, layout: layout, separator: separator, label: label,
                                                   singles: held.count == values.count ? singles : nil).prefix(5) {
                report.add(problem)
            }
        }
    }

    /// `value` as one of four of its length: the other three are the same length and, for
    /// the lengths the four-value paths read, in their shape.
    static func amongCompanions(_ value: [UInt8]) -> [[UInt8]] {
        let companion: [UInt8]
        switch value.count {
        case 24: companion = Array("1999-12-31T23:59:59.999Z".utf8)
        case 9...16: companion = Array(String(repeating: "1", count: value.count).utf8)
        default: companion = value
        }
        return [companion, value, companion, companion]
    }

    // MARK: What the result says

    static let good = Array("2021-03-19T09:37:20.123Z".utf8)
    static let bad = Array("2021-02-30T09:37:20.123Z".utf8)

    @Test func stopsAtTheFirstFailureByDefault() {
        let values = [Self.good, Self.good, Self.bad, Self.good, Self.bad]
        for layout in ColumnLayout.allCases {
            ColumnReader.withColumn(values, layout: layout) { column in
                var seconds = [Double](repeating: 0, count: 5)
                let result = seconds.withUnsafeMutableBufferPointer { FastDate.parse(column, into: $0) }
                #expect(result.count == 2, "\(layout)")
                #expect(!result.isComplete, "\(layout)")
                #expect(result.firstFailure?.index == 2 && result.firstFailure?.error.kind == .dayOutOfRange
                        && result.firstFailure?.error.offset == 8, "\(layout)")
                #expect(result.firstFailure?.description == "value 2: day 30 is out of range for February 2021 at byte 8")
                #expect(seconds[0] == 1_616_146_640.123 && seconds[1] == 1_616_146_640.123, "\(layout)")
                #expect(seconds[2] == 0 && seconds[3] == 0, "\(layout): slots after the failure are left alone")
            }
        }
    }

    @Test func skipsEveryFailureWhenTold() {
        let values = [Self.bad, Self.good, Self.bad, Self.good, Array("x".utf8)]
        for layout in ColumnLayout.allCases {
            ColumnReader.withColumn(values, layout: layout) { column in
                var seconds = [Double](repeating: 0, count: 5)
                var stamps = [FastDate.Timestamp](repeating: FastDate.Timestamp(seconds: 7), count: 5)
                var told: [Int] = []
                let result = seconds.withUnsafeMutableBufferPointer {
                    FastDate.parse(column, into: $0) { told.append($0.index); return .skip }
                }
                #expect(result.count == 5 && result.isComplete && result.firstFailure?.index == 0
                        && result.firstFailure?.error.kind == .dayOutOfRange, "\(layout)")
                #expect(told == [0, 2, 4], "\(layout)")
                #expect(seconds[0].isNaN && seconds[2].isNaN && seconds[4].isNaN, "\(layout)")
                #expect(seconds[1] == 1_616_146_640.123 && seconds[3] == 1_616_146_640.123, "\(layout)")
                let exact = stamps.withUnsafeMutableBufferPointer {
                    FastDate.parseTimestamp(column, into: $0) { _ in .skip }
                }
                #expect(exact == result)
                #expect(stamps[0] == FastDate.Timestamp(seconds: 0) && stamps[1] == FastDate.Timestamp(seconds: 1_616_146_640, nanoseconds: 123_000_000))
            }
        }
    }

    /// The caller may stop later than the first failure: at the second, here.
    @Test func onFailureDecidesForEachFailure() {
        let values = [Self.bad, Self.good, Self.bad, Self.good]
        ColumnReader.withColumn(values, layout: .offsets32) { column in
            var seconds = [Double](repeating: 0, count: 4)
            var told = 0
            let result = seconds.withUnsafeMutableBufferPointer {
                FastDate.parse(column, into: $0) { _ in told += 1; return told < 2 ? .skip : .stop }
            }
            #expect(result.count == 2 && result.firstFailure?.index == 0 && !result.isComplete)
        }
    }

    @Test func aFullBufferEndsTheReading() {
        let values = Array(repeating: Self.good, count: 9)
        for layout in ColumnLayout.allCases {
            ColumnReader.withColumn(values, layout: layout) { column in
                for size in [0, 1, 4, 5, 8] {
                    var seconds = [Double](repeating: 0, count: size)
                    let result = seconds.withUnsafeMutableBufferPointer { FastDate.parse(column, into: $0) }
                    #expect(result == FastDate.Column.Result(count: size, firstFailure: nil, isComplete: false), "\(layout), \(size) slots")
                }
                var seconds = [Double](repeating: 0, count: 12)
                let result = seconds.withUnsafeMutableBufferPointer { FastDate.parse(column, into: $0) }
                #expect(result == FastDate.Column.Result(count: 9, firstFailure: nil, isComplete: true), "\(layout)")
                #expect(seconds[9] == 0, "\(layout): no slot past the last value is written")
            }
        }
    }

    @Test func emptyColumns() {
        var seconds = [Double](repeating: 0, count: 2)
        let empty: [UInt8] = []
        for offsets in [[], [0], [5]] as [[Int32]] {
            ColumnReader.withExact(empty) { raw in
                ColumnReader.withExact(offsets) { (o: UnsafeBufferPointer<Int32>) in
                    let column = FastDate.Column(raw, offsets: o)
                    #expect(column.count == 0)
                    let result = seconds.withUnsafeMutableBufferPointer { FastDate.parse(column, into: $0) }
                    #expect(result == FastDate.Column.Result(count: 0, firstFailure: nil, isComplete: true))
                }
            }
        }
        let column = FastDate.Column(UnsafeRawBufferPointer(start: nil, count: 0), separator: 0x0A)
        #expect(column.count == 0)
        let result = seconds.withUnsafeMutableBufferPointer { FastDate.parse(column, into: $0) }
        #expect(result == FastDate.Column.Result(count: 0, firstFailure: nil, isComplete: true))
        // No bytes at all, and offsets that make one empty value: `.empty`, as the single door says.
        ColumnReader.withExact([0, 0] as [Int32]) { (o: UnsafeBufferPointer<Int32>) in
            let column = FastDate.Column(UnsafeRawBufferPointer(start: nil, count: 0), offsets: o)
            let result = seconds.withUnsafeMutableBufferPointer { FastDate.parse(column, into: $0) }
            #expect(result.firstFailure == FastDate.Column.Failure(index: 0, error: FastDate.ParseError(.empty, offset: 0)))
        }
    }

    /// Offsets are untrusted: each one that goes backwards or past the bytes fails its value,
    /// at offset 0, and never leads to a read outside the bytes.
    @Test func brokenOffsetsFailTheirValues() {
        let text = Array("2021-03-19T09:37:20.123Z2021-03-19T09:37:21.123Z".utf8)
        let cases: [(offsets: [Int], failing: [Int])] = [
            ([0, 24, 48], []),
            ([24, 48, 0, 24], [1]),                 // backwards
            ([0, 24, 49], [1]),                     // past the end
            ([-24, 0, 24], [0]),                    // before the start
            ([0, 24, Int.max], [1]),
            ([Int.min, 24, 48], [0]),
            ([Int.max - 10, Int.max, 24], [0, 1]),
            ([0, 24, 48, 24, 48], [2]),
        ]
        for (offsets, failing) in cases {
            for wide in [false, true] {
                if !wide && offsets.contains(where: { Int32(exactly: $0) == nil }) { continue }
                ColumnReader.withExact(text) { raw in
                    func run(_ column: FastDate.Column) {
                        var told: [FastDate.Column.Failure] = []
                        var seconds = [Double](repeating: 0, count: offsets.count)
                        let result = seconds.withUnsafeMutableBufferPointer {
                            FastDate.parse(column, into: $0) { told.append($0); return .skip }
                        }
                        #expect(result.count == offsets.count - 1 && result.isComplete, "\(offsets)")
                        #expect(told.map(\.index) == failing, "\(offsets)")
                        #expect(told.allSatisfy { $0.error == FastDate.ParseError(.invalidColumnOffsets, offset: 0) }, "\(offsets)")
                    }
                    if wide {
                        ColumnReader.withExact(offsets) { run(FastDate.Column(raw, offsets: $0)) }
                    } else {
                        ColumnReader.withExact(offsets.map { Int32($0) }) { run(FastDate.Column(raw, offsets: $0)) }
                    }
                }
            }
        }
    }

    @Test func separatedColumnsEndValuesAtEachSeparator() {
        let cases: [(text: String, values: [String])] = [
            ("", []),
            ("\n", [""]),
            ("a", ["a"]),
            ("a\n", ["a"]),
            ("a\nb", ["a", "b"]),
            ("a\nb\n", ["a", "b"]),
            ("a\n\nb\n", ["a", "", "b"]),
            ("\n\n", ["", ""]),
            ("a\r\n", ["a\r"]),
        ]
        for (text, values) in cases {
            let bytes = Array(text.utf8)
            ColumnReader.withExact(bytes) { raw in
                let column = FastDate.Column(raw, separator: 0x0A)
                #expect(column.count == values.count, "\(text.debugDescription)")
                var told: [FastDate.Column.Failure] = []
                var seconds = [Double](repeating: 0, count: values.count + 1)
                let result = seconds.withUnsafeMutableBufferPointer {
                    FastDate.parse(column, as: .iso8601, into: $0) { told.append($0); return .skip }
                }
                #expect(result.count == values.count && result.isComplete, "\(text.debugDescription)")
                // Every value here fails; each failure is the single door's for that value.
                let expected = values.map { value -> FastDate.ParseError? in
                    if case .failure(let e) = Door.rawBuffer.parseTimestamp(Array(value.utf8), as: .iso8601) { return e }
                    return nil
                }
                #expect(told.map(\.error) == expected.compactMap { $0 }, "\(text.debugDescription)")
            }
        }
    }

    /// Epoch numbers whose lengths change from one value to the next, mostly within the
    /// 9 to 16 digits the four-value path reads as a mix (`peekFour(lengths:)`, in both
    /// layouts), with some just outside, some wrong bytes and runs of one length between.
    @Test func epochNumbersOfMixedLengths() {
        var random = SeededGenerator(seed: 0x317ED)
        for unit in [FastDate.EpochUnit.seconds, .milliseconds, .microseconds] {
            var values: [[UInt8]] = []
            for _ in 0..<600 {
                let length = Int.random(in: 0..<10, using: &random) == 0 ? Int.random(in: 7...18, using: &random)
                    : Int.random(in: 0..<3, using: &random) == 0 ? 13 : Int.random(in: 9...16, using: &random)
                // Small leading digits keep most numbers in range.
                var digits = [UInt8(ascii: "0") + UInt8.random(in: 0...1, using: &random)]
                    + (1..<length).map { _ in UInt8(ascii: "0") + UInt8.random(in: 0...9, using: &random) }
                if Int.random(in: 0..<25, using: &random) == 0 {
                    digits[Int.random(in: 0..<length, using: &random)] = [UInt8(ascii: "a"), 0x2F, 0x3A, 0x2E, 0x2D, 0x00, 0xFF].randomElement(using: &random)!
                }
                values.append(digits)
            }
            var report = FailureReport()
            Self.checkEveryLayout(values, .epoch(unit), "mixed lengths, \(unit)", into: &report)
            report.finish(checked: values.count)
        }
    }

    /// Runs the four-value paths refuse (fractional epoch numbers; `toISOString()`'s length
    /// with an offset instead of `Z`) between runs they read, of every length up to past the
    /// longest back-off: the loop reads values one at a time for a while after refusals, and
    /// every value must still be read once, in order, exactly as the single-value door reads it.
    @Test func fourValuePathsComeBackAfterRefusedRuns() {
        var random = SeededGenerator(seed: 0xBAC_0FF)
        let runLengths = [1, 3, 4, 5, 9, 17, 40, 70, 140]
        for format in [FastDate.Format.epoch(.milliseconds), .epoch(.seconds), .iso8601] {
            var values: [[UInt8]] = []
            for _ in 0..<24 {
                let refused = Bool.random(using: &random)
                for _ in 0..<runLengths.randomElement(using: &random)! {
                    let seconds = Int64.random(in: 0...2_000_000_000, using: &random)
                    let milliseconds = Int64.random(in: 0...999, using: &random)
                    let text: String
                    if format.profile == .epoch {
                        let whole = format.unit == .seconds ? seconds : seconds * 1000 + milliseconds
                        text = refused ? "\(whole).\(milliseconds)" : "\(whole)"
                    } else {
                        let t = FastDate.Timestamp(seconds: seconds, nanoseconds: Int32(milliseconds) * 1_000_000)
                        let written = try! FastDate.format(t, as: .javaScript)
                        // 24 bytes either way: `+0100` in place of `.sssZ`.
                        text = refused ? String(written.prefix(19)) + "+0100" : written
                    }
                    values.append(Array(text.utf8))
                }
            }
            var report = FailureReport()
            Self.checkEveryLayout(values, format, "refused runs, \(format)", into: &report)
            report.finish(checked: values.count)
        }
    }

    /// Every format a vector names is read by the column door: epoch units, internet dates,
    /// patterns, each through the path its shape takes.
    @Test func epochUnitsAndLengthsAcrossTheFourValuePath() {
        var random = SeededGenerator(seed: 0xC01_0000)
        for unit in [FastDate.EpochUnit.seconds, .milliseconds, .microseconds, .nanoseconds] {
            for length in 1...20 {
                var values: [[UInt8]] = []
                for _ in 0..<23 {
                    var digits = (0..<length).map { _ in UInt8(ascii: "0") + UInt8.random(in: 0...9, using: &random) }
                    if Int.random(in: 0..<6, using: &random) == 0 {
                        digits[Int.random(in: 0..<length, using: &random)] = [UInt8(ascii: "a"), 0x2F, 0x3A, 0x2E, 0x2D, 0x00].randomElement(using: &random)!
                    }
                    values.append(digits)
                }
                var report = FailureReport()
                Self.checkEveryLayout(values, .epoch(unit), "\(length)-digit \(unit)", into: &report)
                report.finish(checked: values.count)
            }
        }
    }
}
