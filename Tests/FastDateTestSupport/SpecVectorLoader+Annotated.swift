import FastDateCore
import Foundation

/// Loads `Spec/rfc9557/vectors/annotated*.json` (`Spec/rfc9557/rfc9557.md`): what
/// `FastDate.parseAnnotatedDateTime` must report for each input, or the error.
extension SpecVectorLoader {
    public static let annotatedFolder = "rfc9557"
    /// The annotated readings' files in that folder; the others hold its instants.
    public static let annotatedFilePrefix = "annotated"

    public struct AnnotatedVector: Sendable, CustomStringConvertible {
        public enum Expected: Sendable {
            case annotated(FastDate.LocalDateTime, unknownLocalOffset: Bool, timeZone: FastDate.TimeZoneAnnotation?,
                           name: String?, critical: Bool)
            case error(FastDate.ParseError.Kind, offset: Int)
        }

        public let file: String
        public let index: Int
        public let bytes: [UInt8]
        public let input: String?
        public let expected: Expected

        public var description: String { "\(annotatedFolder)/\(file)#\(index) \(Show.input(bytes))" }
    }

    public static func annotatedVectors() throws -> [AnnotatedVector] {
        try vectors(inGrammar: annotatedFolder, prefix: annotatedFilePrefix, annotatedVectors(in:))
    }

    public static func annotatedVectors(in url: URL) throws -> [AnnotatedVector] {
        let name = url.lastPathComponent
        let file = try decode(VectorFile<AnnotatedRaw>.self, from: url, label: "\(annotatedFolder)/\(name)")
        guard file.profile == "annotatedDateTime" else {
            throw LoadError(description: "\(annotatedFolder)/\(name): profile \(file.profile ?? "none")")
        }
        return try file.vectors.enumerated().map { index, raw in
            func fail(_ why: String) -> LoadError {
                LoadError(description: "\(annotatedFolder)/\(name)#\(index): \(why)")
            }
            let bytes = try bytes(input: raw.input, inputHex: raw.inputHex, fail: fail)
            let expected: AnnotatedVector.Expected
            if let kindName = raw.error {
                guard raw.localSeconds == nil else { throw fail("an error vector carries a value") }
                guard let kind = FastDate.ParseError.Kind(rawValue: kindName), let offset = raw.offset else {
                    throw fail("bad error \(kindName)")
                }
                expected = .error(kind, offset: offset)
            } else {
                guard let local = raw.localSeconds, let ns = raw.nanoseconds, let unknown = raw.unknownLocalOffset,
                      let critical = raw.critical
                else { throw fail("a valid vector needs localSeconds, nanoseconds, unknownLocalOffset, critical") }
                var zone: FastDate.TimeZoneAnnotation?
                if let start = raw.timeZoneStart, let end = raw.timeZoneEnd {
                    guard raw.timeZoneName?.utf8.count == end - start else { throw fail("zone range and name disagree") }
                    zone = .identifier(start..<end)
                } else if let offset = raw.timeZoneOffset {
                    zone = .utcOffset(offset)
                }
                expected = .annotated(
                    try FastDate.LocalDateTime(localSeconds: local, nanoseconds: ns, utcOffset: raw.utcOffset),
                    unknownLocalOffset: unknown, timeZone: zone, name: raw.timeZoneName, critical: critical)
            }
            return AnnotatedVector(file: name, index: index, bytes: bytes, input: raw.input, expected: expected)
        }
    }

    private struct AnnotatedRaw: Decodable {
        let input: String?
        let inputHex: String?
        let localSeconds: Int64?
        let nanoseconds: Int32?
        let utcOffset: Int32?
        let unknownLocalOffset: Bool?
        let timeZoneStart: Int?
        let timeZoneEnd: Int?
        let timeZoneName: String?
        let timeZoneOffset: Int32?
        let critical: Bool?
        let error: String?
        let offset: Int?
    }
}
