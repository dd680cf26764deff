import FastDate
import Foundation
import Testing
import FastDateTestSupport

/// FastDate's one writing rule (`Spec/date-time/date-time.md`, "The writing rule"): a `Date`
/// is read as the instant it stands for, to the microsecond, and the writer truncates that
/// to the digits it writes. Checked against `ExactReference`, which works on the Double's
/// exact decimal expansion.
@Suite struct WritingRuleTests {
    /// The text a `Date` must be written as: the reference's nearest microsecond, then the
    /// core's truncating writer (whose own vectors come from the Spec).
    static func expected(_ date: Date, digits: Int) throws -> String {
        try FastDate.format(ExactReference.rounded(date, digits: 6), as: .rfc3339.fractionDigits(digits))
    }

    @Test func theDoubleBelowAMillisecondIsWrittenAsTheDecimalItStandsFor() throws {
        // 1335205543.511 is stored as 1335205543.5109999…: truncating the Double itself
        // would write .510.
        let date = Date(timeIntervalSince1970: 1_335_205_543.511)
        #expect(String(format: "%.10f", date.timeIntervalSinceReferenceDate) == "356898343.5109999180")
        #expect(try JSONFixtures.encodeDate(date, .fastISO8601) == "\"2012-04-23T18:25:43.511Z\"")
    }

    @Test func fractionsBelowTheLastDigitAreTruncatedOnBothSidesOf1970() throws {
        let cases: [(Double, String)] = [
            (0.0625, "1970-01-01T00:00:00.062Z"),
            (-0.0625, "1969-12-31T23:59:59.937Z"),
            (1.0625, "1970-01-01T00:00:01.062Z"),
            (-1.0625, "1969-12-31T23:59:58.937Z"),
            (0.9995117187500, "1970-01-01T00:00:00.999Z"),  // 999.51 ms: no carry into the second
            (-0.00048828125, "1969-12-31T23:59:59.999Z"),  // -0.49 ms: before 1970, so written before it
            (0.0000004, "1970-01-01T00:00:00.000Z"),
        ]
        for (seconds, expected) in cases {
            // Date stores seconds since 2001: build it there so no extra rounding happens.
            let date = Date(timeIntervalSinceReferenceDate: seconds - 978_307_200)
            #expect(try JSONFixtures.encodeDate(date, .fastISO8601) == "\"\(expected)\"", "\(seconds)")
        }
    }

    @Test func aDateJustBelowAWholeSecondIsNotWrittenAsTheNextSecond() throws {
        // 20.75 s: RFC 9110 forbids a Last-Modified after the response's Date, so no door
        // may write :21.
        let date = Date(timeIntervalSince1970: 1_764_200_000.75)
        #expect(date.formatted(.fast(.httpDate)) == "Wed, 26 Nov 2025 23:33:20 GMT")
        #expect(try JSONFixtures.encodeDate(date, .fast(.httpDate)) == "\"Wed, 26 Nov 2025 23:33:20 GMT\"")
        #expect(try FastDate.format(FastDate.Timestamp(date), as: .httpDate) == "Wed, 26 Nov 2025 23:33:20 GMT")
    }

    @Test func writingAgreesWithTheDecimalExpansionForEveryPrecision() throws {
        var rng = SeededGenerator(seed: 0x40D)
        for i in 0..<6_000 {
            let interval: Double = switch i % 4 {
            case 0: Double.random(in: -3...3, using: &rng)
            case 1: Double.random(in: -4e9...4e9, using: &rng)
            // Just below and above a microsecond boundary, where the rounding decides.
            case 2: (Double(Int64.random(in: -(1 << 50)...(1 << 50), using: &rng)) + [-0.5, 0.5].randomElement(using: &rng)!) / 1e6
            default: Double(Int64.random(in: -(1 << 40)...(1 << 40), using: &rng)) / 2048
            }
            let date = Date(timeIntervalSinceReferenceDate: interval)
            for digits in 0...9 {
                #expect(try JSONFixtures.encodeDate(date, .fastISO8601(fractionDigits: digits)) == "\"\(Self.expected(date, digits: digits))\"",
                        "\(interval) digits \(digits)")
            }
        }
    }

    /// A microsecond tie would need a Double exactly half-way between two microseconds,
    /// and no binary fraction is: one ulp either side of the decimal half must still go to
    /// the nearest microsecond by the exact value.
    @Test func oneUlpAroundAHalfMicrosecondIsDecidedByTheExactValue() throws {
        var checked = 0
        for seconds in [0.0, 1, 59, 86_399, 356_898_343, -1, -356_898_344] {
            for micro in [0, 1, 499_999, 999_999] {
                let half = seconds + (Double(micro) + 0.5) / 1e6
                for interval in [half.nextDown, half, half.nextUp] {
                    let date = Date(timeIntervalSinceReferenceDate: interval)
                    for digits in [0, 3, 6, 9] {
                        #expect(try JSONFixtures.encodeDate(date, .fastISO8601(fractionDigits: digits)) == "\"\(Self.expected(date, digits: digits))\"",
                                "\(interval) digits \(digits)")
                        checked += 1
                    }
                }
            }
        }
        #expect(checked == 7 * 4 * 3 * 4)
    }
}
