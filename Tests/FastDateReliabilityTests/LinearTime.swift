import FastDate
import Foundation
import Testing

/// Parse time per byte for the `HugeInputs` shapes at 1 KB, 1 MB and 8 MB. Printed, not
/// asserted: timing on a shared machine is no test, but a quadratic path shows up as a
/// ns/byte figure that grows with the length. Runs under `FASTDATE_MEASURE_LINEARITY=1`
/// (`Scripts/linearity.sh`, release build).
@Suite struct LinearTime {
    @Test(.enabled(if: TestEnvironment.measureLinearity))
    func parseTimePerByte() {
        let lengths = [1 << 10, 1 << 20, 8 << 20]
        Summary.print("linearity", "ns/byte (best of several runs) at " + lengths.map { "\($0 >> 10) KB" }.joined(separator: " / "))
        for shape in HugeInputs.shapes {
            var total = 0.0
            let perByte = lengths.map { length in
                let seconds = Self.bestTime(shape.make(length), shape.profile.format, repeats: max(3, (8 << 20) / length))
                total = seconds
                return String(format: "%7.3f", seconds * 1e9 / Double(length))
            }
            Summary.print("linearity", shape.name.padding(toLength: 42, withPad: " ", startingAt: 0)
                + perByte.joined(separator: " /") + String(format: "   (8 MB: %.3f ms)", total * 1e3))
        }
    }

    /// The fastest of `repeats` parses (the least disturbed by other work on the machine).
    static func bestTime(_ bytes: [UInt8], _ format: FastDate.Format, repeats: Int) -> Double {
        bytes.withUnsafeBytes { raw in
            var best = Double.infinity
            for _ in 0..<repeats {
                let start = ContinuousClock.now
                let result = try? FastDate.parseTimestamp(raw, as: format)
                let elapsed = ContinuousClock.now - start
                blackHole(result)
                let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
                best = min(best, seconds)
            }
            return best
        }
    }

    @inline(never)
    static func blackHole<T>(_ value: T) {}
}
