import FastDate
import Foundation

/// The parse vectors of `Spec/date-time/vectors/` that a JSON string can carry, read from the
/// repository this example lives in (the layout is in `Spec/date-time/date-time.md`,
/// "Vectors"). A vector this reader cannot understand fails the test that asked for it.
struct SpecVector: Decodable {
    let input: String?
    let profile: String?
    let assumedUTCOffset: Int32?
    let seconds: Int64?
    let nanoseconds: Int32?
    let error: String?
    let offset: Int?
    let hint: String?

    private struct File: Decodable {
        let profile: String?
        let vectors: [SpecVector]
    }

    /// `Spec/date-time/vectors/`: this file is `Examples/OpenAPI/Tests/EventsAPITests/SpecVectors.swift`.
    static let folder: URL = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<5 { url.deleteLastPathComponent() }
        return url.appendingPathComponent("Spec/date-time/vectors")
    }()

    /// Every vector of `profile` with an input and no assumed offset, from the parse files
    /// (not `format-*.json`), labelled with its file and index.
    static func load(profile: String) throws -> [(label: String, vector: SpecVector)] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".json") && !$0.hasPrefix("format-") }.sorted()
        var vectors: [(String, SpecVector)] = []
        for name in names {
            let file = try JSONDecoder().decode(File.self, from: Data(contentsOf: folder.appendingPathComponent(name)))
            for (index, vector) in file.vectors.enumerated()
            where (vector.profile ?? file.profile) == profile && vector.input != nil && vector.assumedUTCOffset == nil {
                vectors.append(("\(name)#\(index) \(vector.input!.debugDescription)", vector))
            }
        }
        return vectors
    }

    /// The instant in milliseconds, truncated toward the past as FastDate writes it.
    var milliseconds: Int64? {
        guard let seconds, let nanoseconds else { return nil }
        return seconds * 1000 + Int64(nanoseconds / 1_000_000)
    }
}
