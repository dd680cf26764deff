import FastDate
import Foundation
import Testing

/// The examples of the DocC article "HTTP Headers, Mail and Feeds", verbatim, with their
/// claims checked.
/// Change both together.
@Suite struct InternetDateReadmeExamplesTests {
    @Test func httpHeaders() throws {
        // An HTTP response's Last-Modified, and the If-Modified-Since to send back.
        let lastModified = try Date(fast: "Sun, 06 Nov 1994 08:49:37 GMT", as: .httpDate)
        let header = try FastDate.format(FastDate.Timestamp(lastModified), as: .httpDate)  // "Sun, 06 Nov 1994 08:49:37 GMT"
        // All three forms RFC 9110 says a recipient must accept:
        #expect(try FastDate.parse("Sunday, 06-Nov-94 08:49:37 GMT", as: .httpDate) == 784_111_777)
        #expect(try FastDate.parse("Sun Nov  6 08:49:37 1994", as: .httpDate) == 784_111_777)
        #expect(header == "Sun, 06 Nov 1994 08:49:37 GMT")
        #expect(lastModified == Date(timeIntervalSince1970: 784_111_777))
    }

    struct Item: Codable {
        var title: String
        @FastDate.Coded<FastDate.RFC5322Coding> var pubDate: Date
    }

    @Test func feeds() throws {
        let json = Data(#"{"title": "Spring", "pubDate": "Fri, 19 Mar 2021 10:37:20 +0100"}"#.utf8)
        let item = try JSONDecoder().decode(Item.self, from: json)
        // item.pubDate == 2021-03-19T09:37:20Z
        let zoned = try FastDate.parseTimestamp("19 Mar 21 04:37 EST (Eastern)", as: .rfc5322)
        // zoned.utcOffset == -18000: the offset written is kept
        #expect(item.pubDate == Date(timeIntervalSince1970: 1_616_146_640))
        #expect(zoned.utcOffset == -18_000)
        #expect(try FastDate.format(zoned, as: .rfc5322) == "Fri, 19 Mar 2021 04:37:00 -0500")
    }
}
