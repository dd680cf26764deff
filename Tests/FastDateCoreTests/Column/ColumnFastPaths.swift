@testable import FastDateCore
import Testing
import FastDateTestSupport

/// The column door's readers for its common shapes, which are accept-only: a text they
/// refuse is read by the single-value door's entry, so a reader that wrongly refuses costs
/// only speed and shows in no result. These tests hold each one to accepting every text of
/// its shape, to the value the general reader gives, and to refusing everything else.
@Suite struct ColumnFastPaths {
    /// `YYYY-MM-DDTHH:mm:ss.sssZ` for a day and a time of day.
    static func javaScriptText(_ days: Int64, _ secondOfDay: Int64, _ milliseconds: Int64) -> [UInt8] {
        let (year, month, day) = ReferenceCalendar.civilDate(daysSinceEpoch: days)
        func pad(_ n: Int64, _ width: Int) -> String {
            let digits = String(n)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        let text = "\(pad(year, 4))-\(pad(Int64(month), 2))-\(pad(Int64(day), 2))T\(pad(secondOfDay / 3600, 2)):\(pad(secondOfDay / 60 % 60, 2)):\(pad(secondOfDay % 60, 2)).\(pad(milliseconds, 3))Z"
        return Array(text.utf8)
    }

    /// Days since 1970 of 0000-01-01 and 9999-12-31.
    static let firstDay = ReferenceCalendar.daysSinceEpoch(year: 0, month: 1, day: 1)
    static let lastDay = ReferenceCalendar.daysSinceEpoch(year: 9999, month: 12, day: 31)

    /// Reads `texts` (24 bytes each) with both readers and checks them against the general reader.
    static func check(_ texts: [[UInt8]], into report: inout FailureReport) {
        precondition(texts.allSatisfy { $0.count == 24 } && texts.count % 4 == 0)
        let bytes = Array(texts.joined())
        bytes.withUnsafeBytes { raw in
            let base = raw.baseAddress!
            var i = 0
            while i + 4 <= texts.count {
                let lanes = JavaScriptLanes.read(base + 24 * i, base + 24 * (i + 1), base + 24 * (i + 2), base + 24 * (i + 3))
                var all = true
                for k in 0..<4 {
                    let text = texts[i + k]
                    // The grammar's whole reading, not a door: the doors read this shape with
                    // the same code as `readJavaScript` (`DateTimeFastPath.fastPathTimestamp`).
                    let general = text.withUnsafeBytes { raw in Result { () throws(FastDate.ParseError) in try FormatReader.read(raw, .iso8601) } }
                    let one = DateTimeFastPath.readJavaScript(base + 24 * (i + k))
                    // The shape with a second below 60: exactly what both readers take.
                    let inShape: Bool
                    if case .success(let t) = general, t.utcOffset == 0, text[23] == UInt8(ascii: "Z"), text[10] == UInt8(ascii: "T"),
                       text[19] == UInt8(ascii: "."), !(text[17] == UInt8(ascii: "6") && text[18] == UInt8(ascii: "0")),
                       text[0..<4].allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) {
                        inShape = true
                        report.check(one == t, "readJavaScript(\(Show.input(text))) = \(String(describing: one)), reader \(Show.timestamp(t))")
                        if let lanes {
                            let seconds = Int64(lanes.days[k]) * 86_400 + Int64(lanes.secondOfDay[k])
                            report.check(seconds == t.seconds && lanes.milliseconds[k] * 1_000_000 == t.nanoseconds,
                                         "JavaScriptLanes lane \(k) of \(Show.input(text)): \(seconds) s, \(lanes.milliseconds[k]) ms; reader \(Show.timestamp(t))")
                        }
                    } else {
                        inShape = false
                        report.check(one == nil, "readJavaScript took \(Show.input(text)), which the reader reads as \(Show.result(general))")
                    }
                    all = all && inShape
                }
                report.check((lanes != nil) == all, "JavaScriptLanes \(lanes == nil ? "refused" : "took") \(texts[i..<i + 4].map { Show.input($0) })")
                i += 4
            }
        }
    }

    /// ``check(_:into:)`` on `texts` made up to a multiple of four with valid ones, then the
    /// report closed.
    static func checkInFours(_ texts: [[UInt8]], into report: inout FailureReport) {
        let padded = texts + (0..<(4 - texts.count % 4) % 4).map { _ in Self.javaScriptText(0, 0, 0) }
        check(padded, into: &report)
        report.finish(checked: padded.count)
    }

    @Test func everyDayOfTheYearsAtTheCalendarsSeams() {
        var report = FailureReport()
        var texts: [[UInt8]] = []
        for year: Int64 in [0, 1, 3, 4, 99, 100, 200, 300, 400, 1582, 1899, 1900, 1969, 1970, 1999, 2000, 2024, 2100, 2400, 9999] {
            let first = ReferenceCalendar.daysSinceEpoch(year: year, month: 1, day: 1)
            let last = ReferenceCalendar.daysSinceEpoch(year: year, month: 12, day: 31)
            for day in first...last {
                texts.append(Self.javaScriptText(day, ((day * 7919) % 86_400 + 86_400) % 86_400, ((day * 31) % 1000 + 1000) % 1000))
            }
        }
        Self.checkInFours(texts, into: &report)
    }

    @Test func randomInstantsAndEveryTimeOfDaysEdges() {
        var random = SeededGenerator(seed: 0x15_0_57)
        var report = FailureReport()
        var texts: [[UInt8]] = []
        for _ in 0..<20_000 {
            let day = Int64.random(in: Self.firstDay...Self.lastDay, using: &random)
            let second = [0, 59, 60, 3599, 3600, 86_399, Int64.random(in: 0..<86_400, using: &random)].randomElement(using: &random)!
            texts.append(Self.javaScriptText(day, second, Int64.random(in: 0..<1000, using: &random)))
        }
        Self.checkInFours(texts, into: &report)
    }

    /// One byte of four texts changed to a byte near what belongs there: every field past
    /// its limit, every separator wrong, a leap second, a lower-case `t` or `z`, a space.
    @Test func nearMisses() {
        var random = SeededGenerator(seed: 0xBAD_DA7E)
        let replacements: [UInt8] = Array("0123456789-:.TtZz /+\u{0}\u{7F}".utf8) + [0x80, 0xFF, 0x2F, 0x3A]
        var report = FailureReport()
        var texts: [[UInt8]] = []
        for _ in 0..<20_000 {
            let day = Int64.random(in: Self.firstDay...Self.lastDay, using: &random)
            var text = Self.javaScriptText(day, Int64.random(in: 0..<86_400, using: &random), Int64.random(in: 0..<1000, using: &random))
            if Bool.random(using: &random) {
                text[Int.random(in: 0..<24, using: &random)] = replacements.randomElement(using: &random)!
            }
            texts.append(text)
        }
        // Fields set to their limits and one past them, in the digits.
        for (position, values) in [(5, ["00", "01", "12", "13", "19", "99"]), (8, ["00", "01", "28", "29", "30", "31", "32", "39"]),
                                   (11, ["00", "23", "24", "29", "99"]), (14, ["00", "59", "60", "99"]), (17, ["00", "59", "60", "61", "99"])] {
            for value in values {
                // Leap and common years of every remainder by 4, in the year and in the
                // century: a leap test that looked at one bit too few would take 2022-02-29.
                for year in ["1800", "1900", "2000", "2200", "2022", "2023", "2024", "2026", "0000", "0002", "9999"] {
                    for month in ["02", "04", "12"] {
                        var text = Array("\(year)-\(month)-15T12:30:30.500Z".utf8)
                        text.replaceSubrange(position..<position + 2, with: Array(value.utf8))
                        texts.append(text)
                    }
                }
            }
        }
        Self.checkInFours(texts, into: &report)
    }

    /// `EpochLanes`: four numbers of each length 9…16 in seconds and milliseconds (and
    /// four of mixed lengths), in range, at the range's end and past it, and with one byte
    /// that is not a digit: taken exactly when all four are plain runs the reader reads, to
    /// the reader's instants, in both outputs (`Double` bit for bit as one value converts).
    /// `JavaScriptLanes.readSeconds` on the layout `yyyy-MM-dd HH:mm:ss` (`%Y-%m-%d %H:%M:%S`)
    /// and on one with other separators: four texts at a time, taken exactly when every one
    /// has the layout's 19 bytes with digits where its digits go and the general reader reads
    /// it, to the general reader's instant; refused otherwise, near misses included.
    @Test(arguments: [try! FastDate.Pattern(strftime: "%Y-%m-%d %H:%M:%S"), try! FastDate.Pattern("yyyy/MM/dd'T'HH.mm.ss")])
    func patternSecondsLanes(_ pattern: FastDate.Pattern) throws {
        let template = try #require(pattern.program.layout.secondsTemplate)
        var random = SeededGenerator(seed: 0x5EC0_4D5)
        var report = FailureReport()
        let replacements: [UInt8] = Array("0123456789-:/. T".utf8) + [0x00, 0x7F, 0x80, 0xFF]
        var texts: [[UInt8]] = []
        for n in 0..<40_000 {
            let seconds = Int64.random(in: -62_135_596_800...253_402_300_799, using: &random)  // 0001-01-01 … 9999-12-31
            var text = Array(try FastDate.format(FastDate.Timestamp(seconds: seconds), as: .pattern(pattern)).utf8)
            // Year 0000, which no pattern of our era reads, and which `toISOString()`'s lanes take.
            if n % 97 == 0 { text.replaceSubrange(0..<4, with: Array("0000".utf8)) }
            if n % 3 == 0 { text[Int.random(in: 0..<text.count, using: &random)] = replacements.randomElement(using: &random)! }
            texts.append(text)
        }
        let digits: Set<Int> = [0, 1, 2, 3, 5, 6, 8, 9, 11, 12, 14, 15, 17, 18]
        let written = Array(try FastDate.format(FastDate.Timestamp(seconds: 0), as: .pattern(pattern)).utf8)
        let bytes = Array(texts.joined())
        bytes.withUnsafeBytes { raw in
            let base = raw.baseAddress!
            var i = 0
            while i + 4 <= texts.count {
                let lanes = JavaScriptLanes.readSeconds(base + 19 * i, base + 19 * (i + 1), base + 19 * (i + 2), base + 19 * (i + 3), template)
                var all = true
                for k in 0..<4 {
                    let text = texts[i + k]
                    let general = Door.rawBuffer.parseTimestamp(text, as: .pattern(pattern))
                    let shaped = text.indices.allSatisfy { digits.contains($0) ? text[$0] &- 0x30 < 10 : text[$0] == written[$0] }
                    if case .success(let t) = general, shaped {
                        if let lanes {
                            let seconds = Int64(lanes.days[k]) * 86_400 + Int64(lanes.secondOfDay[k])
                            report.check(seconds == t.seconds && lanes.milliseconds[k] == 0,
                                         "readSeconds lane \(k) of \(Show.input(text)): \(seconds) s; reader \(Show.timestamp(t))")
                        }
                    } else {
                        all = false
                    }
                }
                report.check((lanes != nil) == all, "readSeconds \(lanes == nil ? "refused" : "took") \(texts[i..<i + 4].map { Show.input($0) })")
                i += 4
            }
        }
        report.finish(checked: texts.count)
    }

    @Test func epochLanes() {
        var random = SeededGenerator(seed: 0xE90C)
        var report = FailureReport()
        var checked = 0
        let limit = UInt64(FastDate.Timestamp.maximumSeconds)
        for unit in [FastDate.EpochUnit.seconds, .milliseconds] {
            let perSecond: UInt64 = unit == .milliseconds ? 1000 : 1
            for count in 9...16 {
                let smallest = (1..<count).reduce(UInt64(1)) { n, _ in n * 10 }, largest = smallest * 10 - 1
                for _ in 0..<400 {
                    var texts: [[UInt8]] = []
                    for _ in 0..<4 {
                        // Mostly in range; some at its last value, its first value past it, or anywhere.
                        let inRange = min(largest, limit * perSecond - 1)
                        let value: UInt64 = switch Int.random(in: 0..<8, using: &random) {
                        case 0: limit * perSecond - 1
                        case 1: limit * perSecond
                        case 2: UInt64.random(in: smallest...largest, using: &random)
                        default: smallest <= inRange ? UInt64.random(in: smallest...inRange, using: &random) : smallest
                        }
                        var text = Array(String(value).utf8)
                        text = Array(text.suffix(count))
                        while text.count < count { text.insert(UInt8(ascii: "0"), at: 0) }
                        if Int.random(in: 0..<10, using: &random) == 0 {
                            text[Int.random(in: 0..<count, using: &random)] = [0x2F, 0x3A, 0x20, 0x2D, 0x2E, 0x00, 0x80, 0xFF].randomElement(using: &random)!
                        }
                        texts.append(text)
                    }
                    // Half the groups mix lengths: each number then has its own, from 9 to 16.
                    let mixed = Bool.random(using: &random)
                    if mixed {
                        texts = texts.map { text in
                            let own = Int.random(in: 9...16, using: &random)
                            return own <= text.count ? Array(text.suffix(own)) : Array(repeating: UInt8(ascii: "0"), count: own - text.count) + text
                        }
                    }
                    // Each number with garbage before it (the lanes load 16 bytes ending at it).
                    var bytes: [UInt8] = []
                    var ends: [Int] = []
                    for text in texts {
                        bytes += (0..<16).map { _ in UInt8.random(in: 0...255, using: &random) } + text
                        ends.append(bytes.count)
                    }
                    let expected = texts.map { Door.rawBuffer.parseTimestamp($0, as: .epoch(unit)) }
                    // The lanes take plain runs of digits below the range's end only (as the
                    // one-value fast path does); the reader also reads signs, fractions and the
                    // range's last instant, which the one-at-a-time path is left to read.
                    let allRead = zip(texts, expected).allSatisfy { text, result in
                        if case .success(let t) = result {
                            text.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } && UInt64(t.seconds) < limit
                        } else { false }
                    }
                    bytes.withUnsafeBytes { raw in
                        let base = raw.baseAddress!
                        let fields = mixed
                            ? EpochLanes.read(endingAt: base + ends[0], base + ends[1], base + ends[2], base + ends[3],
                                              counts: (texts[0].count, texts[1].count, texts[2].count, texts[3].count),
                                              unit: unit)
                            : EpochLanes.read(endingAt: base + ends[0], base + ends[1], base + ends[2], base + ends[3],
                                              counts: (count, count, count, count), unit: unit)
                        report.check((fields != nil) == allRead, "EpochLanes \(fields == nil ? "refused" : "took") \(texts.map { Show.input($0) }) (\(unit))")
                        guard let fields else { return }
                        var stamps = [FastDate.Timestamp](repeating: FastDate.Timestamp(unchecked: 0, 0, 0), count: 4)
                        var doubles = [Double](repeating: 0, count: 4)
                        stamps.withUnsafeMutableBufferPointer { _ = FastDate.Timestamp.store(fields, at: $0.baseAddress!) }
                        doubles.withUnsafeMutableBufferPointer { _ = Double.store(fields, at: $0.baseAddress!) }
                        for k in 0..<4 {
                            guard case .success(let t) = expected[k] else { continue }
                            report.check(stamps[k] == t, "lane \(k) of \(Show.input(texts[k])) (\(unit)): \(Show.timestamp(stamps[k])), reader \(Show.timestamp(t))")
                            report.check(doubles[k].bitPattern == t.timeIntervalSince1970.bitPattern,
                                         "lane \(k) of \(Show.input(texts[k])) (\(unit)): \(doubles[k]), one value \(t.timeIntervalSince1970)")
                        }
                    }
                    checked += 4
                }
            }
        }
        report.finish(checked: checked)
    }

    /// Both cursors find four values of mixed lengths where they are (`peekFour(lengths:)`),
    /// and neither finds them when one is outside the lengths.
    @Test func cursorsFindFourOfMixedLengths() {
        var random = SeededGenerator(seed: 0xF0E1)
        for _ in 0..<500 {
            let lengths = (0..<5).map { _ in Int.random(in: 7...18, using: &random) }
            let values = lengths.map { Array(repeating: UInt8(ascii: "7"), count: $0) }
            let fits = lengths.prefix(4).allSatisfy { (9...16).contains($0) }
            // Bytes after the four, as a long column has: the separated cursor looks for each
            // separator in the eight bytes where it may be, and wants them all readable.
            let lines = Array(values.map { $0 + [0x0A] }.joined()) + Array(repeating: UInt8(ascii: "7"), count: 64)
            var offsets: [Int32] = [0]
            for value in values { offsets.append(offsets.last! + Int32(value.count)) }
            let joined = Array(values.joined())
            func check(_ four: ColumnFourEnds?, _ base: UnsafeRawPointer, separated: Bool) {
                // A separated value shorter than the lengths may be taken with what follows it
                // up to the next separator, as `peekFour(_:)` takes one: a span that holds the
                // separator, which the reader then refuses.
                if separated && !fits, let four {
                    let spans = [(four.e0, four.c0), (four.e1, four.c1), (four.e2, four.c2), (four.e3, four.c3)]
                    #expect(spans.contains { end, count in (0..<count).contains { (end - count).load(fromByteOffset: $0, as: UInt8.self) == 0x0A } },
                            "\(lengths): four values without a separator inside")
                    return
                }
                #expect((four != nil) == fits, "\(lengths), separated: \(separated)")
                guard let four else { return }
                #expect([four.c0, four.c1, four.c2, four.c3] == Array(lengths.prefix(4)), "\(lengths)")
                var end = 0
                for (k, e) in [four.e0, four.e1, four.e2, four.e3].enumerated() {
                    end += lengths[k]
                    #expect(e - base == end, "value \(k) of \(lengths) ends at \(e - base)")
                    if separated { end += 1 }
                }
            }
            lines.withUnsafeBytes { raw in
                check(SeparatorCursor(raw, 0x0A).peekFour(lengths: 9...16), raw.baseAddress!, separated: true)
            }
            joined.withUnsafeBytes { raw in
                offsets.withUnsafeBufferPointer { check(OffsetCursor(raw, $0, nil).peekFour(lengths: 9...16), raw.baseAddress!, separated: false) }
            }
        }
    }

    /// `SixteenDigits`: every count of digits the epoch path reads, every position of a
    /// byte that is not a digit, against integer arithmetic.
    @Test func sixteenDigits() {
        var random = SeededGenerator(seed: 0x16)
        var report = FailureReport()
        var checked = 0
        for count in 8...16 {
            for _ in 0..<2_000 {
                var bytes = (0..<16).map { _ in UInt8.random(in: 0...255, using: &random) }
                for i in (16 - count)..<16 { bytes[i] = UInt8(ascii: "0") + UInt8.random(in: 0...9, using: &random) }
                var expected: UInt64? = bytes[(16 - count)...].reduce(UInt64(0)) { $0 * 10 + UInt64($1 - 0x30) }
                if Int.random(in: 0..<3, using: &random) == 0 {
                    bytes[Int.random(in: (16 - count)..<16, using: &random)] = [0x2F, 0x3A, 0x00, 0xB0, 0x20, 0x61].randomElement(using: &random)!
                    expected = nil
                }
                let got = bytes.withUnsafeBytes { SixteenDigits.value(endingAt: $0.baseAddress! + 16, count: count) }
                report.check(got == expected, "\(count) digits of \(Show.hex(bytes)): \(String(describing: got)), expected \(String(describing: expected))")
                checked += 1
            }
        }
        report.finish(checked: checked)
    }
}
