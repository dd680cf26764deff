import FastDate

/// The column door against the single-value door on the same values, from memory, and
/// against the bound the memory itself sets: a sum over the same bytes, which reads them
/// and does nothing else.
enum ColumnRows {
    static func sections(_ sets: DataSets, quick: Bool) -> [Section] {
        // 32 copies of a 2^17 set: 100 MB of toISOString() text, 57 MB of epoch numbers; 16 of
        // the HTTP-dates (61 MB), a format with no four-value path, read value by value.
        let copies = quick ? 1 : 32
        return [
            section(ColumnSet(sets.jsMilliseconds, copies: copies), format: .iso8601, formatName: ".iso8601"),
            section(ColumnSet(sets.epochMilliseconds, copies: copies), format: .epoch(.milliseconds), formatName: ".epoch(.milliseconds)"),
            section(ColumnSet(sets.httpDates, copies: quick ? 1 : 16), format: .httpDate, formatName: ".httpDate"),
        ]
    }

    static func section(_ column: ColumnSet, format: FastDate.Format, formatName: String) -> Section {
        let megabytes = Double(column.bytes.count) / 1e6
        return Section(
            group: "Column",
            title: "\(column.set.title) — \(column.count) values, \(Int(megabytes.rounded())) MB, from memory",
            referenceLabels: ["column"],
            rows: [
                offsetsRow(column, format: format, label: "FastDate.parse(Column(offsets: Int32), as: \(formatName), into:)"),
                linesRow(column, format: format, label: "FastDate.parse(Column(separator: \\n), as: \(formatName), into:)"),
                singleDoorRow(column, format: format, label: "FastDate.parse(bytes, as: \(formatName)), one call a value"),
                sumRow(column),
            ])
    }

    /// Runs `read(first, n)` over `units` values from where the last call stopped, in at
    /// most two calls (the second after wrapping to the column's start).
    static func chunks(_ column: ColumnSet, _ next: inout Int, _ units: Int, _ read: (Int, Int) -> Outcome) -> Outcome {
        chunks(count: column.count, &next, units, read)
    }

    /// ``chunks(_:_:_:_:)`` over any `count` values (a column's, a record set's).
    static func chunks(count: Int, _ next: inout Int, _ units: Int, _ read: (Int, Int) -> Outcome) -> Outcome {
        var outcome = Outcome()
        var left = units
        while left > 0 {
            let n = min(left, count - next)
            let part = read(next, n)
            outcome.sink += part.sink
            outcome.failures += part.failures
            next = (next + n) % count
            left -= n
        }
        return outcome
    }

    static func result(_ r: FastDate.Column.Result, _ slots: UnsafeMutableBufferPointer<Double>) -> Outcome {
        Outcome(sink: slots[r.count - 1], failures: slots.count - r.count)
    }

    static func offsetsRow(_ column: ColumnSet, format: FastDate.Format, label: String) -> Row {
        var next = 0
        var row = Row(name: label, kind: .fastDate, bytesPerUnit: column.averageBytes, unitsPerPass: column.count) { units in
            chunks(column, &next, units) { first, n in
                let slots = column.slots(first, n)
                let r = FastDate.parse(FastDate.Column(column.bytes, offsets: column.offsets(first, n)), as: format, into: slots)
                return result(r, slots)
            }
        }
        row.reference = 0
        row.mustNotAllocate = true
        row.audit = { audit(column) { slots in
            FastDate.parse(FastDate.Column(column.bytes, offsets: column.offsets(0, column.count)), as: format, into: slots)
        } }
        return row
    }

    static func linesRow(_ column: ColumnSet, format: FastDate.Format, label: String) -> Row {
        var next = 0
        var row = Row(name: label, kind: .fastDate, bytesPerUnit: column.averageBytes, unitsPerPass: column.count) { units in
            chunks(column, &next, units) { first, n in
                let slots = column.slots(first, n)
                let r = FastDate.parse(FastDate.Column(column.lines(first, n), separator: UInt8(ascii: "\n")), as: format, into: slots)
                return result(r, slots)
            }
        }
        row.mustNotAllocate = true
        row.audit = { audit(column) { slots in
            FastDate.parse(FastDate.Column(column.lines, separator: UInt8(ascii: "\n")), as: format, into: slots)
        } }
        return row
    }

    /// The single-value door over the same bytes, each value written to its slot: what a
    /// caller without the column door writes.
    static func singleDoorRow(_ column: ColumnSet, format: FastDate.Format, label: String) -> Row {
        var next = 0
        var row = Row(name: label, kind: .baseline, bytesPerUnit: column.averageBytes, unitsPerPass: column.count) { units in
            chunks(column, &next, units) { first, n in
                var failures = 0
                for i in first ..< first + n {
                    do throws(FastDate.ParseError) {
                        column.seconds[i] = try FastDate.parse(column.value(i), as: format)
                    } catch { failures &+= 1 }
                }
                return Outcome(sink: column.seconds[first + n - 1], failures: failures)
            }
        }
        row.audit = { Audit(note: "the same values and slots, one call each") }
        return row
    }

    /// What reading the bytes costs and nothing else: eight bytes at a time added up.
    static func sumRow(_ column: ColumnSet) -> Row {
        var next = 0
        var row = Row(
            name: "bound: a sum over the same bytes (memory bandwidth)", kind: .baseline,
            bytesPerUnit: column.averageBytes, unitsPerPass: column.count
        ) { units in
            chunks(column, &next, units) { first, n in
                let start = Int(column.offsets[first])
                let end = Int(column.offsets[first + n])
                var sum: UInt64 = 0
                var i = start
                while i + 8 <= end {
                    sum &+= column.bytes.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                    i += 8
                }
                return Outcome(sink: Double(sum & 0xFFFF), failures: 0)
            }
        }
        row.audit = { Audit(note: "reads no date") }
        return row
    }

    /// Reads the whole column once and compares every slot with the set's own values.
    static func audit(_ column: ColumnSet, _ read: (UnsafeMutableBufferPointer<Double>) -> FastDate.Column.Result) -> Audit {
        let r = read(column.seconds)
        guard r.count == column.count, r.isComplete, r.firstFailure == nil else {
            return Audit(problem: "read \(r.count) of \(column.count) values; first failure \(String(describing: r.firstFailure))")
        }
        for i in 0..<column.count where column.seconds[i] != column.expected(i) {
            return Audit(problem: "value \(i) read as \(column.seconds[i]), expected \(column.expected(i))")
        }
        return Audit()
    }
}
