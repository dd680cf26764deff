import FastDate
import Foundation

/// The "Parse" sections: one per date-time data set, FastDate against the three ways
/// Foundation parses ISO 8601 text.
enum ParseRows {
    static func sections(_ sets: DataSets) -> [Section] {
        sets.dateTimeSets.map { set in
            var rows = [
                FastDateParseRows.bytes(set, label: "FastDate.parse (bytes)", reference: 0),
                FastDateParseRows.string(set, label: "FastDate.parse (String)", reference: 1),
                FastDateParseRows.timestamp(set, label: "FastDate.parseTimestamp (bytes, exact)"),
            ]
            if let storage = FastDateParseRows.stringStorage(set, label: "FastDate.parse (bytes inside the same Strings)") {
                rows.append(storage)
            }
            if set === sets.jsMilliseconds {
                rows.append(FastDateParseRows.substring(set, label: "FastDate.parse (Substring of a longer String)"))
                rows.append(CReferenceRows.parseJavaScript(set))
                rows.append(FastDateParseRows.stringCallFloor(set))
            }
            rows += [isoFormatterRow(set), dateFormatterRow(set), formatStyleRow(set)]
            return Section(
                group: "Parse",
                title: "\(set.title) — \(set.example)",
                referenceLabels: ["bytes", "String"],
                rows: rows)
        }
    }

    static func isoFormatterRow(_ set: DateSet) -> Row {
        let plain = ISO8601DateFormatter()
        let fractional = ISO8601DateFormatter()
        fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        switch set.fraction {
        case .none:
            return FoundationRow.parse(set, "ISO8601DateFormatter") { plain.date(from: $0)?.timeIntervalSince1970 }
        case .digits:
            return FoundationRow.parse(set, "ISO8601DateFormatter (.withFractionalSeconds)") {
                fractional.date(from: $0)?.timeIntervalSince1970
            }
        case .mixed:
            // What apps do when a field sometimes has a fraction: try one, then the other.
            return FoundationRow.parse(set, "ISO8601DateFormatter (fractional, then plain)") {
                (fractional.date(from: $0) ?? plain.date(from: $0))?.timeIntervalSince1970
            }
        }
    }

    /// The fixed-format `DateFormatter` from Apple's QA1480, with as many `S` as the data
    /// has fraction digits (the mixed set gets the classic `.SSS` and shows what happens).
    static func dateFormatterRow(_ set: DateSet) -> Row {
        let fraction: String
        switch set.fraction {
        case .none: fraction = ""
        case .digits(let n): fraction = "." + String(repeating: "S", count: n)
        case .mixed: fraction = ".SSS"
        }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss\(fraction)XXXXX"
        return FoundationRow.parse(set, "DateFormatter (\"ss\(fraction)XXXXX\")") {
            formatter.date(from: $0)?.timeIntervalSince1970
        }
    }

    static func formatStyleRow(_ set: DateSet) -> Row {
        let fractional = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
        switch set.fraction {
        case .none:
            return FoundationRow.parse(set, "Date.ISO8601FormatStyle (Date(_:strategy: .iso8601))") {
                (try? Date($0, strategy: .iso8601))?.timeIntervalSince1970
            }
        case .digits:
            return FoundationRow.parse(set, "Date.ISO8601FormatStyle (fractional)") {
                (try? Date($0, strategy: fractional))?.timeIntervalSince1970
            }
        case .mixed:
            return FoundationRow.parse(set, "Date.ISO8601FormatStyle (fractional, then plain)") {
                ((try? Date($0, strategy: fractional)) ?? (try? Date($0, strategy: .iso8601)))?.timeIntervalSince1970
            }
        }
    }
}
