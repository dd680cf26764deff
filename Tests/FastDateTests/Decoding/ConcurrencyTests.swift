import FastDate
import Foundation
import Testing

/// Strategies and decoders are `Sendable` and share nothing mutable: many tasks decoding
/// with one shared `JSONDecoder` get exactly what one task gets.
@Suite struct ConcurrencyTests {
    struct Event: Codable, Sendable {
        var at: Date
        @FastDate.Coded<FastDate.EpochMillisecondsCoding> var seen: Date
        @FastDate.OptionalCoded<FastDate.ISO8601Coding> var closed: Date?
    }

    static let flexible: JSONDecoder.DateDecodingStrategy = .fastFlexible(timeZone: TimeZone(identifier: "Europe/Paris"))

    @Test func sixteenTasksShareOneDecoder() async throws {
        let decoder = JSONDecoder.fastISO8601()
        let flexibleDecoder = JSONDecoder()
        flexibleDecoder.dateDecodingStrategy = Self.flexible
        let inputs = (0..<64).map { i in
            let seconds = 1_616_112_000 + Int64(i) * 86_461
            let text = try! FastDate.format(FastDate.Timestamp(seconds: seconds, nanoseconds: Int32(i) * 1_000_000), as: .rfc3339.fractionDigits(3))
            return (Data(#"{"at": "\#(text)", "seen": \#(seconds * 1000 + Int64(i)), "closed": null}"#.utf8),
                    Date(FastDate.Timestamp(seconds: seconds, nanoseconds: Int32(i) * 1_000_000)))
        }
        let mismatches = await withTaskGroup(of: Int.self) { group in
            for task in 0..<16 {
                group.addTask {
                    var mismatches = 0
                    for n in 0..<2_000 {
                        let (data, expected) = inputs[(n + task) % inputs.count]
                        let shared = task % 2 == 0 ? decoder : flexibleDecoder
                        guard let event = try? shared.decode(Event.self, from: data), event.at == expected,
                            event.seen == expected, event.closed == nil
                        else {
                            mismatches += 1
                            continue
                        }
                    }
                    return mismatches
                }
            }
            return await group.reduce(0, +)
        }
        #expect(mismatches == 0)
    }

    @Test func encodersToo() async throws {
        let encoder = JSONEncoder.fastISO8601()
        let results = await withTaskGroup(of: Bool.self) { group in
            for task in 0..<16 {
                group.addTask {
                    (0..<500).allSatisfy { n in
                        let date = Date(FastDate.Timestamp(seconds: Int64(task * 1000 + n), nanoseconds: 7_000_000))
                        let text = try? encoder.encode([date])
                        return text.map { String(decoding: $0, as: UTF8.self) } == "[\"\(try! FastDate.format(FastDate.Timestamp(seconds: Int64(task * 1000 + n), nanoseconds: 7_000_000), as: .javaScript))\"]"
                    }
                }
            }
            return await group.reduce(true) { $0 && $1 }
        }
        #expect(results)
    }
}
