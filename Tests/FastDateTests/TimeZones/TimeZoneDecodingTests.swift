import FastDate
import Foundation
import Testing
import FastDateTestSupport

/// `.fastFlexible(timeZone:)`: a date-time without an offset is local time in the zone.
@Suite struct TimeZoneDecodingTests {
    func decode(_ text: String, in zone: String) throws -> String {
        let timeZone = try #require(TimeZone(identifier: zone), "no tz data for \(zone)")
        let date = try JSONFixtures.decodeDate(JSONFixtures.document(string: text), .fastFlexible(timeZone: timeZone))
        return try FastDate.format(FastDate.Timestamp(date), as: .rfc3339.fractionDigits(0))
    }

    @Test func ordinaryLocalTimes() throws {
        #expect(try decode("2021-07-01T12:00:00", in: "America/New_York") == "2021-07-01T16:00:00Z")
        #expect(try decode("2021-01-01T12:00:00", in: "America/New_York") == "2021-01-01T17:00:00Z")
        #expect(try decode("2021-03-19T15:00", in: "Asia/Kolkata") == "2021-03-19T09:30:00Z")
        #expect(try decode("2021-03-19T15:00:00.25", in: "Europe/Paris") == "2021-03-19T14:00:00Z")
    }

    @Test func writtenOffsetsDatesAloneAndNumbersIgnoreTheZone() throws {
        #expect(try decode("2021-07-01T12:00:00Z", in: "America/New_York") == "2021-07-01T12:00:00Z")
        #expect(try decode("2021-07-01T12:00:00+02:00", in: "America/New_York") == "2021-07-01T10:00:00Z")
        #expect(try decode("2021-07-01", in: "America/New_York") == "2021-07-01T00:00:00Z")
        #expect(try decode("1616112000", in: "America/New_York") == "2021-03-19T00:00:00Z")
    }

    @Test func aSkippedLocalTimeTakesTheOffsetFromBeforeTheGap() throws {
        // 2021-03-14 02:00 EST jumps to 03:00 EDT: 02:30 does not exist; read at -05:00 it
        // is 07:30Z, which is 03:30 EDT.
        #expect(try decode("2021-03-14T02:30:00", in: "America/New_York") == "2021-03-14T07:30:00Z")
        #expect(try decode("2021-03-14T01:59:59", in: "America/New_York") == "2021-03-14T06:59:59Z")
        #expect(try decode("2021-03-14T03:00:00", in: "America/New_York") == "2021-03-14T07:00:00Z")
        // Samoa skipped 30 December 2011 entirely (-10:00 to +14:00).
        #expect(try decode("2011-12-30T12:00:00", in: "Pacific/Apia") == "2011-12-30T22:00:00Z")
        #expect(try decode("2011-12-31T12:00:00", in: "Pacific/Apia") == "2011-12-30T22:00:00Z")
    }

    @Test func aRepeatedLocalTimeIsItsFirstOccurrence() throws {
        // 2021-11-07 02:00 EDT falls back to 01:00 EST: 01:30 happens twice.
        #expect(try decode("2021-11-07T01:30:00", in: "America/New_York") == "2021-11-07T05:30:00Z")
        #expect(try decode("2021-11-07T00:59:59", in: "America/New_York") == "2021-11-07T04:59:59Z")
        #expect(try decode("2021-11-07T02:00:00", in: "America/New_York") == "2021-11-07T07:00:00Z")
        // Southern hemisphere: 2021-04-04 03:00 AEDT falls back to 02:00 AEST.
        #expect(try decode("2021-04-04T02:30:00", in: "Australia/Sydney") == "2021-04-03T15:30:00Z")
    }

    @Test func withoutAZoneAMissingOffsetIsAnError() throws {
        let error = try #require(throws: DecodingError.self) {
            try JSONFixtures.decodeDate(JSONFixtures.document(string: "2021-03-19T10:37:20"), .fastFlexible)
        }
        #expect(ExpectedError.mismatch(error, kind: .missingOffset, offset: 19, input: "2021-03-19T10:37:20") == nil)
    }

    @Test func otherErrorsAreReportedAsUsual() throws {
        let zone = try #require(TimeZone(identifier: "Europe/Paris"))
        let error = try #require(throws: DecodingError.self) {
            try JSONFixtures.decodeDate(JSONFixtures.document(string: "2021-02-30T10:37:20"), .fastFlexible(timeZone: zone))
        }
        #expect(ExpectedError.mismatch(error, kind: .dayOutOfRange, offset: 8, input: "2021-02-30T10:37:20") == nil)
    }

    /// With a zone, a date-time is read before the seconds-or-milliseconds rule (no number
    /// is a date-time); without one, after it. The order must not show: on every input but a
    /// local time (numbers, text with a written offset, dates alone, mail dates, HTTP-dates,
    /// annotations), both strategies read the same date, and what one refuses the other
    /// refuses too. (The errors themselves may differ: with a zone, text that is neither a
    /// number nor a date-time is explained by the local date-time grammar, which does not
    /// read numbers, so `1.` is "expected a digit of the year at byte 1" there and
    /// "expected a digit after '.' at byte 2" without a zone.)
    @Test func aZoneChangesNothingButLocalTimes() throws {
        let zone = try #require(TimeZone(identifier: "Pacific/Chatham"))
        var inputs = Set<String>()
        for vector in try SpecVectorLoader.parseVectors() {
            if let input = vector.input { inputs.insert(input) }
        }
        for number in ["1616112000", "1616112000123", "-1616112000.5", "20000000000", "20000000000.5",
                       "99999999999999999999", "8640000000000001", "1616112000.1234567", "1e9", "2021", "0",
                       "-0", "+1616112000", "1616-12-00", "16161", "1616112000 ", ".5", "-", ""] {
            inputs.insert(number)
        }
        var failures = FailureReport()
        for input in inputs.sorted() {
            let document = JSONFixtures.document(string: input)
            let without = Result { try JSONFixtures.decodeDate(document, .fastFlexible) }
            let with = Result { try JSONFixtures.decodeDate(document, .fastFlexible(timeZone: zone)) }
            // Only a local time (no offset written) may read differently in a zone.
            if case .failure(let error) = without,
               (JSONFixtures.corruption(error)?.underlyingError as? FastDate.ParseError)?.kind == .missingOffset {
                continue
            }
            switch (without, with) {
            case (.success(let a), .success(let b)):
                failures.check(a == b, "\(input): \(a) without a zone, \(b) with one")
            case (.failure, .failure):
                failures.check(true, "")
            default:
                failures.check(false, "\(input): \(without) without a zone, \(with) with one")
            }
        }
        failures.finish(minimumChecked: 5_000)
    }

    /// The assumed-offset vectors, with a fixed-offset zone in place of the assumed offset.
    @Test func assumedOffsetVectorsThroughFixedZones() throws {
        var failures = FailureReport()
        for vector in try SpecVectorLoader.parseVectors() where vector.profile == "iso8601" && vector.input != nil {
            guard let assumed = vector.assumedUTCOffset, let zone = TimeZone(secondsFromGMT: Int(assumed)) else { continue }
            let input = vector.input!
            // Numbers follow the seconds-or-milliseconds rule here, not the vector's profile.
            if (try? FastDate.parseTimestamp(input, as: .epoch(.seconds))) != nil { continue }
            let result = Result { try JSONFixtures.decodeDate(JSONFixtures.document(string: input), .fastFlexible(timeZone: zone)) }
            switch (vector.expected, result) {
            case (.timestamp(let t), .success(let date)):
                failures.check(date == Date(t), "\(vector): \(date)")
            case (.error(let kind, let offset), .failure(let error)):
                let problem = ExpectedError.mismatch(error, kind: kind, offset: offset, input: input)
                failures.check(problem == nil, "\(vector): \(problem ?? "")")
            case (.timestamp, .failure(let error)) where input.contains(":60"):
                // KNOWN LIMIT: a leap second cannot be read as local time.
                let kind = (JSONFixtures.corruption(error)?.underlyingError as? FastDate.ParseError)?.kind
                failures.check(kind == .invalidLeapSecond, "\(vector): \(error)")
            default:
                failures.check(false, "\(vector): \(result)")
            }
        }
        failures.finish(minimumChecked: 40)
    }
}
