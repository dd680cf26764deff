import FastDate
import Foundation

/// The vectors of `Spec/vectors/wall-clock/` (times of day and local date-times), as far
/// as the strategies need them. A malformed vector is an error, never skipped.
enum WallClockVectors {
    struct Vector: Sendable, CustomStringConvertible {
        enum Expected: Sendable {
            /// Seconds since midnight, or local seconds, with nanoseconds and the written offset.
            case reading(Int64, nanoseconds: Int32, utcOffset: Int32?)
            case error(FastDate.ParseError.Kind, offset: Int)
        }

        let file: String
        let index: Int
        /// `nil` for `inputHex` vectors: bytes that are not UTF-8 cannot be a JSON string.
        let input: String?
        let profile: String
        let expected: Expected

        var description: String { "wall-clock/\(file)#\(index) [\(profile)] \(input.map { $0.debugDescription } ?? "<hex>")" }
    }

    struct LoadError: Error, CustomStringConvertible {
        let description: String
    }

    /// The vectors of one profile (`timeOfDay` or `localDateTime`) that a JSON string can carry.
    static func vectors(profile: String) throws -> [Vector] {
        try all.get().filter { $0.profile == profile && $0.input != nil }
    }

    private static let all: Result<[Vector], LoadError> = Result { () throws(LoadError) in try load() }

    private static func load() throws(LoadError) -> [Vector] {
        let folder = PackagePaths.specVectors.appendingPathComponent("wall-clock")
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
            throw LoadError(description: "vector folder \(folder.path) is missing")
        }
        var result: [Vector] = []
        for name in names.sorted() where name.hasSuffix(".json") {
            let file: File
            do {
                file = try JSONDecoder().decode(File.self, from: Data(contentsOf: folder.appendingPathComponent(name)))
            } catch {
                throw LoadError(description: "\(name): \(error)")
            }
            for (index, raw) in file.vectors.enumerated() {
                func fail(_ why: String) -> LoadError { LoadError(description: "\(name)#\(index): \(why)") }
                guard (raw.input == nil) != (raw.inputHex == nil) else { throw fail("needs one of input, inputHex") }
                guard let profile = raw.profile ?? file.profile, ["timeOfDay", "localDateTime"].contains(profile) else {
                    throw fail("missing or unknown profile")
                }
                let expected: Vector.Expected
                switch (raw.secondsSinceMidnight ?? raw.localSeconds, raw.error) {
                case (let value?, nil):
                    guard let nanoseconds = raw.nanoseconds else { throw fail("no nanoseconds") }
                    expected = .reading(value, nanoseconds: nanoseconds, utcOffset: raw.utcOffset)
                case (nil, let kind?):
                    guard let kind = FastDate.ParseError.Kind(rawValue: kind), let offset = raw.offset else {
                        throw fail("bad error \(kind)")
                    }
                    expected = .error(kind, offset: offset)
                default:
                    throw fail("needs one of a reading, error")
                }
                result.append(Vector(file: name, index: index, input: raw.input, profile: profile, expected: expected))
            }
        }
        guard !result.isEmpty else { throw LoadError(description: "no wall-clock vectors in \(folder.path)") }
        return result
    }

    private struct File: Decodable {
        let profile: String?
        let vectors: [Raw]
    }

    private struct Raw: Decodable {
        let input: String?
        let inputHex: String?
        let profile: String?
        let secondsSinceMidnight: Int64?
        let localSeconds: Int64?
        let nanoseconds: Int32?
        let utcOffset: Int32?
        let error: String?
        let offset: Int?
    }
}
