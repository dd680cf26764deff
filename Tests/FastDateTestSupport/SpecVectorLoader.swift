import FastDateCore
import Foundation

/// Reads every instant vector file of `Spec/<grammar>/vectors/` (layout in `Spec/date-time/date-time.md`, "Vectors"): the
/// parse files (regressions.json included), the `format-*.json` files and the
/// `local-time/` folder, into values the tests can run. Anything malformed is an error naming the file and vector: a vector
/// the loader cannot understand must fail the suite, never be skipped.
public enum SpecVectorLoader {
    public struct ParseVector: Sendable, CustomStringConvertible {
        public enum Expected: Sendable {
            case timestamp(FastDate.Timestamp)
            case error(FastDate.ParseError.Kind, offset: Int)
        }

        public let file: String
        public let index: Int
        public let bytes: [UInt8]
        /// The input as written, `nil` for `inputHex` vectors: bytes that are not UTF-8
        /// cannot be a JSON string.
        public let input: String?
        public let profile: String
        /// The vector's `assumedUTCOffset`, already applied to `format`.
        public let assumedUTCOffset: Int32?
        public let format: FastDate.Format
        public let expected: Expected
        /// For an error vector, the other format its error names (`suggestedFormat`), as
        /// spelled in code; `nil` when it names none.
        public var hint: String? = nil

        public var label: String {
            "\(file)#\(index) [\(profile)] \(Show.input(bytes))"
        }

        public var description: String { label }

        /// The same vector read `.javaScript`, for an `iso8601` one: `.javaScript` reads
        /// exactly `.iso8601`'s grammar (`Spec/date-time/date-time.md`, "Vectors"), so every
        /// `iso8601` vector is one of its vectors too.
        var asJavaScript: ParseVector? {
            guard profile == "iso8601" else { return nil }
            let format = assumedUTCOffset.map { FastDate.Format.javaScript.assumingUTCOffset($0) } ?? .javaScript
            return ParseVector(
                file: file, index: index, bytes: bytes, input: input, profile: "javaScript",
                assumedUTCOffset: assumedUTCOffset, format: format, expected: expected, hint: hint)
        }
    }

    public struct LoadError: Error, CustomStringConvertible {
        public let description: String
        public init(description: String) { self.description = description }
    }

    /// Every `*.json` file in the vectors folder, sorted; throws when the folder is missing.
    public static func files() throws -> [URL] {
        try PackagePaths.instantGrammars.flatMap { try jsonFiles(in: PackagePaths.specVectors($0)) }
            .filter { !$0.lastPathComponent.hasPrefix(annotatedFilePrefix) }
    }

    /// Every `*.json` file directly in `folder`, sorted; throws when the folder is missing.
    static func jsonFiles(in folder: URL) throws -> [URL] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
            throw LoadError(description: "vector folder \(folder.path) is missing")
        }
        return names.filter { $0.hasSuffix(".json") }.sorted().map { folder.appendingPathComponent($0) }
    }

    /// The file at `url` decoded as `T`; `label` names it in the error.
    /// Every vector of every `*.json` in `Spec/<grammar>/vectors/` whose name starts with
    /// `prefix`, loaded by `load`; throws when the folder is missing or holds none.
    static func vectors<Vector>(inGrammar grammar: String, prefix: String = "", _ load: (URL) throws -> [Vector]) throws -> [Vector] {
        let vectors = try jsonFiles(in: PackagePaths.specVectors(grammar))
            .filter { $0.lastPathComponent.hasPrefix(prefix) }.flatMap(load)
        guard !vectors.isEmpty else { throw LoadError(description: "no vectors in \(grammar)/vectors/") }
        return vectors
    }

    static func decode<T: Decodable>(_: T.Type, from url: URL, label: String) throws -> T {
        do {
            return try JSONDecoder().decode(T.self, from: Data(contentsOf: url))
        } catch {
            throw LoadError(description: "\(label): cannot decode: \(error)")
        }
    }

    /// A vector's bytes: exactly one of `input` and `inputHex` must be given.
    static func bytes(input: String?, inputHex: String?, fail: (String) -> LoadError) throws -> [UInt8] {
        switch (input, inputHex) {
        case (let text?, nil): return Array(text.utf8)
        case (nil, let hex?):
            guard let decoded = hexBytes(hex) else { throw fail("bad inputHex \(hex)") }
            return decoded
        default: throw fail("needs exactly one of input and inputHex")
        }
    }

    /// Whether a file holds format vectors rather than parse vectors.
    public static func isFormatFile(_ url: URL) -> Bool {
        url.lastPathComponent.hasPrefix("format-")
    }

    /// Every parse vector of every file, loaded once per process; throws when there are none.
    public static func parseVectors() throws -> [ParseVector] {
        try cachedParseVectors.get()
    }

    private static let cachedParseVectors: Result<[ParseVector], any Error> = Result {
        let vectors = try files().filter { !isFormatFile($0) }.flatMap(parseVectors(in:))
        guard !vectors.isEmpty else { throw LoadError(description: "no parse vectors in \(PackagePaths.instantGrammars)") }
        return vectors + vectors.compactMap(\.asJavaScript)
    }

    /// The parse vectors of one profile, without an assumed offset, that a JSON string can carry.
    public static func stringVectors(profile: String) throws -> [ParseVector] {
        try parseVectors().filter { $0.profile == profile && $0.assumedUTCOffset == nil && $0.input != nil }
    }

    public static func parseVectors(in url: URL) throws -> [ParseVector] {
        let name = url.lastPathComponent
        let file = try decode(VectorFile<RawParseVector>.self, from: url, label: "\(name)")
        return try file.vectors.enumerated().map { index, raw in
            func fail(_ why: String) -> LoadError { LoadError(description: "\(name)#\(index): \(why)") }
            let bytes = try bytes(input: raw.input, inputHex: raw.inputHex, fail: fail)

            guard let profile = raw.profile ?? file.profile else { throw fail("no profile") }
            guard var format = format(named: profile) else { throw fail("unknown profile \(profile)") }
            if let currentYear = raw.currentYear {
                guard format.profile.facts.takesCurrentYear else { throw fail("currentYear is for a format that reads two-digit years") }
                format = format.readingCurrentYear(currentYear)
            }
            if let assumed = raw.assumedUTCOffset {
                guard assumed > -86_400 && assumed < 86_400 else { throw fail("assumedUTCOffset \(assumed)") }
                format = format.assumingUTCOffset(assumed)
            }

            let expected: ParseVector.Expected
            switch (raw.seconds, raw.error) {
            case (let seconds?, nil):
                guard let nanoseconds = raw.nanoseconds, let offset = raw.utcOffset else {
                    throw fail("a valid vector needs seconds, nanoseconds and utcOffset")
                }
                guard nanoseconds >= 0 && nanoseconds < 1_000_000_000, offset > -86_400 && offset < 86_400 else {
                    throw fail("nanoseconds \(nanoseconds) or utcOffset \(offset) out of range")
                }
                expected = .timestamp(FastDate.Timestamp(seconds: seconds, nanoseconds: nanoseconds, utcOffset: offset))
            case (nil, let kindName?):
                guard let kind = FastDate.ParseError.Kind(rawValue: kindName) else {
                    throw fail("unknown error kind \(kindName)")
                }
                guard let offset = raw.offset else { throw fail("error without offset") }
                expected = .error(kind, offset: offset)
            default:
                throw fail("needs exactly one of seconds and error")
            }
            guard raw.hint == nil || raw.error != nil else { throw fail("a hint belongs to an error vector") }
            return ParseVector(
                file: name, index: index, bytes: bytes, input: raw.input, profile: profile,
                assumedUTCOffset: raw.assumedUTCOffset, format: format, expected: expected, hint: raw.hint)
        }
    }

    /// The Spec's profile names: the registry's (`FastDate.Format(named:)`).
    public static func format(named name: String) -> FastDate.Format? {
        FastDate.Format(named: name)
    }

    public static func hexBytes(_ hex: String) -> [UInt8]? {
        let digits = Array(hex.filter { !$0.isWhitespace })
        guard digits.count % 2 == 0 else { return nil }
        var bytes: [UInt8] = []
        for i in stride(from: 0, to: digits.count, by: 2) {
            guard let byte = UInt8(String(digits[i...i + 1]), radix: 16) else { return nil }
            bytes.append(byte)
        }
        return bytes
    }

    /// A vector file's shape shared by every grammar's facet: an optional default profile
    /// and the vectors in that grammar's raw form.
    struct VectorFile<Vector: Decodable>: Decodable {
        let profile: String?
        let vectors: [Vector]
    }

    private struct RawParseVector: Decodable {
        let input: String?
        let inputHex: String?
        let profile: String?
        let assumedUTCOffset: Int32?
        let currentYear: Int?
        let seconds: Int64?
        let nanoseconds: Int32?
        let utcOffset: Int32?
        let error: String?
        let offset: Int?
        let hint: String?
    }
}

// MARK: Format vectors

extension SpecVectorLoader {
    /// One `format-*.json` vector: a timestamp and the exact text FastDate must write, or
    /// the error it must throw.
    public struct FormatVector: Sendable {
        public enum Expected: Sendable {
            case text(String)
            case error(FastDate.FormatError.Kind)
        }

        public enum Layout: String, Sendable {
            case rfc3339
            case rfc9557
            case javaScript = "javascript"
            case httpDate
            case rfc5322
            case epoch
            case fullDate
            case iso8601Basic
            case dotNetJSON
            case cookieDate
        }

        public let file: String
        public let index: Int
        public let layout: Layout
        public let timestamp: FastDate.Timestamp
        /// 3 for the JavaScript layout.
        public let fractionDigits: Int
        /// The JavaScript layout's instant in milliseconds (checked against the timestamp).
        public let milliseconds: Int64?
        /// The epoch layout's unit.
        public let unit: FastDate.EpochUnit?
        /// The epoch layout's `fractionDigits(_:)`; `nil` writes the exact default.
        public var epochFractionDigits: Int? = nil
        /// The offset the format writes in (`writingUTCOffset(_:)`), instead of the
        /// timestamp's own; it may be one no format can write.
        public let writtenUTCOffset: Int32?
        public let expected: Expected

        /// The one value that names this vector's layout and options.
        public var format: FastDate.Format {
            let format: FastDate.Format = switch layout {
            case .rfc3339: .rfc3339.fractionDigits(fractionDigits)
            case .rfc9557: .rfc9557.fractionDigits(fractionDigits)
            case .javaScript: .javaScript
            case .httpDate: .httpDate
            case .rfc5322: .rfc5322
            case .epoch: epochFractionDigits.map { FastDate.Format.epoch(unit ?? .seconds).fractionDigits($0) } ?? .epoch(unit ?? .seconds)
            case .fullDate: .fullDate
            case .iso8601Basic: .iso8601Basic.fractionDigits(fractionDigits)
            case .dotNetJSON: .dotNetJSON
            case .cookieDate: .cookieDate
            }
            return writtenUTCOffset.map { format.writingUTCOffset($0) } ?? format
        }

        /// The offset the text is written in.
        public var offsetWritten: Int32 {
            switch layout {
            case .javaScript, .httpDate, .cookieDate, .epoch: 0
            default: writtenUTCOffset ?? timestamp.utcOffset
            }
        }

        /// The same vector written `.rfc9557`, for an `rfc3339` one: `.rfc9557` writes
        /// exactly `.rfc3339`'s layout (`Spec/date-time/date-time.md`, "Vectors").
        var asRFC9557: FormatVector? {
            guard layout == .rfc3339 else { return nil }
            return FormatVector(
                file: file, index: index, layout: .rfc9557, timestamp: timestamp, fractionDigits: fractionDigits,
                milliseconds: milliseconds, unit: unit, writtenUTCOffset: writtenUTCOffset, expected: expected)
        }

        /// The text to write, `nil` for an error vector.
        public var expectedText: String? {
            if case .text(let text) = expected { text } else { nil }
        }

        public var label: String {
            "\(file)#\(index) (\(Show.timestamp(timestamp)), fractionDigits \(fractionDigits))"
        }
    }

    public static func formatVectors() throws -> [FormatVector] {
        let vectors = try files().filter(isFormatFile).flatMap(formatVectors(in:))
        return vectors + vectors.compactMap(\.asRFC9557)
    }

    /// The JavaScript layout's vectors: an instant in milliseconds and `toISOString()` of it.
    public static func javaScriptVectors() throws -> [FormatVector] {
        try formatVectors().filter { $0.layout == .javaScript }
    }

    public static func formatVectors(in url: URL) throws -> [FormatVector] {
        let name = url.lastPathComponent
        let file = try decode(FormatFile.self, from: url, label: "\(name)")
        guard let layout = FormatVector.Layout(rawValue: file.format) else {
            throw LoadError(description: "\(name): unknown format \(file.format)")
        }
        return try file.vectors.enumerated().map { index, raw in
            func fail(_ why: String) -> LoadError { LoadError(description: "\(name)#\(index): \(why)") }
            let offset = raw.utcOffset ?? 0
            guard raw.nanoseconds >= 0 && raw.nanoseconds < 1_000_000_000, offset > -86_400 && offset < 86_400 else {
                throw fail("nanoseconds \(raw.nanoseconds) or utcOffset \(offset) out of range")
            }
            let digits: Int
            switch layout {
            case .rfc3339, .rfc9557, .iso8601Basic:
                guard let given = raw.fractionDigits, raw.utcOffset != nil else {
                    throw fail("\(layout) vectors need utcOffset and fractionDigits")
                }
                digits = given
            case .javaScript:
                // The vector's own milliseconds must name the same instant.
                guard let milliseconds = raw.milliseconds, raw.utcOffset == nil,
                    milliseconds == raw.seconds * 1000 + Int64(raw.nanoseconds / 1_000_000)
                else { throw fail("milliseconds disagree with seconds and nanoseconds (or an offset is given)") }
                digits = 3
            case .httpDate, .rfc5322, .fullDate, .dotNetJSON, .cookieDate:
                guard raw.utcOffset != nil, raw.fractionDigits == nil else { throw fail("\(layout) vectors need utcOffset and no fractionDigits") }
                digits = 0
            case .epoch:
                guard raw.utcOffset != nil, raw.unit != nil else { throw fail("epoch vectors need utcOffset and unit") }
                digits = 0
            }
            let units: [String: FastDate.EpochUnit] = ["seconds": .seconds, "milliseconds": .milliseconds, "microseconds": .microseconds, "nanoseconds": .nanoseconds]
            let unit = try raw.unit.map { name in
                guard let unit = units[name] else { throw fail("unknown unit \(name)") }
                return unit
            }
            let expected: FormatVector.Expected
            switch (raw.expected, raw.error) {
            case (let text?, nil): expected = .text(text)
            case (nil, let kindName?):
                guard let kind = FastDate.FormatError.Kind(rawValue: kindName) else {
                    throw fail("unknown error kind \(kindName)")
                }
                expected = .error(kind)
            default: throw fail("needs exactly one of expected and error")
            }
            var vector = FormatVector(
                file: name, index: index, layout: layout,
                timestamp: FastDate.Timestamp(seconds: raw.seconds, nanoseconds: raw.nanoseconds, utcOffset: offset),
                fractionDigits: digits, milliseconds: raw.milliseconds, unit: unit,
                writtenUTCOffset: raw.writtenUTCOffset, expected: expected)
            if layout == .epoch { vector.epochFractionDigits = raw.fractionDigits }
            return vector
        }
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
        let milliseconds: Int64?
        let unit: String?
        let writtenUTCOffset: Int32?
        let expected: String?
        let error: String?
    }
}

// MARK: Local-time vectors

extension SpecVectorLoader {
    /// The grammar folder of local-time vectors (`Spec/local-time/vectors/`): values that are
    /// clock readings, not instants, so they never mix with the instant files above.
    public static let localTimeFolder = "local-time"

    /// One `local-time/*.json` vector: bytes, the grammar, and the reading or the error.
    public struct LocalTimeVector: Sendable, CustomStringConvertible {
        public enum Grammar: String, Sendable {
            case timeOfDay
            case localDateTime
        }

        public enum Expected: Sendable {
            case timeOfDay(FastDate.LocalTime)
            case localDateTime(FastDate.LocalDateTime)
            case error(FastDate.ParseError.Kind, offset: Int)
        }

        public let file: String
        public let index: Int
        public let bytes: [UInt8]
        /// The input as written, `nil` for `inputHex` vectors.
        public let input: String?
        public let grammar: Grammar
        public let expected: Expected

        public var label: String {
            "\(localTimeFolder)/\(file)#\(index) [\(grammar.rawValue)] \(Show.input(bytes))"
        }

        public var description: String { label }
    }

    /// Every `*.json` in the local-time folder, sorted; throws when the folder is missing.
    public static func localTimeFiles() throws -> [URL] {
        try jsonFiles(in: PackagePaths.specVectors(localTimeFolder))
    }

    public static func localTimeVectors() throws -> [LocalTimeVector] {
        let vectors = try localTimeFiles().flatMap(localTimeVectors(in:))
        guard !vectors.isEmpty else { throw LoadError(description: "no vectors in \(localTimeFolder)/") }
        return vectors
    }

    /// The local-time vectors of one grammar that a JSON string can carry.
    public static func localTimeStringVectors(_ grammar: LocalTimeVector.Grammar) throws -> [LocalTimeVector] {
        try localTimeVectors().filter { $0.grammar == grammar && $0.input != nil }
    }

    public static func localTimeVectors(in url: URL) throws -> [LocalTimeVector] {
        let name = url.lastPathComponent
        let file = try decode(VectorFile<RawLocalTimeVector>.self, from: url, label: "\(localTimeFolder)/\(name)")
        return try file.vectors.enumerated().map { index, raw in
            func fail(_ why: String) -> LoadError { LoadError(description: "\(localTimeFolder)/\(name)#\(index): \(why)") }
            let bytes = try bytes(input: raw.input, inputHex: raw.inputHex, fail: fail)
            guard let profile = raw.profile ?? file.profile, let grammar = LocalTimeVector.Grammar(rawValue: profile) else {
                throw fail("missing or unknown profile \(raw.profile ?? file.profile ?? "nil")")
            }

            let expected: LocalTimeVector.Expected
            switch (raw.error, grammar) {
            case (let kindName?, _):
                guard raw.secondsSinceMidnight == nil, raw.localSeconds == nil, raw.nanoseconds == nil, raw.utcOffset == nil else {
                    throw fail("an error vector carries a value")
                }
                guard let kind = FastDate.ParseError.Kind(rawValue: kindName) else { throw fail("unknown error kind \(kindName)") }
                guard let offset = raw.offset else { throw fail("error without offset") }
                expected = .error(kind, offset: offset)
            case (nil, .timeOfDay):
                guard let seconds = raw.secondsSinceMidnight, let nanoseconds = raw.nanoseconds,
                    raw.localSeconds == nil, raw.utcOffset == nil, raw.offset == nil
                else { throw fail("a valid timeOfDay vector has exactly secondsSinceMidnight and nanoseconds") }
                guard seconds >= 0 && seconds < 86_400, nanoseconds >= 0 && nanoseconds < 1_000_000_000 else {
                    throw fail("secondsSinceMidnight \(seconds) or nanoseconds \(nanoseconds) out of range")
                }
                expected = .timeOfDay(FastDate.LocalTime(secondsSinceMidnight: seconds, nanoseconds: nanoseconds))
            case (nil, .localDateTime):
                guard let seconds = raw.localSeconds, let nanoseconds = raw.nanoseconds,
                    raw.secondsSinceMidnight == nil, raw.offset == nil
                else { throw fail("a valid localDateTime vector has localSeconds, nanoseconds and maybe utcOffset") }
                guard nanoseconds >= 0 && nanoseconds < 1_000_000_000, (raw.utcOffset ?? 0).magnitude < 86_400 else {
                    throw fail("nanoseconds \(nanoseconds) or utcOffset \(raw.utcOffset ?? 0) out of range")
                }
                do {
                    expected = .localDateTime(try FastDate.LocalDateTime(
                        localSeconds: seconds, nanoseconds: nanoseconds, utcOffset: raw.utcOffset))
                } catch {
                    throw fail("localSeconds \(seconds) is outside the years 0000–9999")
                }
            }
            return LocalTimeVector(file: name, index: index, bytes: bytes, input: raw.input, grammar: grammar, expected: expected)
        }
    }


    private struct RawLocalTimeVector: Decodable {
        let input: String?
        let inputHex: String?
        let profile: String?
        let secondsSinceMidnight: Int32?
        let localSeconds: Int64?
        let nanoseconds: Int32?
        let utcOffset: Int32?
        let error: String?
        let offset: Int?
    }
}
