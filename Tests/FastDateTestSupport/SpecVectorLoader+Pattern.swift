import FastDateCore
import Foundation

/// The vectors of `Spec/patterns/vectors/` (`Spec/patterns/patterns.md`, "Vectors").
extension SpecVectorLoader {
    public static let patternFolder = "patterns"

    /// One pattern of `dateformatter.json`, with what `DateFormatter` wrote and read back.
    public struct DateFormatterCase: Sendable, CustomStringConvertible {
        public let pattern: FastDate.Pattern
        public let utcOffset: Int32
        /// Instant (ms since 1970), the text `DateFormatter` wrote, the instant (ms) it reads back.
        public let vectors: [(milliseconds: Int64, text: String, readBack: Int64)]
        public var description: String { "\(pattern.text) at \(utcOffset) s" }
    }

    public static func dateFormatterCases() throws -> [DateFormatterCase] {
        struct Raw: Decodable {
            struct Entry: Decodable {
                let pattern: String
                let utcOffset: Int32
                let vectors: [Row]
            }
            struct Row: Decodable {
                let milliseconds: Int64, text: String, readBack: Int64
                init(from decoder: any Decoder) throws {
                    var c = try decoder.unkeyedContainer()
                    milliseconds = try c.decode(Int64.self)
                    text = try c.decode(String.self)
                    readBack = try c.decode(Int64.self)
                }
            }
            let patterns: [Entry]
        }
        let url = PackagePaths.specVectors(patternFolder).appendingPathComponent("dateformatter.json")
        let raw = try decode(Raw.self, from: url, label: "dateformatter.json")
        guard raw.patterns.count >= 30 else { throw LoadError(description: "dateformatter.json: fewer than 30 patterns") }
        return try raw.patterns.map { entry in
            guard entry.vectors.count >= 2000 else { throw LoadError(description: "\(entry.pattern): fewer than 2,000 vectors") }
            return DateFormatterCase(pattern: try FastDate.Pattern(entry.pattern, utcOffset: entry.utcOffset),
                                     utcOffset: entry.utcOffset,
                                     vectors: entry.vectors.map { ($0.milliseconds, $0.text, $0.readBack) })
        }
    }

    /// A pattern with the options a vector gives it.
    public struct PatternOptions: Decodable, Sendable {
        public let pattern: String
        public let utcOffset: Int32?
        public let twoDigitYearStart: Int?
        /// The default date as local seconds.
        public let defaultDate: Int64?

        public func compile() throws(FastDate.PatternError) -> FastDate.Pattern {
            // Every vector's default date is a civil one (the generator's are 0000–9999).
            let local = defaultDate.map { seconds in (try? FastDate.LocalDateTime(localSeconds: seconds))! } ?? FastDate.Pattern.defaultDate
            return try FastDate.Pattern(pattern, utcOffset: utcOffset ?? 0, twoDigitYearStart: twoDigitYearStart ?? 1950, defaultDate: local)
        }
    }

    /// `pattern-parse.json`: text read with a pattern, and the instant or the error.
    public struct PatternParseVector: Sendable, CustomStringConvertible {
        public let index: Int
        public let options: PatternOptions
        public let input: String
        public let expected: ParseVector.Expected
        public let note: String
        public var description: String { "pattern-parse#\(index) \(options.pattern) ← \(input.debugDescription) (\(note))" }
    }

    public static func patternParseVectors() throws -> [PatternParseVector] {
        struct Raw: Decodable {
            let pattern: String, utcOffset: Int32?, twoDigitYearStart: Int?, defaultDate: Int64?
            let input: String
            let seconds: Int64?, nanoseconds: Int32?, utcOffsetRead: Int32?
            let error: String?, offset: Int?
            let description: String?
        }
        let url = PackagePaths.specVectors(patternFolder).appendingPathComponent("pattern-parse.json")
        let file = try decode(VectorFile<Raw>.self, from: url, label: "pattern-parse.json")
        return try file.vectors.enumerated().map { index, raw in
            let options = PatternOptions(pattern: raw.pattern, utcOffset: raw.utcOffset,
                                         twoDigitYearStart: raw.twoDigitYearStart, defaultDate: raw.defaultDate)
            let expected: ParseVector.Expected
            if let kindName = raw.error {
                guard let kind = FastDate.ParseError.Kind(rawValue: kindName), let offset = raw.offset else {
                    throw LoadError(description: "pattern-parse#\(index): bad error \(kindName)")
                }
                expected = .error(kind, offset: offset)
            } else {
                guard let seconds = raw.seconds, let nanoseconds = raw.nanoseconds, let offset = raw.utcOffsetRead else {
                    throw LoadError(description: "pattern-parse#\(index): needs seconds, nanoseconds, utcOffsetRead or error")
                }
                expected = .timestamp(FastDate.Timestamp(seconds: seconds, nanoseconds: nanoseconds, utcOffset: offset))
            }
            return PatternParseVector(index: index, options: options, input: raw.input, expected: expected,
                                      note: raw.description ?? "")
        }
    }

    /// `pattern-format.json`: a timestamp written with a pattern, and the text or the error.
    public struct PatternFormatVector: Sendable, CustomStringConvertible {
        public let index: Int
        public let options: PatternOptions
        public let timestamp: FastDate.Timestamp
        public let expected: Result<String, FastDate.FormatError>
        public var description: String { "pattern-format#\(index) \(options.pattern) ← \(timestamp)" }
    }

    public static func patternFormatVectors() throws -> [PatternFormatVector] {
        struct Raw: Decodable {
            let pattern: String, utcOffset: Int32?, twoDigitYearStart: Int?
            let seconds: Int64, nanoseconds: Int32
            let expected: String?, error: String?
        }
        let url = PackagePaths.specVectors(patternFolder).appendingPathComponent("pattern-format.json")
        let file = try decode(VectorFile<Raw>.self, from: url, label: "pattern-format.json")
        return try file.vectors.enumerated().map { index, raw in
            let expected: Result<String, FastDate.FormatError>
            switch (raw.expected, raw.error.flatMap(FastDate.FormatError.Kind.init(rawValue:))) {
            case (let text?, nil): expected = .success(text)
            case (nil, let kind?): expected = .failure(FastDate.FormatError(kind))
            default: throw LoadError(description: "pattern-format#\(index): needs expected or a known error")
            }
            return PatternFormatVector(index: index,
                                       options: PatternOptions(pattern: raw.pattern, utcOffset: raw.utcOffset,
                                                               twoDigitYearStart: raw.twoDigitYearStart, defaultDate: nil),
                                       timestamp: FastDate.Timestamp(seconds: raw.seconds, nanoseconds: raw.nanoseconds),
                                       expected: expected)
        }
    }

    /// `pattern-compile.json`: a pattern and the error compiling it gives, or none.
    public struct PatternCompileVector: Sendable, CustomStringConvertible {
        public let index: Int
        public let pattern: String
        /// `nil` when the pattern compiles.
        public let error: FastDate.PatternError?
        public var description: String { "pattern-compile#\(index) \(pattern.debugDescription)" }
    }

    public static func patternCompileVectors() throws -> [PatternCompileVector] {
        struct Raw: Decodable {
            let pattern: String, error: String?, position: Int?, symbol: String?
        }
        let url = PackagePaths.specVectors(patternFolder).appendingPathComponent("pattern-compile.json")
        let file = try decode(VectorFile<Raw>.self, from: url, label: "pattern-compile.json")
        return try file.vectors.enumerated().map { index, raw in
            guard let name = raw.error else { return PatternCompileVector(index: index, pattern: raw.pattern, error: nil) }
            guard let kind = FastDate.PatternError.Kind(rawValue: name), let position = raw.position else {
                throw LoadError(description: "pattern-compile#\(index): bad error \(name)")
            }
            return PatternCompileVector(index: index, pattern: raw.pattern,
                                        error: FastDate.PatternError(kind, position: position, symbol: raw.symbol ?? ""))
        }
    }
}
