import FastDate
import Foundation
import Testing
import FastDateTestSupport

/// `.fastHTTPDate` and `.fastRFC5322` in `JSONDecoder` and `JSONEncoder`, the property-wrapper
/// strategies, the `Date` conveniences, and `.fastFlexible` reading both.
@Suite("HTTP-date and RFC 5322 coding") struct InternetDateCodingTests {
    static let example = Date(timeIntervalSince1970: 784_111_777)  // Sun, 06 Nov 1994 08:49:37 GMT

    @Test func decodesEveryHTTPDateForm() throws {
        let json = Data(#"["Sun, 06 Nov 1994 08:49:37 GMT", "Sunday, 06-Nov-94 08:49:37 GMT", "Sun Nov  6 08:49:37 1994"]"#.utf8)
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .fastHTTPDate
        #expect(try decoder.decode([Date].self, from: json) == [Self.example, Self.example, Self.example])
    }

    /// The strategy reads RFC 850's two-digit years from this year, by RFC 9110's rule.
    @Test func twoDigitYearsCountFromThisYear() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let thisYear = calendar.component(.year, from: Date())
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .fastHTTPDate
        for text in ["Thursday, 01-Jan-76 00:00:00 GMT", "Saturday, 01-Jan-77 00:00:00 GMT", "Friday, 01-Jan-99 00:00:00 GMT"] {
            let want = try? FastDate.parseTimestamp(text, as: .httpDate(currentYear: thisYear))
            let got = try? JSONFixtures.decodeDate(JSONFixtures.document(string: text), .fastHTTPDate)
            #expect(got == want.map(Date.init), "\(text) in \(thisYear)")
        }
        #expect(try Date(fast: "Sun, 06 Nov 1994 08:49:37 GMT", as: .httpDate) == Self.example)
    }

    @Test func decodesRFC5322AndItsObsoleteForms() throws {
        let json = Data(#"["Fri, 19 Mar 2021 10:37:20 +0100", "19 Mar 21 09:37:20 GMT", "Fri, 19 Mar 2021 04:37:20 EST (comment)"]"#.utf8)
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .fastRFC5322
        let want = Date(timeIntervalSince1970: 1_616_146_640)
        #expect(try decoder.decode([Date].self, from: json) == [want, want, want])
        #expect(try Date(fast: "Fri, 19 Mar 2021 10:37:20 +0100", as: .rfc5322) == want)
    }

    @Test func errorsNameTheReasonAndTheByte() throws {
        let error = #expect(throws: DecodingError.self) {
            try JSONFixtures.decodeDate(JSONFixtures.document(string: "Mon, 06 Nov 1994 08:49:37 GMT"), .fastHTTPDate)
        }
        let context = try #require(error.flatMap(JSONFixtures.corruption))
        #expect(context.debugDescription
            == #"the day name does not match the date, which is a Sunday at byte 0 in "Mon, 06 Nov 1994 08:49:37 GMT""#)
        #expect((context.underlyingError as? FastDate.ParseError)?.kind == .weekdayMismatch)
    }

    /// Truncated to the second, never rounded up: a `Last-Modified` must not come after the
    /// response's `Date` (RFC 9110 section 8.8.2.1).
    @Test func encodesHTTPDatesTruncatedToTheSecond() throws {
        #expect(try JSONFixtures.encodeDate(Self.example, .fastHTTPDate) == #""Sun, 06 Nov 1994 08:49:37 GMT""#)
        #expect(try JSONFixtures.encodeDate(Self.example + 0.5, .fastHTTPDate) == #""Sun, 06 Nov 1994 08:49:37 GMT""#)
        #expect(try JSONFixtures.encodeDate(Self.example + 0.999_999, .fastHTTPDate) == #""Sun, 06 Nov 1994 08:49:37 GMT""#)
        // Within half a microsecond of the next second, the Date stands for that second.
        #expect(try JSONFixtures.encodeDate(Self.example + 0.999_999_9, .fastHTTPDate) == #""Sun, 06 Nov 1994 08:49:38 GMT""#)
        #expect(throws: EncodingError.self) {
            try JSONFixtures.encodeDate(Date(timeIntervalSince1970: 253_402_300_800), .fastHTTPDate)  // year 10000
        }
    }

    @Test func encodesRFC5322InUTCOrInAZone() throws {
        let date = Date(timeIntervalSince1970: 1_616_146_640)
        #expect(try JSONFixtures.encodeDate(date, .fastRFC5322) == #""Fri, 19 Mar 2021 09:37:20 +0000""#)
        let paris = TimeZone(identifier: "Europe/Paris")!
        #expect(try JSONFixtures.encodeDate(date, .fastRFC5322(timeZone: paris)) == #""Fri, 19 Mar 2021 10:37:20 +0100""#)
        // Summer time: the offset is the zone's at that instant.
        #expect(try JSONFixtures.encodeDate(date + 120 * 86_400, .fastRFC5322(timeZone: paris)) == #""Sat, 17 Jul 2021 11:37:20 +0200""#)
    }

    struct Feed: Codable, Equatable {
        @FastDate.Coded<FastDate.RFC5322Coding> var published: Date
        @FastDate.Coded<FastDate.HTTPDateCoding> var lastModified: Date
        @FastDate.OptionalCoded<FastDate.RFC5322Coding> var updated: Date?
    }

    @Test func propertyWrappersReadAndWriteBoth() throws {
        let json = Data(#"{"published": "Fri, 19 Mar 2021 10:37:20 +0100", "lastModified": "Sun, 06 Nov 1994 08:49:37 GMT"}"#.utf8)
        let feed = try JSONDecoder().decode(Feed.self, from: json)
        #expect(feed.published == Date(timeIntervalSince1970: 1_616_146_640))
        #expect(feed.lastModified == Self.example)
        #expect(feed.updated == nil)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(String(decoding: try encoder.encode(feed), as: UTF8.self)
            == #"{"lastModified":"Sun, 06 Nov 1994 08:49:37 GMT","published":"Fri, 19 Mar 2021 09:37:20 +0000"}"#)
        #expect(try JSONDecoder().decode(Feed.self, from: try encoder.encode(feed)) == feed)
    }

    /// `.fastFlexible` reads both after ISO 8601, and says what was wrong in the grammar the
    /// text was most likely meant in.
    @Test func flexibleReadsBoth() throws {
        let json = Data(#"["Sun, 06 Nov 1994 08:49:37 GMT", "Sunday, 06-Nov-94 08:49:37 GMT", "Sun Nov  6 08:49:37 1994", "06 Nov 94 08:49:37 GMT", "1994-11-06T08:49:37Z", 784111777]"#.utf8)
        for strategy in [JSONDecoder.DateDecodingStrategy.fastFlexible, .fastFlexible(timeZone: TimeZone(identifier: "Asia/Tokyo"))] {
            let decoder = JSONDecoder()
            decoder.dateDecodingStrategy = strategy
            #expect(try decoder.decode([Date].self, from: json) == Array(repeating: Self.example, count: 6))
        }
        func reason(_ text: String) throws -> String? {
            let error = #expect(throws: DecodingError.self) { try JSONFixtures.decodeDate(JSONFixtures.document(string: text), .fastFlexible) }
            return (try #require(error.flatMap(JSONFixtures.corruption))).underlyingError.map { "\($0)" }
        }
        #expect(try reason("Sun, 06 Nox 1994 08:49:37 GMT") == "expected a month name such as 'Jan' at byte 8")
        #expect(try reason("2021-13-01T00:00:00Z") == "month 13 is out of range at byte 5")
    }
}
