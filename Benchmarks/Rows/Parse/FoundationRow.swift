import FastDate
import Foundation

/// Rows for the calls FastDate is compared with. These take a closure per operation:
/// next to microseconds of work, the indirect call is noise.
enum FoundationRow {
    /// A baseline that reads the set's text. `sampled` (Foundation's formatters, microseconds
    /// a date) reads ``DateSet/sample`` in a cycle; a fast baseline (`Int64(String)`) reads
    /// the whole set, as FastDate's rows do.
    static func parse(_ set: DateSet, _ name: String, sampled: Bool = true, _ parse: @escaping (String) -> Double?) -> Row {
        let set = sampled ? set.sample : set
        var row = strings(set.strings, name, bytesPerUnit: set.averageBytes, parse)
        row.audit = { Audit(note: accuracyNote(set, parse)) }
        return row
    }

    /// The timed loop of every baseline that reads strings: `parse` on each in turn (a
    /// power-of-two count of them), its results summed. The caller adds the audit.
    static func strings(
        _ inputs: UnsafeBufferPointer<String>, _ name: String, bytesPerUnit: Double, _ parse: @escaping (String) -> Double?
    ) -> Row {
        let mask = inputs.count - 1
        var next = 0
        return Row(name: name, kind: .baseline, bytesPerUnit: bytesPerUnit, unitsPerPass: inputs.count) { units in
            var sink = 0.0
            var failures = 0
            var j = next
            for _ in 0..<units {
                if let value = parse(inputs[j]) { sink += value } else { failures &+= 1 }
                j = (j &+ 1) & mask
            }
            next = j
            return Outcome(sink: sink, failures: failures)
        }
    }

    /// Says how a baseline's answers differ from the exact values: how many it refused and
    /// how far off the rest were.
    static func accuracyNote(_ set: DateSet, _ parse: (String) -> Double?) -> String? {
        var rejected = 0
        var worst = 0.0
        for i in 0..<set.count {
            guard let value = parse(set.texts[i]) else { rejected += 1; continue }
            worst = max(worst, abs(value - set.expected[i].timeIntervalSince1970))
        }
        var notes: [String] = []
        if rejected > 0 {
            notes.append("rejects \(percent(rejected, of: set.count)) of the dates")
        }
        if let precision = precisionNote(worst) { notes.append(precision) }
        return notes.isEmpty ? nil : notes.joined(separator: "; ")
    }

    /// A Double near 2e9 s resolves about 0.24 µs, so within a microsecond is "exact";
    /// within a millisecond means the digits below it were dropped.
    static func precisionNote(_ worst: Double) -> String? {
        if worst > 1e-3 + 1e-6 { return "wrong by up to \(Report.duration(worst))" }
        if worst > 1e-6 { return "drops digits below the millisecond (off by up to \(Report.duration(worst)))" }
        return nil
    }

    static func percent(_ part: Int, of whole: Int) -> String {
        let p = 100 * Double(part) / Double(whole)
        return p >= 10 || p == 0 ? "\(Int(p.rounded()))%" : String(format: "%.1f%%", p)
    }
}
