import FastDate
import Foundation

/// The parse vectors of `Spec/vectors/*.json` (layout in `Spec/grammar.md`, "Vectors"),
/// as far as this layer needs them. A malformed vector is an error, never skipped.
enum SpecVectors {
    struct Vector: Sendable, CustomStringConvertible {
        enum Expected: Sendable {
            case timestamp(FastDate.Timestamp)
            case error(FastDate.ParseError.Kind, offset: Int)
        }

        let file: String
        let index: Int
        /// `nil` for `inputHex` vectors: bytes that are not UTF-8 cannot be a JSON string.
        let input: String?
        let profile: String
        let assumedUTCOffset: Int32?
        let expected: Expected

        var description: String { "\(file)#\(index) [\(profile)] \(input.map { $0.debugDescription } ?? "<hex>")" }
    }

    struct LoadError: Error, CustomStringConvertible {
        let description: String
    }

    /// Every parse vector, loaded once.
    static let all: Result<[Vector], LoadError> = Result { () throws(LoadError) in try load() }

    static func vectors() throws -> [Vector] { try all.get() }

    /// Parse vectors of one profile, without an assumed offset, that a JSON string can carry.
    static func vectors(profile: String) throws -> [Vector] {
        try vectors().filter { $0.profile == profile && $0.assumedUTCOffset == nil && $0.input != nil }
    }

    private static func load() throws(LoadError) -> [Vector] {
        let folder = PackagePaths.specVectors
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
            throw LoadError(description: "vector folder \(folder.path) is missing")
        }
        var result: [Vector] = []
        for name in names.sorted() where name.hasSuffix(".json") && !name.hasPrefix("format-") {
            let file: File
            do {
                file = try JSONDecoder().decode(File.self, from: Data(contentsOf: folder.appendingPathComponent(name)))
            } catch {
                throw LoadError(description: "\(name): \(error)")
            }
            for (index, raw) in file.vectors.enumerated() {
                func fail(_ why: String) -> LoadError { LoadError(description: "\(name)#\(index): \(why)") }
                guard (raw.input == nil) != (raw.inputHex == nil) else { throw fail("needs one of input, inputHex") }
                guard let profile = raw.profile ?? file.profile else { throw fail("no profile") }
                let expected: Vector.Expected
                switch (raw.seconds, raw.error) {
                case (let seconds?, nil):
                    guard let nanoseconds = raw.nanoseconds, let offset = raw.utcOffset else { throw fail("incomplete") }
                    expected = .timestamp(FastDate.Timestamp(seconds: seconds, nanoseconds: nanoseconds, utcOffset: offset))
                case (nil, let kind?):
                    guard let kind = FastDate.ParseError.Kind(rawValue: kind), let offset = raw.offset else {
                        throw fail("bad error \(kind)")
                    }
                    expected = .error(kind, offset: offset)
                default:
                    throw fail("needs one of seconds, error")
                }
                result.append(Vector(
                    file: name, index: index, input: raw.input, profile: profile,
                    assumedUTCOffset: raw.assumedUTCOffset, expected: expected))
            }
        }
        guard !result.isEmpty else { throw LoadError(description: "no parse vectors in \(folder.path)") }
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
        let assumedUTCOffset: Int32?
        let seconds: Int64?
        let nanoseconds: Int32?
        let utcOffset: Int32?
        let error: String?
        let offset: Int?
    }
}

extension SpecVectors {
    /// The JavaScript format vectors: an instant in milliseconds and `toISOString()` of it.
    struct JavaScriptVector: Sendable, Decodable {
        let milliseconds: Int64
        let expected: String
    }

    static func javaScriptVectors() throws -> [JavaScriptVector] {
        struct File: Decodable { let vectors: [JavaScriptVector] }
        let url = PackagePaths.specVectors.appendingPathComponent("format-javascript.json")
        return try JSONDecoder().decode(File.self, from: Data(contentsOf: url)).vectors
    }
}
