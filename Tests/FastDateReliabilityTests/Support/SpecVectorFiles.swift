import FastDate
import Foundation

/// The parse vectors of `Spec/vectors/*.json` (layout in `Spec/vectors/README.md`), as
/// inputs with the profile and outcome the Spec gives them. Malformed files fail loudly:
/// a vector this loader cannot read must never be skipped.
enum SpecVectorFiles {
    struct Vector: Sendable {
        let file: String
        let index: Int
        let bytes: [UInt8]
        let profile: ProfileCase
        let expected: ReferenceParser.Outcome

        var label: String { "\(file)#\(index) [\(profile)] \(Show.input(bytes))" }
    }

    struct LoadError: Error, CustomStringConvertible {
        let description: String
    }

    static func parseFiles() throws -> [URL] {
        let folder = PackagePaths.specVectors
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
            throw LoadError(description: "vector folder \(folder.path) is missing")
        }
        return names.filter { $0.hasSuffix(".json") && !$0.hasPrefix("format-") }.sorted()
            .map { folder.appendingPathComponent($0) }
    }

    /// Every parse vector of every file, loaded once per process.
    static func all() throws -> [Vector] {
        try cached.get()
    }

    private static let cached: Result<[Vector], Error> = Result {
        try parseFiles().flatMap(vectors(in:))
    }

    static func vectors(in url: URL) throws -> [Vector] {
        let name = url.lastPathComponent
        let file: File
        do {
            file = try JSONDecoder().decode(File.self, from: Data(contentsOf: url))
        } catch {
            throw LoadError(description: "\(name): cannot decode: \(error)")
        }
        return try file.vectors.enumerated().map { index, raw in
            func fail(_ why: String) -> LoadError { LoadError(description: "\(name)#\(index): \(why)") }
            let bytes: [UInt8]
            switch (raw.input, raw.inputHex) {
            case (let text?, nil): bytes = Array(text.utf8)
            case (nil, let hex?):
                guard let decoded = hexBytes(hex) else { throw fail("bad inputHex") }
                bytes = decoded
            default: throw fail("needs exactly one of input and inputHex")
            }
            guard let profileName = raw.profile ?? file.profile, var profile = ProfileCase.named(profileName) else {
                throw fail("missing or unknown profile")
            }
            if let assumed = raw.assumedUTCOffset {
                guard assumed > -86_400 && assumed < 86_400 else { throw fail("assumedUTCOffset \(assumed)") }
                profile = profile.assuming(assumed)
            }
            let expected: ReferenceParser.Outcome
            switch (raw.seconds, raw.nanoseconds, raw.utcOffset, raw.error, raw.offset) {
            case (let s?, let ns?, let off?, nil, nil):
                expected = .value(.init(seconds: s, nanoseconds: ns, utcOffset: off))
            case (nil, nil, nil, let kind?, let offset?):
                guard FastDate.ParseError.Kind(rawValue: kind) != nil else { throw fail("unknown error kind \(kind)") }
                expected = .failure(.init(kind: kind, offset: offset))
            default:
                throw fail("needs seconds, nanoseconds and utcOffset, or error and offset")
            }
            return Vector(file: name, index: index, bytes: bytes, profile: profile, expected: expected)
        }
    }

    static func hexBytes(_ hex: String) -> [UInt8]? {
        let digits = Array(hex.utf8)
        guard digits.count % 2 == 0 else { return nil }
        var bytes: [UInt8] = []
        for i in stride(from: 0, to: digits.count, by: 2) {
            guard let byte = UInt8(String(decoding: digits[i...i + 1], as: UTF8.self), radix: 16) else { return nil }
            bytes.append(byte)
        }
        return bytes
    }

    private struct File: Decodable {
        let profile: String?
        let vectors: [RawVector]
    }

    private struct RawVector: Decodable {
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

// MARK: Format vectors

extension SpecVectorFiles {
    /// One `format-*.json` vector: a timestamp, digits, and the exact text or error.
    struct FormatVector: Sendable {
        let file: String
        let index: Int
        let javaScript: Bool
        let seconds: Int64
        let nanoseconds: Int32
        let utcOffset: Int32
        let fractionDigits: Int
        let expected: ReferenceFormatter.Outcome

        var label: String { "\(file)#\(index) (\(seconds) s \(nanoseconds) ns offset \(utcOffset), \(fractionDigits) digits)" }
    }

    static func formatVectors() throws -> [FormatVector] {
        let folder = PackagePaths.specVectors
        var result: [FormatVector] = []
        for name in ["format-javascript.json", "format-rfc3339.json"] {
            let data = try Data(contentsOf: folder.appendingPathComponent(name))
            let file = try JSONDecoder().decode(FormatFile.self, from: data)
            let javaScript = file.format == "javascript"
            for (index, raw) in file.vectors.enumerated() {
                let expected: ReferenceFormatter.Outcome
                switch (raw.expected, raw.error) {
                case (let text?, nil): expected = .text(text)
                case (nil, let kind?): expected = .failure(kind)
                default: throw LoadError(description: "\(name)#\(index): needs exactly one of expected and error")
                }
                result.append(FormatVector(
                    file: name, index: index, javaScript: javaScript, seconds: raw.seconds, nanoseconds: raw.nanoseconds,
                    utcOffset: raw.utcOffset ?? 0, fractionDigits: javaScript ? 3 : (raw.fractionDigits ?? -1),
                    expected: expected))
            }
        }
        return result
    }

    private struct FormatFile: Decodable {
        let format: String
        let vectors: [RawFormatVector]
    }

    private struct RawFormatVector: Decodable {
        let seconds: Int64
        let nanoseconds: Int32
        let utcOffset: Int32?
        let fractionDigits: Int?
        let expected: String?
        let error: String?
    }
}

// MARK: Wall-clock vectors

extension SpecVectorFiles {
    /// One `wall-clock/*.json` vector, its expected outcome in `WallClockGrammar.text` form.
    struct WallVector: Sendable {
        let file: String
        let index: Int
        let bytes: [UInt8]
        let grammar: WallClockGrammar
        let expected: String

        var label: String { "\(file)#\(index) [\(grammar)] \(Show.input(bytes))" }
    }

    static func wallClockVectors() throws -> [WallVector] {
        let folder = PackagePaths.specVectors.appendingPathComponent("wall-clock")
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
            throw LoadError(description: "vector folder \(folder.path) is missing")
        }
        var result: [WallVector] = []
        for name in names.filter({ $0.hasSuffix(".json") }).sorted() {
            let file = try JSONDecoder().decode(WallFile.self, from: Data(contentsOf: folder.appendingPathComponent(name)))
            for (index, raw) in file.vectors.enumerated() {
                func fail(_ why: String) -> LoadError { LoadError(description: "wall-clock/\(name)#\(index): \(why)") }
                guard let grammar = WallClockGrammar(rawValue: raw.profile ?? file.profile) else { throw fail("unknown profile") }
                let bytes: [UInt8]
                switch (raw.input, raw.inputHex) {
                case (let text?, nil): bytes = Array(text.utf8)
                case (nil, let hex?):
                    guard let decoded = hexBytes(hex) else { throw fail("bad inputHex") }
                    bytes = decoded
                default: throw fail("needs exactly one of input and inputHex")
                }
                let expected: String
                switch (raw.error, raw.offset, raw.nanoseconds, grammar) {
                case (let kind?, let offset?, nil, _):
                    expected = "error \(kind) at \(offset)"
                case (nil, nil, let ns?, .localDateTime):
                    guard let local = raw.localSeconds else { throw fail("no localSeconds") }
                    expected = "\(ReferenceParser.LocalValue(localSeconds: local, nanoseconds: ns, utcOffset: raw.utcOffset))"
                case (nil, nil, let ns?, .timeOfDay):
                    guard let seconds = raw.secondsSinceMidnight else { throw fail("no secondsSinceMidnight") }
                    expected = "\(ReferenceParser.TimeValue(secondsSinceMidnight: seconds, nanoseconds: ns))"
                default:
                    throw fail("needs a value or error and offset")
                }
                result.append(WallVector(file: "wall-clock/\(name)", index: index, bytes: bytes, grammar: grammar, expected: expected))
            }
        }
        return result
    }

    private struct WallFile: Decodable {
        let profile: String
        let vectors: [RawWallVector]
    }

    private struct RawWallVector: Decodable {
        let input: String?
        let inputHex: String?
        let profile: String?
        let localSeconds: Int64?
        let secondsSinceMidnight: Int32?
        let nanoseconds: Int32?
        let utcOffset: Int32?
        let error: String?
        let offset: Int?
    }
}
