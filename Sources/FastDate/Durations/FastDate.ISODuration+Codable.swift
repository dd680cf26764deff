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
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        do throws(FastDate.ParseError) {
            self = try FastDate.parseDuration(text)
        } catch {
            throw DecodingFailure.dataCorrupted(error, input: text, codingPath: decoder.codingPath)
        }
    }

    /// Writes the canonical ISO 8601 text, as `FastDate.format(_:)` does.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(FastDate.format(self))
    }
}
