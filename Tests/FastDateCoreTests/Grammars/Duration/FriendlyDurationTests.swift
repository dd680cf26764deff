import FastDateCore
import Foundation
import Testing
import FastDateTestSupport

/// The friendly form (`FriendlyDurationReader`, `FriendlyDurationWriter`,
/// `Spec/duration/friendly.md`) against `Spec/duration/vectors/friendly.json`, jiff's readings
/// and writings: every text read through every door is `DurationParsing`'s test; here, the
/// writer, the texts jiff refuses, and the round trip.
@Suite struct FriendlyDurationTests {
    struct File: Decodable {
        struct Vector: Decodable { let input: String; let friendly: String?; let error: String? }
        let vectors: [Vector]
        let rejected: [String]
    }

    static func load() throws -> File {
        let url = PackagePaths.specVectors("duration").appendingPathComponent("friendly.json")
        return try JSONDecoder().decode(File.self, from: Data(contentsOf: url))
    }

    @Test func writesWhatJiffWrites() throws {
        let file = try Self.load()
        var checked = 0
        for v in file.vectors {
            guard let friendly = v.friendly else { continue }
            let d = try FastDate.parseDuration(v.input)
            #expect(FastDate.format(d, style: .friendly) == friendly, "\(v.input)")
            #expect(try FastDate.parseDuration(friendly) == d, "\(friendly) reads back")
            #expect(try FastDate.parseDuration(FastDate.format(d)) == d, "\(v.input) in ISO 8601 reads back")
            checked += 1
        }
        #expect(checked > 1000)
    }

    @Test func refusesWhatJiffRefuses() throws {
        let file = try Self.load()
        #expect(file.rejected.count > 40)
        for text in file.rejected {
            for door in Door.allCases where door.accepts(Array(text.utf8)) {
                if case .success(let d) = door.parseDuration(Array(text.utf8)) {
                    Issue.record("\(text) via \(door) read as \(d)")
                }
            }
        }
    }

    @Test(arguments: [
        ("2h 30m", "PT2H30M"), ("1 year, 2 months", "P1Y2M"), ("1d 02:30:00", "P1DT2H30M"), ("3 days ago", "-P3D"),
        ("1.5h", "PT1H30M"), ("1500ms", "PT1.5S"), ("2µs", "PT0.000002S"), ("-1w", "-P1W"), ("0s", "PT0S"),
    ])
    func readsTheDocumentedExamples(friendly: String, iso: String) throws {
        #expect(try FastDate.parseDuration(friendly) == FastDate.parseDuration(iso))
    }
}
