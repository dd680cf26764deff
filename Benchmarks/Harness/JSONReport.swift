import Foundation

/// `--json FILE`: the same numbers as the table, for scripts that track them over time.
struct JSONReport: Encodable {
    struct RowEntry: Encodable {
        var name: String
        var kind: String
        var medianNsPerOp: Double?
        var p90NsPerOp: Double?
        var opsPerSecond: Double?
        var megabytesPerSecond: Double?
        var allocationsPerOp: Double?
        var failureRate: Double?
        var samples: Int?
        /// Median of per-round differences from the section's floor row (see `Measurement`).
        var overFloorNsPerOp: Double?
        /// Keyed by reference label: this row's median ÷ that FastDate row's median.
        var speedUps: [String: Double]
        var note: String?
        var unsupported: String?
        var problem: String?
    }

    struct SectionEntry: Encodable {
        var group: String
        var title: String
        var rows: [RowEntry]
    }

    var machine: Machine
    var quick: Bool
    /// False where the allocation counter cannot interpose malloc: allocationsPerOp is
    /// then 0 because nothing was counted.
    var allocationCounting: Bool
    var sections: [SectionEntry]
    var problems: [String]

    init(machine: Machine, quick: Bool, allocationCounting: Bool, results: [SectionResult], problems: [String]) {
        self.machine = machine
        self.quick = quick
        self.allocationCounting = allocationCounting
        self.problems = problems
        sections = results.map { result in
            SectionEntry(group: result.section.group, title: result.section.title, rows: result.rows.map { row in
                let m = row.measurement
                var speedUps: [String: Double] = [:]
                for (label, value) in zip(result.section.referenceLabels, row.speedUps) where value != nil {
                    speedUps[label] = value
                }
                return RowEntry(
                    name: row.row.name, kind: "\(row.row.kind)",
                    medianNsPerOp: m?.medianNs, p90NsPerOp: m?.p90Ns, opsPerSecond: m?.opsPerSecond,
                    megabytesPerSecond: m.map { row.row.bytesPerUnit / Double(row.row.opsPerUnit) * $0.opsPerSecond / 1e6 },
                    allocationsPerOp: m?.allocationsPerOp, failureRate: m?.failureRate, samples: m?.samples,
                    overFloorNsPerOp: m?.overFloorNs, speedUps: speedUps, note: row.audit.note, unsupported: row.row.unsupported, problem: row.audit.problem)
            })
        }
    }

    func write(to path: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try encoder.encode(self).write(to: URL(fileURLWithPath: path))
    }
}
