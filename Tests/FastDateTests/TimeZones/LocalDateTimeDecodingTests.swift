import FastDate
import Foundation
import Testing
import FastDateTestSupport

/// `.fastLocalDateTime(in:)`: `yyyy-MM-dd'T'HH:mm:ss[.SSS]` as local time in a zone.
@Suite struct LocalDateTimeDecodingTests {
    func decode(_ text: String, in zone: String) throws -> String {
        let timeZone = try #require(TimeZone(identifier: zone), "no tz data for \(zone)")
        let date = try JSONFixtures.decodeDate(JSONFixtures.document(string: text), .fastLocalDateTime(in: timeZone))
        return date.formatted(.fastISO8601(fractionDigits: 3))
    }

    func error(_ text: String, in zone: String = "Europe/Paris") throws -> DecodingError {
        let timeZone = try #require(TimeZone(identifier: zone))
        return try #require(throws: DecodingError.self) {
            try JSONFixtures.decodeDate(JSONFixtures.document(string: text), .fastLocalDateTime(in: timeZone))
        }
    }

    @Test func localTimeTimesInAZone() throws {
        #expect(try decode("2021-03-19T10:37:20", in: "Europe/Paris") == "2021-03-19T09:37:20.000Z")
        #expect(try decode("2021-03-19T10:37:20.123", in: "Europe/Paris") == "2021-03-19T09:37:20.123Z")
        #expect(try decode("2021-07-19T10:37:20.123", in: "Europe/Paris") == "2021-07-19T08:37:20.123Z")
        #expect(try decode("2021-03-19 10:37:20", in: "Asia/Kolkata") == "2021-03-19T05:07:20.000Z")
        // Java's LocalDateTime.toString() leaves out :00 seconds.
        #expect(try decode("2021-03-19T10:37", in: "America/New_York") == "2021-03-19T14:37:00.000Z")
        #expect(try decode("2021-03-19T10:37:20.123456789", in: "UTC") == "2021-03-19T10:37:20.123Z")
    }

    /// A written offset names the instant; the zone is not applied on top of it.
    @Test func aWrittenOffsetIsHonoured() throws {
        #expect(try decode("2021-03-19T10:37:20Z", in: "Europe/Paris") == "2021-03-19T10:37:20.000Z")
        #expect(try decode("2021-03-19T10:37:20+05:30", in: "Europe/Paris") == "2021-03-19T05:07:20.000Z")
        #expect(try decode("2021-03-19T10:37:20-0800", in: "Europe/Paris") == "2021-03-19T18:37:20.000Z")
        #expect(try decode("1998-12-31T23:59:60Z", in: "Europe/Paris") == "1998-12-31T23:59:59.000Z")
    }

    @Test func gapsAndOverlaps() throws {
        // New York springs forward at 02:00 on 14 March 2021: 02:30 is read at -05:00.
        #expect(try decode("2021-03-14T02:30:00", in: "America/New_York") == "2021-03-14T07:30:00.000Z")
        #expect(try decode("2021-03-14T03:30:00", in: "America/New_York") == "2021-03-14T07:30:00.000Z")
        // ... and falls back at 02:00 on 7 November: 01:30 is its first (EDT) occurrence.
        #expect(try decode("2021-11-07T01:30:00", in: "America/New_York") == "2021-11-07T05:30:00.000Z")
        // London, Berlin, Sydney (southern hemisphere), Lord Howe (30 minutes).
        #expect(try decode("2021-03-28T01:30:00", in: "Europe/London") == "2021-03-28T01:30:00.000Z")
        #expect(try decode("2021-10-31T01:30:00", in: "Europe/London") == "2021-10-31T00:30:00.000Z")
        #expect(try decode("2021-03-28T02:30:00", in: "Europe/Berlin") == "2021-03-28T01:30:00.000Z")
        #expect(try decode("2021-10-31T02:30:00", in: "Europe/Berlin") == "2021-10-31T00:30:00.000Z")
        #expect(try decode("2021-10-03T02:30:00", in: "Australia/Sydney") == "2021-10-02T16:30:00.000Z")
        #expect(try decode("2021-04-04T02:30:00", in: "Australia/Sydney") == "2021-04-03T15:30:00.000Z")
        #expect(try decode("2021-10-03T02:15:00", in: "Australia/Lord_Howe") == "2021-10-02T15:45:00.000Z")
        #expect(try decode("2021-04-04T01:45:00", in: "Australia/Lord_Howe") == "2021-04-03T14:45:00.000Z")
        // Samoa skipped 30 December 2011: its local times are read at -10:00.
        #expect(try decode("2011-12-30T12:00:00", in: "Pacific/Apia") == "2011-12-30T22:00:00.000Z")
        #expect(try decode("2011-12-29T23:59:59", in: "Pacific/Apia") == "2011-12-30T09:59:59.000Z")
    }

    @Test func refusedInputs() throws {
        let dateAlone = try error("2021-03-19")
        #expect(ExpectedError.mismatch(dateAlone, kind: .expectedTimeSeparator, offset: 10, input: "2021-03-19") == nil)
        let number = try error("1616112000")
        #expect(ExpectedError.mismatch(number, kind: .expectedHyphenAfterYear, offset: 4, input: "1616112000") == nil)
        let leap = try error("2021-12-31T23:59:60")
        #expect(ExpectedError.mismatch(leap, kind: .invalidLeapSecond, offset: 17, input: "2021-12-31T23:59:60") == nil)
        let day = try error("2021-02-29T10:00:00")
        #expect(ExpectedError.mismatch(day, kind: .dayOutOfRange, offset: 8, input: "2021-02-29T10:00:00") == nil)
        // In range as a reading, but not in a zone west of UTC.
        let edge = try error("+275760-09-13T00:00:00", in: "America/New_York")
        #expect(ExpectedError.mismatch(edge, kind: .outOfRange, offset: 0, input: "+275760-09-13T00:00:00") == nil)
        #expect(try decode("+275760-09-13T00:00:00", in: "UTC") == "+275760-09-13T00:00:00.000Z")
    }

    /// Every local date-time vector through the strategy in UTC: the reading itself, or the
    /// written offset's instant.
    @Test func localDateTimeVectorsThroughTheStrategy() throws {
        var failures = FailureReport()
        let utc = try #require(TimeZone(identifier: "UTC"))
        for vector in try SpecVectorLoader.localTimeStringVectors(.localDateTime) {
            let input = vector.input!
            let result = Result { try JSONFixtures.decodeDate(JSONFixtures.document(string: input), .fastLocalDateTime(in: utc)) }
            switch (vector.expected, result) {
            case (.localDateTime(let reading), _):
                let t = FastDate.Timestamp(seconds: reading.localSeconds - Int64(reading.utcOffset ?? 0), nanoseconds: reading.nanoseconds)
                if t.isInSupportedRange {
                    failures.check((try? result.get()) == Date(t), "\(vector): \(result), expected \(Date(t))")
                } else if case .failure(let error) = result {
                    let problem = ExpectedError.mismatch(error, kind: .outOfRange, offset: 0, input: input)
                    failures.check(problem == nil, "\(vector): \(problem ?? "")")
                } else {
                    failures.check(false, "\(vector): \(result), expected outOfRange in UTC")
                }
            case (.error(.yearOutOfRange, _), _):
                // A year past 0000–9999 is no `LocalDateTime`, but the strategy returns an
                // instant: it reads what `.iso8601` reads with the zone's offset assumed.
                let iso = Result { try JSONFixtures.decodeDate(JSONFixtures.document(string: input), .fast(.iso8601.assumingUTCOffset(0))) }
                failures.check((try? result.get()) == (try? iso.get()), "\(vector): \(result), .iso8601 at +00:00 \(iso)")
            case (.error(let kind, let offset), .failure(let error)):
                let problem = ExpectedError.mismatch(error, kind: kind, offset: offset, input: input)
                failures.check(problem == nil, "\(vector): \(problem ?? "")")
            default:
                failures.check(false, "\(vector): \(result)")
            }
        }
        failures.finish(minimumChecked: 150)
    }

    /// The non-JSON door.
    @Test func localDateTimeTimestamp() throws {
        let local = try FastDate.parseLocalDateTime("2021-03-14T02:30:00")
        let t = try local.timestamp(in: TimeZone(identifier: "America/New_York")!)
        #expect(t == FastDate.Timestamp(seconds: 1_615_707_000, utcOffset: -18_000))  // 2021-03-14T07:30:00Z
    }
}
