import FastDate
import Foundation
import Testing
import FastDateTestSupport

/// For Dates across the whole range: decoding what an encoder wrote gives the Date nearest
/// to the written value (by the writing rule: the Date to the microsecond, truncated to the
/// digits written; an epoch number is exact), and writing that again gives the same text
/// wherever a Date is fine enough to hold a microsecond.
@Suite struct RoundTripPropertyTests {
    static let strategies: [(String, JSONEncoder.DateEncodingStrategy, JSONDecoder.DateDecodingStrategy, Int)] =
        [("fastISO8601", .fastISO8601, .fastISO8601, 3)]
        + (0...9).map { ("fractionDigits \($0)", .fastISO8601(fractionDigits: $0), .fastISO8601, $0) }
        + [
            // Epoch numbers are exact: the fraction is written, to the microsecond.
            ("epoch seconds", .fastEpoch(.seconds), .fastEpoch(.seconds), 6),
            ("epoch milliseconds", .fastEpoch(.milliseconds), .fastEpoch(.milliseconds), 6),
            ("epoch microseconds", .fastEpoch(.microseconds), .fastEpoch(.microseconds), 6),
            ("epoch milliseconds, flexible", .fastEpoch(.milliseconds), .fastFlexible, 6),
        ]

    static func dates() -> [Date] {
        var rng = SeededGenerator(seed: 0x2077)
        let limit = 8.64e12 - 978_307_200  // the range's top, since 2001; the bottom is further
        var dates: [Date] = []
        for i in 0..<3_000 {
            let interval: Double = switch i % 5 {
            case 0: Double.random(in: -limit...limit, using: &rng)
            case 1: Double.random(in: -4e9...4e9, using: &rng)  // 1874 … 2127
            case 2: Double.random(in: -2...2, using: &rng)
            case 3: Double(Int64.random(in: -(1 << 45)...(1 << 45), using: &rng)) / 4096  // exact ties
            default: Double.random(in: -1e6...1e6, using: &rng)
            }
            dates.append(Date(timeIntervalSinceReferenceDate: interval))
        }
        dates += [Date(timeIntervalSinceReferenceDate: 0), Date(timeIntervalSince1970: 0), .distantPast, .distantFuture]
        return dates
    }

    @Test(arguments: 0..<strategies.count)
    func decodingTheEncodingGivesTheRoundedDate(index: Int) throws {
        let (name, encoding, decoding, digits) = Self.strategies[index]
        let dates = Self.dates()
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = encoding
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = decoding
        let data = try encoder.encode(dates)
        let decoded = try decoder.decode([Date].self, from: data)
        let again = try decoder.decode([Date].self, from: encoder.encode(decoded))
        var failures = FailureReport()
        for (i, date) in dates.enumerated() {
            // By its documented rule, the flexible strategy reads milliseconds within 2e10 of
            // 1970 (eight months) as seconds.
            if name.hasSuffix("flexible"), abs(date.timeIntervalSince1970) <= 2e7 { continue }
            // KNOWN LIMIT (Spec/epoch/epoch.md): JSONDecoder hands out a number whose Double is
            // whole as an integer, so a fraction finer than that Double (a count past 2^53
            // millionths: seconds past 2255 with microseconds) is lost on the way in.
            if name.hasPrefix("epoch"), abs(date.timeIntervalSince1970) >= 9e9 { continue }
            let written = ExactReference.written(date, digits: digits)
            failures.check(decoded[i] == ExactReference.date(written),
                           "\(name): \(date.timeIntervalSinceReferenceDate) came back as \(decoded[i].timeIntervalSinceReferenceDate)")
            // Re-encoding is stable wherever a Date's step is finer than a microsecond.
            if decoded[i].timeIntervalSinceReferenceDate.ulp < 1e-6 {
                failures.check(again[i] == decoded[i], "\(name): \(date.timeIntervalSinceReferenceDate) is not stable")
            }
        }
        failures.finish(minimumChecked: 2_000)
    }

    @Test func theFlexibleStrategyReadsEveryEncodingBack() throws {
        let date = Date(FastDate.Timestamp(seconds: 1_616_112_000, nanoseconds: 123_000_000))
        for encoding in [JSONEncoder.DateEncodingStrategy.fastISO8601, .fastISO8601(fractionDigits: 6), .fastEpoch(.milliseconds)] {
            let encoder = JSONEncoder()
            encoder.dateEncodingStrategy = encoding
            let decoder = JSONDecoder()
            decoder.dateDecodingStrategy = .fastFlexible
            #expect(try decoder.decode([Date].self, from: encoder.encode([date])) == [date])
        }
    }
}
