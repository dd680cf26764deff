#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// The civil values are `Codable` as their text, read by their `init(parsing:)` and written
// as their `description` (`Spec/civil/civil.md`). A text the value does not read is
// `DecodingError.dataCorrupted` saying what was wrong and at which byte, with the
// `FastDate.ParseError` as the underlying error. The conformances live here, not in the
// core, because Embedded Swift (which builds the core) has no `Codable`.

extension FastDate.LocalDate: Codable {
    /// Reads a `YYYY-MM-DD` string, OpenAPI's `format: date`.
    public init(from decoder: any Decoder) throws {
        self = try TextCoding.decode(from: decoder) { (text) throws(FastDate.ParseError) in try FastDate.LocalDate(parsing: text) }
    }

    /// Writes the date's `description`, `YYYY-MM-DD`.
    public func encode(to encoder: any Encoder) throws {
        try TextCoding.encode(description, to: encoder)
    }
}

extension FastDate.LocalTime: Codable {
    /// Reads an `HH:mm:ss[.fraction]` or `HH:mm` string: OpenAPI's `format: time` without
    /// an offset.
    public init(from decoder: any Decoder) throws {
        self = try TextCoding.decode(from: decoder) { (text) throws(FastDate.ParseError) in try FastDate.LocalTime(parsing: text) }
    }

    /// Writes the time's `description`, `HH:mm:ss[.fraction]`.
    public func encode(to encoder: any Encoder) throws {
        try TextCoding.encode(description, to: encoder)
    }
}

extension FastDate.LocalDateTime: Codable {
    /// Reads what `init(parsing:)` reads: `YYYY-MM-DDTHH:mm:ss[.fraction]`, a space or `t`
    /// for the `T`, seconds optional, an offset when written (a local date-time with no
    /// offset, as Java's `LocalDateTime` and many APIs send it).
    public init(from decoder: any Decoder) throws {
        self = try TextCoding.decode(from: decoder) { (text) throws(FastDate.ParseError) in try FastDate.LocalDateTime(parsing: text) }
    }

    /// Writes the reading's `description`: `2021-03-19T10:37:20`, the fraction when there
    /// is one, and the offset when one was written.
    public func encode(to encoder: any Encoder) throws {
        try TextCoding.encode(description, to: encoder)
    }
}
