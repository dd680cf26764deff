import FastDateCore
import Foundation

/// Loads `Spec/duration/vectors/*.json` (`Spec/duration/durations.md`): each vector is bytes and
/// either the duration with its canonical text, or an error kind and byte offset.
extension SpecVectorLoader {
    public static let durationFolder = "duration"

    public struct DurationVector: Sendable, CustomStringConvertible {
        public enum Expected: Sendable {
            case duration(FastDate.ISODuration, canonical: String)
            case error(FastDate.ParseError.Kind, offset: Int)
        }

        public let file: String
        public let index: Int
        public let bytes: [UInt8]
        /// The input as written, `nil` for `inputHex` vectors.
        public let input: String?
        public let expected: Expected

        public var description: String { "\(durationFolder)/\(file)#\(index) \(Show.input(bytes))" }
    }

    public static func durationVectors() throws -> [DurationVector] {
        try vectors(inGrammar: durationFolder, durationVectors(in:))
    }

    public static func durationVectors(in url: URL) throws -> [DurationVector] {
        let name = url.lastPathComponent
        let file = try decode(VectorFile<DurationRaw>.self, from: url, label: "\(durationFolder)/\(name)")
        guard file.profile == "duration" else {
            throw LoadError(description: "\(durationFolder)/\(name): profile \(file.profile ?? "none") is not duration")
        }
        return try file.vectors.enumerated().map { index, raw in
            func fail(_ why: String) -> LoadError {
                LoadError(description: "\(durationFolder)/\(name)#\(index): \(why)")
            }
            let bytes = try bytes(input: raw.input, inputHex: raw.inputHex, fail: fail)
            let expected: DurationVector.Expected
            if let kindName = raw.error {
                guard raw.canonical == nil, raw.negative == nil else { throw fail("an error vector carries a value") }
                guard let kind = FastDate.ParseError.Kind(rawValue: kindName) else { throw fail("unknown error kind \(kindName)") }
                guard let offset = raw.offset else { throw fail("error without offset") }
                expected = .error(kind, offset: offset)
            } else {
                guard let negative = raw.negative, let canonical = raw.canonical,
                      let y = raw.years, let mo = raw.months, let w = raw.weeks, let d = raw.days,
                      let h = raw.hours, let mi = raw.minutes, let s = raw.seconds, let ns = raw.nanoseconds,
                      [y, mo, w, d, h, mi, s].allSatisfy({ $0 >= 0 }), ns >= 0 && ns < 1_000_000_000
                else { throw fail("a valid vector needs negative, the seven magnitudes, nanoseconds and canonical") }
                expected = .duration(FastDate.ISODuration(
                    years: y, months: mo, weeks: w, days: d, hours: h, minutes: mi, seconds: s,
                    nanoseconds: ns, isNegative: negative), canonical: canonical)
            }
            return DurationVector(file: name, index: index, bytes: bytes, input: raw.input, expected: expected)
        }
    }

    private struct DurationRaw: Decodable {
        let input: String?
        let inputHex: String?
        let negative: Bool?
        let years: Int64?
        let months: Int64?
        let weeks: Int64?
        let days: Int64?
        let hours: Int64?
        let minutes: Int64?
        let seconds: Int64?
        let nanoseconds: Int32?
        let canonical: String?
        let error: String?
        let offset: Int?
    }
}
