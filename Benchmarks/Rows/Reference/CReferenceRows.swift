import CReference
import FastDate

/// Rows for the hand-tuned C in `Benchmarks/CReference`: the same data, the same loop shape
/// as FastDate's rows, so "× faster" beside them is FastDate's distance from plain C.
/// Their answers are audited like FastDate's: a wrong C reference would make every ratio
/// meaningless.
enum CReferenceRows {
    /// `cref_parse_js`: SSE2 layout test and Neri–Schneider days, fixed `.sssZ` shape only.
    static func parseJavaScript(_ set: DateSet) -> Row {
        parse(set, "C reference: SSE2 toISOString() reader (fixed shape only)", cref_parse_js)
    }

    /// `cref_parse_epoch_ms`: eight digits per step (SWAR), no sign, no fraction.
    static func parseEpochMilliseconds(_ set: DateSet) -> Row {
        parse(set, "C reference: SWAR 8-digit integer parser (no sign, no fraction)", cref_parse_epoch_ms)
    }

    static func parse(
        _ set: DateSet, _ name: String,
        _ function: @escaping @convention(c) (UnsafePointer<UInt8>?, Int, UnsafeMutablePointer<Int64>?, UnsafeMutablePointer<Int32>?) -> Int32
    ) -> Row {
        let inputs = set.buffers
        let mask = set.mask
        var next = 0
        var row = Row(name: name, kind: .baseline, bytesPerUnit: set.averageBytes, unitsPerPass: set.count) { units in
            var sink = 0.0
            var failures = 0
            var j = next
            var seconds: Int64 = 0
            var nanoseconds: Int32 = 0
            for _ in 0..<units {
                let bytes = inputs[j]
                if function(bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), bytes.count, &seconds, &nanoseconds) != 0 {
                    sink += Double(seconds) + Double(nanoseconds) / 1e9
                } else {
                    failures &+= 1
                }
                j = (j &+ 1) & mask
            }
            next = j
            return Outcome(sink: sink, failures: failures)
        }
        row.audit = {
            var seconds: Int64 = 0
            var nanoseconds: Int32 = 0
            for i in 0..<set.count {
                let bytes = set.buffers[i]
                guard function(bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), bytes.count, &seconds, &nanoseconds) != 0,
                      FastDate.Timestamp(seconds: seconds, nanoseconds: nanoseconds) == set.expected[i]
                else { return Audit(problem: "the C reference read \(set.texts[i]) wrongly") }
            }
            return Audit(note: "exact on this data")
        }
        return row
    }

    /// `cref_format_js`: Neri–Schneider civil-from-days and a two-digit table.
    /// `cref_format_js_each`: the loop in C, one call per date into a `noinline` formatter,
    /// the milliseconds prepared beforehand. What the writers' "at C" goal is measured
    /// against: a user's call into a library, with no Swift on the C side.
    static func formatJavaScriptEach(_ set: DateSet) -> Row {
        let milliseconds = UnsafeMutableBufferPointer<Int64>.allocate(capacity: set.count)
        for (i, t) in set.expected.enumerated() { milliseconds[i] = t.seconds * 1000 + Int64(t.nanoseconds / 1_000_000) }
        let out = UnsafeMutablePointer<UInt8>.allocate(capacity: 32)
        let count = set.count
        var next = 0
        var row = Row(name: "C reference, noinline, one call per date from a C loop (the goal's reference)", kind: .baseline,
                      bytesPerUnit: set.averageBytes, unitsPerPass: set.count) { units in
            var sink = 0.0
            var failures = 0
            var done = 0
            while done < units {
                let run = min(units - done, count - next)
                let result = cref_format_js_each(milliseconds.baseAddress! + next, run, out)
                if result < 0 { failures &+= 1 } else { sink += Double(result) }
                done &+= run
                next = (next &+ run) & (count - 1)
            }
            return Outcome(sink: sink, failures: failures)
        }
        row.audit = { Audit(note: "the same writer as the row above, called from C") }
        return row
    }

    static func formatJavaScript(_ set: DateSet) -> Row {
        let inputs = set.timestamps
        let mask = set.mask
        let out = UnsafeMutablePointer<UInt8>.allocate(capacity: 32)
        var next = 0
        var row = Row(name: "C reference: Neri–Schneider + two-digit table", kind: .baseline,
                      bytesPerUnit: set.averageBytes, unitsPerPass: set.count) { units in
            var sink = 0
            var failures = 0
            var j = next
            for _ in 0..<units {
                let t = inputs[j]
                let n = cref_format_js(t.seconds &* 1000 &+ Int64(t.nanoseconds / 1_000_000), out)
                if n == 0 { failures &+= 1 } else { sink &+= n &+ Int(out[n &- 2]) }
                j = (j &+ 1) & mask
            }
            next = j
            return Outcome(sink: Double(sink), failures: failures)
        }
        row.audit = {
            for i in 0..<set.count {
                let t = set.expected[i]
                let n = cref_format_js(t.seconds * 1000 + Int64(t.nanoseconds / 1_000_000), out)
                guard n == 24, String(decoding: UnsafeBufferPointer(start: out, count: n), as: UTF8.self) == set.texts[i] else {
                    return Audit(problem: "the C reference wrote \(set.texts[i]) wrongly")
                }
            }
            return Audit(note: "exact on this data")
        }
        return row
    }
}
