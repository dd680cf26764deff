import FastDateCore
import Foundation
import Testing
import FastDateTestSupport

/// `FastDate.Timestamp.rounded(to:increment:_:)` against `Spec/arithmetic/vectors/timestamp-rounding.json`,
/// made by `Spec/tools/rounding_vectors.py` from whenever's `OffsetDateTime.round` (and, outside
/// its years, the generator's own rule, which it checks against whenever).
@Suite struct TimestampRoundingTests {
    struct File: Decodable {
        struct Vector: Decodable {
            let reading: String
            let seconds: Int64, nanoseconds: Int32, utcOffset: Int32
            let unit: String, increment: Int, rule: String
            let resultSeconds: Int64?, resultNanoseconds: Int32?
            let error: String?
        }
        struct Refused: Decodable { let unit: String, increment: Int }
        let vectors: [Vector]
        let refused: [Refused]
    }

    static func load() throws -> File {
        let url = PackagePaths.specVectors("arithmetic").appendingPathComponent("timestamp-rounding.json")
        return try JSONDecoder().decode(File.self, from: Data(contentsOf: url))
    }

    static let rules: [String: FastDate.RoundingRule] = [
        "down": .down, "up": .up, "towardZero": .towardZero, "awayFromZero": .awayFromZero,
        "toNearestOrAwayFromZero": .toNearestOrAwayFromZero, "toNearestOrEven": .toNearestOrEven,
    ]

    @Test func everyVector() throws {
        let file = try Self.load()
        #expect(file.vectors.count > 3000)
        var checked = 0
        for v in file.vectors {
            let unit = try #require(FastDate.Unit(rawValue: v.unit), "unknown unit \(v.unit)")
            let rule = try #require(Self.rules[v.rule], "unknown rule \(v.rule)")
            let t = FastDate.Timestamp(seconds: v.seconds, nanoseconds: v.nanoseconds, utcOffset: v.utcOffset)
            do {
                let got = try t.rounded(to: unit, increment: v.increment, rule)
                #expect(v.error == nil, "\(v.reading) to \(v.increment) \(v.unit) \(v.rule): expected \(v.error ?? ""), got \(got)")
                #expect(got == FastDate.Timestamp(seconds: v.resultSeconds ?? 0, nanoseconds: v.resultNanoseconds ?? 0, utcOffset: v.utcOffset),
                        "\(v.reading) to \(v.increment) \(v.unit) \(v.rule)")
            } catch {
                #expect(error.kind.rawValue == v.error, "\(v.reading) to \(v.increment) \(v.unit) \(v.rule): \(error)")
            }
            checked += 1
        }
        #expect(checked == file.vectors.count)
    }

    /// The examples of the method's documentation.
    @Test func documentedExamples() throws {
        let t = try FastDate.parseTimestamp("2024-03-10T10:47:31.5+05:30")
        #expect(try t.rounded(to: .minute, increment: 15).description == "2024-03-10T10:45:00+05:30")
        #expect(try t.rounded(to: .day, .down).description == "2024-03-10T00:00:00+05:30")
        #expect(try t.rounded(to: .second, .toNearestOrEven).description == "2024-03-10T10:47:32+05:30")
    }

    @Test func refusedIncrements() throws {
        let file = try Self.load()
        #expect(file.refused.count > 100)
        let t = FastDate.Timestamp(seconds: 1_616_150_240, nanoseconds: 123_456_789, utcOffset: 3600)
        for r in file.refused {
            let unit = try #require(FastDate.Unit(rawValue: r.unit))
            #expect(throws: FastDate.ArithmeticError(.invalidIncrement), "\(r.increment) \(r.unit)") {
                try t.rounded(to: unit, increment: r.increment)
            }
        }
    }

    /// A property the vectors sample: for every rule, the result is a step boundary at the
    /// reading's offset, no further than one step from the reading, on the side the rule says.
    @Test func resultIsTheNearestBoundaryOnTheRuleSide() throws {
        var rng = SystemRandomNumberGenerator()
        let steps: [(FastDate.Unit, Int)] = [(.day, 1), (.hour, 8), (.minute, 15), (.second, 15), (.second, 1), (.millisecond, 250), (.microsecond, 1), (.nanosecond, 500)]
        for _ in 0..<20_000 {
            // Half the readings on a multiple of 450 seconds (half of 15 minutes), and a third
            // of the nanoseconds half a second or none: ties, at every step.
            let offset = Int32.random(in: -86_399...86_399, using: &rng)
            let seconds = Int64.random(in: -62_000_000_000...250_000_000_000, using: &rng)
            let t = FastDate.Timestamp(seconds: Bool.random(using: &rng) ? seconds : seconds / 450 * 450 - Int64(offset),
                                       nanoseconds: [Int32.random(in: 0..<1_000_000_000, using: &rng), 500_000_000, 0].randomElement(using: &rng)!,
                                       utcOffset: offset)
            let (unit, increment) = steps.randomElement(using: &rng)!
            let q = Int64(increment) * ["day": 86_400_000_000_000, "hour": 3_600_000_000_000, "minute": 60_000_000_000, "second": 1_000_000_000,
                                        "millisecond": 1_000_000, "microsecond": 1_000, "nanosecond": 1][unit.rawValue]!
            let local = Int128(t.seconds + Int64(t.utcOffset)) * 1_000_000_000 + Int128(t.nanoseconds)
            let down = try t.rounded(to: unit, increment: increment, .down)
            let up = try t.rounded(to: unit, increment: increment, .up)
            let near = try t.rounded(to: unit, increment: increment)
            func reading(_ r: FastDate.Timestamp) -> Int128 { Int128(r.seconds + Int64(r.utcOffset)) * 1_000_000_000 + Int128(r.nanoseconds) }
            #expect(reading(down) % Int128(q) == 0 && reading(down) <= local && local - reading(down) < Int128(q))
            #expect(reading(up) >= local && reading(up) - local < Int128(q))
            #expect(reading(up) == reading(down) || reading(up) - reading(down) == Int128(q))
            #expect(near == down || near == up)
            #expect(down.utcOffset == t.utcOffset && up.utcOffset == t.utcOffset)
            // Which of the two: half a step or more past goes up; exactly half, to the even
            // count of steps from the reading's midnight, by `.toNearestOrEven`.
            let twice = 2 * (local - reading(down))
            #expect(reading(near) == (twice >= Int128(q) ? reading(up) : reading(down)), "\(t) \(unit) \(increment)")
            let day: Int128 = 86_400_000_000_000
            let downIsEven = ((reading(down) % day + day) % day / Int128(q)) % 2 == 0
            let even = try t.rounded(to: unit, increment: increment, .toNearestOrEven)
            let evenExpected = twice > Int128(q) || (twice == Int128(q) && !downIsEven) ? reading(up) : reading(down)
            #expect(reading(even) == evenExpected, "\(t) \(unit) \(increment) to even")
        }
    }
}
