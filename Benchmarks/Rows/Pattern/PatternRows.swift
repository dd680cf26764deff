import FastDate
import Foundation

/// Fixed patterns (`Spec/patterns/patterns.md`): read, written and compiled, each beside the
/// FastDate format its goal is measured against on the same text or instants, and beside
/// `DateFormatter` with the same `dateFormat` (`en_US_POSIX`, UTC).
enum PatternRows {
    static func sections(_ sets: DataSets) -> [Section] {
        let patterns = PatternSets(sets)
        return [
            Section(
                group: "Parse", title: "pattern \(patterns.sql.title) — \(patterns.sql.example)",
                referenceLabels: ["bytes", "String"],
                rows: [
                    FastDateParseRows.bytes(patterns.sql, as: .pattern(PatternSets.sql),
                                            label: "FastDate.parse (bytes, .pattern(\"yyyy-MM-dd HH:mm:ss\"))", reference: 0),
                    FastDateParseRows.string(patterns.sql, as: .pattern(PatternSets.sql),
                                             label: "FastDate.parse (String, .pattern(\"yyyy-MM-dd HH:mm:ss\"))", reference: 1),
                    FastDateParseRows.bytes(patterns.sql, as: .iso8601.assumingUTCOffset(0),
                                            label: "FastDate.parse (bytes, .iso8601.assumingUTCOffset(0), the same text as a local date-time)",
                                            reference: nil),
                    InternetDateRows.dateFormatterParse(patterns.sql, PatternSets.sql.text),
                ]),
            Section(
                group: "Parse", title: "pattern \(patterns.feed.title) — \(patterns.feed.example)",
                referenceLabels: ["bytes", "String"],
                rows: [
                    FastDateParseRows.bytes(patterns.feed, as: .pattern(PatternSets.feed),
                                            label: "FastDate.parse (bytes, .pattern(\"EEE, dd MMM yyyy HH:mm:ss Z\"))", reference: 0),
                    FastDateParseRows.string(patterns.feed, as: .pattern(PatternSets.feed),
                                             label: "FastDate.parse (String, .pattern(\"EEE, dd MMM yyyy HH:mm:ss Z\"))", reference: 1),
                    FastDateParseRows.bytes(patterns.feed, as: .rfc5322, label: "FastDate.parse (bytes, .rfc5322, the same text)", reference: nil),
                    InternetDateRows.dateFormatterParse(patterns.feed, PatternSets.feed.text),
                ]),
            Section(
                group: "Parse", title: "patterns AWS and US — \(patterns.aws.example), \(patterns.usDate.example)",
                referenceLabels: ["bytes", "String"],
                rows: [
                    FastDateParseRows.bytes(patterns.aws, as: .pattern(PatternSets.aws),
                                            label: "FastDate.parse (bytes, .pattern(\"yyyyMMdd'T'HHmmss'Z'\"))", reference: 0),
                    FastDateParseRows.string(patterns.aws, as: .pattern(PatternSets.aws),
                                             label: "FastDate.parse (String, .pattern(\"yyyyMMdd'T'HHmmss'Z'\"))", reference: 1),
                    FastDateParseRows.bytes(patterns.aws, as: .iso8601Basic, label: "FastDate.parse (bytes, .iso8601Basic, the same text)", reference: nil),
                    InternetDateRows.dateFormatterParse(patterns.aws, PatternSets.aws.text),
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
enum SQLPatternWriter: TimestampWriter {
    static let format = FastDate.Format.pattern(PatternSets.sql)
    static func write(_ t: FastDate.Timestamp, into buffer: UnsafeMutableRawBufferPointer) throws(FastDate.FormatError) -> Int {
        try FastDate.format(t, as: format, into: buffer)
    }
    static func string(_ t: FastDate.Timestamp) throws(FastDate.FormatError) -> String {
        try FastDate.format(t, as: format)
    }
}
