import Bookings
import FastDate
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

/// The bookings application through Hummingbird's own test client: FastDate's coders in the
/// request context, and HTTP-date headers through `HTTPField`.
@Suite struct BookingsTests {
    /// The application with a clock stopped at 2021-03-19T09:37:20.750Z.
    var app: some ApplicationProtocol { bookingsApplication(clock: { Date(timeIntervalSince1970: 1_616_146_640.75) }) }

    func book(_ json: String, _ client: some TestClientProtocol) async throws -> TestResponse {
        try await client.execute(uri: "/bookings", method: .post, headers: [.contentType: "application/json"],
                                 body: ByteBuffer(string: json)) { $0 }
    }

    /// Every kind of date a client may send reads through `.fastFlexible`; the day stays the
    /// day, and the reply is written in `toISOString()`'s layout with a `Last-Modified` date.
    @Test func readsAnyDateAndWritesToISOString() async throws {
        let sent = [
            "2021-03-19T10:37:20.123+01:00": "2021-03-19T09:37:20.123Z",
            "2021-03-19T09:37:20.123Z": "2021-03-19T09:37:20.123Z",
            "1616146640123": "2021-03-19T09:37:20.123Z",  // epoch milliseconds
            "Fri, 19 Mar 2021 09:37:20 GMT": "2021-03-19T09:37:20.000Z",  // RFC 5322
            "/Date(1616146640123)/": "2021-03-19T09:37:20.123Z",  // .NET
        ]
        try await app.test(.router) { client in
            for (text, written) in sent {
                let response = try await book(
                    #"{"guest": "Ada", "checkIn": "2024-01-15", "nights": 3, "requestedAt": "\#(text)"}"#, client)
                #expect(response.status == .created, "\(text)")
                let json = try #require(try JSONSerialization.jsonObject(with: Data(buffer: response.body)) as? [String: Any])
                #expect(json["requestedAt"] as? String == written, "\(text)")
                #expect(json["checkIn"] as? String == "2024-01-15")
                #expect(json["checkOut"] as? String == "2024-01-18")
                #expect(json["modified"] as? String == "2021-03-19T09:37:20.000Z")
                #expect(response.headers[.lastModified] == "Fri, 19 Mar 2021 09:37:20 GMT")
            }
        }
    }

    /// A date that is not a date is a 400, and the message names the field and the byte.
    @Test func badDateIs400() async throws {
        try await app.test(.router) { client in
            let response = try await book(
                #"{"guest": "Ada", "checkIn": "2024-02-30", "nights": 1, "requestedAt": "2021-03-19T09:37:20Z"}"#, client)
            #expect(response.status == .badRequest)
            let body = String(buffer: response.body)
            #expect(body.contains(#"checkIn: day 30 is out of range for February 2024 at byte 8 in \"2024-02-30\""#), "\(body)")
            #expect(body.contains("day 30 is out of range for February 2024 at byte 8"), "\(body)")
        }
    }

    /// `If-Modified-Since` is read from the `HTTPField`'s bytes in each of RFC 9110's three
    /// forms; not before the last change is a 304, and a value that is not an HTTP-date is
    /// ignored.
    @Test func ifModifiedSince() async throws {
        try await app.test(.router) { client in
            let created = try await book(
                #"{"guest": "Ada", "checkIn": "2024-01-15", "nights": 1, "requestedAt": "2021-03-19T09:37:20Z"}"#, client)
            #expect(created.status == .created)
            for (since, status) in [
                ("Fri, 19 Mar 2021 09:37:20 GMT", HTTPResponse.Status.notModified),
                ("Friday, 19-Mar-21 09:37:20 GMT", .notModified),
                ("Fri Mar 19 09:37:20 2021", .notModified),
                ("Sat, 20 Mar 2021 00:00:00 GMT", .notModified),
                ("Fri, 19 Mar 2021 09:37:19 GMT", .ok),
                ("Fri, 32 Mar 2021 09:37:20 GMT", .ok),
                ("yesterday", .ok),
            ] {
                let response = try await client.execute(uri: "/bookings/1", method: .get, headers: [.ifModifiedSince: since]) { $0 }
                #expect(response.status == status, "\(since)")
                #expect(response.headers[.lastModified] == "Fri, 19 Mar 2021 09:37:20 GMT", "\(since)")
            }
        }
    }

    /// The header helpers on their own: the field's bytes read, and the IMF-fixdate written
    /// from a stack buffer, across the years an HTTP-date can hold.
    @Test func httpDateFields() throws {
        for seconds in stride(from: Int64(-2_208_988_800), to: 253_402_300_799, by: 86_400 * 3_659 + 3_607) {
            var fields = HTTPFields()
            try fields.setHTTPDate(.lastModified, FastDate.Timestamp(seconds: seconds))
            let value = try #require(fields[.lastModified])
            #expect(value == Date(timeIntervalSince1970: TimeInterval(seconds)).formatted(.fast(.httpDate)))
            #expect(fields.httpDate(.lastModified)?.seconds == seconds, "\(value)")
        }
    }
}
