import FastDate
import FastDateTestSupport
import Foundation

/// The Spec vectors (read by `SpecVectorLoader` in FastDateTestSupport) in the reliability
/// tests' terms: each parse vector with its `ProfileCase` and the reference's outcome,
/// format and local-time vectors with the reference's outcomes.
enum SpecVectorFiles {
    struct Vector: Sendable {
        let file: String
        let index: Int
        let bytes: [UInt8]
        let profile: ProfileCase
        let expected: ReferenceParser.Outcome

        var label: String { "\(file)#\(index) [\(profile)] \(Show.input(bytes))" }
    }

    typealias LoadError = SpecVectorLoader.LoadError

    /// Every parse vector of every file, loaded once per process.
    static func all() throws -> [Vector] {
        try cached.get()
    }

    private static let cached: Result<[Vector], any Error> = Result {
        // The Swift reference is written for the ISO 8601 / RFC 3339 / epoch family. HTTP-date
        // and RFC 5322 (Spec/internet/internet-dates.md) have their independent reference in the vector
        // generator (Spec/tools/internet_dates.py, checked against Python's email.utils), and
        // their own invariants in the fuzzer.
        // The loader's `javaScript` copies of the `iso8601` vectors are the same readings.
        try SpecVectorLoader.parseVectors().filter {
            !ProfileCase.profilesWithOtherReferences.contains($0.profile) && $0.profile != "javaScript"
        }.map { vector in
            guard var profile = ProfileCase.named(vector.profile) else {
                throw LoadError(description: "\(vector.label): no ProfileCase for \(vector.profile)")
            }
            if let assumed = vector.assumedUTCOffset { profile = profile.assuming(assumed) }
            let expected: ReferenceParser.Outcome = switch vector.expected {
            case .timestamp(let t): .value(.init(seconds: t.seconds, nanoseconds: t.nanoseconds, utcOffset: t.utcOffset))
            case .error(let kind, let offset): .failure(.init(kind: kind.rawValue, offset: offset))
            }
            return Vector(file: vector.file, index: vector.index, bytes: vector.bytes, profile: profile, expected: expected)
        }
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
        let expected: ReferenceWriter.Outcome

        var label: String { "\(file)#\(index) (\(seconds) s \(nanoseconds) ns offset \(utcOffset), \(fractionDigits) digits)" }
    }

    static func formatVectors() throws -> [FormatVector] {
        // The reference formatter writes the ISO layouts; see `all()` for the internet dates.
        // A written offset is the core's option, not the reference's: those vectors are
        // checked by the core's own suite.
        try SpecVectorLoader.formatVectors().filter {
            ($0.layout == .javaScript || $0.layout == .rfc3339) && $0.writtenUTCOffset == nil
        }.map { vector in
            let expected: ReferenceWriter.Outcome = switch vector.expected {
            case .text(let text): .text(text)
            case .error(let kind): .failure(kind.rawValue)
            }
            return FormatVector(
                file: vector.file, index: vector.index, javaScript: vector.layout == .javaScript,
                seconds: vector.timestamp.seconds, nanoseconds: vector.timestamp.nanoseconds,
                utcOffset: vector.timestamp.utcOffset, fractionDigits: vector.fractionDigits, expected: expected)
        }
    }
}

// MARK: Local-time vectors

extension SpecVectorFiles {
    /// One `local-time/*.json` vector, its expected outcome in `LocalTimeGrammar.text` form.
    struct WallVector: Sendable {
        let file: String
        let index: Int
        let bytes: [UInt8]
        let grammar: LocalTimeGrammar
        let expected: String

        var label: String { "\(file)#\(index) [\(grammar)] \(Show.input(bytes))" }
    }

    static func localTimeVectors() throws -> [WallVector] {
        try SpecVectorLoader.localTimeVectors().map { vector in
            let expected = switch vector.expected {
            case .error(let kind, let offset):
                "error \(kind.rawValue) at \(offset)"
            case .localDateTime(let l):
                "\(ReferenceParser.LocalValue(localSeconds: l.localSeconds, nanoseconds: l.nanoseconds, utcOffset: l.utcOffset))"
            case .timeOfDay(let t):
                "\(ReferenceParser.TimeValue(secondsSinceMidnight: t.secondsSinceMidnight, nanoseconds: t.nanoseconds))"
            }
            let grammar: LocalTimeGrammar = switch vector.grammar {
            case .localDateTime: .localDateTime
            case .timeOfDay: .timeOfDay
            }
            return WallVector(
                file: "\(SpecVectorLoader.localTimeFolder)/\(vector.file)", index: vector.index, bytes: vector.bytes,
                grammar: grammar, expected: expected)
        }
    }
}
