import AsyncHTTPClient
import FastDate
import Foundation
import Hummingbird
import HummingbirdTesting
import OpenAPIAsyncHTTPClient
import OpenAPIRuntime
import Testing
@testable import EventsAPI

/// The generated server on Hummingbird, started on a local port, called by the generated
/// client on AsyncHTTPClient and by raw requests: every date crosses a real socket as text.
@Suite struct EndToEndTests {
    /// Starts the example service on a free local port and hands `body` the generated client
    /// and the framework's raw test client.
    func withServer(_ body: @Sendable (Client, any TestClientProtocol) async throws -> Void) async throws {
        let app = try EventsService.example().application(address: .hostname("127.0.0.1", port: 0))
        try await app.test(.live) { raw in
            let port = try #require(raw.port)
            let client = Client(
                serverURL: try #require(URL(string: "http://127.0.0.1:\(port)")),
                configuration: .fastDate, transport: AsyncHTTPClientTransport(),
                middlewares: [HTTPDateHeaderMiddleware()])
            try await body(client, raw)
        }
    }

    /// POSTs `texts` as the `dates` of a `DateList` and returns the status and the texts that
    /// came back.
    func echo(_ texts: [String], through raw: any TestClientProtocol) async throws -> (HTTPResponse.Status, [String]) {
        let body = try JSONEncoder().encode(["dates": texts])
        return try await raw.execute(
            uri: "/dates", method: .post, headers: [.contentType: "application/json"], body: ByteBuffer(bytes: body)
        ) { response in
            guard response.status == .ok else { return (response.status, []) }
            let list = try JSONDecoder().decode([String: [String]].self, from: Data(buffer: response.body))
            return (response.status, list["dates"] ?? [])
        }
    }

    /// What a sender writes comes back as the same instant, in `toISOString()`'s layout:
    /// byte for byte when it was already that layout.
    @Test func textsComeBackExactly() async throws {
        let sent = [
            "2021-03-19T09:37:20.123Z",
            "9999-12-31T23:59:59.999Z",
            "0001-01-01T00:00:00.000Z",
            "2021-03-19T10:37:20+0100",
            "2021-03-19T10:37:20+01:00",
            "2021-03-19T10:37:20.123456+01:00",
            "2021-03-19T04:07:20.5-05:30",
            "2021-03-19T09:37:20Z",
        ]
        let back = [
            "2021-03-19T09:37:20.123Z",
            "9999-12-31T23:59:59.999Z",
            "0001-01-01T00:00:00.000Z",
            "2021-03-19T09:37:20.000Z",
            "2021-03-19T09:37:20.000Z",
            "2021-03-19T09:37:20.123Z",
            "2021-03-19T09:37:20.500Z",
            "2021-03-19T09:37:20.000Z",
        ]
        try await withServer { _, raw in
            let (status, texts) = try await echo(sent, through: raw)
            #expect(status == .ok)
            #expect(texts == back)
        }
    }

    /// Every valid `.iso8601` and `.rfc3339` Spec vector in years 1600–9998 (RFC 3339's
    /// `date-time` is a part of what `.iso8601` reads), sent in one request: what
    /// comes back is the vector's instant truncated to the millisecond, as Foundation's own
    /// `ISO8601DateFormatter` reads the reply. The years are those where that formatter's
    /// calendar is the proleptic Gregorian one (it turns Julian before 1582) and where a
    /// `Date`'s `Double` rounding a nanosecond reading up cannot reach year 10000. That
    /// rounding moves a reply one millisecond at most (`…59.999999999Z` is the next second
    /// as a `Date`).
    @Test func everySpecVectorCrossesTheWire() async throws {
        let vectors = try (SpecVector.load(profile: "iso8601") + SpecVector.load(profile: "rfc3339")).filter { _, vector in
            guard let seconds = vector.seconds else { return false }
            return seconds >= -11_676_096_000 && seconds < 253_370_764_800  // 1600-01-01 … 9998-12-31
        }
        #expect(vectors.count >= 450)
        try await withServer { _, raw in
            let reader = ISO8601DateFormatter()
            reader.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
            for start in stride(from: 0, to: vectors.count, by: 1000) {
                let batch = vectors[start..<min(start + 1000, vectors.count)]
                let (status, texts) = try await echo(batch.map { $0.vector.input! }, through: raw)
                #expect(status == .ok)
                #expect(texts.count == batch.count)
                for ((label, vector), text) in zip(batch, texts) {
                    let date = try #require(reader.date(from: text), "\(label): \(text) is not toISOString()'s layout")
                    let milliseconds = Int64((date.timeIntervalSince1970 * 1000).rounded())
                    #expect((0...1).contains(milliseconds - vector.milliseconds!), "\(label): \(text)")
                }
            }
        }
    }

    /// 1,000 `Date`s through the generated client and back: each the same to the millisecond.
    @Test func thousandDatesThroughTheGeneratedClient() async throws {
        let dates = (0..<1000).map { (i: Int) -> Date in
            let seconds: Int = -2_000_000_000 + i * 7_654_321
            return Date(timeIntervalSince1970: Double(seconds) + Double(i) / 1000)
        }
        try await withServer { client, _ in
            let back = try await client.echoDates(body: .json(.init(dates: dates))).ok.body.json.dates
            #expect(back.count == 1000)
            for (sent, got) in zip(dates, back) {
                #expect(abs(sent.timeIntervalSince(got)) < 0.000_5, "\(sent) came back as \(got)")
            }
        }
    }

    /// A date that is not a date gives a 400 whose body names the field and what FastDate said.
    @Test func badDateIs400NamingTheField() async throws {
        try await withServer { _, raw in
            func problem(_ uri: String, _ json: String) async throws -> Components.Schemas.Problem? {
                try await raw.execute(uri: uri, method: .post, headers: [.contentType: "application/json"],
                                      body: ByteBuffer(string: json)) { response in
                    #expect(response.status == .badRequest, "\(json)")
                    return try? JSONDecoder().decode(Components.Schemas.Problem.self, from: Data(buffer: response.body))
                }
            }
            let dates = try #require(try await problem("/dates", #"{"dates": ["2024-02-28T00:00:00Z", "2024-02-30T00:00:00Z"]}"#))
            #expect(dates.field == "dates[1]")
            #expect(dates.message == "day 30 is out of range for February 2024 at byte 8")
            let issued = try #require(try await problem(
                "/invoices", #"{"number": "7", "issuedAt": "1616146640123", "dueDate": "2024-01-15"}"#))
            #expect(issued.field == "issuedAt")
            #expect(issued.message.contains("read it with .epoch(.milliseconds)"), "\(issued.message)")
            let due = try #require(try await problem(
                "/invoices", #"{"number": "7", "issuedAt": "2024-01-01T00:00:00Z", "dueDate": "2024-13-01"}"#))
            #expect(due.field == "dueDate")
            #expect(due.message == "month 13 is out of range at byte 5")
        }
    }

    /// A `format: date` field reaches the handler as the day the client wrote. The business
    /// keeps its days in Los Angeles, west of UTC, where a `Date` at UTC midnight on the 15th
    /// is still the 14th.
    @Test func dayReachesTheHandlerAsTheDayItWas() async throws {
        let issued = Date(timeIntervalSince1970: 1_705_000_000.25)
        try await withServer { client, _ in
            let receipt = try await client.createInvoice(
                body: .json(.init(number: "INV-1", issuedAt: issued, dueDate: "2024-01-15"))).created.body.json
            #expect(receipt.dueDate == "2024-01-15")
            #expect(receipt.dueWeekday == 1)  // Monday
            #expect(receipt.dueAt == Date(timeIntervalSince1970: 1_705_305_600))  // 2024-01-15T08:00:00Z, midnight in Los Angeles
            #expect(abs(receipt.issuedAt.timeIntervalSince(issued)) < 0.000_5)
        }
        // Why not a `Date`: the same text read as an instant at UTC midnight is the 14th there.
        let utcMidnight = try #require(ISO8601DateFormatter().date(from: "2024-01-15T00:00:00Z"))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "America/Los_Angeles"))
        #expect(calendar.component(.day, from: utcMidnight) == 14)
    }

    /// `Last-Modified` written and `If-Modified-Since` read as HTTP-dates, in each of RFC
    /// 9110's three forms; a value that is not an HTTP-date is ignored, as RFC 9110 says. On
    /// the wire the header is the HTTP-date itself, not the percent-encoded text generated
    /// code writes.
    @Test func ifModifiedSinceAndLastModified() async throws {
        try await withServer { client, raw in
            try await raw.execute(uri: "/report", method: .get) { response in
                #expect(response.headers[.lastModified] == "Sun, 01 Nov 2026 09:30:00 GMT")
            }
            try await raw.execute(uri: "/report", method: .get, headers: [.ifModifiedSince: "Sun, 01 Nov 2026 09:30:00 GMT"]) { response in
                #expect(response.status == .notModified)
            }
            let fresh = try await client.getReport().ok
            #expect(fresh.headers.lastModified == "Sun, 01 Nov 2026 09:30:00 GMT")
            for since in ["Sun, 01 Nov 2026 09:30:00 GMT", "Sunday, 01-Nov-26 09:30:00 GMT", "Sun Nov  1 09:30:00 2026",
                          "Mon, 02 Nov 2026 00:00:00 GMT"] {
                let response = try await client.getReport(headers: .init(ifModifiedSince: since))
                #expect(try response.notModified.headers.lastModified == "Sun, 01 Nov 2026 09:30:00 GMT", "\(since)")
            }
            for since in ["Sun, 01 Nov 2026 09:29:59 GMT", "yesterday", "Sun, 31 Nov 2026 09:30:00 GMT"] {
                let response = try await client.getReport(headers: .init(ifModifiedSince: since))
                let body = try await String(collecting: try response.ok.body.plainText, upTo: 1 << 16)
                #expect(body == "Quarterly report\n", "\(since)")
            }
        }
    }
}

/// What the client middleware puts on the wire: the HTTP-date the generated code
/// percent-encoded, decoded; a field that is not an HTTP-date, or not one of its fields, as it was.
@Test func clientSendsHTTPDatesAsHTTPWritesThem() async throws {
    var request = HTTPRequest(method: .get, scheme: "http", authority: "example.com", path: "/report")
    request.headerFields[.ifModifiedSince] = "Sun%2C%2001%20Nov%202026%2009%3A30%3A00%20GMT"
    request.headerFields[.ifUnmodifiedSince] = "yesterday%2C%20noon"
    request.headerFields[.cacheControl] = "max-age%3D60"
    let sent = try await HTTPDateHeaderMiddleware().intercept(
        request, body: nil, baseURL: URL(string: "http://example.com")!, operationID: "getReport"
    ) { request, _, _ in
        #expect(request.headerFields[.ifModifiedSince] == "Sun, 01 Nov 2026 09:30:00 GMT")
        #expect(request.headerFields[.ifUnmodifiedSince] == "yesterday%2C%20noon")
        #expect(request.headerFields[.cacheControl] == "max-age%3D60")
        return (HTTPResponse(status: .ok), nil)
    }
    #expect(sent.0.status == .ok)
}
