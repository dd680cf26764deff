#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// `FastDate.ISODuration` is `Codable` as its ISO 8601 text. The conformance lives here,
// not in the core, because Embedded Swift (which builds the core) has no `Codable`.

extension FastDate.ISODuration: Codable {
    /// Reads an ISO 8601 duration string such as `"PT4M13S"`; a malformed one is
    /// `DecodingError.dataCorrupted` saying what was wrong, at which byte, with the
    /// `FastDate.ParseError` as the underlying error.
    public init(from decoder: any Decoder) throws {
        self = try TextCoding.decode(from: decoder) { (text) throws(FastDate.ParseError) in try FastDate.parseDuration(text) }
    }

    /// Writes the canonical ISO 8601 text, as `FastDate.format(_:)` does.
    public func encode(to encoder: any Encoder) throws {
        try TextCoding.encode(FastDate.format(self), to: encoder)
    }
}
