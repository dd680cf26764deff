import FastDate
import Foundation

/// FastDate's part of the side-by-side run with other languages' parsers
/// (`Benchmarks/Peers/run.sh`): the data set every peer reads, and FastDate's own timings on
/// it, printed as every peer prints them.
///
/// - `--peer-data FILE` writes 2^20 distinct texts of the shape `--peer-shape` names, one a
///   line (from the benchmark's seed), and prints the sum of their epoch milliseconds: the
///   checksum every peer must reach, so that none is timed doing less work.
/// - `--peer FILE` reads that file and times FastDate on it: one value at a time from bytes,
///   as a `String`, and as a column (`Column(bytes, separator:)` into `Int64` milliseconds),
///   each with the shape's format, as a user who knows what the text is calls it.
///   Each line: `name<TAB>mode<TAB>ns a value<TAB>checksum`, the median of 7 passes.
enum PeerRun {
    static var count: Int { 1 << 20 }
    static var passes: Int { 7 }

    /// The texts a data set holds.
    enum Shape: String {
        /// `toISOString()`: `2012-04-23T18:25:43.511Z`.
        case javascript
        /// RFC 3339 in whole seconds and UTC: `2012-04-23T18:25:43Z`.
        case seconds
        /// RFC 3339 in whole seconds with an offset, RFC 3339's own example's shape:
        /// `1996-12-19T16:39:57-08:00`.
        case offset
        /// Epoch milliseconds: `1335205543511`.
        case milliseconds

        /// The format FastDate reads the shape with.
        var format: FastDate.Format {
            switch self {
            case .javascript: .javaScript
            case .seconds, .offset: .rfc3339
            case .milliseconds: .epoch(.milliseconds)
            }
        }

        /// The text of the instant `ms` (whole seconds for the RFC 3339 shapes); `random`
        /// picks an offset.
        func text(_ ms: Int64, _ random: inout SplitMix64) -> String {
            let t = FastDate.Timestamp(seconds: ms / 1000, nanoseconds: Int32(ms % 1000) * 1_000_000)
            switch self {
            case .javascript: return (try? FastDate.format(t, as: .javaScript)) ?? ""
            case .seconds: return (try? FastDate.format(t, as: .rfc3339.fractionDigits(0))) ?? ""
            case .offset:
                // Quarter hours from −12:00 to +14:00, the span of offsets in use.
                let offset = (Int32(random.next() % 105) - 48) * 900
                let zoned = FastDate.Timestamp(seconds: t.seconds, utcOffset: offset)
                return (try? FastDate.format(zoned, as: .rfc3339.fractionDigits(0))) ?? ""
            case .milliseconds: return String(ms)
            }
        }

        /// The instants of the data set are whole seconds in the RFC 3339 shapes.
        var step: Int64 { self == .seconds || self == .offset ? 1000 : 1 }
    }

    static func writeData(to path: String, shape: Shape) -> Int32 {
        var random = SplitMix64(seed: DataSets.seed ^ 0x9EE5)
        var seen = Set<Int64>()
        var text = ""
        var sum: Int64 = 0
        // 1970 to 2100, distinct instants.
        while seen.count < count {
            let ms = Int64(random.next() % 4_102_444_800_000) / shape.step * shape.step
            guard seen.insert(ms).inserted else { continue }
            text += shape.text(ms, &random)
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

    static func run(_ path: String, shape: Shape) -> Int32 {
        guard let data = FileManager.default.contents(atPath: path) else {
            FileHandle.standardError.write(Data("fastdate-bench: cannot read \(path)\n".utf8))
            return 1
        }
        let format = shape.format
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
                    if let t = try? FastDate.parseTimestamp(value, as: format) {
                        sum &+= t.seconds * 1000 + Int64(t.nanoseconds / 1_000_000)
                    }
                }
                return sum
            }
        }
        time("one value at a time (String)") {
            var sum: Int64 = 0
            for s in strings {
                if let t = try? FastDate.parseTimestamp(s, as: format) { sum &+= t.seconds * 1000 + Int64(t.nanoseconds / 1_000_000) }
            }
            return sum
        }
        bytes.withUnsafeBytes { raw in
            out.withUnsafeMutableBufferPointer { values in
                time("a column (lines)") {
                    _ = FastDate.parse(FastDate.Column(raw, separator: 0x0A), as: format, into: .counts(values, of: .milliseconds))
                    return values.reduce(0, &+)
                }
            }
        }
        return 0
    }
}
