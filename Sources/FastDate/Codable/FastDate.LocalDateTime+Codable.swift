#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// `FastDate.LocalDateTime` is `Codable` as its text, `2021-03-19T10:37:20` (a local
// date-time with no offset, as Java's `LocalDateTime` and many APIs send it). The
// conformance lives here because Embedded Swift, which builds the core, has no `Codable`.

extension FastDate.LocalDateTime: Codable {
    /// Reads what `init(parsing:)` reads (`YYYY-MM-DDTHH:mm:ss[.fraction]`, a space or `t`,
    /// seconds optional, an offset when written); anything else is
    /// `DecodingError.dataCorrupted` saying what was wrong and at which byte, with the
    /// `FastDate.ParseError` as the underlying error.
    public init(from decoder: any Decoder) throws {
        self = try TextCoding.decode(from: decoder) { (text) throws(FastDate.ParseError) in try FastDate.LocalDateTime(parsing: text) }
    }

    /// Writes the reading's `description`: `2021-03-19T10:37:20`, the fraction when there
    /// is one, and the offset when one was written.
    public func encode(to encoder: any Encoder) throws {
        try TextCoding.encode(description, to: encoder)
    }
}
