import FastDate
import Foundation
import Testing

/// The examples of the DocC article "Durations and Time Zones on the Wire", verbatim, with
/// their claims checked. Change both together.
@Suite struct DurationReadmeExamplesTests {
    struct Video: Codable {
        @FastDate.Coded<FastDate.ISODurationCoding> var duration: Duration
    }

    @Test func durations() throws {
        let length = try FastDate.parseDuration("PT4M13S")
        #expect(length.minutes == 4)
        #expect(length.duration == .seconds(253))
        #expect(FastDate.format(length) == "PT4M13S")

        #expect(try FastDate.parseDuration("PT1.5H") == FastDate.ISODuration(hours: 1, minutes: 30))
        #expect(try FastDate.parseDuration("P1M").duration == nil)

        let video = try JSONDecoder().decode(Video.self, from: Data(#"{"duration": "PT1H2M3S"}"#.utf8))
        #expect(video.duration == .seconds(3723))

        var paris = Calendar(identifier: .gregorian)
        paris.timeZone = TimeZone(identifier: "Europe/Paris")!
        let noon = try Date(fast: "2021-03-27T12:00:00+01:00")
        #expect(paris.date(byAdding: try FastDate.parseDuration("P1D"), to: noon) == (try Date(fast: "2021-03-28T12:00:00+02:00")))
        #expect(paris.date(byAdding: try FastDate.parseDuration("P1D"), to: noon)?.timeIntervalSince(noon) == 23 * 3600)
        #expect(paris.date(byAdding: try FastDate.parseDuration("PT24H"), to: noon)?.timeIntervalSince(noon) == 24 * 3600)
    }

    @Test func rfc9557() throws {
        #expect(try FastDate.parse("2022-07-08T00:14:07+02:00[Europe/Paris][u-ca=gregory]", as: .rfc9557) == 1_657_232_047)

        let meeting = try JSONDecoder().decode([FastDate.ZonedDate].self,
                                               from: Data(#"["2022-07-08T00:14:07[Europe/Paris]"]"#.utf8))[0]
        #expect(meeting.utcOffset == 7200)
        #expect(meeting.timeZoneIdentifier == "Europe/Paris")
        #expect("\(meeting)" == "2022-07-08T00:14:07+02:00[Europe/Paris]")
        #expect(try JSONEncoder().encode([meeting]) == Data(#"["2022-07-08T00:14:07+02:00[Europe\/Paris]"]"#.utf8))
    }
}
