import FastDate

/// The epoch-number sections: FastDate against the standard library's number parsers,
/// which is what code reading `1616112000` from a string uses today.
enum EpochRows {
    static func sections(_ sets: DataSets) -> [Section] {
        sets.epochSets.map { set in
            let unit = set.epochUnit!
            let unitName = unit == .seconds ? ".seconds" : ".milliseconds"
            var rows = [
                FastDateParseRows.bytes(set, as: .epoch(unit), label: "FastDate.parse (bytes, .epoch(\(unitName)))", reference: 0),
                FastDateParseRows.string(set, as: .epoch(unit), label: "FastDate.parse (String, .epoch(\(unitName)))", reference: 1),
            ]
            if unit == .seconds {
                // The default profile tells numbers from dates by itself.
                rows.append(FastDateParseRows.string(set, label: "FastDate.parse (String, .iso8601 detects numbers)", reference: nil))
                rows.append(FoundationRow.parse(set, "Double(String)", sampled: false) { Double($0) })
                if case .none = set.fraction {
                    rows.append(FoundationRow.parse(set, "Int64(String)", sampled: false) { Int64($0).map(Double.init) })
                }
            } else {
                rows.append(CReferenceRows.parseEpochMilliseconds(set))
                rows.append(FoundationRow.parse(set, "Double(String) / 1000", sampled: false) { Double($0).map { $0 / 1000 } })
                rows.append(FoundationRow.parse(set, "Int64(String), then / 1000", sampled: false) { Int64($0).map { Double($0) / 1000 } })
            }
            return Section(
                group: "Parse epoch", title: "\(set.title) — \(set.example)",
                referenceLabels: ["bytes", "String"], rows: rows)
        }
    }
}
