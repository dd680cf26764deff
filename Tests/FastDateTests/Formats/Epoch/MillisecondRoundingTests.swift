import FastDate
import Foundation
import Testing
import FastDateTestSupport

/// Encoders round a Date to the precision they write, exactly, ties to the later instant.
@Suite struct MillisecondRoundingTests {
    @Test func theDoubleBelowAMillisecondIsRoundedUp() throws {
        // 1335205543.511 is stored as 1335205543.5109999…: truncating would write .510.
        let date = Date(timeIntervalSince1970: 1_335_205_543.511)
        #expect(String(format: "%.10f", date.timeIntervalSinceReferenceDate) == "356898343.5109999180")
        #expect(try JSONFixtures.encodeDate(date, .fastISO8601) == "\"2012-04-23T18:25:43.511Z\"")
    }

    @Test func exactTiesGoToTheLaterInstantOnBothSidesOf1970() throws {
        // 1/16 s is 62.5 ms exactly, a true tie; so is -1/16 s.
        let cases: [(Double, String)] = [
            (0.0625, "1970-01-01T00:00:00.063Z"),
            (-0.0625, "1969-12-31T23:59:59.938Z"),
            (1.0625, "1970-01-01T00:00:01.063Z"),
            (-1.0625, "1969-12-31T23:59:58.938Z"),
            (0.9995117187500, "1970-01-01T00:00:01.000Z"),  // 999.51 ms: carries into the second
            (-0.00048828125, "1970-01-01T00:00:00.000Z"),  // -0.49 ms: rounds to 1970, not before
        ]
        for (seconds, expected) in cases {
            // Date stores seconds since 2001: build it there so no extra rounding happens.
            let date = Date(timeIntervalSinceReferenceDate: seconds - 978_307_200)
            #expect(date.timeIntervalSinceReferenceDate + 978_307_200 == seconds)
            #expect(try JSONFixtures.encodeDate(date, .fastISO8601) == "\"\(expected)\"", "\(seconds)")
        }
    }

    /// The encoders decide most roundings on the floating-point product and send one that
    /// lands on a half to exact arithmetic: one ulp either side of a true tie must still
    /// round by the exact value, at every precision.
    @Test func oneUlpFromATieIsDecidedByTheExactValue() throws {
        var checked = 0
        for seconds in [0.0, 1, 59, 86_399, 356_898_343, -1, -356_898_344] {
            for sixteenths in 0..<16 {
                let tie = seconds + Double(sixteenths) / 16 + 1.0 / 32  // k/32: a tie for 3 to 5 digits
                for interval in [tie.nextDown, tie, tie.nextUp] {
                    let date = Date(timeIntervalSinceReferenceDate: interval)
                    for digits in 0...9 {
                        let expected = try FastDate.format(ExactReference.rounded(date, digits: digits), as: .rfc3339.fractionDigits(digits))
                        #expect(try JSONFixtures.encodeDate(date, .fastISO8601(fractionDigits: digits)) == "\"\(expected)\"",
                                "\(interval) digits \(digits)")
                        checked += 1
                    }
                }
            }
        }
        #expect(checked == 7 * 16 * 3 * 10)
    }

    /// Decimal half-units, `0.0005` s and the like, are stored a hair above or below the
    /// half. Near 2001 the hair is under half an ulp of the product, which then lands
    /// exactly on the half: only the exact product says which way to round.
    @Test func decimalHalfUnitsAreDecidedByTheExactValue() throws {
        var rng = SeededGenerator(seed: 0x5EC)
        var landedOnAHalf = 0
        for whole in [0, 1, 59, -1, -60] {
            for digits in 0...8 {
                for _ in 0..<20 {
                    let prefix = (0..<digits).map { _ in String(Int.random(in: 0...9, using: &rng)) }.joined()
                    let interval = try #require(Double("\(whole < 0 ? "-" : "")\(abs(whole)).\(prefix)5"))
                    let fraction = interval.magnitude - interval.magnitude.rounded(.down)
                    let product = fraction * Double(Int(pow(10.0, Double(digits))))
                    if product - product.rounded(.down) == 0.5 { landedOnAHalf += 1 }
                    let date = Date(timeIntervalSinceReferenceDate: interval)
                    let expected = try FastDate.format(ExactReference.rounded(date, digits: digits), as: .rfc3339.fractionDigits(digits))
                    #expect(try JSONFixtures.encodeDate(date, .fastISO8601(fractionDigits: digits)) == "\"\(expected)\"",
                            "\(interval) digits \(digits)")
                }
            }
        }
        // The sweep must reach the exact path, or it tests nothing.
        #expect(landedOnAHalf > 100)
    }

    @Test func roundingAgreesWithTheDecimalExpansionForEveryPrecision() throws {
        var rng = SeededGenerator(seed: 0x40D)
        for i in 0..<6_000 {
            let interval: Double = switch i % 3 {
            case 0: Double.random(in: -3...3, using: &rng)
            case 1: Double.random(in: -4e9...4e9, using: &rng)
            default: Double(Int64.random(in: -(1 << 40)...(1 << 40), using: &rng)) / 2048
            }
            let date = Date(timeIntervalSinceReferenceDate: interval)
            for digits in 0...9 {
                let expected = try FastDate.format(ExactReference.rounded(date, digits: digits), as: .rfc3339.fractionDigits(digits))
                #expect(try JSONFixtures.encodeDate(date, .fastISO8601(fractionDigits: digits)) == "\"\(expected)\"",
                        "\(interval) digits \(digits)")
            }
        }
    }
}
