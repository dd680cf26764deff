import AsyncHTTPClient
import Bookings
import FastDate
import Foundation
import Hummingbird
import NIOCore
import OpenAPIRuntime

/// Requests a second for a body of 1,000 dates, decoded and encoded by the server with
/// FastDate's strategies and with the stock ones, from a local AsyncHTTPClient on the same
/// machine (client and server share its cores, so a row is the whole round trip).
///
///     swift run -c release DatesBenchmark [seconds per row, default 2] [rounds, default 3]
///
/// Each row's server decodes `{"dates": [...]}` with its `JSONDecoder` and writes it back with
/// its `JSONEncoder`. Two kinds of body are sent: whole seconds (`2021-03-19T09:37:20Z`, which
/// `.iso8601` and the stock transcoder read) and milliseconds (`…20.123Z`, which the stock
/// transcoder reads only with `.iso8601WithFractionalSeconds`). A row of plain strings is the
/// floor: the same body with no date work. 128 bodies of 1,000 distinct dates each are sent in
/// turn, so no two dates of a row's run repeat within 2^17.
@main struct DatesBenchmark {
    struct Row: Sendable {
        let name: String
        let path: String
        let milliseconds: Bool
        let decoder: @Sendable () -> JSONDecoder
        let encoder: @Sendable () -> JSONEncoder
    }

    struct Strings: Codable { var dates: [String] }

    static func transcoding(_ transcoder: some OpenAPIRuntime.DateTranscoder) -> (@Sendable () -> JSONDecoder, @Sendable () -> JSONEncoder) {
        // What swift-openapi-runtime's `Converter` does with its transcoder.
        ({
            let decoder = JSONDecoder()
            decoder.dateDecodingStrategy = .custom { try transcoder.decode($0.singleValueContainer().decode(String.self)) }
            return decoder
        }, {
            let encoder = JSONEncoder()
            encoder.dateEncodingStrategy = .custom { date, encoder in
                var container = encoder.singleValueContainer()
                try container.encode(try transcoder.encode(date))
            }
            return encoder
        })
    }

    static func coders(_ decoding: JSONDecoder.DateDecodingStrategy, _ encoding: JSONEncoder.DateEncodingStrategy)
        -> (@Sendable () -> JSONDecoder, @Sendable () -> JSONEncoder) {
        ({ let d = JSONDecoder(); d.dateDecodingStrategy = decoding; return d },
         { let e = JSONEncoder(); e.dateEncodingStrategy = encoding; return e })
    }

    static let rows: [Row] = {
        let stock = transcoding(ISO8601DateTranscoder())
        let stockFractional = transcoding(ISO8601DateTranscoder.iso8601WithFractionalSeconds)
        let fastSeconds = coders(.fastISO8601, .fast(.rfc3339.fractionDigits(0)))
        let fastMilliseconds = coders(.fastISO8601, .fast(.javaScript))
        let iso = coders(.iso8601, .iso8601)
        let plain = coders(.deferredToDate, .deferredToDate)
        return [
            Row(name: "whole seconds: strings only (floor)", path: "strings", milliseconds: false, decoder: plain.0, encoder: plain.1),
            Row(name: "whole seconds: FastDate .fastISO8601", path: "fast-seconds", milliseconds: false, decoder: fastSeconds.0, encoder: fastSeconds.1),
            Row(name: "whole seconds: JSONDecoder .iso8601", path: "iso8601", milliseconds: false, decoder: iso.0, encoder: iso.1),
            Row(name: "whole seconds: ISO8601DateTranscoder()", path: "transcoder", milliseconds: false, decoder: stock.0, encoder: stock.1),
            Row(name: "milliseconds: strings only (floor)", path: "strings", milliseconds: true, decoder: plain.0, encoder: plain.1),
            Row(name: "milliseconds: FastDate .fastISO8601", path: "fast-milliseconds", milliseconds: true, decoder: fastMilliseconds.0, encoder: fastMilliseconds.1),
            Row(name: "milliseconds: ISO8601DateTranscoder .iso8601WithFractionalSeconds", path: "transcoder-fractional", milliseconds: true,
                decoder: stockFractional.0, encoder: stockFractional.1),
        ]
    }()

    /// 128 bodies of 1,000 distinct dates in 1970–2099.
    static func bodies(milliseconds: Bool) throws -> [ByteBuffer] {
        try (0..<128).map { b in
            let dates = try (0..<1000).map { i -> String in
                let n = Int64(b * 1000 + i)
                let seconds = (n &* 2_654_435_761) % 4_102_444_800
                let stamp = FastDate.Timestamp(seconds: seconds, nanoseconds: milliseconds ? Int32(n % 1000) * 1_000_000 : 0)
                return try FastDate.format(stamp, as: milliseconds ? .javaScript : .rfc3339.fractionDigits(0))
            }
            return ByteBuffer(bytes: try JSONEncoder().encode(Strings(dates: dates)))
        }
    }

    static func main() async throws {
        let arguments = CommandLine.arguments.dropFirst().compactMap(Double.init)
        let seconds = arguments.first ?? 2, rounds = arguments.count > 1 ? Int(arguments[1]) : 3
        let router = Router()
        var registered: Set<String> = []
        for row in rows where registered.insert(row.path).inserted {
            let decoder = row.decoder(), encoder = row.encoder()
            router.post(RouterPath(row.path)) { request, _ -> Response in
                let body = try await request.body.collect(upTo: 1 << 20)
                let data = row.path == "strings"
                    ? try encoder.encode(decoder.decode(Strings.self, from: body))
                    : try encoder.encode(decoder.decode(DateList.self, from: body))
                return Response(status: .ok, headers: [.contentType: "application/json"], body: .init(byteBuffer: ByteBuffer(bytes: data)))
            }
        }
        let (portStream, portContinuation) = AsyncStream.makeStream(of: Int.self)
        let app = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)),
                              onServerRunning: { portContinuation.yield($0.localAddress?.port ?? 0) })
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await app.runService(gracefulShutdownSignals: []) }
            var ports = portStream.makeAsyncIterator()
            let port = await ports.next() ?? 0
            let bodies = [false: try bodies(milliseconds: false), true: try bodies(milliseconds: true)]
            var best: [String: Double] = [:]
            print("DatesBenchmark: 1,000 dates a request, \(seconds) s a row, best of \(rounds) rounds, 2 requests in flight")
            for round in 1...rounds {
                for row in rows {
                    let rate = try await requestsPerSecond(port: port, path: row.path, bodies: bodies[row.milliseconds]!, seconds: seconds)
                    best[row.name] = max(best[row.name] ?? 0, rate)
                    if round == rounds {
                        print(String(format: "▸ %@  %.0f requests/s", row.name, best[row.name]!))
                    }
                }
            }
            group.cancelAll()
        }
    }

    /// Requests a second over `seconds`, two in flight, each body checked to be a 200.
    static func requestsPerSecond(port: Int, path: String, bodies: [ByteBuffer], seconds: Double) async throws -> Double {
        let start = ContinuousClock.now
        let deadline = start + .milliseconds(Int(seconds * 1000))
        let count = try await withThrowingTaskGroup(of: Int.self) { group in
            for lane in 0..<2 {
                group.addTask {
                    var sent = 0
                    while ContinuousClock.now < deadline {
                        var request = HTTPClientRequest(url: "http://127.0.0.1:\(port)/\(path)")
                        request.method = .POST
                        request.headers.add(name: "content-type", value: "application/json")
                        request.body = .bytes(bodies[(sent * 2 + lane) % bodies.count])
                        let response = try await HTTPClient.shared.execute(request, timeout: .seconds(30))
                        _ = try await response.body.collect(upTo: 1 << 20)
                        guard response.status == .ok else { throw HTTPError(.internalServerError, message: "\(path): \(response.status)") }
                        sent += 1
                    }
                    return sent
                }
            }
            return try await group.reduce(0, +)
        }
        return Double(count) / (ContinuousClock.now - start).seconds
    }
}

extension Duration {
    var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}
