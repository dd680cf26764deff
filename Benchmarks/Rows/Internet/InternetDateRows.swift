import FastDate
import Foundation

/// The Internet message date sections (`Spec/internet/internet-dates.md`): HTTP-date and RFC 5322,
/// read and written, against the `DateFormatter` apps use for them today. Each FastDate
/// section also times FastDate's own ISO path on the same instants, the ratio the issue
/// sets its goals by.
enum InternetDateRows {
    static func sections(_ sets: DataSets) -> [Section] {
        let http = sets.httpDates
        let mail = sets.rfc5322Dates
        let zoned = sets.rfc9557Dates
        return [
            Section(
                group: "Parse", title: "\(http.title) — \(http.example)",
                referenceLabels: ["bytes", "String"],
                rows: [
                    FastDateParseRows.bytes(http, as: .httpDate, label: "FastDate.parse (bytes, .httpDate)", reference: 0),
                    FastDateParseRows.string(http, as: .httpDate, label: "FastDate.parse (String, .httpDate)", reference: 1),
                    FastDateParseRows.bytes(sets.wholeSeconds, as: .rfc3339, label: "FastDate.parse (bytes, .rfc3339, same instants)", reference: nil),
                    FastDateParseRows.bytes(http.sample, as: .httpDate,
                                            label: "FastDate.parse (bytes, .httpDate), a repeating cycle of 4,096 (a predictor learns it)",
                                            reference: nil),
                    dateFormatterParse(http, "EEE, dd MMM yyyy HH:mm:ss zzz"),
                    .unsupported("Date.HTTPFormatStyle", because: "not in this toolchain's Foundation (Apple OS 26 only)"),
                ]),
            Section(
                group: "Parse", title: "\(mail.title) — \(mail.example)",
                referenceLabels: ["bytes", "String"],
                rows: [
                    FastDateParseRows.bytes(mail, as: .rfc5322, label: "FastDate.parse (bytes, .rfc5322)", reference: 0),
                    FastDateParseRows.string(mail, as: .rfc5322, label: "FastDate.parse (String, .rfc5322)", reference: 1),
                    FastDateParseRows.bytes(sets.offsets, as: .rfc3339, label: "FastDate.parse (bytes, .rfc3339, same instants)", reference: nil),
                    dateFormatterParse(mail, "EEE, dd MMM yyyy HH:mm:ss Z"),
                ]),
            Section(
                group: "Parse", title: "\(zoned.title) — \(zoned.example)",
                referenceLabels: ["bytes", "String"],
                rows: [
                    FastDateParseRows.bytes(zoned, as: .rfc9557, label: "FastDate.parse (bytes, .rfc9557)", reference: 0),
                    FastDateParseRows.string(zoned, as: .rfc9557, label: "FastDate.parse (String, .rfc9557)", reference: 1),
                    FastDateParseRows.bytes(sets.offsets, as: .iso8601, label: "FastDate.parse (bytes, .iso8601, without the suffix)", reference: nil),
                    .unsupported("Foundation", because: "no RFC 9557 reader: ISO8601FormatStyle and DateFormatter refuse the suffix"),
                ]),
            Section(
                group: "Format", title: "HTTP-date and RFC 5322 — \(http.example)",
                referenceLabels: ["buffer", "String"],
                rows: [
                    FormatRows.buffer(HTTPDateWriter.self, http, "FastDate.format(.httpDate) (into buffer)", reference: 0),
                    FormatRows.string(HTTPDateWriter.self, http, "FastDate.format(.httpDate) (→ String)", reference: 1),
                    FormatRows.buffer(JavaScriptWriter.self, sets.jsMilliseconds, "FastDate.format(.javaScript) (into buffer, for comparison)", reference: nil),
                    FormatRows.buffer(RFC5322Writer.self, mail, "FastDate.format(.rfc5322) (into buffer)", reference: nil),
                    FormatRows.string(RFC5322Writer.self, mail, "FastDate.format(.rfc5322) (→ String)", reference: nil),
                    FormatRows.foundation(http, "DateFormatter (\"EEE, dd MMM yyyy HH:mm:ss zzz\")",
                                          FormatRows.dateFormatter("EEE, dd MMM yyyy HH:mm:ss zzz")),
                    .unsupported("Date.HTTPFormatStyle", because: "not in this toolchain's Foundation (Apple OS 26 only)"),
                ]),
        ]
    }

    /// The fixed-format `DateFormatter` an app uses for these dates (`en_US_POSIX`, GMT).
    static func dateFormatterParse(_ set: DateSet, _ format: String) -> Row {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        formatter.dateFormat = format
        return FoundationRow.parse(set, "DateFormatter (\"\(format)\")") { formatter.date(from: $0)?.timeIntervalSince1970 }
    }
}
