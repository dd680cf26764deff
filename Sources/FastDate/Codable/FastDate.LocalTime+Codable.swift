#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// `FastDate.LocalTime` is `Codable` as its `HH:mm:ss[.fraction]` text (OpenAPI's `format: time` without an offset). The
// conformance lives here, not in the core, because Embedded Swift (which builds the core) has
// no `Codable`.

extension FastDate.LocalTime: Codable {
    /// Reads an `HH:mm:ss[.fraction]` or `HH:mm` string; anything else is `DecodingError.dataCorrupted` saying
    /// what was wrong, at which byte, with the `FastDate.ParseError` as the underlying error.
    public init(from decoder: any Decoder) throws {
        self = try TextCoding.decode(from: decoder) { (text) throws(FastDate.ParseError) in try FastDate.LocalTime(parsing: text) }
    }

    /// Writes the time's `description`, `HH:mm:ss[.fraction]`.
    public func encode(to encoder: any Encoder) throws {
        try TextCoding.encode(description, to: encoder)
    }
}
