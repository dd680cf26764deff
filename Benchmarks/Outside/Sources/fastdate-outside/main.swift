import COutsideReference
import FastDateCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `FastDate.parse(bytes, as: .epoch(.milliseconds))` to `Double` from another package,
/// beside the SWAR C parser on the same bytes (`cref_parse_epoch_ms`, the same loop around
/// it), over 2^17 distinct 13-digit millisecond counts.
///
///     fastdate-outside time [N]          31 alternating rounds of N parses each
///     fastdate-outside fastdate|c N      N parses of one kind, for callgrind
///
/// `time` prints each side's fastest round and the median of the rounds' ratios: on a
/// shared two-core machine single rounds drift, the fastest and the median do not.
@main
enum OutsideProbe {
    static let count = 1 << 17

    static func main() {
        let arguments = CommandLine.arguments
        let mode = arguments.count > 1 ? arguments[1] : "time"
        let n = arguments.count > 2 ? Int(arguments[2]) ?? 2_000_000 : 2_000_000
        let inputs = texts()
        switch mode {
        case "time": time(inputs, n)
        case "fastdate": print(fastDate(inputs, n))
        case "c": print(c(inputs, n))
        default: print("usage: fastdate-outside time|fastdate|c [N]")
        }
    }

    /// 2^17 distinct 13-digit counts (2001–2033), from a fixed seed.
    static func texts() -> [UnsafeRawBufferPointer] {
        let bytes = UnsafeMutableRawBufferPointer.allocate(byteCount: 13 * count, alignment: 16)
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        return (0..<count).map { i in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let value = 1_000_000_000_000 + Int(state >> 24) % 900_000_000_000
            let slice = UnsafeMutableRawBufferPointer(rebasing: bytes[(13 * i)..<(13 * i + 13)])
            slice.copyBytes(from: Array(String(value).utf8))
            return UnsafeRawBufferPointer(slice)
        }
    }

    @inline(never)
    static func fastDate(_ inputs: [UnsafeRawBufferPointer], _ n: Int) -> Double {
        var sink = 0.0
        var j = 0
        for _ in 0..<n {
            do throws(FastDate.ParseError) {
                sink += try FastDate.parse(inputs[j], as: .epoch(.milliseconds))
            } catch { sink -= 1 }
            j = (j &+ 1) & (count - 1)
        }
        return sink
    }

    @inline(never)
    static func c(_ inputs: [UnsafeRawBufferPointer], _ n: Int) -> Double {
        var sink = 0.0
        var j = 0
        var seconds: Int64 = 0
        var nanoseconds: Int32 = 0
        for _ in 0..<n {
            let text = inputs[j]
            if cref_parse_epoch_ms(text.baseAddress.unsafelyUnwrapped.assumingMemoryBound(to: UInt8.self), text.count, &seconds, &nanoseconds) != 0 {
                sink += Double(seconds) + Double(nanoseconds) / 1e9
            } else { sink -= 1 }
            j = (j &+ 1) & (count - 1)
        }
        return sink
    }

    static func time(_ inputs: [UnsafeRawBufferPointer], _ n: Int) {
        var fastest = (fastDate: Double.infinity, c: Double.infinity)
        var ratios: [Double] = []
        for _ in 0..<31 {
            var start = nanoseconds()
            let a = fastDate(inputs, n)
            let fastDateTime = (nanoseconds() - start) / Double(n)
            start = nanoseconds()
            let b = c(inputs, n)
            let cTime = (nanoseconds() - start) / Double(n)
            guard a == b else { fatalError("the two parsers disagree: \(a) against \(b)") }
            fastest = (min(fastest.fastDate, fastDateTime), min(fastest.c, cTime))
            ratios.append(fastDateTime / cTime)
        }
        ratios.sort()
        print("FastDate.parse(bytes, as: .epoch(.milliseconds)) \(format(fastest.fastDate)) ns, SWAR C \(format(fastest.c)) ns (fastest rounds)")
        print("ratio: fastest rounds \(format(fastest.fastDate / fastest.c))×, median of 31 rounds \(format(ratios[15]))× (quartiles \(format(ratios[7]))–\(format(ratios[23])))")
    }

    static func nanoseconds() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) * 1e9 + Double(t.tv_nsec)
    }

    static func format(_ x: Double) -> String {
        let hundredths = Int((x * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
