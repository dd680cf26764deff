#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension FastDate {
    /// An instant together with the UTC offset it was written in, `Codable` as an RFC 3339
    /// string that keeps that offset.
    ///
    /// A `Date` forgets the offset: `2024-07-12T15:00:00+02:00` and
    /// `2024-07-12T13:00:00Z` become the same value. A hotel's check-in time should still
    /// be shown as 3 pm, the hotel's time, wherever the guest's phone is:
    ///
    /// ```swift
    /// struct Booking: Codable {
    ///     var checkIn: FastDate.ZonedDate
    /// }
    /// let booking = try JSONDecoder().decode(Booking.self, from: json)
    /// var calendar = Calendar(identifier: .gregorian)
    /// calendar.timeZone = booking.checkIn.timeZone ?? .gmt
    /// calendar.component(.hour, from: booking.checkIn.date)  // 15
    /// ```
    ///
    /// Decoding reads `FastDate.Format.iso8601` date strings, and RFC 9557's time zone
    /// annotations after them (`2022-07-08T00:14:07+01:00[Europe/Paris]`, as Java's
    /// `ZonedDateTime` and Temporal write): the zone is looked up in the system's database
    /// (`FastDate.TimeZone(identifier:)`, else Foundation's; `unknownTimeZone` when neither
    /// has it), a written offset must
    /// be the zone's at that instant (`offsetMismatch` otherwise, as Temporal does), and a
    /// reading without an offset is placed in the zone by the DST rules of
    /// `.fastLocalDateTime(in:)`. Without a zone, a string written without an offset is
    /// refused (`missingOffset`), as it has none to keep.
    ///
    /// Encoding writes RFC 3339 at the offset it carries (ISO 8601's `±hh:mm:ss` when the
    /// offset has seconds, as in local mean time before 1900), with the fewest of 0, 3, 6 or
    /// 9 fraction digits that hold the nanoseconds exactly, then `[identifier]` when there
    /// is a ``timeZoneIdentifier``: the check-in above is written back unchanged.
    ///
    /// This is a wrapper rather than a `Codable` conformance of `FastDate.Timestamp`
    /// because the core must stay free of `Codable`, which Embedded Swift lacks.
    ///
    /// Deprecated: ``FastDateCore/FastDate/ZonedDateTime`` reads and writes the same text,
    /// and holds the zone itself, to compute in.
    @available(*, deprecated, message: "use FastDate.ZonedDateTime: the same text, and the zone to compute in")
    public struct ZonedDate: Codable, Sendable, Hashable, Comparable, CustomStringConvertible {
        /// The exact instant and its offset.
        public var timestamp: Timestamp

        /// The time zone's name, such as `Europe/Paris`, when the text had an RFC 9557 zone
        /// annotation (or the value was made `annotated`); encoding writes it after the
        /// offset, which must be the zone's at ``timestamp`` for the text to read back.
        public var timeZoneIdentifier: String?

        /// Wraps a timestamp, offset included, and optionally the name of its time zone.
        public init(_ timestamp: Timestamp, timeZoneIdentifier: String? = nil) {
            self.timestamp = timestamp
            self.timeZoneIdentifier = timeZoneIdentifier
        }

        /// `date` (the instant it stands for, to the microsecond, as `Timestamp(_:)` reads
        /// it) at `utcOffset` seconds east of UTC.
        ///
        /// - Precondition: `abs(utcOffset) < 86_400`.
        public init(_ date: Date, utcOffset: Int32) {
            precondition(UTCOffsetRange.contains(Int(utcOffset)), "UTC offset out of range")
            var timestamp = Timestamp(date)
            timestamp.utcOffset = utcOffset
            self.timestamp = timestamp
        }

        /// `date` at the offset `timeZone` has at that instant.
        ///
        /// With `annotated`, the value also keeps `timeZone.identifier`, and encoding writes
        /// it RFC 9557's way: `2024-07-12T15:00:00+02:00[Europe/Paris]`. Without, it is
        /// written as plain RFC 3339, as before.
        public init(_ date: Date, in timeZone: FastDate.TimeZone, annotated: Bool = false) {
            var timestamp = Timestamp(date)
            timestamp.utcOffset = timeZone.offset(at: timestamp)
            self.init(timestamp, timeZoneIdentifier: annotated ? timeZone.identifier : nil)
        }

        /// The instant, as the nearest `Date`.
        public var date: Date { Date(timestamp) }

        /// Seconds east of UTC, as written (`+02:00` is 7200).
        public var utcOffset: Int32 { timestamp.utcOffset }

        /// The zone named by ``timeZoneIdentifier`` when there is one (from the system's
        /// database, else Foundation's), else the fixed offset ``utcOffset``; `nil` only for
        /// a name neither database has.
        public var fastTimeZone: FastDate.TimeZone? {
            if let timeZoneIdentifier { return FastDate.TimeZone.named(timeZoneIdentifier) }
            return FastDate.TimeZone(utcOffset: utcOffset)
        }

        /// Whether `lhs` is the earlier instant; ordered as `FastDate.Timestamp` orders, then
        /// (for the same timestamp) by zone name, no name first, so that the order agrees
        /// with `==`.
        public static func < (lhs: Self, rhs: Self) -> Bool {
            if lhs.timestamp != rhs.timestamp { return lhs.timestamp < rhs.timestamp }
            switch (lhs.timeZoneIdentifier, rhs.timeZoneIdentifier) {
            case (nil, nil), (_?, nil): return false
            case (nil, _?): return true
            case (let l?, let r?): return l < r
            }
        }

        /// RFC 3339 text at the carried offset, with the zone when there is one, as it is
        /// encoded: `2024-07-12T15:00:00+02:00[Europe/Paris]`.
        public var description: String {
            timestamp.description + (timeZoneIdentifier.map { "[\($0)]" } ?? "")
        }

        /// Reads an ISO 8601 date string that carries its offset, or an RFC 9557 one that
        /// carries its zone.
        public init(from decoder: any Decoder) throws {
            var zoned = ZonedDate(Timestamp(seconds: 0))
            _ = try DateDecoding.timestamp(from: decoder, numbers: .refused) { (text) throws(FastDate.ParseError) in
                zoned = try text.withUTF8Bytes { (bytes) throws(FastDate.ParseError) in try readZonedDate(bytes, .reject) }
                return zoned.timestamp
            }
            self = zoned
        }

        public func encode(to encoder: any Encoder) throws {
            var text: String
            do throws(FastDate.FormatError) {
                text = try FastDate.format(timestamp, as: .iso8601.fractionDigits(timestamp.fewestFractionDigits))
            } catch {
                throw EncodingError.invalidValue(self, EncodingError.Context(
                    codingPath: encoder.codingPath,
                    debugDescription: "cannot write \(timestamp): \(error.description)",
                    underlyingError: error))
            }
            if let timeZoneIdentifier { text += "[\(timeZoneIdentifier)]" }
            var container = encoder.singleValueContainer()
            try container.encode(text)
        }
    }

    /// Parses an RFC 9557 date-time into a ``ZonedDate``, resolving a zone name with the
    /// system's time zone database (`FastDate.TimeZone(identifier:)`, else Foundation's),
    /// from any `FastDate.Input`: `2022-07-08T00:14:07+01:00[Europe/London]`,
    /// `…Z[Asia/Tokyo]`, or without a suffix anything `FastDate.Format.iso8601` reads (then
    /// the zone is the offset).
    ///
    /// ```swift
    /// let meeting = try FastDate.parseZonedDate("2021-03-19T10:37:20+01:00[Europe/Paris]")
    /// meeting.timeZoneIdentifier  // "Europe/Paris"
    /// ```
    ///
    /// A reading with a zone name and no offset is placed in that zone by the same
    /// daylight-saving rules as every local time; a written offset that disagrees with a
    /// named zone is `offsetMismatch` unless `offsetConflict` prefers one of the two; an
    /// unknown zone name is `unknownTimeZone`, a reading with neither offset nor zone
    /// `missingOffset`.
    /// - Throws: `FastDate.ParseError` with the kind and byte offset of the first problem.
    @available(*, deprecated, message: "use FastDate.ZonedDateTime(parsing:offsetConflict:)")
    @inlinable
    public static func parseZonedDate<Text: Input & ~Escapable>(
        _ text: Text, offsetConflict: OffsetConflict = .reject
    ) throws(ParseError) -> ZonedDate {
        try text.withUTF8Bytes { (bytes) throws(ParseError) in try readZonedDate(bytes, offsetConflict) }
    }
}

/// The entry of `FastDate.parseZonedDate(_:offsetConflict:)`: at file scope, like the core's entries
/// (`Doors/DoorEntries.swift` says why).
@available(*, deprecated)
@usableFromInline
func readZonedDate(_ bytes: UnsafeRawBufferPointer, _ conflict: FastDate.OffsetConflict) throws(FastDate.ParseError) -> FastDate.ZonedDate {
    let resolved = try AnnotatedResolution.zoned(bytes, conflict: conflict)
    return FastDate.ZonedDate(resolved.timestamp, timeZoneIdentifier: resolved.identifier)
}

@available(*, deprecated)
extension FastDate.ZonedDate {
    /// `date` at the offset Foundation's `timeZone` has at that instant; see
    /// ``init(_:in:annotated:)-(_,FastDate.TimeZone,_)``.
    /// - Precondition: the zone's offset is less than a day (every real zone's is).
    public init(_ date: Date, in timeZone: TimeZone, annotated: Bool = false) {
        self.init(date, in: FastDate.TimeZone(timeZone), annotated: annotated)
    }

    /// The zone named by ``timeZoneIdentifier`` when there is one, else a fixed-offset
    /// zone for ``utcOffset``, as Foundation's `TimeZone`, to show the date in the writer's
    /// local time.
    ///
    /// `nil` past ±18:00, where `TimeZone(secondsFromGMT:)` stops, although the parser
    /// accepts offsets up to ±23:59 as written (no real zone goes past +14:00), and for a
    /// name Foundation does not know (every name, on Linux with FoundationEssentials alone:
    /// use ``fastTimeZone`` there). Never force-unwrap it.
    public var timeZone: TimeZone? {
        if let timeZoneIdentifier, let zone = TimeZone(identifier: timeZoneIdentifier) { return zone }
        return TimeZone(secondsFromGMT: Int(utcOffset))
    }
}
