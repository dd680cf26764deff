import AllocationCounter
import CReference
import Foundation

/// The whole run. It lives outside main.swift on purpose: top-level code there is
/// MainActor-isolated, and the timed loops must not pay actor checks on every access.
enum Bench {
    static func main(_ arguments: [String]) -> Int32 {
        let options: Options
        do {
            options = try Options.parse(arguments.dropFirst())
        } catch {
            switch error {
            case .help:
                print(Options.usage)
                return 0
            case .usage(let message):
                FileHandle.standardError.write(Data("fastdate-bench: \(message)\n\n\(Options.usage)\n".utf8))
                return 2
            }
        }

        if options.peerDataPath != nil || options.peerPath != nil {
            guard let shape = PeerRun.Shape(rawValue: options.peerShape) else {
                FileHandle.standardError.write(Data("fastdate-bench: unknown --peer-shape \(options.peerShape)\n".utf8))
                return 2
            }
            if let path = options.peerDataPath { return PeerRun.writeData(to: path, shape: shape) }
            if let path = options.peerPath { return PeerRun.run(path, shape: shape) }
        }

        cref_keep_freed_heap()  // steadier JSON samples; see CReference/HeapSettings.c
        let sets = DataSets()
        let objects = options.quick ? 2_000 : 10_000
        let sections = select(
            ParseRows.sections(sets) + EpochRows.sections(sets) + FormatRows.sections(sets)
                + InternetDateRows.sections(sets) + WireDialectRows.sections() + PatternRows.sections(sets) + DurationRows.sections(sets)
                + JSONRows.sections(sets, objects: objects) + KeyRows.sections()
                + LocalTimeRows.sections(objects: objects) + TimeZoneRows.sections() + CivilRows.sections() + ArithmeticRows.sections() + ColumnRows.sections(sets, quick: options.quick) + RecordRows.sections(sets, quick: options.quick),
            options.filters)

        if options.list {
            for section in sections {
                print("\(section.group) · \(section.title)")
                for row in section.rows { print("    \(row.name)") }
            }
            return 0
        }
        guard !sections.isEmpty else {
            FileHandle.standardError.write(Data("fastdate-bench: no row matches \(options.filters)\n".utf8))
            return 2
        }

        let machine = Machine.current()
        print(Report.header(machine, quick: options.quick))
        let counting = fastdate_allocation_counting_available() != 0
        if !counting {
            print("(the allocation counter is not active in this build, so allocs/op reads 0 and is not checked)")
        }

        var harness = Harness(budget: options.quick ? .quick : .full)
        var progress = Progress(sections: sections.count, live: isatty(STDERR_FILENO) != 0)
        let started = ContinuousClock.now
        var results: [SectionResult] = []
        for (index, section) in sections.enumerated() {
            let result = harness.run(section) { stage in progress.show(stage, in: section, number: index) }
            progress.finish()
            print(Report.section(result))
            fflush(nil)
            results.append(result)
        }
        let elapsed = ContinuousClock.now - started

        let problems = problems(in: results, counting: counting)
        print(Report.summary(results, problems: problems, countingAllocations: counting))
        print("  Measured \(sections.count) sections in \(Report.minutesAndSeconds(elapsed)).")

        var status: Int32 = problems.isEmpty ? 0 : 1
        if let path = options.jsonPath {
            do {
                try JSONReport(machine: machine, quick: options.quick, allocationCounting: counting, results: results, problems: problems).write(to: path)
                print("  JSON written to \(path)")
            } catch {
                print("  could not write \(path): \(error)")
                status = 1
            }
        }
        if let path = options.svgPath {
            do {
                try SVGChart(machine: machine, results: results, quick: options.quick).render()
                    .write(toFile: path, atomically: true, encoding: .utf8)
                print("  SVG chart written to \(path)")
            } catch {
                print("  could not write \(path): \(error)")
                status = 1
            }
        }
        // Keeps every result alive to the end; also reads as a sanity line.
        if harness.consumed.isNaN { print("  (a row produced NaN)") }
        return status
    }

    /// Keeps the rows whose "group · section · row" contains any filter.
    static func select(_ sections: [Section], _ filters: [String]) -> [Section] {
        guard !filters.isEmpty else { return sections }
        return sections.compactMap { section in
            var kept = section
            kept.rows = section.rows.filter { row in
                let path = "\(section.group) · \(section.title) · \(row.name)"
                return filters.contains { path.range(of: $0, options: .caseInsensitive) != nil }
            }
            return kept.rows.isEmpty ? nil : kept
        }
    }

    /// What makes the run exit non-zero: a FastDate row that could not read or write its
    /// data exactly, or a zero-allocation row that allocated. Baselines may fail; that is
    /// reported, not fatal.
    static func problems(in results: [SectionResult], counting: Bool) -> [String] {
        var problems: [String] = []
        for section in results {
            for row in section.rows where row.row.isFastDate {
                let name = "\(section.section.title) · \(row.row.name)"
                if let problem = row.audit.problem { problems.append("\(name): \(problem)") }
                guard let m = row.measurement else {
                    problems.append("\(name): did not run (\(row.row.unsupported ?? "?"))")
                    continue
                }
                if m.failures > 0 {
                    problems.append("\(name): failed on \(m.failures) of \(m.passOperations) inputs")
                }
                if counting && row.row.mustNotAllocate && m.allocationsPerOp > 0 {
                    problems.append("\(name): allocated \(Report.allocations(m.allocationsPerOp)) times per operation")
                }
            }
        }
        return problems
    }
}
