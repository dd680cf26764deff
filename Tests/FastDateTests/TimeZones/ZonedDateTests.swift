import FastDate
import Foundation
import Testing

/// `FastDate.ZonedDate` keeps the offset the server wrote.
@Suite struct ZonedDateTests {
    struct Booking: Codable {
        var hotel: String
        var checkIn: FastDate.ZonedDate
    }

    @Test func aHotelsThreePMCheckInShowsAsThreePMInTheHotelsTime() throws {
        let json = Data(#"{"hotel": "Hôtel du Lac, Annecy", "checkIn": "2024-07-12T15:00:00+02:00"}"#.utf8)
        let booking = try JSONDecoder().decode(Booking.self, from: json)

        // The instant is 13:00 UTC …
        #expect(booking.checkIn.date == Date(FastDate.Timestamp(seconds: 1_720_789_200)))
        #expect(booking.checkIn.utcOffset == 7200)

        // … shown in the hotel's time it is 15:00, whatever the device's zone is.
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(booking.checkIn.timeZone)
        let local = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: booking.checkIn.date)
        #expect(local.year == 2024 && local.month == 7 && local.day == 12)
        #expect(local.hour == 15 && local.minute == 0)

        // In the guest's zone it would not be.
        calendar.timeZone = try #require(TimeZone(identifier: "America/Los_Angeles"))
        #expect(calendar.component(.hour, from: booking.checkIn.date) == 6)

        // And it is written back exactly as the server wrote it.
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(String(decoding: try encoder.encode(booking), as: UTF8.self)
            == #"{"checkIn":"2024-07-12T15:00:00+02:00","hotel":"Hôtel du Lac, Annecy"}"#)
    }

    @Test func fractionDigitsAreTheFewestThatHoldTheNanoseconds() throws {
        let cases: [(Int32, String)] = [
            (0, "2021-03-19T10:37:20-05:30"), (500_000_000, "2021-03-19T10:37:20.500-05:30"),
            (123_456_000, "2021-03-19T10:37:20.123456-05:30"), (123_456_789, "2021-03-19T10:37:20.123456789-05:30"),
        ]
        for (nanoseconds, expected) in cases {
            let zoned = FastDate.ZonedDate(FastDate.Timestamp(seconds: 1_616_170_040, nanoseconds: nanoseconds, utcOffset: -19_800))
            #expect(String(decoding: try JSONEncoder().encode([zoned]), as: UTF8.self) == "[\"\(expected)\"]")
            #expect(try JSONDecoder().decode([FastDate.ZonedDate].self, from: JSONEncoder().encode([zoned])) == [zoned])
        }
    }

    @Test func otherSpellingsOfTheOffsetAreKeptAsTheOffset() throws {
        let zoned = try JSONDecoder().decode([FastDate.ZonedDate].self, from: Data(#"["2021-03-19T10:37:20+0100"]"#.utf8))[0]
        #expect(zoned.timestamp == FastDate.Timestamp(seconds: 1_616_146_640, utcOffset: 3600))
        #expect(String(decoding: try JSONEncoder().encode([zoned]), as: UTF8.self) == #"["2021-03-19T10:37:20+01:00"]"#)
    }

    @Test func aDateTimeWithoutAnOffsetHasNoneToKeep() throws {
        let error = try #require(throws: DecodingError.self) {
            try JSONDecoder().decode(JSONFixtures.Box<FastDate.ZonedDate>.self, from: JSONFixtures.document(string: "2024-07-12T15:00:00"))
        }
        #expect(ExpectedError.mismatch(error, kind: .missingOffset, offset: 19, input: "2024-07-12T15:00:00") == nil)
    }

    @Test func madeFromADateAndAZone() throws {
        let paris = try #require(TimeZone(identifier: "Europe/Paris"))
        let date = Date(FastDate.Timestamp(seconds: 1_720_789_200))
        let zoned = FastDate.ZonedDate(date, in: paris)
        #expect(zoned.utcOffset == 7200)
        #expect(zoned.date == date)
        #expect(String(decoding: try JSONEncoder().encode([zoned]), as: UTF8.self) == #"["2024-07-12T15:00:00+02:00"]"#)
        #expect(FastDate.ZonedDate(date, utcOffset: 20 * 3600).timeZone == nil)
    }

    @Test func anOffsetWithSecondsIsWrittenBack() throws {
        // Paris local mean time, as PostgreSQL prints dates before 1911.
        let json = Data(#"["1850-01-01T00:00:00-00:09:21"]"#.utf8)
        let zoned = try JSONDecoder().decode([FastDate.ZonedDate].self, from: json)
        #expect(zoned[0].utcOffset == -561)
        #expect(try JSONEncoder().encode(zoned) == json)
    }

    @Test func anOffsetPastADayCannotBeWritten() throws {
        var timestamp = FastDate.Timestamp(seconds: 0)
        timestamp.utcOffset = 86_400
        let error = try #require(throws: EncodingError.self) { try JSONEncoder().encode([FastDate.ZonedDate(timestamp)]) }
        guard case .invalidValue(_, let context) = error else {
            Issue.record("\(error)")
            return
        }
        #expect((context.underlyingError as? FastDate.FormatError)?.kind == .invalidOffset)
    }
}
