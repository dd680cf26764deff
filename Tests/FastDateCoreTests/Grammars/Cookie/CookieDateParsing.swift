import FastDateCore
import Testing
import FastDateTestSupport

/// `.cookieDate` (`Spec/cookie/cookie-dates.md`) beyond its vectors: the shapes browsers meet,
/// RFC 6265's rules at their edges, and writing.
@Suite struct CookieDateParsing {
    @Test func readsTheShapesBrowsersMeet() throws {
        let cases: [(String, Int64)] = [
            ("Wed, 09-Jun-2021 10:18:14 GMT", 1_623_233_894),
            ("Thursday, 01-Jan-1970 00:00:00 GMT", 0),
            ("Sat, 15-Apr-17 21:01:22", 1_492_290_082),
            ("Sun,  9 Dec 2012 13:42:05 GMT", 1_355_060_525),
            ("Thu, 25 Nov 2027 03:25:40 -0000", 1_827_113_140),  // GitHub's -0000: a skipped token
            ("21:01:22 15 apr 2017", 1_492_290_082),               // any order, any case
        ]
        for (text, seconds) in cases {
            #expect(try FastDate.parseTimestamp(text, as: .cookieDate) == FastDate.Timestamp(seconds: seconds), "\(text)")
        }
    }

    @Test func twoDigitYearsAndTheFirstYear() throws {
        #expect(try FastDate.parseTimestamp("01 Jan 70 00:00:00", as: .cookieDate).seconds == 0)
        #expect(try FastDate.parseTimestamp("01 Jan 69 00:00:00", as: .cookieDate).seconds == 3_124_224_000)  // 2069
        let tooEarly = try #require(throws: FastDate.ParseError.self) {
            try FastDate.parseTimestamp("31 Dec 1600 23:59:59", as: .cookieDate)
        }
        #expect(tooEarly.kind == .yearOutOfRange && tooEarly.offset == 7)
        let missing = try #require(throws: FastDate.ParseError.self) { try FastDate.parseTimestamp("01 Jan 2024", as: .cookieDate) }
        #expect(missing.kind == .incompleteCookieDate && missing.offset == 11)
    }

    /// Written as IMF-fixdate, which every reader of cookies and of HTTP-dates reads back.
    @Test func writesIMFFixdate() throws {
        let t = FastDate.Timestamp(seconds: 1_623_233_894, utcOffset: 7200)
        let text = try FastDate.format(t, as: .cookieDate)
        #expect(text == "Wed, 09 Jun 2021 10:18:14 GMT")
        #expect(try FastDate.parseTimestamp(text, as: .httpDate).seconds == t.seconds)
        let error = try #require(throws: FastDate.FormatError.self) {
            try FastDate.format(FastDate.Timestamp(seconds: -11_644_473_601), as: .cookieDate)
        }
        #expect(error.kind == .unrepresentableYear)
    }
}
