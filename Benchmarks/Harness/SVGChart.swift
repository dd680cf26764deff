import Foundation

/// `--svg FILE`: a horizontal bar chart of median ns/op, one bar per row, grouped by
/// section, on a log axis (the rows span five orders of magnitude). Written as plain
/// SVG text so the package needs nothing to draw it.
struct SVGChart {
    let machine: Machine
    let results: [SectionResult]
    let quick: Bool

    static let width = 1320.0
    static let labelWidth = 430.0
    static let barLeft = 450.0
    static let barRight = 1050.0
    static let rowHeight = 20.0
    static let sectionGap = 34.0
    static let top = 118.0

    static let fastDateColour = "#e8590c"
    static let baselineColour = "#748ffc"
    static let floorColour = "#ced4da"

    func render() -> String {
        let medians = results.flatMap { $0.rows.compactMap { $0.measurement?.medianNs } }.filter { $0 > 0 }
        let low = floor(log10(medians.min() ?? 1))
        let high = max(low + 1, ceil(log10(medians.max() ?? 10)))
        func x(_ ns: Double) -> Double {
            Self.barLeft + (log10(max(ns, pow(10, low))) - low) / (high - low) * (Self.barRight - Self.barLeft)
        }

        var body: [String] = []
        var y = Self.top
        for result in results {
            y += Self.sectionGap
            let perObject = result.section.rows.contains { $0.opsPerUnit > 1 } ? " (time per object)" : ""
            body.append(text(10, y - 8, "\(result.section.group) · \(result.section.title)\(perObject)", size: 13, weight: "bold"))
            for row in result.rows {
                let mid = y + Self.rowHeight / 2
                body.append(text(Self.labelWidth, mid + 4, row.row.name, size: 12, anchor: "end",
                                 fill: row.row.isFastDate ? "#a63c06" : "#212529", weight: row.row.isFastDate ? "bold" : "normal",
                                 maxWidth: Self.labelWidth - 10))
                if let m = row.measurement {
                    let colour = row.row.isFastDate ? Self.fastDateColour : row.row.kind == .floor ? Self.floorColour : Self.baselineColour
                    let end = x(m.medianNs)
                    body.append("<rect x=\"\(f(Self.barLeft))\" y=\"\(f(y + 3))\" width=\"\(f(max(end - Self.barLeft, 1)))\" height=\"\(f(Self.rowHeight - 6))\" fill=\"\(colour)\"/>")
                    var label = Report.nanoseconds(m.medianNs) + " ns"
                    if let speedUp = row.speedUps.first ?? nil { label += "  (\(Report.ratio(speedUp)))" }
                    if let over = m.overFloorNs {
                        label += over > 0 ? "  · dates +\(Report.nanoseconds(over)) ns" : "  · dates ≈ 0"
                    }
                    body.append(text(end + 5, mid + 4, label, size: 11, fill: "#495057"))
                } else {
                    body.append(text(Self.barLeft + 5, mid + 4, "cannot run: \(row.row.unsupported ?? "no data")", size: 11, fill: "#868e96", italic: true))
                }
                y += Self.rowHeight
            }
        }
        let height = y + 50

        var grid: [String] = []
        var decade = low
        while decade <= high {
            let gx = x(pow(10, decade))
            grid.append("<line x1=\"\(f(gx))\" y1=\"\(f(Self.top))\" x2=\"\(f(gx))\" y2=\"\(f(height - 34))\" stroke=\"#adb5bd\" stroke-width=\"1\"/>")
            for tick in [Self.top - 6, height - 20] {
                grid.append(text(gx, tick, Self.axisLabel(decade), size: 11, anchor: "middle", fill: "#495057"))
            }
            if decade < high {
                for minor in [2.0, 5.0] {
                    let mx = x(minor * pow(10, decade))
                    grid.append("<line x1=\"\(f(mx))\" y1=\"\(f(Self.top))\" x2=\"\(f(mx))\" y2=\"\(f(height - 34))\" stroke=\"#e9ecef\" stroke-width=\"1\"/>")
                }
            }
            decade += 1
        }

        let title = "FastDate vs Foundation: median time per operation (log scale, shorter is faster)"
        let subtitle = "\(machine.date) · \(machine.description)\(quick ? " · --quick smoke run, rough numbers" : "")"
        let legend = [
            "<rect x=\"10\" y=\"62\" width=\"14\" height=\"12\" fill=\"\(Self.fastDateColour)\"/>",
            text(30, 73, "FastDate", size: 12),
            "<rect x=\"110\" y=\"62\" width=\"14\" height=\"12\" fill=\"\(Self.baselineColour)\"/>",
            text(130, 73, "Foundation / standard library", size: 12),
            "<rect x=\"330\" y=\"62\" width=\"14\" height=\"12\" fill=\"\(Self.floorColour)\"/>",
            text(350, 73, "floor (JSON without date parsing)", size: 12),
            text(10, 92, "(×N) = how many times longer than the section's first FastDate row. JSON rows: time per object.", size: 11, fill: "#495057"),
        ]
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(f(Self.width))" height="\(f(height))" viewBox="0 0 \(f(Self.width)) \(f(height))" font-family="DejaVu Sans, Helvetica, Arial, sans-serif">
            <rect width="100%" height="100%" fill="white"/>
            \(text(10, 26, title, size: 18, weight: "bold"))
            \(text(10, 48, subtitle, size: 12, fill: "#495057"))
            \(legend.joined(separator: "\n"))
            \(grid.joined(separator: "\n"))
            \(body.joined(separator: "\n"))
            </svg>

            """
    }

    static func axisLabel(_ decade: Double) -> String {
        let exponent = Int(decade)
        let units = [(9, "s"), (6, "ms"), (3, "µs"), (0, "ns")]
        let (base, unit) = units.first { exponent >= $0.0 } ?? (0, "ns")
        let value = Int(pow(10, Double(exponent - base)).rounded())
        return "\(value) \(unit)"
    }

    /// A text element. With `maxWidth`, text likely to be wider (estimated from the
    /// average glyph width of DejaVu Sans, about 0.6 em, 0.66 em in bold) is squeezed into
    /// it with `textLength`, so a long row name no longer runs off the chart's left edge.
    private func text(
        _ x: Double, _ y: Double, _ content: String, size: Int, anchor: String = "start",
        fill: String = "#212529", weight: String = "normal", italic: Bool = false, maxWidth: Double? = nil
    ) -> String {
        let em = weight == "normal" ? 0.6 : 0.66
        let estimated = Double(content.count) * Double(size) * em
        let squeeze = maxWidth.map { estimated > $0 ? " textLength=\"\(f($0))\" lengthAdjust=\"spacingAndGlyphs\"" : "" } ?? ""
        return "<text x=\"\(f(x))\" y=\"\(f(y))\" font-size=\"\(size)\" text-anchor=\"\(anchor)\" fill=\"\(fill)\""
            + (weight == "normal" ? "" : " font-weight=\"\(weight)\"")
            + (italic ? " font-style=\"italic\"" : "")
            + squeeze
            + ">\(Self.escape(content))</text>"
    }

    private func f(_ value: Double) -> String { String(format: "%.1f", value) }

    static func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
