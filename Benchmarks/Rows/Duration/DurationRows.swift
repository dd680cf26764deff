import FastDate
import Foundation

/// ISO 8601 durations (`Spec/duration/durations.md`): FastDate's reader from bytes and from a
/// `String`, against the two ways an app reads `PT4M13S` today without a library (Swift has
/// no ISO 8601 duration reader): Foundation's `FormatReader`, and `NSRegularExpression`; and
/// FastDate's writer.
enum DurationRows {
    /// Durations as APIs send them: YouTube video lengths, cache and retry intervals,
    /// Schema.org/OpenAPI values with days, a few with fractions of a second.
    final class DurationSet {
        let texts: [String]
        let values: [FastDate.ISODuration]
        let strings: UnsafeBufferPointer<String>
        let buffers: UnsafeBufferPointer<UnsafeRawBufferPointer>
        let averageBytes: Double
        var count: Int { texts.count }
        var mask: Int { texts.count - 1 }

        /// The same values written in `style`: ISO 8601 (`PT4M13S`) or friendly (`4m 13s`).
        init(style: FastDate.ISODuration.Style = .iso8601) {
            var random = SplitMix64(seed: DataSets.seed ^ 0xD0_4A71_0E)
            var items: [FastDate.ISODuration] = []
            for _ in 0..<DataSets.size {
                let shape = Int.random(in: 0..<10, using: &random)
                let hours = shape < 3 ? 0 : Int64.random(in: 0..<24, using: &random)
                let minutes = Int64.random(in: 0..<60, using: &random)
                let seconds = Int64.random(in: 0..<60, using: &random)
                let days = shape == 9 ? Int64.random(in: 1..<31, using: &random) : 0
                let nanoseconds = shape == 8 ? Int32.random(in: 1..<1000, using: &random) * 1_000_000 : 0
                items.append(FastDate.ISODuration(days: days, hours: hours, minutes: minutes, seconds: seconds, nanoseconds: nanoseconds))
            }
            values = items
            texts = items.map { FastDate.format($0, style: style) }
            let stringStorage = UnsafeMutableBufferPointer<String>.allocate(capacity: texts.count)
            _ = stringStorage.initialize(from: texts)
            strings = UnsafeBufferPointer(stringStorage)
            let slices = UnsafeMutableBufferPointer<UnsafeRawBufferPointer>.allocate(capacity: texts.count)
            for (i, text) in texts.enumerated() {
                let bytes = UnsafeMutableRawBufferPointer.allocate(byteCount: text.utf8.count, alignment: 1)
                _ = bytes.initializeMemory(as: UInt8.self, from: text.utf8)
                slices[i] = UnsafeRawBufferPointer(bytes)
            }
            buffers = UnsafeBufferPointer(slices)
            averageBytes = Double(texts.reduce(0) { $0 + $1.utf8.count }) / Double(texts.count)
        }

        /// The exact length of each value, in seconds.
        func seconds(_ i: Int) -> Double {
            let d = values[i]
            return Double(d.exactSeconds ?? 0) + Double(d.nanoseconds) / 1e9
        }
    }

    static func sections(_ sets: DataSets) -> [Section] {
        let set = DurationSet()
        let friendly = DurationSet(style: .friendly)
        return [
            Section(
                group: "Parse", title: "ISO 8601 durations (YouTube, Schema.org, OpenAPI) — \(set.texts[0])",
                referenceLabels: ["bytes", "String"],
                rows: [
                    parseBytes(set), parseString(set),
                    // The machine's speed drifts between sections; this row puts a known
                    // parse in the same section, so the duration's time can be read against it.
                    FastDateParseRows.bytes(sets.jsMilliseconds, label: "FastDate.parse (bytes, a toISOString() date, for comparison)", reference: nil),
                    baseline(set, "Foundation Scanner (hand-written loop)", foundationDurationLoop),
                    baseline(set, "NSRegularExpression (one pattern, capture groups)", regexParse),
                ]),
            Section(
                group: "Format", title: "ISO 8601 durations — \(set.texts[0])",
                referenceLabels: ["buffer"],
                rows: [formatBuffer(set), formatString(set)]),
            Section(
                group: "Parse", title: "friendly durations (config files, command lines) — \(friendly.texts[0])",
                referenceLabels: ["bytes", "String"],
                rows: [parseBytes(friendly, "FastDate.parseDuration (bytes, friendly)"), parseString(friendly, "FastDate.parseDuration (String, friendly)"),
                       parseBytes(set, "FastDate.parseDuration (bytes, the same values in ISO 8601)", reference: false)]),
            Section(
                group: "Format", title: "friendly durations — \(friendly.texts[0])",
                referenceLabels: ["String"],
                rows: [formatString(set, "FastDate.format(_:style: .friendly)", style: .friendly)]),
        ]
    }

    static func parseBytes(_ set: DurationSet, _ name: String = "FastDate.parseDuration (bytes)", reference: Bool = true) -> Row {
        let inputs = set.buffers
        let mask = set.mask
        var next = 0
        var row = Row(name: name, kind: .fastDate, bytesPerUnit: set.averageBytes, unitsPerPass: set.count) { units in
            var sink: Int64 = 0
            var failures = 0
            var j = next
            for _ in 0..<units {
                do throws(FastDate.ParseError) {
                    let d = try FastDate.parseDuration(inputs[j])
                    sink &+= d.seconds &+ d.minutes &+ d.hours &+ Int64(d.nanoseconds)
                } catch { failures &+= 1 }
                j = (j &+ 1) & mask
            }
            next = j
            return Outcome(sink: Double(sink), failures: failures)
        }
        if reference { row.reference = 0 }
        row.mustNotAllocate = true
        row.audit = { audit(set) { i in try? FastDate.parseDuration(set.buffers[i]) } }
        return row
    }

    static func parseString(_ set: DurationSet, _ name: String = "FastDate.parseDuration (String)") -> Row {
        let inputs = set.strings
        let mask = set.mask
        var next = 0
        var row = Row(name: name, kind: .fastDate, bytesPerUnit: set.averageBytes, unitsPerPass: set.count) { units in
            var sink: Int64 = 0
            var failures = 0
            var j = next
            for _ in 0..<units {
                do throws(FastDate.ParseError) {
                    let d = try FastDate.parseDuration(inputs[j])
                    sink &+= d.seconds &+ d.minutes &+ d.hours &+ Int64(d.nanoseconds)
                } catch { failures &+= 1 }
                j = (j &+ 1) & mask
            }
            next = j
            return Outcome(sink: Double(sink), failures: failures)
        }
        row.reference = 1
        row.mustNotAllocate = true
        row.audit = { audit(set) { i in try? FastDate.parseDuration(set.texts[i]) } }
        return row
    }

    static func audit(_ set: DurationSet, _ parse: (Int) -> FastDate.ISODuration?) -> Audit {
        for i in 0..<set.count where parse(i) != set.values[i] {
            return Audit(problem: "\(set.texts[i]) parsed to \(String(describing: parse(i)))")
        }
        return Audit()
    }

    static func baseline(_ set: DurationSet, _ name: String, _ parse: @escaping (String) -> Double?) -> Row {
        var row = FoundationRow.strings(set.strings, name, bytesPerUnit: set.averageBytes, parse)
        row.audit = {
            var wrong = 0
            for i in 0..<set.count where parse(set.texts[i]).map({ abs($0 - set.seconds(i)) > 1e-6 }) ?? true { wrong += 1 }
            return Audit(note: wrong == 0 ? nil : "\(wrong) of \(set.count) wrong or refused")
        }
        return row
    }

    /// What an app writes with Foundation's `FormatReader`: `P`, then number-letter pairs, with
    /// `T` switching `M` from months to minutes. Days are 86,400 s; years and months refused.
    static func foundationDurationLoop(_ text: String) -> Double? {
        let parser = Scanner(string: text)
        parser.charactersToBeSkipped = nil
        guard parser.scanString("P") != nil else { return nil }
        var total = 0.0
        var inTime = false
        while !parser.isAtEnd {
            if parser.scanString("T") != nil { inTime = true; continue }
            guard let value = parser.scanDouble(), let unit = parser.scanCharacter() else { return nil }
            switch (unit, inTime) {
            case ("W", false): total += value * 604_800
            case ("D", false): total += value * 86_400
            case ("H", true): total += value * 3600
            case ("M", true): total += value * 60
            case ("S", true): total += value
            default: return nil
            }
        }
        return total
    }

    /// What an app writes with `NSRegularExpression`: one pattern, a capture group per unit.
    static let pattern = try! NSRegularExpression(
        pattern: #"^P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$"#)

    static func regexParse(_ text: String) -> Double? {
        let range = NSRange(text.startIndex..., in: text)
        guard let match = pattern.firstMatch(in: text, range: range) else { return nil }
        let scales = [604_800.0, 86_400, 3600, 60, 1]
        var total = 0.0
        for (k, scale) in scales.enumerated() {
            let group = match.range(at: k + 1)
            guard group.location != NSNotFound, let r = Range(group, in: text), let value = Double(text[r]) else { continue }
            total += value * scale
        }
        return total
    }

    static func formatBuffer(_ set: DurationSet) -> Row {
        let values = set.values
        let mask = set.mask
        let out = UnsafeMutableRawBufferPointer.allocate(byteCount: FastDate.maxFormattedDurationLength, alignment: 16)
        var next = 0
        var row = Row(name: "FastDate.format(duration) (into buffer)", kind: .fastDate, bytesPerUnit: set.averageBytes, unitsPerPass: set.count) { units in
            var sink = 0
            var failures = 0
            var j = next
            for _ in 0..<units {
                do throws(FastDate.FormatError) {
                    let n = try FastDate.format(values[j], into: out)
                    sink &+= n &+ Int(out[n &- 2])
                } catch { failures &+= 1 }
                j = (j &+ 1) & mask
            }
            next = j
            return Outcome(sink: Double(sink), failures: failures)
        }
        row.reference = 0
        row.mustNotAllocate = true
        row.audit = {
            for i in 0..<set.count {
                guard let n = try? FastDate.format(set.values[i], into: out),
                      String(decoding: out[..<n], as: UTF8.self) == set.texts[i]
                else { return Audit(problem: "\(set.values[i]) was not written as \(set.texts[i])") }
            }
            return Audit()
        }
        return row
    }

    static func formatString(_ set: DurationSet, _ name: String = "FastDate.format(duration) (→ String)",
                             style: FastDate.ISODuration.Style = .iso8601) -> Row {
        let values = set.values
        let mask = set.mask
        var next = 0
        var row = Row(name: name, kind: .fastDate, bytesPerUnit: set.averageBytes, unitsPerPass: set.count) { units in
            var sink = 0
            var j = next
            for _ in 0..<units {
                sink &+= FastDate.format(values[j], style: style).utf8.count
                j = (j &+ 1) & mask
            }
            next = j
            return Outcome(sink: Double(sink), failures: 0)
        }
        if style == .friendly { row.reference = 0 }
        row.audit = {
            for i in 0..<set.count where (try? FastDate.parseDuration(FastDate.format(set.values[i], style: style))) != set.values[i] {
                return Audit(problem: "\(set.values[i]) written \(FastDate.format(set.values[i], style: style)) does not read back")
            }
            return Audit()
        }
        return row
    }
}
