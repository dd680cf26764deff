#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// `FastDate.LocalDate` is `Codable` as its `YYYY-MM-DD` text (OpenAPI's `format: date`). The
// conformance lives here, not in the core, because Embedded Swift (which builds the core) has
// no `Codable`.

extension FastDate.LocalDate: Codable {
    /// Reads a `YYYY-MM-DD` string; anything else is `DecodingError.dataCorrupted` saying
    /// what was wrong, at which byte, with the `FastDate.ParseError` as the underlying error.
    public init(from decoder: any Decoder) throws {
        self = try TextCoding.decode(from: decoder) { (text) throws(FastDate.ParseError) in try FastDate.LocalDate(parsing: text) }
    }

    /// Writes the date's `description`, `YYYY-MM-DD`.
    public func encode(to encoder: any Encoder) throws {
        try TextCoding.encode(description, to: encoder)
    }
}
