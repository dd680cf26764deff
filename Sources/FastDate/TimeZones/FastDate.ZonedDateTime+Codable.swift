#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// `FastDate.ZonedDateTime`'s reading of RFC 9557 text, its `Codable` form and its `Date`: here,
// not in the core, because a zone's name is looked up in the system's database, else
// Foundation's (`FastDate.TimeZone.named`), and Embedded Swift has no `Codable`.

extension FastDate.ZonedDateTime {
    /// Reads an RFC 9557 date-time, `2022-07-08T00:14:07+01:00[Europe/London]` or
    /// `…Z[Asia/Tokyo]`, looking the zone up in the system's database, else Foundation's; or
    /// without a suffix anything `FastDate.Format.iso8601` reads, in a zone of the offset it
    /// wrote, fixed.
    ///
    /// ```swift
    /// let meeting = try FastDate.ZonedDateTime(parsing: "2021-03-19T10:37:20+01:00[Europe/Paris]")
    /// meeting.timeZone.identifier  // "Europe/Paris"
    /// try meeting.adding(days: 7).description  // "2021-03-26T10:37:20+01:00[Europe/Paris]"
    /// ```
    ///
    /// A reading with a zone name and no offset is placed in that zone as every local time is
    /// (`.compatible`); a written offset that disagrees with the named zone is `offsetMismatch`
    /// unless `offsetConflict` prefers one of the two; an unknown zone name is
    /// `unknownTimeZone`, a reading with neither offset nor zone `missingOffset`, and a
    /// reading outside the years 0000–9999 `yearOutOfRange`.
    /// - Throws: `FastDate.ParseError` with the kind and byte offset of the first problem.
    @inlinable
    public init<Text: FastDate.Input & ~Escapable>(parsing text: Text, offsetConflict: FastDate.OffsetConflict = .reject) throws(FastDate.ParseError) {
        self = try text.withUTF8Bytes { (bytes) throws(FastDate.ParseError) in try readZonedDateTime(bytes, offsetConflict) }
    }

    /// `date` (the instant it stands for, as `FastDate.Timestamp(_:)` reads it) in `zone`.
    /// - Throws: `FastDate.ArithmeticError` `outOfRange` when the zone's clock shows a year
    ///   outside 0000–9999 there.
    public init(_ date: Date, in zone: FastDate.TimeZone) throws(FastDate.ArithmeticError) {
        try self.init(FastDate.Timestamp(date), in: zone)
    }

    /// The instant, as the nearest `Date`.
    public var date: Date { Date(timestamp) }
}

/// The entry of `ZonedDateTime(parsing:offsetConflict:)`: at file scope, like the core's
/// entries (`Doors/DoorEntries.swift` says why).
@usableFromInline
func readZonedDateTime(_ bytes: UnsafeRawBufferPointer, _ conflict: FastDate.OffsetConflict) throws(FastDate.ParseError) -> FastDate.ZonedDateTime {
    let resolved = try AnnotatedResolution.zoned(bytes, conflict: conflict)
    // An offset the reader took is under a day, so a fixed zone of it exists.
    let zone = resolved.zone ?? FastDate.TimeZone(utcOffset: resolved.timestamp.utcOffset).unsafelyUnwrapped
    do throws(FastDate.ArithmeticError) {
        return try FastDate.ZonedDateTime(resolved.timestamp, in: zone)
    } catch {
        throw FastDate.ParseError(.yearOutOfRange, offset: 0)
    }
}

extension FastDate.ZonedDateTime: Codable {
    /// Reads what ``init(parsing:offsetConflict:)`` reads, refusing a conflict between a
    /// written offset and the zone.
    public init(from decoder: any Decoder) throws {
        self = try TextCoding.decode(from: decoder) { (text) throws(FastDate.ParseError) in try FastDate.ZonedDateTime(parsing: text) }
    }

    /// Writes the value's `description`: RFC 3339 at the zone's offset, with the fewest of 0,
    /// 3, 6 or 9 fraction digits that hold the nanoseconds, then `[identifier]` for a zone
    /// with a name: `2024-07-12T15:00:00+02:00[Europe/Paris]`, read back as it was.
    public func encode(to encoder: any Encoder) throws {
        try TextCoding.encode(description, to: encoder)
    }
}
