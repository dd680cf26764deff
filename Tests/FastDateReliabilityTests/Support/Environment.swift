import FastDateTestSupport
import Foundation

/// Sizes of the randomized tests. The defaults follow `TestLength`: short for the README's
/// `swift test`, long in CI's test step (`FASTDATE_LONG_TESTS=1`); each variable below sets
/// its size outright, as the scripts in `Scripts/` do (`Scripts/differential.sh` builds in
/// release).
enum TestEnvironment {
    /// Random inputs for each differential test; `FASTDATE_DIFFERENTIAL_COUNT`.
    static var differentialCount: Int { integer("FASTDATE_DIFFERENTIAL_COUNT", default: TestLength.choose(short: 20_000, long: 100_000)) }

    /// Whether the mutation tests take every valid vector shape instead of a sample;
    /// `FASTDATE_EXHAUSTIVE=1` (set by `Scripts/differential.sh`, and by `Scripts/sanitizers.sh`
    /// under the address sanitizer).
    static var exhaustive: Bool { ProcessInfo.processInfo.environment["FASTDATE_EXHAUSTIVE"] == "1" }

    /// Which valid shapes the mutation tests break, every n-th; `FASTDATE_MUTATION_STRIDE`.
    /// `Scripts/sanitizers.sh` raises it under the address sanitizer, where every check costs
    /// several times as much and the plain run has already held each mutant to the reference.
    static var mutationStride: Int { integer("FASTDATE_MUTATION_STRIDE", default: TestLength.choose(short: 80, long: 10)) }

    /// Seed for the random tests; `FASTDATE_SEED` (decimal) replays or varies a run.
    static var seed: UInt64 { UInt64(integer("FASTDATE_SEED", default: 20_210_319)) }

    /// When set, `LinearTime` measures and prints parse time per byte for 1 KB to 8 MB
    /// inputs (`Scripts/linearity.sh`); otherwise it only checks the results.
    static var measureLinearity: Bool { ProcessInfo.processInfo.environment["FASTDATE_MEASURE_LINEARITY"] == "1" }

    private static func integer(_ name: String, default value: Int) -> Int {
        guard let text = ProcessInfo.processInfo.environment[name], !text.isEmpty else { return value }
        guard let parsed = Int(text.replacingOccurrences(of: "_", with: "")), parsed >= 0 else {
            fatalError("\(name)=\(text) is not a non-negative integer")
        }
        return parsed
    }
}
