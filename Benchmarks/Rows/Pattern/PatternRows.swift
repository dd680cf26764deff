import FastDate
import Foundation

/// Fixed patterns (`Spec/patterns/patterns.md`): read, written and compiled, each beside the
/// FastDate format its goal is measured against on the same text or instants, and beside
/// `DateFormatter` with the same `dateFormat` (`en_US_POSIX`, UTC).
enum PatternRows {
    /// A pattern read from bytes and from `String`, the FastDate format its goal is set
    /// against on the same text (`comparison` names it in the row), and `DateFormatter`
    /// with the same `dateFormat`.
    static func readRows(_ set: DateSet, _ pattern: FastDate.Pattern, beside format: FastDate.Format, _ comparison: String) -> [Row] {
        [
            FastDateParseRows.bytes(set, as: .pattern(pattern), label: "FastDate.parse (bytes, .pattern(\"\(pattern.text)\"))", reference: 0),
            FastDateParseRows.string(set, as: .pattern(pattern), label: "FastDate.parse (String, .pattern(\"\(pattern.text)\"))", reference: 1),
            FastDateParseRows.bytes(set, as: format, label: "FastDate.parse (bytes, \(comparison))", reference: nil),
            InternetDateRows.dateFormatterParse(set, pattern.text),
        ]
    }

    static func sections(_ sets: DataSets) -> [Section] {
        let patterns = PatternSets(sets)
        return [
            Section(
                group: "Parse", title: "pattern \(patterns.sql.title) — \(patterns.sql.example)",
                referenceLabels: ["bytes", "String"],
                rows: readRows(patterns.sql, PatternSets.sql, beside: .iso8601.assumingUTCOffset(0),
                               ".iso8601.assumingUTCOffset(0), the same text as a local date-time")),
            Section(
                group: "Parse", title: "pattern \(patterns.feed.title) — \(patterns.feed.example)",
                referenceLabels: ["bytes", "String"],
                rows: readRows(patterns.feed, PatternSets.feed, beside: .rfc5322, ".rfc5322, the same text")),
            Section(
                group: "Parse", title: "patterns AWS and US — \(patterns.aws.example), \(patterns.usDate.example)",
                referenceLabels: ["bytes", "String"],
                rows: readRows(patterns.aws, PatternSets.aws, beside: .iso8601Basic, ".iso8601Basic, the same text") + [
                    FastDateParseRows.bytes(patterns.usDate, as: .pattern(PatternSets.usDate),
                                            label: "FastDate.parse (bytes, .pattern(\"MMM d, yyyy h:mm a\"))", reference: nil),
                    InternetDateRows.dateFormatterParse(patterns.usDate, PatternSets.usDate.text),
                ]),
            Section(
                group: "Format", title: "pattern yyyy-MM-dd HH:mm:ss — \(patterns.sql.example)",
                referenceLabels: ["buffer", "String"],
                rows: [
                    FormatRows.buffer(SQLPatternWriter.self, patterns.sql, "FastDate.format(.pattern(\"yyyy-MM-dd HH:mm:ss\")) (into buffer)", reference: 0),
                    FormatRows.string(SQLPatternWriter.self, patterns.sql, "FastDate.format(.pattern(\"yyyy-MM-dd HH:mm:ss\")) (→ String)", reference: 1),
                    FormatRows.buffer(SecondWriter.self, sets.wholeSeconds,
                                      "FastDate.format(.rfc3339.fractionDigits(0)) (into buffer, same instants)", reference: nil),
                    FormatRows.foundation(patterns.sql, "DateFormatter (\"yyyy-MM-dd HH:mm:ss\")",
                                          FormatRows.dateFormatter(PatternSets.sql.text)),
                ]),
            Section(
                group: "Compile", title: "a pattern, from its text",
                referenceLabels: ["compile"],
                rows: [
                    compile("FastDate.Pattern(\"yyyy-MM-dd HH:mm:ss\")", reference: 0) { _ = try? FastDate.Pattern("yyyy-MM-dd HH:mm:ss") },
                    compile("FastDate.Pattern(\"EEE, dd MMM yyyy HH:mm:ss Z\")", reference: nil) {
                        _ = try? FastDate.Pattern("EEE, dd MMM yyyy HH:mm:ss Z")
                    },
                    compile("FastDate.Pattern(\"yyyy-MM-dd'T'HH:mm:ss.SSSSSSXXXXX\")", reference: nil) {
                        _ = try? FastDate.Pattern("yyyy-MM-dd'T'HH:mm:ss.SSSSSSXXXXX")
                    },
                    compile("DateFormatter(), en_US_POSIX, UTC, dateFormat set", reference: nil, kind: .baseline) {
                        let formatter = DateFormatter()
                        formatter.locale = posix
                        formatter.timeZone = utc
                        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
                        _ = formatter.date(from: "2024-03-05 14:30:00")  // a formatter compiles its pattern on first use
                    },
                ]),
        ]
    }

    static let posix = Locale(identifier: "en_US_POSIX")
    static let utc = TimeZone(secondsFromGMT: 0)!

    /// `work` once per unit: what it costs to build a strategy per request.
    static func compile(_ name: String, reference: Int?, kind: Row.Kind = .fastDate, _ work: @escaping () -> Void) -> Row {
        var row = Row(name: name, kind: kind, bytesPerUnit: 0, unitsPerPass: 1024) { units in
            for _ in 0..<units { work() }
            return Outcome()
        }
        row.reference = reference
        return row
    }
}

/// `yyyy-MM-dd HH:mm:ss` on UTC.
enum SQLPatternWriter: FormatWriter {
    static let format = FastDate.Format.pattern(PatternSets.sql)
    static func write(_ t: FastDate.Timestamp, into buffer: UnsafeMutableRawBufferPointer) throws(FastDate.FormatError) -> Int {
        try FastDate.format(t, as: format, into: buffer)
    }
    static func string(_ t: FastDate.Timestamp) throws(FastDate.FormatError) -> String {
        try FastDate.format(t, as: format)
    }
}
