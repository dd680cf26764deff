import FastDate

/// FastDate's parse rows. Each loop is written out by hand rather than through a shared
/// closure: a closure call per date would cost about as much as the parse being measured.
/// Without a format the rows call `FastDate.parse(_:)`, the default-format door
/// users call, whose format the optimizer folds in; with one, `parse(_:as:)`.
enum FastDateParseRows {
    static func bytes(_ set: DateSet, as format: FastDate.Format? = nil, label: String, reference: Int?) -> Row {
        let inputs = set.buffers
        let mask = set.mask
        var next = 0
        var row = Row(name: label, kind: .fastDate, bytesPerUnit: set.averageBytes, unitsPerPass: set.count) { units in
            var sink = 0.0
            var failures = 0
            var j = next
            for _ in 0..<units {
                do throws(FastDate.ParseError) {
                    if let format { sink += try FastDate.parse(inputs[j], as: format) } else { sink += try FastDate.parse(inputs[j]) }
                } catch { failures &+= 1 }
                j = (j &+ 1) & mask
            }
            next = j
            return Outcome(sink: sink, failures: failures)
        }
        row.reference = reference
        row.mustNotAllocate = true
        row.audit = { exactAudit(set) { i throws(FastDate.ParseError) in try FastDate.parse(set.buffers[i], as: format ?? .iso8601) } }
        return row
    }

    /// The bytes door on the `String`s' own storage (see `DateSet.stringStorage`): beside
    /// the String row, the cost of the door alone, with the memory layout the same.
    static func stringStorage(_ set: DateSet, label: String) -> Row? {
        guard let inputs = set.stringStorage else { return nil }
        let mask = set.mask
        var next = 0
        var row = Row(name: label, kind: .fastDate, bytesPerUnit: set.averageBytes, unitsPerPass: set.count) { units in
            var sink = 0.0
            var failures = 0
            var j = next
            for _ in 0..<units {
                do throws(FastDate.ParseError) {
                    sink += try FastDate.parse(inputs[j])
                } catch { failures &+= 1 }
                j = (j &+ 1) & mask
            }
            next = j
            return Outcome(sink: sink, failures: failures)
        }
        row.mustNotAllocate = true
        row.audit = { exactAudit(set) { i throws(FastDate.ParseError) in try FastDate.parse(inputs[i]) } }
        return row
    }

    /// What a call that takes these `String`s costs before it reads a byte, when the callee
    /// is opaque: each one is loaded from memory, so the caller retains its storage before
    /// the call and releases it after. FastDate's doors no longer pay this: they are marked
    /// as only reading their argument (see `ByteDoors` in the core), so the caller keeps no
    /// reference of its own. This row shows what that saves.
    static func stringCallFloor(_ set: DateSet) -> Row {
        let inputs = set.strings
        let mask = set.mask
        var next = 0
        var row = Row(
            name: "floor: an opaque call that takes each String (the caller's retain and release)",
            kind: .baseline, bytesPerUnit: set.averageBytes, unitsPerPass: set.count
        ) { units in
            var sink = 0
            var j = next
            for _ in 0..<units {
                sink &+= opaqueCall(inputs[j])
                j = (j &+ 1) & mask
            }
            next = j
            return Outcome(sink: Double(sink), failures: 0)
        }
        row.audit = { Audit(note: "reads no date: the retain and release FastDate's String door avoids") }
        return row
    }

    /// Unoptimized and never inlined, so the caller cannot see that it does nothing.
    @inline(never) @_optimize(none)
    static func opaqueCall(_ text: String) -> Int { 1 }

    static func string(_ set: DateSet, as format: FastDate.Format? = nil, label: String, reference: Int?) -> Row {
        let inputs = set.strings
        let mask = set.mask
        var next = 0
        var row = Row(name: label, kind: .fastDate, bytesPerUnit: set.averageBytes, unitsPerPass: set.count) { units in
            var sink = 0.0
            var failures = 0
            var j = next
            for _ in 0..<units {
                do throws(FastDate.ParseError) {
                    if let format { sink += try FastDate.parse(inputs[j], as: format) } else { sink += try FastDate.parse(inputs[j]) }
                } catch { failures &+= 1 }
                j = (j &+ 1) & mask
            }
            next = j
            return Outcome(sink: sink, failures: failures)
        }
        row.reference = reference
        row.mustNotAllocate = true
        row.audit = { exactAudit(set) { i throws(FastDate.ParseError) in try FastDate.parse(set.texts[i], as: format ?? .iso8601) } }
        return row
    }

    /// The `Substring` door on slices of larger strings, as a line split into fields gives
    /// them: each date is the middle of `{"t":"…"}`.
    static func substring(_ set: DateSet, label: String) -> Row {
        let storage = UnsafeMutableBufferPointer<Substring>.allocate(capacity: set.count)
        for (i, text) in set.texts.enumerated() {
            let line = "{\"t\":\"" + text + "\"}"
            storage.initializeElement(at: i, to: line.dropFirst(6).dropLast(2))
        }
        let inputs = UnsafeBufferPointer(storage)  // never freed, like the set's strings
        let mask = set.mask
        var next = 0
        var row = Row(name: label, kind: .fastDate, bytesPerUnit: set.averageBytes, unitsPerPass: set.count) { units in
            var sink = 0.0
            var failures = 0
            var j = next
            for _ in 0..<units {
                do throws(FastDate.ParseError) {
                    sink += try FastDate.parse(inputs[j])
                } catch { failures &+= 1 }
                j = (j &+ 1) & mask
            }
            next = j
            return Outcome(sink: sink, failures: failures)
        }
        row.mustNotAllocate = true
        row.audit = { exactAudit(set) { i throws(FastDate.ParseError) in try FastDate.parse(inputs[i]) } }
        return row
    }

    static func timestamp(_ set: DateSet, label: String) -> Row {
        let inputs = set.buffers
        let mask = set.mask
        var next = 0
        var row = Row(name: label, kind: .fastDate, bytesPerUnit: set.averageBytes, unitsPerPass: set.count) { units in
            var sink: Int64 = 0
            var failures = 0
            var j = next
            for _ in 0..<units {
                do throws(FastDate.ParseError) {
                    let t = try FastDate.parseTimestamp(inputs[j])
                    sink &+= t.seconds &+ Int64(t.nanoseconds) &+ Int64(t.utcOffset)
                } catch { failures &+= 1 }
                j = (j &+ 1) & mask
            }
            next = j
            return Outcome(sink: Double(sink), failures: failures)
        }
        row.mustNotAllocate = true
        row.audit = {
            for i in 0..<set.count {
                guard let t = try? FastDate.parseTimestamp(set.buffers[i]), t == set.expected[i] else {
                    return Audit(problem: "\(set.texts[i]) did not parse to \(set.expected[i])")
                }
            }
            return Audit()
        }
        return row
    }

    /// Every date must parse to exactly the value the generator meant.
    static func exactAudit(_ set: DateSet, _ parse: (Int) throws(FastDate.ParseError) -> Double) -> Audit {
        for i in 0..<set.count {
            do throws(FastDate.ParseError) {
                let value = try parse(i)
                if value != set.expected[i].timeIntervalSince1970 {
                    return Audit(problem: "\(set.texts[i]) parsed to \(value), expected \(set.expected[i].timeIntervalSince1970)")
                }
            } catch {
                return Audit(problem: "\(set.texts[i]) failed: \(error)")
            }
        }
        return Audit()
    }
}
