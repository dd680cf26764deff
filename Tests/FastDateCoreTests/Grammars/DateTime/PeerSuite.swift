import FastDateCore
import Foundation
import Testing
import FastDateTestSupport

/// JSON Schema's own test suite for `format: date-time` and `format: date` (copied into
/// `Tests/PeerSuites` with its license): `.rfc3339` and `.fullDate` are meant to be exactly those
/// formats, so their verdicts must match case for case.
@Suite struct PeerSuite {
    struct Case: Decodable {
        let description: String
        let input: String
        let valid: Bool
    }

    struct File: Decodable {
        let dateTime: [Case]
        let date: [Case]

        enum CodingKeys: String, CodingKey {
            case dateTime = "date-time"
            case date
        }
    }

    static var location: URL {
        PackagePaths.peerSuites.appendingPathComponent("json-schema-date-time.json")
    }

    /// Missing data is a failure: this suite is the outside check on the strict profiles.
    static func load() throws -> File {
        let url = location
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw SpecVectorLoader.LoadError(
                description: "peer suite \(url.path) is missing from the repository")
        }
        return try JSONDecoder().decode(File.self, from: Data(contentsOf: url))
    }

    @Test func dateTimeCasesAgreeWithRFC3339() throws {
        let file = try Self.load()
        try #require(!file.dateTime.isEmpty, "no date-time cases in \(Self.location.path)")
        check(file.dateTime, as: .rfc3339, name: "rfc3339")
    }

    @Test func dateCasesAgreeWithFullDate() throws {
        let file = try Self.load()
        try #require(!file.date.isEmpty, "no date cases in \(Self.location.path)")
        check(file.date, as: .fullDate, name: "fullDate")
    }

    private func check(_ cases: [Case], as format: FastDate.Format, name: String) {
        var report = FailureReport()
        for peer in cases {
            let bytes = Array(peer.input.utf8)
            for door in Door.allCases {
                let result = door.parseTimestamp(bytes, as: format)
                let parsed = if case .success = result { true } else { false }
                if parsed != peer.valid {
                    report.add("\(peer.description): \(Show.input(bytes)) should be \(peer.valid ? "valid" : "invalid") as .\(name), via \(door) got \(Show.result(result))")
                }
                if case .failure(let error) = result, error.offset > bytes.count {
                    report.add("\(Show.input(bytes)) via \(door): error offset \(error.offset) is past the input")
                }
            }
        }
        report.finish(checked: cases.count)
    }
}
