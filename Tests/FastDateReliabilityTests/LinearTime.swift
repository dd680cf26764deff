import FastDate
import Foundation
import Testing

/// Parse time per byte for the `HugeInputs` shapes, long RFC 9557 suffixes and long
/// durations at 1 KB, 1 MB and 8 MB. Printed, not asserted: timing on a shared machine is no test, but a quadratic path shows up as a
/// ns/byte figure that grows with the length. Runs under `FASTDATE_MEASURE_LINEARITY=1`
/// (`Scripts/linearity.sh`, release build).
@Suite struct LinearTime {
    @Test(.enabled(if: TestEnvironment.measureLinearity, "timing runs only with FASTDATE_MEASURE_LINEARITY=1 (Scripts/linearity.sh)"))
    func parseTimePerByte() {
        let lengths = [1 << 10, 1 << 20, 8 << 20]
        Summary.print("linearity", "ns/byte (best of several runs) at " + lengths.map { "\($0 >> 10) KB" }.joined(separator: " / "))
        var shapes = HugeInputs.shapes.map { shape in
            (shape.name, shape.make, { (raw: UnsafeRawBufferPointer) in (try? FastDate.parseTimestamp(raw, as: shape.profile.format)) != nil })
        }
        shapes += Self.suffixShapes.map { name, make in
            (name, make, { (raw: UnsafeRawBufferPointer) in (try? FastDate.parseTimestamp(raw, as: .rfc9557)) != nil })
        }
        shapes += Self.durationShapes.map { name, make in
            (name, make, { (raw: UnsafeRawBufferPointer) in (try? FastDate.parseDuration(raw)) != nil })
        }
        shapes += Self.wireDialectShapes.map { name, format, make in
            (name, make, { (raw: UnsafeRawBufferPointer) in (try? FastDate.parseTimestamp(raw, as: format)) != nil })
        }
        for (name, make, parse) in shapes {
            var total = 0.0
            let perByte = lengths.map { length in
                let seconds = Self.bestTime(make(length), parse, repeats: max(3, (8 << 20) / length))
                total = seconds
                return String(format: "%7.3f", seconds * 1e9 / Double(length))
            }
            Summary.print("linearity", name.padding(toLength: 42, withPad: " ", startingAt: 0)
                + perByte.joined(separator: " /") + String(format: "   (8 MB: %.3f ms)", total * 1e3))
        }
    }

    /// RFC 9557 suffixes of any length (`AnnotationParsing.megabyteSuffixes` checks their
    /// results).
    static let suffixShapes: [(String, @Sendable (Int) -> [UInt8])] = [
        ("RFC 9557, a long zone name", { n in
            Array("2022-07-08T00:14:07+01:00[".utf8) + [UInt8](repeating: UInt8(ascii: "a"), count: n - 27) + Array("]".utf8)
        }),
        ("RFC 9557, a run of tags, then garbage", { n in
            Array("2022-07-08T00:14:07+01:00".utf8) + Array(repeating: Array("[a=b]".utf8), count: (n - 26) / 5).joined() + Array("x".utf8)
        }),
        ("RFC 9557, an unclosed zone name", { n in
            Array("2022-07-08T00:14:07+01:00[".utf8) + [UInt8](repeating: UInt8(ascii: "a"), count: n - 26)
        }),
    ]

    /// ISO 8601 durations of any length (`DurationParsing.megabyteInputs` checks their
    /// results).
    static let durationShapes: [(String, @Sendable (Int) -> [UInt8])] = [
        ("duration, leading zeros", { n in Array("P".utf8) + [UInt8](repeating: UInt8(ascii: "0"), count: n - 3) + Array("1D".utf8) }),
        ("duration, long fraction", { n in Array("PT0.".utf8) + HugeInputs.digitRun(n - 5) + Array("S".utf8) }),
        ("duration, long number", { n in Array("P".utf8) + HugeInputs.digitRun(n - 2) + Array("D".utf8) }),
    ]

    /// Cookie, .NET and basic-format inputs of any length (`HostileInput.aMegabyteOfEachWireDialect`
    /// checks their results).
    static let wireDialectShapes: [(String, FastDate.Format, @Sendable (Int) -> [UInt8])] = [
        ("cookie date, one long token", .cookieDate, { n in [UInt8](repeating: UInt8(ascii: "x"), count: n) }),
        ("cookie date, tokens and delimiters", .cookieDate, { n in Array(repeating: Array("1 ".utf8), count: n / 2).joined().map { $0 } }),
        ("cookie date, time-like text", .cookieDate, { n in Array(repeating: Array("1:".utf8), count: n / 2).joined().map { $0 } }),
        (".NET date, a long number", .dotNetJSON, { n in Array("/Date(".utf8) + HugeInputs.digitRun(n - 8) + Array(")/".utf8) }),
        ("ISO 8601 basic, a long fraction", .iso8601Basic, { n in Array("20240115T103000.".utf8) + HugeInputs.digitRun(n - 17) + Array("Z".utf8) }),
        ("pattern, a long number", .pattern(try! FastDate.Pattern("y-MM-dd")), { n in HugeInputs.digitRun(n) }),
        ("pattern, trailing bytes", .pattern(try! FastDate.Pattern("yyyy-MM-dd HH:mm:ss")),
         { n in Array("2024-03-05 14:30:00".utf8) + [UInt8](repeating: UInt8(ascii: "x"), count: n - 19) }),
    ]

    /// The fastest of `repeats` parses (the least disturbed by other work on the machine).
    static func bestTime(_ bytes: [UInt8], _ parse: (UnsafeRawBufferPointer) -> Bool, repeats: Int) -> Double {
        bytes.withUnsafeBytes { raw in
            var best = Double.infinity
            for _ in 0..<repeats {
                let start = ContinuousClock.now
                let result = parse(raw)
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
