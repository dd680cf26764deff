import AllocationCounter

/// What one timed call hands back. The harness consumes it, so the optimizer has to do
/// the work that produced it.
struct Outcome {
    var sink: Double = 0
    /// Operations that threw or returned nil.
    var failures = 0
}

/// Something a row found out about itself by checking its results once, outside the
/// timed loops.
struct Audit {
    /// Shown next to the row ("rejects 12%", "keeps milliseconds only").
    var note: String?
    /// Set when a FastDate row got something wrong; the run then exits non-zero.
    var problem: String?
}

/// One benchmarked operation.
struct Row {
    enum Kind {
        case fastDate
        case baseline
        /// A lower bound for the section, such as decoding the JSON without the dates.
        case floor
    }

    let name: String
    let kind: Kind
    /// Index into the section's reference labels when speed-ups are measured against
    /// this row.
    var reference: Int? = nil
    /// FastDate rows that promise zero allocation; the run fails if they allocate.
    var mustNotAllocate = false
    /// Operations one unit stands for: 1 for a date, the object count for a document.
    var opsPerUnit = 1
    /// Input bytes per unit, for MB/s.
    var bytesPerUnit: Double
    /// Units that cover the data once: the set size for dates, 1 for a document.
    var unitsPerPass: Int
    /// Set when the row cannot run at all (the reason is shown instead of numbers).
    var unsupported: String? = nil
    /// Runs `units` units of work, continuing where the previous call stopped.
    var body: (Int) -> Outcome
    var audit: (() -> Audit)? = nil

    var isFastDate: Bool { kind == .fastDate }

    static func unsupported(_ name: String, because reason: String) -> Row {
        Row(name: name, kind: .baseline, bytesPerUnit: 0, unitsPerPass: 0, unsupported: reason, body: { _ in Outcome() })
    }
}

/// Rows that belong together; speed-ups are only ever computed inside a section.
struct Section {
    let group: String
    let title: String
    /// What each speed-up column divides by, e.g. ["bytes", "String"].
    let referenceLabels: [String]
    var rows: [Row]
}

/// How long to spend; `--quick` shrinks everything.
struct Budget {
    var warmUp: Duration
    var sampleTarget: Duration
    var samples: Int
    /// Documents take ~0.1–1 s per unit, so they get fewer samples.
    var documentSamples: Int

    static let full = Budget(warmUp: .milliseconds(150), sampleTarget: .milliseconds(10), samples: 25, documentSamples: 25)
    static let quick = Budget(warmUp: .zero, sampleTarget: .milliseconds(1), samples: 3, documentSamples: 2)
}

/// The numbers for one row.
struct Measurement {
    var medianNs: Double
    var p90Ns: Double
    var allocationsPerOp: Double
    /// Failed operations in the checked pass, and the operations in it.
    var failures: Int
    var passOperations: Int
    var samples: Int
    /// In a section with a floor row: the median, over the rounds, of this row's time minus
    /// the floor's in the same round. Rounds are taken row after row within a second or
    /// two, so a drift of the machine's speed moves both and cancels here, where the
    /// difference of two medians keeps it (JSON rows, at 2–3 µs an object, swung by ±300 ns
    /// between runs that way).
    var overFloorNs: Double?

    var failureRate: Double { Double(failures) / Double(passOperations) }

    var opsPerSecond: Double { 1e9 / medianNs }
}

struct RowResult {
    let row: Row
    let measurement: Measurement?
    let audit: Audit
    /// Baseline median divided by each reference row's median.
    var speedUps: [Double?] = []
}

struct SectionResult {
    let section: Section
    var rows: [RowResult]
}

/// Measures sections. Samples are taken round-robin across a section's rows, so a
/// neighbour's build that slows the machine for a second slows every row alike and the
/// ratios stay honest even when absolute times drift.
struct Harness {
    let budget: Budget
    let clock = ContinuousClock()
    /// Everything the rows returned, summed so no result is dead.
    private(set) var consumed = 0.0

    init(budget: Budget) { self.budget = budget }

    /// Where a section's measurement has got to, for the progress display.
    enum Stage {
        /// Warming up and sizing the batch of row `row` (0-based).
        case preparing(row: Int)
        /// Taking round `round` (0-based) of `rounds` of samples across every row.
        case sampling(round: Int, rounds: Int)
    }

    mutating func run(_ section: Section, progress: (Stage) -> Void) -> SectionResult {
        var states: [RowState?] = []
        for (index, row) in section.rows.enumerated() {
            guard row.unsupported == nil else { states.append(nil); continue }
            progress(.preparing(row: index))
            states.append(prepare(row))
        }
        let sampleCount = section.rows.contains { $0.opsPerUnit > 1 } ? budget.documentSamples : budget.samples
        for round in 0..<sampleCount {
            progress(.sampling(round: round, rounds: sampleCount))
            for i in states.indices where states[i] != nil {
                let batch = states[i]!.batch
                let elapsed = time(section.rows[i], units: batch)
                states[i]!.nsPerOp.append(elapsed / Double(batch * section.rows[i].opsPerUnit))
            }
        }

        let floorSamples = section.rows.indices.first { section.rows[$0].kind == .floor }.flatMap { states[$0]?.nsPerOp }
        var results: [RowResult] = []
        for (row, state) in zip(section.rows, states) {
            let audit = row.audit?() ?? Audit()
            guard let state else {
                results.append(RowResult(row: row, measurement: nil, audit: audit))
                continue
            }
            let sorted = state.nsPerOp.sorted()
            var measurement = Measurement(
                medianNs: Self.percentile(sorted, 0.5), p90Ns: Self.percentile(sorted, 0.9),
                allocationsPerOp: state.allocationsPerOp, failures: state.failures,
                passOperations: state.passOperations, samples: sorted.count)
            if let floorSamples, row.kind != .floor {
                measurement.overFloorNs = Self.percentile(zip(state.nsPerOp, floorSamples).map { $0 - $1 }.sorted(), 0.5)
            }
            results.append(RowResult(row: row, measurement: measurement, audit: audit))
        }
        for i in results.indices {
            results[i].speedUps = section.referenceLabels.indices.map { slot in
                guard results[i].row.kind == .baseline, let mine = results[i].measurement?.medianNs,
                    let reference = results.first(where: { $0.row.reference == slot })?.measurement?.medianNs
                else { return nil }
                return mine / reference
            }
        }
        return SectionResult(section: section, rows: results)
    }

    private struct RowState {
        var batch: Int
        var allocationsPerOp: Double
        var failures: Int
        var passOperations: Int
        var nsPerOp: [Double] = []
    }

    /// Warms the row up, sizes its batch to the sample target, then runs one full pass
    /// over its data counting allocations and failures.
    private mutating func prepare(_ row: Row) -> RowState {
        let target = Self.nanoseconds(budget.sampleTarget)
        var batch = 1
        var spent = 0.0
        var last = time(row, units: batch)
        spent += last
        while last < target {
            batch *= last < target / 16 ? 16 : 2
            last = time(row, units: batch)
            spent += last
        }
        // A document call is itself longer than the warm-up budget; one is enough.
        while spent < Self.nanoseconds(budget.warmUp) && row.opsPerUnit == 1 {
            spent += time(row, units: batch)
        }
        let perUnit = last / Double(batch)
        batch = max(1, Int((target / perUnit).rounded()))

        let before = fastdate_thread_allocations()
        let outcome = row.body(row.unitsPerPass)
        let allocations = fastdate_thread_allocations() - before
        consume(outcome)
        let ops = Double(row.unitsPerPass * row.opsPerUnit)
        return RowState(
            batch: batch,
            allocationsPerOp: Double(allocations) / ops,
            failures: outcome.failures, passOperations: row.unitsPerPass)
    }

    private mutating func time(_ row: Row, units: Int) -> Double {
        let start = clock.now
        let outcome = row.body(units)
        let elapsed = clock.now - start
        consume(outcome)
        return Self.nanoseconds(elapsed)
    }

    private mutating func consume(_ outcome: Outcome) {
        consumed += outcome.sink + Double(outcome.failures)
    }

    static func nanoseconds(_ d: Duration) -> Double {
        Double(d.components.seconds) * 1e9 + Double(d.components.attoseconds) / 1e9
    }

    /// Nearest-rank percentile of sorted values.
    static func percentile(_ sorted: [Double], _ p: Double) -> Double {
        guard !sorted.isEmpty else { return .nan }
        let rank = Int((p * Double(sorted.count)).rounded(.up))
        return sorted[min(max(rank, 1), sorted.count) - 1]
    }
}
