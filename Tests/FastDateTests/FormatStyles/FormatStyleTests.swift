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
        #expect(FastDate.DateFormatStyle(.iso8601).format(date) == "2021-03-19T09:37:20.123Z")
        #expect(date.formatted(.fast(.httpDate)) == "Fri, 19 Mar 2021 09:37:20 GMT")
        #expect(date.formatted(.fast(.rfc5322)) == "Fri, 19 Mar 2021 09:37:20 +0000")
        #expect(date.formatted(.fast(.epoch(.milliseconds))) == "1616146640123")
        #expect(date.formatted(.fast(.fullDate)) == "2021-03-19")
        #expect(date.formatted(.fast(.javaScript)) == "2021-03-19T09:37:20.123Z")
    }

    @Test func unformattableDatesReadInvalidDate() {
        #expect(Date(timeIntervalSince1970: 9e12).formatted(.fastISO8601) == "Invalid Date")
        #expect(Date(timeIntervalSinceReferenceDate: .nan).formatted(.fastISO8601) == "Invalid Date")
    }

    @Test func theStyleParsesWhatItFormats() throws {
        let style = FastDate.DateFormatStyle(.iso8601.fractionDigits(9))
        let text = style.format(date)
        #expect(try style.parseStrategy.parse(text) == date)
        // Usable wherever a ParseableFormatStyle is asked for.
        func roundTrip<S: ParseableFormatStyle>(_ style: S, _ value: Date) throws -> Date where S.FormatInput == Date, S.FormatOutput == String {
            try style.parseStrategy.parse(style.format(value))
        }
        #expect(try roundTrip(.fastISO8601, date) == date)
    }

    @Test func stylesAreCodableAndHashable() throws {
        let style = FastDate.DateFormatStyle(.rfc3339.fractionDigits(6))
        let data = try JSONEncoder().encode(style)
        #expect(try JSONDecoder().decode(FastDate.DateFormatStyle.self, from: data) == style)
        #expect(Set([style, .fastISO8601, style]).count == 2)
        for format: FastDate.Format in [.iso8601, .rfc3339.fractionDigits(0), .javaScript, .fullDate, .epoch(.microseconds),
                                        .httpDate, .httpDate(currentYear: 2026), .rfc5322.assumingUTCOffset(-3600), .rfc9557] {
            let stored = try JSONEncoder().encode(format)
            #expect(try JSONDecoder().decode(FastDate.Format.self, from: stored) == format, "\(String(decoding: stored, as: UTF8.self))")
        }
        for bad in [#"{"format": {"name": "iso8601", "fractionDigits": 12}}"#, #"{"format": {"name": "iso8602"}}"#,
                    #"{"format": {"name": "epoch", "epochUnit": "days"}}"#, #"{"format": {"name": "rfc3339", "assumedUTCOffset": 86400}}"#] {
            #expect(throws: DecodingError.self) { try JSONDecoder().decode(FastDate.DateFormatStyle.self, from: Data(bad.utf8)) }
        }
    }

    /// Every format, with every option it takes (and the ones it ignores), is stored and
    /// read back as the same value: the Codable form is driven by each format's facts, so a
    /// format whose options the facts misstate fails here.
    @Test func everyFormatWithEveryOptionSurvivesCodable() throws {
        let kinds: [FastDate.Format] = FastDate.Format.everyNamed
            + [.httpDate(currentYear: 2026), .pattern(try FastDate.Pattern("yyyy-MM-dd HH:mm"))]
        for kind in kinds {
            for format in [kind, kind.fractionDigits(0), kind.fractionDigits(6), kind.writingUTCOffset(3600),
                           kind.assumingUTCOffset(-3600), kind.fractionDigits(2).writingUTCOffset(-1800).assumingUTCOffset(7200)] {
                let stored = try JSONEncoder().encode(format)
                let back = try JSONDecoder().decode(FastDate.Format.self, from: stored)
                #expect(back == format, "\(String(decoding: stored, as: UTF8.self))")
                #expect(back.writtenFractionDigits == format.writtenFractionDigits)
            }
        }
    }

    @Test func dateInitializer() throws {
        #expect(try Date(fast: "2021-03-19T09:37:20.123Z") == date)
        #expect((try? Date(fast: "2021-03-19T09:37:20.123")) == nil)
        let error = try #require(throws: FastDate.ParseError.self) { try Date(fast: "2021-03-19T09") }
        #expect(error.description == "expected ':' after the hour at byte 13")
    }
}
