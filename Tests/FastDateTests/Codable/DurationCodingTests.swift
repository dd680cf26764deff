import FastDate
import Foundation
import Testing
import FastDateTestSupport

/// The Foundation side of durations (`Spec/duration/durations.md`): `FastDate.ISODuration` as a
/// `Codable` string, `FastDate.ISODurationCoding` for `Duration` properties, and adding a
/// duration to a `Date` in a `Calendar`.
@Suite struct DurationCodingTests {
    struct Video: Codable, Equatable {
        @FastDate.Coded<FastDate.ISODurationCoding> var duration: Duration
        @FastDate.OptionalCoded<FastDate.ISODurationCoding> var preview: Duration?
    }

    @Test func youTubeDurationsDecodeIntoDuration() throws {
        let json = Data(#"{"duration":"PT4M13S","preview":"PT0.5S"}"#.utf8)
        let video = try JSONDecoder().decode(Video.self, from: json)
        #expect(video.duration == .seconds(253))
        #expect(video.preview == .milliseconds(500))
        let written = try JSONEncoder().encode(video)
        #expect(try JSONDecoder().decode(Video.self, from: written) == video)
        #expect(String(decoding: written, as: UTF8.self).contains(#""PT4M13S""#))

        let absent = try JSONDecoder().decode(Video.self, from: Data(#"{"duration":"P1DT2H"}"#.utf8))
        #expect(absent.duration == .seconds(93_600))
        #expect(absent.preview == nil)
    }

    @Test func aDurationWithMonthsIsNotADuration() throws {
        let error = try #require(throws: DecodingError.self) {
            try JSONDecoder().decode(Video.self, from: Data(#"{"duration":"P1M"}"#.utf8))
        }
        let context = try #require(JSONFixtures.corruption(error))
        #expect(context.debugDescription.contains("years or months"))
    }

    @Test func malformedDurationsSayWhereTheyFail() throws {
        let error = try #require(throws: DecodingError.self) {
            try JSONDecoder().decode(Video.self, from: Data(#"{"duration":"PT1.5H30M"}"#.utf8))
        }
        let context = try #require(JSONFixtures.corruption(error))
        #expect((context.underlyingError as? FastDate.ParseError)?.kind == .misplacedDurationFraction)
        #expect(context.debugDescription.hasSuffix(#"at byte 6 in "PT1.5H30M""#))
        #expect(context.codingPath.map(\.stringValue) == ["duration"])
    }

    /// Every valid vector decodes as `FastDate.ISODuration` and encodes as its canonical text.
    @Test func isoDurationsAreCodableAsTheirText() throws {
        var checked = 0
        for vector in try SpecVectorLoader.durationVectors() {
            guard case .duration(let want, let canonical) = vector.expected, let input = vector.input else { continue }
            let decoded = try JSONDecoder().decode([FastDate.ISODuration].self, from: JSONEncoder().encode([input]))
            #expect(decoded == [want], "\(vector)")
            #expect(try JSONEncoder().encode(decoded) == JSONEncoder().encode([canonical]))
            checked += 1
        }
        #expect(checked > 400)
    }

    /// Encoding a `Duration` and reading it back is exact to the nanosecond, both signs.
    @Test func durationsRoundTripExactly() throws {
        var rng = SeededGenerator(seed: 253)
        for _ in 0..<2_000 {
            let seconds = Int64.random(in: -1_000_000_000_000...1_000_000_000_000, using: &rng)
            let nanoseconds = Int64.random(in: 0..<1_000_000_000, using: &rng) * (seconds < 0 ? -1 : 1)
            let value = Duration(secondsComponent: seconds, attosecondsComponent: nanoseconds * 1_000_000_000)
            let back = try #require(FastDate.ISODuration(value).duration)
            #expect(back == value, "\(value) → \(FastDate.ISODuration(value))")
        }
        #expect(FastDate.ISODuration(.seconds(253)).description == "PT4M13S")
        #expect(FastDate.ISODuration(.seconds(-90_061.5)).description == "-PT25H1M1.5S")
    }

    @Test func addingInACalendarFollowsTheZone() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "Europe/Paris"))
        // Noon on the day before Paris moves to summer time (2021-03-28 02:00 → 03:00).
        let noon = Date(try FastDate.parseTimestamp("2021-03-27T12:00:00+01:00"))
        let oneDay = try #require(calendar.date(byAdding: try FastDate.parseDuration("P1D"), to: noon))
        #expect(oneDay == Date(try FastDate.parseTimestamp("2021-03-28T12:00:00+02:00")))
        #expect(oneDay.timeIntervalSince(noon) == 23 * 3600)
        let twentyFourHours = try #require(calendar.date(byAdding: try FastDate.parseDuration("PT24H"), to: noon))
        #expect(twentyFourHours.timeIntervalSince(noon) == 86_400)
        // Calendar part first, then elapsed time.
        let mixed = try #require(calendar.date(byAdding: try FastDate.parseDuration("P1DT1H30M"), to: noon))
        #expect(mixed == Date(try FastDate.parseTimestamp("2021-03-28T13:30:00+02:00")))
        // Months as the calendar counts them, and a negative duration subtracts.
        let endOfJanuary = Date(try FastDate.parseTimestamp("2021-01-31T10:00:00+01:00"))
        #expect(calendar.date(byAdding: try FastDate.parseDuration("P1M"), to: endOfJanuary)
            == Date(try FastDate.parseTimestamp("2021-02-28T10:00:00+01:00")))
        #expect(calendar.date(byAdding: try FastDate.parseDuration("-P1W"), to: noon)
            == Date(try FastDate.parseTimestamp("2021-03-20T12:00:00+01:00")))
        #expect(calendar.date(byAdding: try FastDate.parseDuration("-PT0.5S"), to: noon) == noon - 0.5)
        // Agrees with Foundation's own component arithmetic for the calendar part.
        let components = DateComponents(year: 1, month: 2, day: 17)
        #expect(calendar.date(byAdding: try FastDate.parseDuration("P1Y2M2W3D"), to: noon)
            == calendar.date(byAdding: components, to: noon))
    }
}
