import FastDate
import Foundation
import Testing
import FastDateTestSupport

/// `.fastTimeOfDay(on:in:)`: `"7:27:02 AM"` on a given day in a given zone.
@Suite struct LocalTimeDecodingTests {
    /// 2021-03-19T12:00:00Z: the 19th in every zone from −12:00 to +11:59.
    static let march19 = Date(timeIntervalSince1970: 1_616_155_200)

    func decode(_ text: String, on day: Date = march19, in zone: String) throws -> String {
        let timeZone = try #require(TimeZone(identifier: zone), "no tz data for \(zone)")
        let date = try JSONFixtures.decodeDate(JSONFixtures.document(string: text), .fastTimeOfDay(on: day, in: timeZone))
        return try FastDate.format(FastDate.Timestamp(date), as: .rfc3339.fractionDigits(date.timeIntervalSince1970.rounded() == date.timeIntervalSince1970 ? 0 : 3))
    }

    func error(_ text: String, on day: Date = march19, in zone: String = "UTC") throws -> DecodingError {
        let timeZone = try #require(TimeZone(identifier: zone))
        return try #require(throws: DecodingError.self) {
            try JSONFixtures.decodeDate(JSONFixtures.document(string: text), .fastTimeOfDay(on: day, in: timeZone))
        }
    }

    /// The shape of sunrise-sunset.org's answer (`formatted=1`).
    struct SunTimes: Codable {
        var sunrise: Date
        var sunset: Date
        var solarNoon: Date

        enum CodingKeys: String, CodingKey {
            case sunrise, sunset
            case solarNoon = "solar_noon"
        }
    }

    @Test func aSunriseAPIResponse() throws {
        let json = Data(#"{"sunrise": "7:27:02 AM", "sunset": "7:31:42 PM", "solar_noon": "1:29:22 PM"}"#.utf8)
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .fastTimeOfDay(on: Self.march19, in: TimeZone(identifier: "America/New_York")!)
        let times = try decoder.decode(SunTimes.self, from: json)
        // New York is at -04:00 (EDT) on 19 March 2021.
        #expect(times.sunrise == Date(timeIntervalSince1970: 1_616_153_222))  // 2021-03-19T11:27:02Z
        #expect(times.sunset == Date(timeIntervalSince1970: 1_616_196_702))   // 2021-03-19T23:31:42Z
        #expect(times.solarNoon == Date(timeIntervalSince1970: 1_616_174_962)) // 2021-03-19T17:29:22Z
    }

    @Test func midnightNoonAndTheTwelveHourClock() throws {
        #expect(try decode("12:00:00 AM", in: "America/New_York") == "2021-03-19T04:00:00Z")
        #expect(try decode("12:00:00 PM", in: "America/New_York") == "2021-03-19T16:00:00Z")
        #expect(try decode("12:30 AM", in: "America/New_York") == "2021-03-19T04:30:00Z")
        #expect(try decode("12:30 PM", in: "America/New_York") == "2021-03-19T16:30:00Z")
        #expect(try decode("11:59:59 PM", in: "America/New_York") == "2021-03-20T03:59:59Z")
        #expect(try decode("00:00:00", in: "America/New_York") == "2021-03-19T04:00:00Z")
        #expect(try decode("19:27:02", in: "America/New_York") == "2021-03-19T23:27:02Z")
        #expect(try decode("7:27:02\u{202F}PM", in: "America/New_York") == "2021-03-19T23:27:02Z")
        #expect(try decode("7:27 p.m.", in: "America/New_York") == "2021-03-19T23:27:00Z")
        #expect(try decode("19:27:02.5", in: "UTC") == "2021-03-19T19:27:02.500Z")

        let zero = try error("0:30 AM")
        #expect(ExpectedError.mismatch(zero, kind: .hourOutOfRangeFor12HourClock, offset: 0, input: "0:30 AM") == nil)
        let thirteen = try error("13:30 PM")
        #expect(ExpectedError.mismatch(thirteen, kind: .hourOutOfRangeFor12HourClock, offset: 0, input: "13:30 PM") == nil)
        let context = try #require(JSONFixtures.corruption(zero))
        #expect(context.debugDescription
            == #"hour 0 is out of range for AM/PM (a 12-hour clock reads 1 to 12; midnight is 12 AM) at byte 0 in "0:30 AM""#)
    }

    /// The day is the calendar date the zone's clocks show at `day`, not the UTC date.
    @Test func theDayIsTheZonesCalendarDate() throws {
        let lateInUTC = Date(timeIntervalSince1970: 1_616_184_000)  // 2021-03-19T20:00:00Z
        // Already the 20th in Tokyo (05:00), still the 19th in Los Angeles (13:00).
        #expect(try decode("7:00 AM", on: lateInUTC, in: "Asia/Tokyo") == "2021-03-19T22:00:00Z")
        #expect(try decode("7:00 AM", on: lateInUTC, in: "America/Los_Angeles") == "2021-03-19T14:00:00Z")
        #expect(try decode("7:00 AM", on: lateInUTC, in: "UTC") == "2021-03-19T07:00:00Z")
    }

    @Test func daylightSavingDays() throws {
        let springForward = Date(timeIntervalSince1970: 1_615_723_200)  // 2021-03-14T12:00:00Z
        // 2:30 AM does not exist that night: read at -05:00, it is 03:30 EDT.
        #expect(try decode("2:30:00 AM", on: springForward, in: "America/New_York") == "2021-03-14T07:30:00Z")
        #expect(try decode("3:30:00 AM", on: springForward, in: "America/New_York") == "2021-03-14T07:30:00Z")
        #expect(try decode("1:59:59 AM", on: springForward, in: "America/New_York") == "2021-03-14T06:59:59Z")
        let fallBack = Date(timeIntervalSince1970: 1_636_286_400)  // 2021-11-07T12:00:00Z
        // 1:30 AM happens twice: the first (EDT) one.
        #expect(try decode("1:30 AM", on: fallBack, in: "America/New_York") == "2021-11-07T05:30:00Z")
        #expect(try decode("2:00 AM", on: fallBack, in: "America/New_York") == "2021-11-07T07:00:00Z")
    }

    @Test func theSameDayForEveryValue() throws {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .fastTimeOfDay(on: Self.march19, in: TimeZone(identifier: "Europe/Paris")!)
        let dates = try decoder.decode([Date].self, from: Data(#"["0:00", "6:00 AM", "12:00 PM", "23:59:59.999"]"#.utf8))
        let start = Date(timeIntervalSince1970: 1_616_108_400)  // 2021-03-19T00:00:00+01:00
        #expect(dates == [start, start + 6 * 3600, start + 12 * 3600, start + 86_399.999])
    }

    @Test func otherValuesAndErrors() throws {
        let number = try error("")  // empty string
        #expect(ExpectedError.mismatch(number, kind: .empty, offset: 0, input: "") == nil)
        let meridiem = try error("7:27 UTC")
        #expect(ExpectedError.mismatch(meridiem, kind: .expectedMeridiem, offset: 5, input: "7:27 UTC") == nil)
        let timeZone = try #require(TimeZone(identifier: "UTC"))
        let mismatch = try #require(throws: DecodingError.self) {
            try JSONFixtures.decodeDate(JSONFixtures.document(literal: "1616112000"), .fastTimeOfDay(on: Self.march19, in: timeZone))
        }
        guard case DecodingError.typeMismatch = mismatch else {
            Issue.record("a number should be a typeMismatch, got \(mismatch)")
            return
        }
        // A day at the end of the range: the instant itself is out of range.
        let last = Date(timeIntervalSince1970: 8_640_000_000_000)
        let outOfRange = try error("11:00 PM", on: last)
        #expect(ExpectedError.mismatch(outOfRange, kind: .outOfRange, offset: 0, input: "11:00 PM") == nil)
    }

    /// Every time-of-day vector, put on 19 March 2021 in UTC, through the strategy.
    @Test func timeOfDayVectorsThroughTheStrategy() throws {
        var failures = FailureReport()
        let utc = try #require(TimeZone(identifier: "UTC"))
        let midnight: Int64 = 1_616_112_000
        for vector in try SpecVectorLoader.localTimeStringVectors(.timeOfDay) {
            let input = vector.input!
            let result = Result { try JSONFixtures.decodeDate(JSONFixtures.document(string: input), .fastTimeOfDay(on: Self.march19, in: utc)) }
            switch (vector.expected, result) {
            case (.timeOfDay(let reading), .success(let date)):
                let want = Date(FastDate.Timestamp(seconds: midnight + Int64(reading.secondsSinceMidnight), nanoseconds: reading.nanoseconds))
                failures.check(date == want, "\(vector): \(date), expected \(want)")
            case (.error(let kind, let offset), .failure(let error)):
                let problem = ExpectedError.mismatch(error, kind: kind, offset: offset, input: input)
                failures.check(problem == nil, "\(vector): \(problem ?? "")")
            default:
                failures.check(false, "\(vector): \(result)")
            }
        }
        failures.finish(minimumChecked: 300)
    }

    /// The non-JSON door: a parsed time put on a day.
    @Test func timeOfDayTimestamp() throws {
        let sunset = try FastDate.LocalTime(parsing: "7:27:02 PM", as: .timeOfDay)
        let t = try sunset.timestamp(on: Self.march19, in: TimeZone(identifier: "Europe/London")!)
        #expect(t == FastDate.Timestamp(seconds: 1_616_182_022, utcOffset: 0))  // 2021-03-19T19:27:02Z (GMT)
    }
}

/// `.fastTimeOfDay(atOrAfter:in:)` and `LocalTime.timestamp(atOrAfter:in:)`: a time at its
/// next occurrence at or after an instant.
@Suite("Time of day at or after an instant, in a zone") struct LocalTimeAtOrAfterDecodingTests {
    struct SunTimes: Codable {
        var sunrise: Date
        var sunset: Date
    }

    /// The Sunrise-Sunset API answers in UTC: New York's 19 June 2021 sunset, 8:31 PM EDT,
    /// comes as `12:31:02 AM`, which is on the next UTC day.
    @Test func aSunsetAfterUTCMidnight() throws {
        let midnightInNewYork = Date(timeIntervalSince1970: 1_624_075_200)  // 2021-06-19T04:00:00Z
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .fastTimeOfDay(atOrAfter: midnightInNewYork, in: TimeZone(identifier: "UTC")!)
        let times = try decoder.decode(SunTimes.self, from: Data(#"{"sunrise": "9:25:09 AM", "sunset": "12:31:02 AM"}"#.utf8))
        #expect(times.sunrise == Date(timeIntervalSince1970: 1_624_094_709))  // 2021-06-19T09:25:09Z
        #expect(times.sunset == Date(timeIntervalSince1970: 1_624_149_062))   // 2021-06-20T00:31:02Z
        #expect(times.sunset.timeIntervalSince(times.sunrise) == 54_353)      // 15 h 5 min 53 s of daylight
    }

    /// The definition, composed from the `on:` rule (checked against `Calendar` elsewhere):
    /// the time on the start's calendar day if that is not before the start, else on the
    /// next calendar day. Random starts 2000–2030, random times, zones with daylight saving.
    @Test func isTheOnDayRuleOnTheStartsDayOrTheNext() throws {
        var generator = SeededGenerator(seed: 0x50AA)
        var report = FailureReport()
        let zones = ["America/New_York", "Europe/Paris", "Australia/Lord_Howe", "Pacific/Apia", "Asia/Kolkata", "UTC"]
        var checked = 0
        for name in zones {
            let zone = try #require(TimeZone(identifier: name))
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = zone
            for _ in 0..<400 {
                let start = Date(timeIntervalSince1970: Double(Int64.random(in: 946_684_800...1_893_456_000, using: &generator)))
                let time = FastDate.LocalTime(
                    secondsSinceMidnight: Int32.random(in: 0..<86_400, using: &generator), nanoseconds: 0)
                let got = try time.timestamp(atOrAfter: start, in: zone)
                let sameDay = try time.timestamp(on: start, in: zone)
                let nextDay = try time.timestamp(on: try #require(calendar.date(byAdding: .day, value: 1, to: calendar.startOfDay(for: start))), in: zone)
                let want = Date(sameDay) >= start ? sameDay : nextDay
                if got != want { report.add("\(name): \(time.hour):\(time.minute):\(time.second) at or after \(start): got \(got), want \(want)") }
                if Date(got) < start { report.add("\(name): \(got) is before \(start)") }
                checked += 1
            }
        }
        report.finish(checked: checked)
    }

    @Test func theStrategyAgreesWithTheConversion() throws {
        let zone = try #require(TimeZone(identifier: "Europe/Paris"))
        let start = Date(timeIntervalSince1970: 1_616_320_800)  // 2021-03-21T10:00:00Z, Sunday
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .fastTimeOfDay(atOrAfter: start, in: zone)
        for text in ["00:00", "10:59:59", "11:00", "11:00:00.000000001", "23:59:59.999", "2:30 AM", "12:00 PM"] {
            let decoded = try JSONFixtures.decodeDate(JSONFixtures.document(string: text), decoder.dateDecodingStrategy)
            #expect(decoded == Date(try FastDate.LocalTime(parsing: text, as: .timeOfDay).timestamp(atOrAfter: start, in: zone)), "\(text)")
        }
        // 11:00 in Paris (+01:00) is the start itself; a nanosecond before it is tomorrow.
        #expect(try JSONFixtures.decodeDate(JSONFixtures.document(string: "11:00"), decoder.dateDecodingStrategy) == start)
        #expect(try JSONFixtures.decodeDate(JSONFixtures.document(string: "10:59:59"), decoder.dateDecodingStrategy)
            == Date(timeIntervalSince1970: 1_616_320_800 + 86_400 - 1))
    }
}
