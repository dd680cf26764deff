#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Turns an RFC 9557 date-time the core has read into an instant, with the system's time zone
/// database (`Spec/rfc9557/rfc9557.md`): the one place that names a zone, checks a written
/// offset against it, and places a reading without an offset in it. Used by
/// `FastDate.ZonedDateTime(parsing:)`, the deprecated `ZonedDate`, and `.fastFlexible`.
enum AnnotatedResolution {
    struct Resolved {
        /// The instant, at the written offset, or at the zone's offset when the text wrote
        /// none (or wrote `Z`, an unknown local offset).
        var timestamp: FastDate.Timestamp
        /// The zone name as written, when there was one.
        var identifier: String?
        /// The zone it names, when there was one.
        var zone: FastDate.TimeZone?
    }

    /// Reads `bytes` as RFC 9557 and resolves it. Without an offset or a zone, a reading
    /// is placed in `fallback`, or is `missingOffset` without one.
    static func resolve(
        _ bytes: UnsafeRawBufferPointer, fallback: LocalDateTimeResolution.Zone?, conflict: FastDate.OffsetConflict = .reject
    ) throws(FastDate.ParseError) -> Resolved {
        let annotated = try FastDate.parseAnnotatedDateTime(bytes)
        guard case .identifier(let range) = annotated.timeZone else {
            if let t = annotated.timestamp { return Resolved(timestamp: t) }
            guard let fallback else {
                let bracket = bytes.firstIndex(of: UInt8(ascii: "[")) ?? bytes.count
                throw FastDate.ParseError(.missingOffset, offset: bracket)
            }
            return Resolved(timestamp: try LocalDateTimeResolution.timestamp(annotated.dateTime, in: fallback))
        }
        let identifier = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        guard let zone = FastDate.TimeZone.named(identifier) else {
            throw FastDate.ParseError(.unknownTimeZone, offset: range.lowerBound)
        }
        guard var t = annotated.timestamp else {
            return Resolved(timestamp: try placed(annotated.dateTime, in: zone), identifier: identifier, zone: zone)
        }
        let zoneOffset = zone.offset(at: t)
        if annotated.hasUnknownLocalOffset {
            // `Z`: the instant is exact; the zone says what the local time is.
            t.utcOffset = zoneOffset
        } else if zoneOffset != t.utcOffset {
            switch conflict {
            case .reject:
                throw FastDate.ParseError(.offsetMismatch, offset: range.lowerBound)
            case .preferOffset:
                t.utcOffset = zoneOffset  // the instant the offset names, at the zone's offset
            case .preferZone:
                t = try placed(annotated.dateTime, in: zone)
            }
        }
        return Resolved(timestamp: t, identifier: identifier, zone: zone)
    }

    /// The written local date-time, any written offset set aside, placed in `zone` by the
    /// same rules as every local time, and given the offset the zone has at that instant (as
    /// Temporal's `ZonedDateTime` shows it).
    private static func placed(_ dateTime: FastDate.LocalDateTime, in zone: FastDate.TimeZone) throws(FastDate.ParseError) -> FastDate.Timestamp {
        var reading = dateTime
        reading.utcOffset = nil
        var t = try reading.instant(in: zone)
        t.utcOffset = zone.offset(at: t)
        return t
    }

    /// The instant and its zone from RFC 9557 text, or from `.iso8601` text without a `[` (a
    /// date alone and epoch seconds included; then the zone is the offset, fixed): what
    /// `FastDate.ZonedDateTime(parsing:offsetConflict:)` and its decoding read.
    static func zoned(
        _ bytes: UnsafeRawBufferPointer, conflict: FastDate.OffsetConflict = .reject
    ) throws(FastDate.ParseError) -> Resolved {
        guard bytes.contains(UInt8(ascii: "[")) else { return Resolved(timestamp: try FastDate.parseTimestamp(bytes)) }
        return try resolve(bytes, fallback: nil, conflict: conflict)
    }
}
