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
    /// Decoding reads `FastDate.Format.iso8601` date strings; one written without an
    /// offset is refused (`missingOffset`), as it has none to keep. Encoding writes RFC 3339
    /// at the offset it carries (ISO 8601's `±hh:mm:ss` when the offset has seconds, as in
    /// local mean time before 1900), with the fewest of 0, 3, 6 or 9 fraction digits that hold
    /// the nanoseconds exactly: the check-in above is written back unchanged.
    ///
    /// This is a wrapper rather than a `Codable` conformance of `FastDate.Timestamp`
    /// because the core must stay free of `Codable`, which Embedded Swift lacks.
    public struct ZonedDate: Codable, Sendable, Hashable, Comparable, CustomStringConvertible {
        /// The exact instant and its offset.
        public var timestamp: Timestamp

        /// Wraps a timestamp, offset included.
        public init(_ timestamp: Timestamp) {
            self.timestamp = timestamp
        }

        /// `date` (rounded to the nanosecond) at `utcOffset` seconds east of UTC.
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
        /// - Precondition: the zone's offset is less than a day (every real zone's is).
        public init(_ date: Date, in timeZone: TimeZone) {
            self.init(date, utcOffset: Int32(timeZone.secondsFromGMT(for: date)))
        }

        /// The instant, as the nearest `Date`.
        public var date: Date { Date(timestamp) }

        /// Seconds east of UTC, as written (`+02:00` is 7200).
        public var utcOffset: Int32 { timestamp.utcOffset }

        /// A fixed-offset zone for ``utcOffset``, to show the date in the writer's local
        /// time.
        ///
        /// `nil` past ±18:00, where `TimeZone(secondsFromGMT:)` stops, although the parser
        /// accepts offsets up to ±23:59 as written (no real zone goes past +14:00). Never
        /// force-unwrap it: fall back to a zone of your choice, or use ``utcOffset``.
        public var timeZone: TimeZone? { TimeZone(secondsFromGMT: Int(utcOffset)) }

        /// Whether `lhs` is the earlier instant; ordered as `FastDate.Timestamp` orders.
        public static func < (lhs: Self, rhs: Self) -> Bool { lhs.timestamp < rhs.timestamp }

        /// RFC 3339 text at the carried offset, as it is encoded:
        /// `2024-07-12T15:00:00+02:00`.
        public var description: String { timestamp.description }

        /// Reads an ISO 8601 date string that carries its offset.
        public init(from decoder: any Decoder) throws {
            timestamp = try DateDecoding.string(from: decoder, as: .iso8601)
        }

        /// Writes RFC 3339 at the carried offset (`±hh:mm:ss` for an offset with seconds).
        public func encode(to encoder: any Encoder) throws {
            let text: String
            do throws(FastDate.FormatError) {
                text = try FastDate.formatISO8601(timestamp, fractionDigits: timestamp.fewestFractionDigits)
            } catch {
                throw EncodingError.invalidValue(self, EncodingError.Context(
                    codingPath: encoder.codingPath,
                    debugDescription: "cannot write \(timestamp): \(error.description)",
                    underlyingError: error))
            }
            var container = encoder.singleValueContainer()
            try container.encode(text)
        }
    }
}
