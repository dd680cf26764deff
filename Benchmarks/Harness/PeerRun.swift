import FastDate
import Foundation

/// FastDate's part of the side-by-side run with other languages' parsers
/// (`Benchmarks/Peers/run.sh`): the data set every peer reads, and FastDate's own timings on
/// it, printed as every peer prints them.
///
/// - `--peer-data FILE` writes 2^20 distinct `toISOString()` texts, one a line (from the
///   benchmark's seed), and prints the sum of their epoch milliseconds: the checksum every
///   peer must reach, so that none is timed doing less work.
/// - `--peer FILE` reads that file and times FastDate on it: one value at a time from bytes,
///   as a `String`, and as a column (`Column(bytes, separator:)` into `Int64` milliseconds).
///   Each line: `name<TAB>mode<TAB>ns a value<TAB>checksum`, the median of 7 passes.
enum PeerRun {
    static var count: Int { 1 << 20 }
    static var passes: Int { 7 }

    static func writeData(to path: String) -> Int32 {
        var random = SplitMix64(seed: DataSets.seed ^ 0x9EE5)
        var seen = Set<Int64>()
        var text = ""
        var sum: Int64 = 0
        // 1970 to 2100, distinct milliseconds.
        while seen.count < count {
            let ms = Int64(random.next() % 4_102_444_800_000)
            guard seen.insert(ms).inserted else { continue }
            text += (try? FastDate.format(FastDate.Timestamp(seconds: ms / 1000, nanoseconds: Int32(ms % 1000) * 1_000_000), as: .javaScript)) ?? ""
            text += "\n"
            sum &+= ms
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        } catch {
            FileHandle.standardError.write(Data("fastdate-bench: cannot write \(path): \(error)\n".utf8))
            return 1
        }
        print(sum)
        return 0
    }

    static func run(_ path: String) -> Int32 {
        guard let data = FileManager.default.contents(atPath: path) else {
            FileHandle.standardError.write(Data("fastdate-bench: cannot read \(path)\n".utf8))
            return 1
        }
        let bytes = [UInt8](data)
        var starts: [Int] = [0]
        for (i, b) in bytes.enumerated() where b == 0x0A { starts.append(i + 1) }
        let n = starts.count - 1
        let strings = (0..<n).map { String(decoding: bytes[starts[$0] ..< starts[$0 + 1] - 1], as: UTF8.self) }
        var out = [Int64](repeating: 0, count: n)

        func time(_ label: String, _ body: () -> Int64) {
            var samples: [Double] = []
            var checksum: Int64 = 0
            for _ in 0..<passes {
                let start = ContinuousClock.now
                checksum = body()
                let elapsed = ContinuousClock.now - start
                samples.append(Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9)
            }
            samples.sort()
            print("FastDate\t\(label)\t\(String(format: "%.2f", samples[passes / 2] / Double(n)))\t\(checksum)")
        }
        bytes.withUnsafeBytes { raw in
            time("one value at a time (bytes)") {
                var sum: Int64 = 0
                for i in 0..<n {
                    let value = UnsafeRawBufferPointer(rebasing: raw[starts[i] ..< starts[i + 1] - 1])
                    if let t = try? FastDate.parseTimestamp(value, as: .javaScript) {
                        sum &+= t.seconds * 1000 + Int64(t.nanoseconds / 1_000_000)
                    }
                }
                return sum
            }
        }
        time("one value at a time (String)") {
            var sum: Int64 = 0
            for s in strings {
                if let t = try? FastDate.parseTimestamp(s, as: .javaScript) { sum &+= t.seconds * 1000 + Int64(t.nanoseconds / 1_000_000) }
            }
            return sum
        }
        bytes.withUnsafeBytes { raw in
            out.withUnsafeMutableBufferPointer { values in
                time("a column (lines)") {
                    _ = FastDate.parse(FastDate.Column(raw, separator: 0x0A), as: .javaScript, into: .counts(values, of: .milliseconds))
                    return values.reduce(0, &+)
                }
            }
        }
        return 0
    }
}
