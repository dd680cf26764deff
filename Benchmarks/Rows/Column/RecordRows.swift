import CReference
import FastDate
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The column door over records (`Column(bytes, records:)`): a log whose lines start with a
/// `toISOString()` date and a CSV file with the date in its third field, against the bound a
/// pass that only finds the record ends sets (the C library's `memchr`, as a line reader
/// calls it), and against splitting the text into lines and reading each date alone.
enum RecordRows {
    static func sections(_ sets: DataSets, quick: Bool) -> [Section] {
        let copies = quick ? 1 : 8
        return [
            logSection(RecordSet(sets.jsMilliseconds, .log, copies: copies)),
            csvSection(RecordSet(sets.jsMilliseconds, .csv, copies: copies)),
        ]
    }

    static func logSection(_ records: RecordSet) -> Section {
        Section(
            group: "Column",
            title: "Log lines: toISOString() and a 40–120 byte message — \(records.count) lines, \(megabytes(records)) MB, from memory",
            referenceLabels: ["records"],
            rows: [
                recordsRow(records, .prefix, label: "FastDate.parse(Column(log, records: .prefix), as: .iso8601, into:)"),
                lineEndsRow(records),
                splitRow(records),
            ])
    }

    static func csvSection(_ records: RecordSet) -> Section {
        Section(
            group: "Column",
            title: "CSV: the date the third of five fields, some quoted — \(records.count) records, \(megabytes(records)) MB, from memory",
            referenceLabels: ["records"],
            rows: [
                recordsRow(records, .csv(2), label: "FastDate.parse(Column(csv, records: .csv(2)), as: .iso8601, into:)"),
                lineEndsRow(records),
                quoteAwareEndsRow(records),
                fieldBoundsRow(records, field: 2),
            ])
    }

    static func megabytes(_ records: RecordSet) -> Int { Int((Double(records.text.count) / 1e6).rounded()) }

    /// Runs `read(first, n)` over `units` records from where the last call stopped.
    static func chunks(_ records: RecordSet, _ next: inout Int, _ units: Int, _ read: (Int, Int) -> Outcome) -> Outcome {
        ColumnRows.chunks(count: records.count, &next, units, read)
    }

    static func recordsRow(_ records: RecordSet, _ field: FastDate.Column.Field, label: String) -> Row {
        var next = 0
        var row = Row(name: label, kind: .fastDate, bytesPerUnit: records.averageBytes, unitsPerPass: records.count) { units in
            chunks(records, &next, units) { first, n in
                let slots = records.slots(first, n)
                let r = FastDate.parse(FastDate.Column(records.records(first, n), records: field), as: .iso8601, into: slots)
                return Outcome(sink: slots[r.count - 1], failures: n - r.count)
            }
        }
        row.reference = 0
        row.mustNotAllocate = true
        row.audit = {
            let r = FastDate.parse(FastDate.Column(records.text, records: field), as: .iso8601, into: records.seconds)
            guard r.count == records.count, r.isComplete, r.firstFailure == nil else {
                return Audit(problem: "read \(r.count) of \(records.count) records; first failure \(String(describing: r.firstFailure))")
            }
            for i in 0..<records.count where records.seconds[i] != records.expected(i) {
                return Audit(problem: "record \(i) read as \(records.seconds[i]), expected \(records.expected(i))")
            }
            return Audit()
        }
        return row
    }

    /// A bound row: `ends` finds the record ends of a run of records and nothing else,
    /// returning how many it found and a sum of their offsets (so no search is dead).
    static func boundRow(_ records: RecordSet, _ name: String,
                         _ ends: @escaping (UnsafeRawBufferPointer) -> (count: Int, sum: UInt64)) -> Row {
        var next = 0
        return Row(name: name, kind: .baseline, bytesPerUnit: records.averageBytes, unitsPerPass: records.count) { units in
            chunks(records, &next, units) { first, n in
                let found = ends(records.records(first, n))
                return Outcome(sink: Double(found.sum), failures: n - found.count)
            }
        }
    }

    /// Every record's end found and nothing else: `memchr` from one newline to the next.
    static func lineEndsRow(_ records: RecordSet) -> Row {
        var row = boundRow(records, "bound: finding the record ends (memchr)") { text in
            let base = text.baseAddress!
            var at = 0, lines = 0, sum: UInt64 = 0
            while at < text.count, let found = memchr(base + at, 0x0A, text.count - at) {
                let end = UnsafeRawPointer(found) - base
                sum &+= UInt64(end)
                at = end + 1
                lines += 1
            }
            return (lines, sum)
        }
        row.audit = { Audit(note: "reads no date") }
        return row
    }

    /// Every CSV record's end found, quotes honoured, and nothing else: the C reference's
    /// 64-byte masks with a prefix XOR over the quotes (`cref_csv_record_ends`). `memchr`
    /// finds line ends, which a quoted field's newline is not; this is the least an exact
    /// reader does.
    static func quoteAwareEndsRow(_ records: RecordSet) -> Row {
        func ends(_ text: UnsafeRawBufferPointer) -> (count: Int, sum: UInt64) {
            var sum: UInt64 = 0
            let count = cref_csv_record_ends(text.baseAddress!.assumingMemoryBound(to: UInt8.self), text.count, &sum)
            return (count, sum)
        }
        var row = boundRow(records, "bound: finding the record ends, quotes honoured (C, SSE2 masks, prefix XOR)", ends)
        row.audit = {
            // The same ends as the records' own starts, one past each end.
            let found = ends(records.text)
            let want = (1...records.count).reduce(UInt64(0)) { $0 + UInt64(records.starts[$1] - 1) }
            guard found.count == records.count, found.sum == want else {
                return Audit(problem: "found \(found.count) record ends of \(records.count), offsets sum \(found.sum), expected \(want)")
            }
            return Audit(note: "reads no date")
        }
        return row
    }

    /// Field `field` of every CSV record found, quotes honoured, and nothing else: the quote-aware
    /// bound's masks, plus the field ends outside quotes, each record's field found in the 64
    /// bits from its start (`cref_csv_field_bounds`). Beside the record ends alone
    /// (``quoteAwareEndsRow(_:)``), the least any reader that finds a field does.
    static func fieldBoundsRow(_ records: RecordSet, field: Int) -> Row {
        func bounds(_ text: UnsafeRawBufferPointer) -> (count: Int, sum: UInt64) {
            var sum: UInt64 = 0
            let count = cref_csv_field_bounds(text.baseAddress!.assumingMemoryBound(to: UInt8.self), text.count, field, &sum)
            return (count, sum)
        }
        var row = boundRow(records, "bound: finding field \(field) of every record, quotes honoured (C, SSE2 masks, a window at each record)", bounds)
        row.audit = {
            // The same bounds as a walk of each record's bytes finds: the field starts after
            // its `field`-th delimiter outside quotes and ends at the next one or the newline.
            let text = records.text
            var want: UInt64 = 0
            for r in 0..<records.count {
                var delimiters = 0, quoted = false
                if field == 0 { want += UInt64(records.starts[r]) }
                for i in records.starts[r]..<records.starts[r + 1] {
                    let byte = text[i]
                    if byte == UInt8(ascii: "\"") { quoted.toggle(); continue }
                    guard !quoted, byte == UInt8(ascii: ",") || byte == UInt8(ascii: "\n") else { continue }
                    if delimiters == field { want += UInt64(i); break }
                    delimiters += 1
                    if delimiters == field { want += UInt64(i + 1) }
                }
            }
            let found = bounds(text)
            guard found.count == records.count, found.sum == want else {
                return Audit(problem: "found \(found.count) records of \(records.count), bounds sum \(found.sum), expected \(want)")
            }
            return Audit(note: "reads no date")
        }
        return row
    }

    /// What a caller without record columns writes: the text as a `String`, split into
    /// lines, the date before the first space of each read alone.
    static func splitRow(_ records: RecordSet) -> Row {
        let text = String(decoding: records.text, as: UTF8.self)
        let utf8 = text.utf8
        var next = 0
        var row = Row(name: "String.split(separator: \"\\n\"), then FastDate.parse(line.prefix(while: { $0 != \" \" }))",
                      kind: .baseline, bytesPerUnit: records.averageBytes, unitsPerPass: records.count) { units in
            chunks(records, &next, units) { first, n in
                let start = utf8.index(utf8.startIndex, offsetBy: records.starts[first])
                let end = utf8.index(utf8.startIndex, offsetBy: records.starts[first + n])
                var failures = 0
                var i = first
                for line in text[start..<end].split(separator: "\n") {
                    do throws(FastDate.ParseError) {
                        records.seconds[i] = try FastDate.parse(line.prefix(while: { $0 != " " }), as: .iso8601)
                    } catch { failures &+= 1 }
                    i += 1
                }
                return Outcome(sink: records.seconds[first + n - 1], failures: failures)
            }
        }
        row.audit = { Audit(note: "the same lines and slots, one call each") }
        return row
    }
}
