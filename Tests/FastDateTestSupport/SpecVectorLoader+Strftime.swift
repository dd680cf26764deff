import FastDateCore
import Foundation

/// `Spec/patterns/vectors/strftime.json` (`Spec/patterns/strftime.md`, "Vectors"): what
/// Python (POSIX) and polars (chrono) write and read for each format, and the formats each
/// dialect refuses.
extension SpecVectorLoader {
    /// One format with its oracle's texts.
    public struct StrftimeCase: Sendable, CustomStringConvertible {
        public let format: String
        public let dialect: FastDate.Pattern.StrftimeDialect
        public let utcOffset: Int32
        /// The instant, the text the oracle writes for it, and the instant the oracle reads
        /// that text back as (the same unless the format drops fields).
        public let written: [(instant: FastDate.Timestamp, text: String, readBack: FastDate.Timestamp)]
        /// Texts near the written ones, and what the oracle reads (nil: it refuses them).
        public let read: [(text: String, instant: FastDate.Timestamp?)]
        public var description: String { "\(dialect) \(format) at \(utcOffset) s" }

        public func compile() throws(FastDate.PatternError) -> FastDate.Pattern {
            try FastDate.Pattern(strftime: format, dialect: dialect, utcOffset: utcOffset)
        }
    }

    /// A format a dialect refuses when compiled, and the error it must give.
    public struct StrftimeCompileCase: Sendable, CustomStringConvertible {
        public let format: String
        public let dialect: FastDate.Pattern.StrftimeDialect
        public let error: FastDate.PatternError.Kind
        public let position: Int
        public var description: String { "\(dialect) \(format.debugDescription)" }
    }

    private struct StrftimeFile: Decodable {
        struct Entry: Decodable {
            let format: String, dialect: String, utcOffset: Int32
            let written: [Written]
            let read: [Read]
        }
        struct Written: Decodable {
            let seconds: Int64, nanoseconds: Int32, text: String, backSeconds: Int64, backNanoseconds: Int32
            init(from decoder: any Decoder) throws {
                var c = try decoder.unkeyedContainer()
                (seconds, nanoseconds, text) = (try c.decode(Int64.self), try c.decode(Int32.self), try c.decode(String.self))
                (backSeconds, backNanoseconds) = (try c.decode(Int64.self), try c.decode(Int32.self))
            }
        }
        struct Read: Decodable {
            let text: String, seconds: Int64?, nanoseconds: Int32?
            init(from decoder: any Decoder) throws {
                var c = try decoder.unkeyedContainer()
                text = try c.decode(String.self)
                (seconds, nanoseconds) = (try c.decodeIfPresent(Int64.self), try c.decodeIfPresent(Int32.self))
            }
        }
        struct Compile: Decodable { let format: String, dialect: String, error: String, position: Int }
        let formats: [Entry]
        let compile: [Compile]
    }

    private static func strftimeFile() throws -> StrftimeFile {
        let url = PackagePaths.specVectors(patternFolder).appendingPathComponent("strftime.json")
        return try decode(StrftimeFile.self, from: url, label: "strftime.json")
    }

    private static func dialect(_ name: String) throws -> FastDate.Pattern.StrftimeDialect {
        guard let dialect = FastDate.Pattern.StrftimeDialect(rawValue: name) else { throw LoadError(description: "strftime.json: unknown dialect \(name)") }
        return dialect
    }

    public static func strftimeCases() throws -> [StrftimeCase] {
        let file = try strftimeFile()
        guard file.formats.count >= 20 else { throw LoadError(description: "strftime.json: fewer than 20 formats") }
        return try file.formats.map { entry in
            guard entry.written.count >= 300 else { throw LoadError(description: "\(entry.format): fewer than 300 written vectors") }
            return StrftimeCase(
                format: entry.format, dialect: try dialect(entry.dialect), utcOffset: entry.utcOffset,
                written: entry.written.map {
                    (FastDate.Timestamp(seconds: $0.seconds, nanoseconds: $0.nanoseconds), $0.text,
                     FastDate.Timestamp(seconds: $0.backSeconds, nanoseconds: $0.backNanoseconds))
                },
                read: entry.read.map { row in
                    (row.text, row.seconds.map { FastDate.Timestamp(seconds: $0, nanoseconds: row.nanoseconds ?? 0) })
                })
        }
    }

    public static func strftimeCompileCases() throws -> [StrftimeCompileCase] {
        try strftimeFile().compile.map { entry in
            guard let kind = FastDate.PatternError.Kind(rawValue: entry.error) else {
                throw LoadError(description: "strftime.json: unknown error \(entry.error)")
            }
            return StrftimeCompileCase(format: entry.format, dialect: try dialect(entry.dialect), error: kind, position: entry.position)
        }
    }
}
