import FastDate
import Foundation
import Testing

/// `ParseStrategy` and `FormatStyle` conformances and `Date(fastISO8601:)`.
@Suite struct FormatStyleTests {
    let date = Date(FastDate.Timestamp(seconds: 1_616_146_640, nanoseconds: 123_000_000))

    @Test func parseStrategies() throws {
        #expect(try Date("2021-03-19T09:37:20.123Z", strategy: .fastISO8601) == date)
        #expect(try Date("2021-03-19T10:37:20.123+0100", strategy: .fastISO8601) == date)
        #expect(try Date("2021-03-19T09:37:20.123Z", strategy: .fastRFC3339) == date)
        #expect(try Date("2021-03-19", strategy: .fastFullDate) == Date(FastDate.Timestamp(seconds: 1_616_112_000)))
        // A Substring goes through the StringProtocol overload.
        let text = "date: 2021-03-19T09:37:20.123Z"
        #expect(try Date(text.dropFirst(6), strategy: .fastISO8601) == date)
    }

    @Test func parseErrorsAreTheCoresErrors() throws {
        let error = try #require(throws: FastDate.ParseError.self) {
            try Date("2021-03-19T10:37:20+0100", strategy: .fastRFC3339)
        }
        #expect(error == FastDate.ParseError(.expectedOffsetColon, offset: 22))
    }

    @Test func formatStyles() throws {
        #expect(date.formatted(.fastISO8601) == "2021-03-19T09:37:20.123Z")
        #expect(date.formatted(.fastISO8601(fractionDigits: 0)) == "2021-03-19T09:37:20Z")
        #expect(date.formatted(.fastISO8601(fractionDigits: 6)) == "2021-03-19T09:37:20.123000Z")
        #expect(Date(timeIntervalSince1970: 1_335_205_543.511).formatted(.fastISO8601) == "2012-04-23T18:25:43.511Z")
        #expect(FastDate.ISO8601FormatStyle().format(date) == "2021-03-19T09:37:20.123Z")
    }

    @Test func unformattableDatesReadInvalidDate() {
        #expect(Date(timeIntervalSince1970: 9e12).formatted(.fastISO8601) == "Invalid Date")
        #expect(Date(timeIntervalSinceReferenceDate: .nan).formatted(.fastISO8601) == "Invalid Date")
    }

    @Test func theStyleParsesWhatItFormats() throws {
        let style = FastDate.ISO8601FormatStyle(fractionDigits: 9)
        let text = style.format(date)
        #expect(try style.parseStrategy.parse(text) == date)
        // Usable wherever a ParseableFormatStyle is asked for.
        func roundTrip<S: ParseableFormatStyle>(_ style: S, _ value: Date) throws -> Date where S.FormatInput == Date, S.FormatOutput == String {
            try style.parseStrategy.parse(style.format(value))
        }
        #expect(try roundTrip(.fastISO8601, date) == date)
    }

    @Test func stylesAreCodableAndHashable() throws {
        let style = FastDate.ISO8601FormatStyle(fractionDigits: 6, profile: .rfc3339)
        let data = try JSONEncoder().encode(style)
        #expect(try JSONDecoder().decode(FastDate.ISO8601FormatStyle.self, from: data) == style)
        #expect(Set([style, .fastISO8601, style]).count == 2)
        let bad = Data(#"{"fractionDigits": 12, "profile": "iso8601"}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(FastDate.ISO8601FormatStyle.self, from: bad) }
    }

    @Test func dateInitializer() throws {
        #expect(try Date(fastISO8601: "2021-03-19T09:37:20.123Z") == date)
        #expect((try? Date(fastISO8601: "2021-03-19T09:37:20.123")) == nil)
        let error = try #require(throws: FastDate.ParseError.self) { try Date(fastISO8601: "2021-03-19T09") }
        #expect(error.description == "expected ':' after the hour at byte 13")
    }
}
