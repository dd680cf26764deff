import FastDate
import Foundation

/// The "Format" sections: writing a date as text, FastDate against Foundation. MB/s here
/// counts the bytes written.
enum FormatRows {
    static func sections(_ sets: DataSets) -> [Section] {
        let ms = sets.jsMilliseconds
        let seconds = sets.wholeSeconds
        let fractional = ISO8601DateFormatter()
        fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        let plain = ISO8601DateFormatter()
        let fractionalStyle = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
        let plainStyle = Date.ISO8601FormatStyle()
        return [
            Section(
                group: "Format", title: "milliseconds, UTC — \(ms.example)",
                referenceLabels: ["buffer", "String"],
                rows: [
                    buffer(JavaScriptWriter.self, ms, "FastDate.format(.javaScript) (into buffer)", reference: 0),
                    string(JavaScriptWriter.self, ms, "FastDate.format(.javaScript) (→ String)", reference: 1),
                    CReferenceRows.formatJavaScript(ms),
                    CReferenceRows.formatJavaScriptEach(ms),
                    buffer(MillisecondWriter.self, ms, "FastDate.format(.rfc3339) (3 digits, into buffer)", reference: nil),
                    string(MillisecondWriter.self, ms, "FastDate.format(.rfc3339) (3 digits, → String)", reference: nil),
                    foundation(ms, "ISO8601DateFormatter (.withFractionalSeconds)") { fractional.string(from: $0) },
                    foundation(ms, "Date.ISO8601FormatStyle (fractional).format") { fractionalStyle.format($0) },
                    foundation(ms, "DateFormatter (\"ss.SSSXXXXX\")", dateFormatter("yyyy-MM-dd'T'HH:mm:ss.SSSXXXXX")),
                ]),
            Section(
                group: "Format", title: "whole seconds, UTC — \(seconds.example)",
                referenceLabels: ["buffer", "String"],
                rows: [
                    buffer(SecondWriter.self, seconds, "FastDate.format(.rfc3339.fractionDigits(0)) (into buffer)", reference: 0),
                    string(SecondWriter.self, seconds, "FastDate.format(.rfc3339.fractionDigits(0)) (→ String)", reference: 1),
                    foundation(seconds, "ISO8601DateFormatter") { plain.string(from: $0) },
                    foundation(seconds, "Date.ISO8601FormatStyle().format") { plainStyle.format($0) },
                    foundation(seconds, "DateFormatter (\"ssXXXXX\")", dateFormatter("yyyy-MM-dd'T'HH:mm:ssXXXXX")),
                ]),
        ]
    }

    static func dateFormatter(_ format: String) -> (Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        formatter.dateFormat = format
        return { formatter.string(from: $0) }
    }

    /// Generic over the writer rather than taking a closure, so each row's loop is
    /// specialized and calls FastDate directly: a closure call per date would be a
    /// visible part of what is being timed.
    static func buffer<W: FormatWriter>(_: W.Type, _ set: DateSet, _ name: String, reference: Int?) -> Row {
        let inputs = set.timestamps
        let mask = set.mask
        let out = UnsafeMutableRawBufferPointer.allocate(byteCount: 64, alignment: 16)
        var next = 0
        var row = Row(name: name, kind: .fastDate, bytesPerUnit: set.averageBytes, unitsPerPass: set.count) { units in
            var sink = 0
            var failures = 0
            var j = next
            for _ in 0..<units {
                do throws(FastDate.FormatError) {
                    let n = try W.write(inputs[j], into: out)
                    sink &+= n &+ Int(out[n &- 2])
                } catch { failures &+= 1 }
                j = (j &+ 1) & mask
            }
            next = j
            return Outcome(sink: Double(sink), failures: failures)
        }
        row.reference = reference
        row.mustNotAllocate = true
        row.audit = {
            let scratch = UnsafeMutableRawBufferPointer.allocate(byteCount: FastDate.maxFormattedLength, alignment: 1)
            defer { scratch.deallocate() }
            return textAudit(set, fastDate: true) { i in
                guard let n = try? W.write(set.expected[i], into: scratch) else { return nil }
                return String(decoding: scratch[..<n], as: UTF8.self)
            }
        }
        return row
    }

    static func string<W: FormatWriter>(_: W.Type, _ set: DateSet, _ name: String, reference: Int?) -> Row {
        let inputs = set.timestamps
        let mask = set.mask
        var next = 0
        var row = Row(name: name, kind: .fastDate, bytesPerUnit: set.averageBytes, unitsPerPass: set.count) { units in
            var sink = 0
            var failures = 0
            var j = next
            for _ in 0..<units {
                do throws(FastDate.FormatError) { sink &+= try W.string(inputs[j]).utf8.count } catch { failures &+= 1 }
                j = (j &+ 1) & mask
            }
            next = j
            return Outcome(sink: Double(sink), failures: failures)
        }
        row.reference = reference
        row.audit = { textAudit(set, fastDate: true) { i in try? W.string(set.expected[i]) } }
        return row
    }

    static func foundation(_ set: DateSet, _ name: String, _ format: @escaping (Date) -> String) -> Row {
        let set = set.sample  // microseconds a date: see `DateSet.sample`
        // The nearest Date to each instant (FastDate's Date(_:) rounds once, correctly), so
        // any difference in the text comes from the formatter.
        let dates = set.expected.map { Date($0) }
        let mask = set.mask
        var next = 0
        var row = Row(name: name, kind: .baseline, bytesPerUnit: set.averageBytes, unitsPerPass: set.count) { units in
            var sink = 0
            var j = next
            for _ in 0..<units {
                sink &+= format(dates[j]).utf8.count
                j = (j &+ 1) & mask
            }
            next = j
            return Outcome(sink: Double(sink))
        }
        row.audit = { textAudit(set, fastDate: false) { i in format(dates[i]) } }
        return row
    }

    /// Compares what a row writes with the text the generator wrote for the same instant.
    static func textAudit(_ set: DateSet, fastDate: Bool, _ text: (Int) -> String?) -> Audit {
        var differing = 0
        var example: String?
        for i in 0..<set.count {
            let written = text(i)
            guard written != set.texts[i] else { continue }
            if fastDate { return Audit(problem: "wrote \(written ?? "nothing") for \(set.texts[i])") }
            differing += 1
            if example == nil { example = "\(written ?? "nothing") for \(set.texts[i])" }
        }
        guard let example else { return Audit() }
        return Audit(note: "writes other text for \(FoundationRow.percent(differing, of: set.count)) (e.g. \(example))")
    }
}
