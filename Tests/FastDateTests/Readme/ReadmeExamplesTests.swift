import FastDate
import Foundation
import Testing

/// The examples of the DocC article "Decoding JSON Dates" (formerly the README's "Codable and
/// Foundation" section), with their claims checked (`Scripts/snippets.py` also compiles the
/// articles' blocks as written, from outside the
/// repository).
/// Change both together.
@Suite struct ReadmeExamplesTests {
    struct Event: Codable {
        var name: String
        var start: Date
    }

    @Test func decodeISO8601Dates() throws {
        let json = Data(#"{"name": "launch", "start": "2021-03-19T10:37:20.123+01:00"}"#.utf8)
        let event = try JSONDecoder.fastISO8601().decode(Event.self, from: json)
        // event.start == Date(timeIntervalSince1970: 1616146640.123)
        #expect(event.start == Date(FastDate.Timestamp(seconds: 1_616_146_640, nanoseconds: 123_000_000)))

        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .fastISO8601   // or .fastRFC3339 for exactly RFC 3339
        #expect(try decoder.decode(Event.self, from: json).start == event.start)
    }

    @Test func errors() throws {
        var printed: [String] = []
        func print(_ text: String) { printed.append(text) }
        var error: FastDate.ParseError?

        do {
            _ = try JSONDecoder.fastISO8601().decode([Date].self, from: Data(#"["2021-03-19T09"]"#.utf8))
        } catch DecodingError.dataCorrupted(let context) {
            print(context.debugDescription)
            // expected ':' after the hour at byte 13 in "2021-03-19T09"
            error = context.underlyingError as? FastDate.ParseError
            // error?.kind == .expectedColonAfterHour, error?.offset == 13
        }

        #expect(printed == [#"expected ':' after the hour at byte 13 in "2021-03-19T09""#])
        #expect(error?.kind == .expectedColonAfterHour && error?.offset == 13)
    }

    @Test func epochNumbers() throws {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .fastEpoch(.milliseconds)
        let dates = try decoder.decode([Date].self, from: Data(#"[1616112000123, "1616112000123", 1616112000123.5]"#.utf8))
        // 2021-03-19T00:00:00.123Z, twice, then …00.1235Z
        #expect(dates.map { $0.formatted(.fastISO8601(fractionDigits: 4)) }
            == ["2021-03-19T00:00:00.1230Z", "2021-03-19T00:00:00.1230Z", "2021-03-19T00:00:00.1235Z"])
    }

    @Test func flexible() throws {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .fastFlexible(timeZone: TimeZone(identifier: "Europe/Paris"))
        let json = Data(#"["2021-03-19T10:00:00+01:00", 1616144400, 1616144400000, "1616144400", "2021-03-19T10:00:00"]"#.utf8)
        let dates = try decoder.decode([Date].self, from: json)
        // five times 2021-03-19T09:00:00Z
        #expect(dates.map { $0.formatted(.fastISO8601(fractionDigits: 0)) } == Array(repeating: "2021-03-19T09:00:00Z", count: 5))
    }

    @Test func encodeLikeJavaScript() throws {
        let encoder = JSONEncoder.fastISO8601()
        let text = String(decoding: try encoder.encode([Date(timeIntervalSince1970: 1335205543.511)]), as: UTF8.self)
        // ["2012-04-23T18:25:43.511Z"]
        #expect(text == #"["2012-04-23T18:25:43.511Z"]"#)
    }

    struct Order: Codable {
        @FastDate.Coded<FastDate.ISO8601Coding> var created: Date
        @FastDate.Coded<FastDate.EpochMillisecondsCoding> var updated: Date
        @FastDate.OptionalCoded<FastDate.ISO8601Coding> var deleted: Date?
    }

    @Test func aFormatPerField() throws {
        let json = Data(#"{"created": "2021-03-19T09:37:20Z", "updated": 1616146640123}"#.utf8)
        let order = try JSONDecoder().decode(Order.self, from: json)
        // order.deleted == nil: a missing key and null both decode as nil
        #expect(order.deleted == nil)
        #expect(order.created == Date(FastDate.Timestamp(seconds: 1_616_146_640)))
        #expect(order.updated == Date(FastDate.Timestamp(seconds: 1_616_146_640, nanoseconds: 123_000_000)))
    }

    struct Booking: Codable {
        var checkIn: FastDate.ZonedDate
    }

    @Test func keepTheOffset() throws {
        let booking = try JSONDecoder().decode(Booking.self, from: Data(#"{"checkIn": "2024-07-12T15:00:00+02:00"}"#.utf8))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = booking.checkIn.timeZone ?? .gmt
        let hour = calendar.component(.hour, from: booking.checkIn.date)   // 15
        let again = try JSONEncoder().encode(booking)   // {"checkIn":"2024-07-12T15:00:00+02:00"}
        #expect(hour == 15)
        #expect(String(decoding: again, as: UTF8.self) == #"{"checkIn":"2024-07-12T15:00:00+02:00"}"#)
    }

    /// The example runs on every offset the parser accepts, up to ±23:59, including those
    /// past ±18:00 where `TimeZone(secondsFromGMT:)` gives nil.
    @Test func keepTheOffsetNeverCrashes() throws {
        for offset in ["+19:00", "-23:59", "+14:00", "+18:00", "-18:01"] {
            let booking = try JSONDecoder().decode(Booking.self, from: Data(#"{"checkIn": "2024-07-12T15:00:00\#(offset)"}"#.utf8))
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = booking.checkIn.timeZone ?? .gmt
            let hour = calendar.component(.hour, from: booking.checkIn.date)
            let again = try JSONEncoder().encode(booking)
            #expect((0..<24).contains(hour))
            #expect(String(decoding: again, as: UTF8.self) == #"{"checkIn":"2024-07-12T15:00:00\#(offset)"}"#)
        }
    }

    @Test func parseAndFormatStrategies() throws {
        let date = try Date("2021-03-19T10:37:20.123+01:00", strategy: .fastISO8601)
        let strict = try Date("2021-03-19T09:37:20.123Z", strategy: .fastRFC3339)
        let text = date.formatted(.fastISO8601)                        // "2021-03-19T09:37:20.123Z"
        let whole = date.formatted(.fastISO8601(fractionDigits: 0))  // "2021-03-19T09:37:20Z"
        let quick = try Date(fast: "2021-03-19T09:37:20.123Z")  // throws FastDate.ParseError
        let body = try FastDate.parse(Data("2021-03-19T09:37:20Z".utf8))  // Data is a door too
        #expect(strict == date && quick == date)
        #expect(body == 1_616_146_640)
        #expect(text == "2021-03-19T09:37:20.123Z")
        #expect(whole == "2021-03-19T09:37:20Z")
    }

    @Test func dateAndTimestamp() throws {
        let timestamp = try FastDate.parseTimestamp("2021-03-19T10:37:20.123456789+01:00")
        let date = Date(timestamp)                   // the nearest Date; the offset is dropped
        let back = FastDate.Timestamp(date)          // the Date rounded to the nanosecond, offset 0
        #expect(back.utcOffset == 0 && back.seconds == 1_616_146_640)
        #expect(abs(Int(back.nanoseconds) - 123_456_789) < 1_000)
    }
}
