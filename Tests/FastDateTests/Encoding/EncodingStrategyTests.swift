import FastDate
import Foundation
import Testing
import FastDateTestSupport

/// `JSONEncoder.DateEncodingStrategy`: `toISOString()`, RFC 3339 with N digits, epoch integers.
@Suite struct EncodingStrategyTests {
    @Test func theIssueExample() throws {
        let date = Date(timeIntervalSince1970: 1_335_205_543.511)
        #expect(try JSONFixtures.encodeDate(date, .fastISO8601) == #""2012-04-23T18:25:43.511Z""#)
        let encoder = JSONEncoder.fastISO8601()
        #expect(String(decoding: try encoder.encode([date]), as: UTF8.self) == #"["2012-04-23T18:25:43.511Z"]"#)
    }

    /// node's `new Date(ms).toISOString()`, from a Date built for the same millisecond.
    @Test func javaScriptVectors() throws {
        var failures = FailureReport()
        for vector in try SpecVectorLoader.javaScriptVectors() {
            let milliseconds = try #require(vector.milliseconds, "\(vector.label)")
            let expectedText = try #require(vector.expectedText, "\(vector.label)")
            let (seconds, remainder) = milliseconds.quotientAndRemainder(dividingBy: 1000)
            let t = remainder < 0
                ? FastDate.Timestamp(seconds: seconds - 1, nanoseconds: Int32(remainder + 1000) * 1_000_000)
                : FastDate.Timestamp(seconds: seconds, nanoseconds: Int32(remainder) * 1_000_000)
            let date = Date(t)
            // Within 2^33 s of 2001 a Date is finer than a microsecond, so it stands for its
            // own millisecond; further out the writing rule reads it to the nearest
            // microsecond, which may lie just below the millisecond, and truncation then
            // writes the one before (never a later one).
            let text = try JSONFixtures.encodeDate(date, .fastISO8601)
            if date.timeIntervalSinceReferenceDate.magnitude < 0x1p33 {
                failures.check(text == "\"\(expectedText)\"", "\(milliseconds): \(text) != \(expectedText)")
            } else {
                let back = try FastDate.parseTimestamp(String(text.dropFirst().dropLast()))
                let below = date.timeIntervalSince(Date(back))
                failures.check(below >= -0.000_001 && below <= date.timeIntervalSinceReferenceDate.ulp / 2 + 0.001, "\(milliseconds): \(text)")
            }
        }
        failures.finish(minimumChecked: 1_000)
    }

    @Test func everyPrecision() throws {
        let date = Date(FastDate.Timestamp(seconds: 1_335_205_543, nanoseconds: 511_000_000))
        // The Date is 356898343.510999977588… s after 2001, which stands for .511000: every
        // precision writes those digits, truncated, and zeros past the microsecond.
        let expected = [
            "2012-04-23T18:25:43Z", "2012-04-23T18:25:43.5Z", "2012-04-23T18:25:43.51Z", "2012-04-23T18:25:43.511Z",
            "2012-04-23T18:25:43.5110Z", "2012-04-23T18:25:43.51100Z", "2012-04-23T18:25:43.511000Z",
            "2012-04-23T18:25:43.5110000Z", "2012-04-23T18:25:43.51100000Z", "2012-04-23T18:25:43.511000000Z",
        ]
        for digits in 0...9 {
            #expect(try JSONFixtures.encodeDate(date, .fastISO8601(fractionDigits: digits)) == "\"\(expected[digits])\"", "\(digits)")
        }
    }

    @Test func epochNumbersAreExact() throws {
        let date = Date(FastDate.Timestamp(seconds: 1_616_112_000, nanoseconds: 123_456_789))
        // The Date stands for …000.123457 (to the microsecond): each unit writes all of it.
        #expect(try JSONFixtures.encodeDate(date, .fastEpoch(.seconds)) == "1616112000.123457")
        #expect(try JSONFixtures.encodeDate(date, .fastEpoch(.milliseconds)) == "1616112000123.457")
        #expect(try JSONFixtures.encodeDate(date, .fastEpoch(.microseconds)) == "1616112000123457")
        #expect(try JSONFixtures.encodeDate(date, .fast(.epoch(.seconds).fractionDigits(0))) == "1616112000")
        #expect(try JSONFixtures.encodeDate(date, .fast(.epoch(.milliseconds).fractionDigits(0))) == "1616112000123")
        let whole = Date(timeIntervalSince1970: 1_764_200_000)
        #expect(try JSONFixtures.encodeDate(whole, .fastEpoch(.seconds)) == "1764200000")
        #expect(try JSONFixtures.encodeDate(Date(timeIntervalSince1970: 1_764_200_000.75), .fastEpoch(.seconds)) == "1764200000.75")
        let before1970 = Date(FastDate.Timestamp(seconds: -2, nanoseconds: 500_000_000))  // -1.5 s
        #expect(try JSONFixtures.encodeDate(before1970, .fastEpoch(.seconds)) == "-1.5")
        #expect(try JSONFixtures.encodeDate(before1970, .fast(.epoch(.seconds).fractionDigits(0))) == "-2")  // toward the past
        #expect(try JSONFixtures.encodeDate(before1970, .fastEpoch(.milliseconds)) == "-1500")
        #expect(try JSONFixtures.encodeDate(before1970, .fastEpoch(.nanoseconds)) == "-1500000000")
    }

    /// What the epoch encoders write reads back in Foundation's own strategies as the same
    /// `Date`, to within a microsecond.
    @Test func epochNumbersReadBackInFoundation() throws {
        var rng = SeededGenerator(seed: 0xF0D)
        for _ in 0..<2_000 {
            // 1900 … 2100, any fraction.
            let date = Date(timeIntervalSince1970: Double.random(in: -2_208_988_800...4_102_444_800, using: &rng))
            for (unit, strategy) in [(FastDate.EpochUnit.seconds, JSONDecoder.DateDecodingStrategy.secondsSince1970),
                                     (.milliseconds, .millisecondsSince1970)] {
                let encoder = JSONEncoder()
                encoder.dateEncodingStrategy = .fastEpoch(unit)
                let decoder = JSONDecoder()
                decoder.dateDecodingStrategy = strategy
                let back = try decoder.decode([Date].self, from: encoder.encode([date]))[0]
                #expect(abs(back.timeIntervalSince(date)) < 0.000_001, "\(date.timeIntervalSince1970) \(unit)")
            }
        }
    }

    @Test func unwritableDatesAreInvalidValues() throws {
        let cases: [(Date, JSONEncoder.DateEncodingStrategy)] = [
            (Date(timeIntervalSince1970: 8.64e12 + 1), .fastISO8601),
            (Date(timeIntervalSince1970: -8.64e12 - 1), .fastISO8601(fractionDigits: 0)),
            (Date(timeIntervalSinceReferenceDate: .infinity), .fastISO8601),
            (Date(timeIntervalSinceReferenceDate: .nan), .fastEpoch(.milliseconds)),
            (Date(timeIntervalSince1970: 8.64e12 + 1), .fastEpoch(.seconds)),
            (Date(timeIntervalSince1970: 1e10), .fastEpoch(.nanoseconds)),  // past Int64 nanoseconds
        ]
        for (date, strategy) in cases {
            let error = try #require(throws: EncodingError.self) { try JSONFixtures.encodeDate(date, strategy) }
            guard case .invalidValue(_, let context) = error else {
                Issue.record("\(error)")
                continue
            }
            #expect((context.underlyingError as? FastDate.FormatError)?.kind == .outOfRange)
            #expect(context.codingPath.map(\.stringValue) == ["value"])
            #expect(context.debugDescription.contains("outside the supported range"))
        }
    }

    @Test func theEdgesOfTheRangeAreWritten() throws {
        #expect(try JSONFixtures.encodeDate(Date(FastDate.Timestamp(seconds: 8_640_000_000_000)), .fastISO8601)
            == #""+275760-09-13T00:00:00.000Z""#)
        #expect(try JSONFixtures.encodeDate(Date(FastDate.Timestamp(seconds: -8_640_000_000_000)), .fastEpoch(.milliseconds))
            == "-8640000000000000")
    }
}
