import FastDate
import Foundation
import Reminders
import Testing
import VaporTesting

/// The reminders application through Vapor's own testing support: FastDate's coders in
/// `ContentConfiguration`, and HTTP-date headers.
@Suite struct RemindersTests {
    /// The application with a clock stopped at 2021-03-19T09:37:20.750Z.
    func withReminders(_ test: (Application) async throws -> Void) async throws {
        try await withApp(configure: { try configure($0, clock: { Date(timeIntervalSince1970: 1_616_146_640.75) }) }, test)
    }

    func post(_ json: String, _ app: Application, _ check: @escaping (TestingHTTPResponse) async throws -> Void) async throws {
        try await app.testing().test(.POST, "reminders", beforeRequest: { request in
            request.headers.contentType = .json
            request.body = ByteBuffer(string: json)
        }, afterResponse: check)
    }

    /// Every kind of date a client may send reads through `.fastFlexible`; the day stays the
    /// day, and the reply is written in `toISOString()`'s layout with a `Last-Modified` date.
    @Test func readsAnyDateAndWritesToISOString() async throws {
        let sent = [
            "2021-03-19T10:37:20.123+01:00": "2021-03-19T09:37:20.123Z",
            "1616146640123": "2021-03-19T09:37:20.123Z",  // epoch milliseconds
            "Fri, 19 Mar 2021 09:37:20 +0000": "2021-03-19T09:37:20.000Z",  // RFC 5322
            "/Date(1616146640123+0100)/": "2021-03-19T09:37:20.123Z",  // .NET
        ]
        try await withReminders { app in
            for (text, written) in sent {
                try await post(#"{"title": "Call", "ringsAt": "\#(text)", "day": "2024-01-15"}"#, app) { response in
                    #expect(response.status == .created, "\(text): \(response.body.string)")
                    let json = try #require(try JSONSerialization.jsonObject(with: Data(response.body.readableBytesView)) as? [String: Any])
                    #expect(json["ringsAt"] as? String == written, "\(text)")
                    #expect(json["day"] as? String == "2024-01-15")
                    #expect(json["stored"] as? String == "2021-03-19T09:37:20.000Z")
                    #expect(response.headers.first(name: .lastModified) == "Fri, 19 Mar 2021 09:37:20 GMT")
                }
            }
        }
    }

    /// A date that is not a date is a 400, and the message names the field and what FastDate
    /// said.
    @Test func badDateIs400() async throws {
        try await withReminders { app in
            try await post(#"{"title": "Call", "ringsAt": "2021-03-19T09:37:20Z", "day": "2024-02-30"}"#, app) { response in
                #expect(response.status == .badRequest)
                #expect(response.body.string.contains("at path 'day'"), "\(response.body.string)")
                #expect(response.body.string.contains("day 30 is out of range for February 2024 at byte 8"), "\(response.body.string)")
            }
        }
    }

    /// `If-Modified-Since` in each of RFC 9110's three forms: not before the last change is a
    /// 304, and a value that is not an HTTP-date is ignored.
    @Test func ifModifiedSince() async throws {
        try await withReminders { app in
            try await post(#"{"title": "Call", "ringsAt": "2021-03-19T09:37:20Z", "day": "2024-01-15"}"#, app) { response in
                #expect(response.status == .created)
            }
            for (since, status) in [
                ("Fri, 19 Mar 2021 09:37:20 GMT", HTTPStatus.notModified),
                ("Friday, 19-Mar-21 09:37:20 GMT", .notModified),
                ("Fri Mar 19 09:37:20 2021", .notModified),
                ("Fri, 19 Mar 2021 09:37:19 GMT", .ok),
                ("Fri, 32 Mar 2021 09:37:20 GMT", .ok),
                ("yesterday", .ok),
            ] {
                try await app.testing().test(.GET, "reminders/1", headers: ["If-Modified-Since": since]) { response in
                    #expect(response.status == status, "\(since)")
                    #expect(response.headers.first(name: .lastModified) == "Fri, 19 Mar 2021 09:37:20 GMT", "\(since)")
                }
            }
        }
    }
}
