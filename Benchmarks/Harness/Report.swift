import Foundation

/// The table on stdout, and the number formatting shared by every output.
enum Report {
    static let nameWidth = 56

    static func header(_ machine: Machine, quick: Bool) -> String {
        """
        FastDate benchmark — \(machine.date)
        \(machine.description)
        \(quick ? "--quick: tiny samples, a smoke run; do not quote these numbers.\n" : "")\
        ns/op is the median (and 90th percentile) of timed batches; allocs/op counts heap allocations
        over one pass of the data. "× faster" is that row's median ÷ the FastDate row named in the
        column, measured in this run. JSON rows count one op per object.
        """
    }

    static func section(_ result: SectionResult) -> String {
        let labels = result.section.referenceLabels
        let referenceOverFloor = result.rows.first { $0.row.reference == 0 }?.measurement?.overFloorNs
        var lines = ["", "\(result.section.group) · \(result.section.title)"]
        // Wide enough for this section's longest label, so no label pushes its numbers
        // out of their columns.
        let nameWidth = max(Self.nameWidth, (result.rows.map { $0.row.name.count }.max() ?? 0) + 3)
        var head = pad("", nameWidth) + leftPad("median", 11) + leftPad("p90", 10) + leftPad("ops/s", 9)
            + leftPad("MB/s", 9) + leftPad("allocs", 8)
        var units = pad("", nameWidth) + leftPad("ns/op", 11) + leftPad("ns/op", 10) + leftPad("", 9)
            + leftPad("", 9) + leftPad("/op", 8)
        for label in labels {
            head += leftPad("× faster", 11)
            units += leftPad("than \(label)", 11)
        }
        lines.append(head)
        lines.append(units)
        for row in result.rows {
            var line = pad((row.row.isFastDate ? "▸ " : "  ") + row.row.name, nameWidth)
            var notes: [String] = []
            if let m = row.measurement {
                line += leftPad(nanoseconds(m.medianNs), 11) + leftPad(nanoseconds(m.p90Ns), 10)
                line += leftPad(rate(m.opsPerSecond), 9)
                line += leftPad(decimal(row.row.bytesPerUnit / Double(row.row.opsPerUnit) * m.opsPerSecond / 1e6), 9)
                line += leftPad(allocations(m.allocationsPerOp), 8)
                for speedUp in row.speedUps {
                    line += leftPad(speedUp.map(ratio) ?? "", 11)
                }
                if let over = m.overFloorNs {
                    // Below the floor is noise (or a cheaper path, such as Int64 instead of Double).
                    var note = over <= 0
                        ? "dates cost ≈ nothing over the floor"
                        : "dates cost \(nanoseconds(over)) ns/object over the floor"
                    if row.row.kind == .baseline, let referenceOverFloor, referenceOverFloor > 0, over > 0 {
                        note += " (\(ratio(over / referenceOverFloor)) FastDate's)"
                    }
                    notes.append(note)
                }
            } else {
                line += leftPad("—", 11)
            }
            if let reason = row.row.unsupported { notes.append("cannot run: \(reason)") }
            if let note = row.audit.note { notes.append(note) }
            if let problem = row.audit.problem { notes.append("PROBLEM: \(problem)") }
            if !notes.isEmpty { line += "   " + notes.joined(separator: "; ") }
            lines.append(line.trimmingTrailingSpaces())
        }
        return lines.joined(separator: "\n")
    }

    /// The two numbers a newcomer asks for first, then what went wrong, if anything.
    static func summary(_ results: [SectionResult], problems: [String], countingAllocations: Bool) -> String {
        var lines = ["", "Summary: FastDate.parse from bytes (and from String) against each way Foundation parses"]
        let parse = results.filter { $0.section.group == "Parse" }
        for baseline in ["Date.ISO8601FormatStyle", "ISO8601DateFormatter", "DateFormatter"] {
            let rows = parse.compactMap { section in section.rows.first { $0.row.name.hasPrefix(baseline) } }
            let bytes = rows.compactMap { $0.speedUps.first ?? nil }
            let strings = rows.compactMap { $0.speedUps.dropFirst().first ?? nil }
            guard let first = bytes.first else { continue }
            var line = "  vs \(pad(baseline + ":", 25)) \(leftPad(ratio(first), 7))"
            if let firstString = strings.first { line += " (String \(ratio(firstString)))" }
            line += " on \(parse[0].section.title.prefix { $0 != "," })"
            if bytes.count > 1 {
                line += "; geometric mean over \(bytes.count) data sets \(ratio(geometricMean(bytes)))"
                if strings.count == bytes.count { line += " (String \(ratio(geometricMean(strings))))" }
            }
            lines.append(line)
        }
        if problems.isEmpty {
            lines.append("  Checks passed: every FastDate row read or wrote its data exactly"
                + (countingAllocations
                    ? ", and the zero-allocation rows allocated nothing."
                    : "; allocations were NOT checked (the allocation counter is not active in this build)."))
        } else {
            lines.append("  CHECKS FAILED:")
            lines += problems.map { "    - \($0)" }
        }
        return lines.joined(separator: "\n")
    }

    // MARK: Number formatting

    static func nanoseconds(_ ns: Double) -> String {
        if ns.magnitude < 10 { return String(format: "%.2f", ns) }
        if ns.magnitude < 100 { return String(format: "%.1f", ns) }
        return grouped(Int(ns.rounded()))
    }

    static func rate(_ perSecond: Double) -> String {
        if perSecond >= 1e9 { return String(format: "%.2fG", perSecond / 1e9) }
        if perSecond >= 1e6 { return String(format: "%.1fM", perSecond / 1e6) }
        if perSecond >= 1e3 { return String(format: "%.1fk", perSecond / 1e3) }
        return String(format: "%.0f", perSecond)
    }

    static func decimal(_ value: Double) -> String {
        value >= 100 ? grouped(Int(value.rounded())) : String(format: value >= 10 ? "%.1f" : "%.2f", value)
    }

    static func allocations(_ perOp: Double) -> String {
        if perOp == 0 { return "0" }
        return perOp >= 10 || perOp == perOp.rounded() ? String(format: "%.0f", perOp) : String(format: "%.2f", perOp)
    }

    static func ratio(_ value: Double) -> String {
        if value >= 100 { return "\(grouped(Int(value.rounded())))×" }
        return String(format: value >= 10 ? "%.0f×" : "%.1f×", value)
    }

    /// Three significant digits, never in exponent form ("999 µs", "1.00 ms").
    static func duration(_ seconds: Double) -> String {
        let (value, unit): (Double, String) =
            seconds >= 1 ? (seconds, "s") : seconds >= 1e-3 ? (seconds * 1e3, "ms")
            : seconds >= 1e-6 ? (seconds * 1e6, "µs") : (seconds * 1e9, "ns")
        let rounded = value >= 99.95 ? String(format: "%.0f", value) : String(format: value >= 9.995 ? "%.1f" : "%.2f", value)
        return "\(rounded) \(unit)"
    }

    /// "4 min 2 s", or "12 s" under a minute.
    static func minutesAndSeconds(_ duration: Duration) -> String {
        let seconds = Int(duration.components.seconds)
        return seconds < 60 ? "\(seconds) s" : "\(seconds / 60) min \(seconds % 60) s"
    }

    static func bytes(_ count: Double) -> String {
        if count >= 1e6 { return String(format: "%.1f MB", count / 1e6) }
        if count >= 1e3 { return String(format: "%.1f kB", count / 1e3) }
        return "\(Int(count)) B"
    }

    static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var out = ""
        for (i, c) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out += "," }
            out.append(c)
        }
        return value < 0 ? "-" + out : out
    }

    static func geometricMean(_ values: [Double]) -> Double {
        exp(values.reduce(0) { $0 + log($1) } / Double(values.count))
    }

    static func pad(_ s: String, _ width: Int) -> String {
        s.count >= width ? s + " " : s + String(repeating: " ", count: width - s.count)
    }

    static func leftPad(_ s: String, _ width: Int) -> String {
        s.count >= width ? " " + s : String(repeating: " ", count: width - s.count) + s
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var s = self
        while s.last == " " { s.removeLast() }
        return s
    }
}
