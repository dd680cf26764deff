#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The encoding behind every `JSONEncoder` strategy, property wrapper and format style:
/// round the Date exactly, let the core write it.
enum DateEncoding {
    /// Why a Date could not be written, before it is put in Foundation's terms.
    struct Failure: Error {
        let date: Date
        let formatError: FastDate.FormatError

        var message: String {
            "cannot write the Date \(date.timeIntervalSince1970) s since 1970: \(formatError.description)"
        }

        func encodingError(codingPath: [any CodingKey]) -> EncodingError {
            // A NaN or infinite Date traps in `Date.description` (swift-foundation 6.3), and
            // anything that prints the error would print the value: give the Double instead.
            let interval = date.timeIntervalSinceReferenceDate
            let value: any Sendable = interval.isFinite ? date : interval
            return .invalidValue(value, EncodingError.Context(codingPath: codingPath, debugDescription: message, underlyingError: formatError))
        }
    }

    /// `date` in `format`, rounded to the precision the format writes (exactly, a tie to
    /// the later instant), at `zone`'s offset for that instant (UTC without one), then
    /// written by the core.
    static func text(_ date: Date, _ format: FastDate.Format, zone: TimeZone? = nil) throws(Failure) -> String {
        guard var t = FastDate.Timestamp.rounded(date, digits: format.writtenSubsecondDigits) else {
            throw Failure(date: date, formatError: outOfRange)
        }
        // Clamped, not trapped: a custom zone's absurd offset is then the formatter's own
        // `invalidOffset`, like any offset it cannot write.
        if let zone { t.utcOffset = Int32(clamping: zone.secondsFromGMT(for: date)) }
        do throws(FastDate.FormatError) {
            return try FastDate.format(t, as: format)
        } catch {
            throw Failure(date: date, formatError: error)
        }
    }

    /// `date` as a whole number of `unit`s since 1970, rounded to the nearest.
    static func epoch(_ date: Date, unit: FastDate.EpochUnit) throws(Failure) -> Int64 {
        guard let t = FastDate.Timestamp.rounded(date, digits: unit.subsecondDigits) else {
            throw Failure(date: date, formatError: outOfRange)
        }
        // The core's count checks the same range as the text forms, so whatever is written
        // reads back.
        do throws(FastDate.FormatError) {
            return try EpochFormatter.count(t, unit: unit)
        } catch {
            throw Failure(date: date, formatError: error)
        }
    }

    /// Writes `date` in `format` as the encoder's single value: a JSON integer for an
    /// epoch format, a string for every other.
    static func encode(_ date: Date, _ format: FastDate.Format, zone: TimeZone? = nil, to encoder: any Encoder) throws {
        if format.profile == .epoch { return try encodeEpoch(date, unit: format.unit, to: encoder) }
        let text: String
        do throws(Failure) {
            text = try self.text(date, format, zone: zone)
        } catch {
            throw error.encodingError(codingPath: encoder.codingPath)
        }
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }

    static func encodeEpoch(_ date: Date, unit: FastDate.EpochUnit, to encoder: any Encoder) throws {
        let value: Int64
        do throws(Failure) {
            value = try epoch(date, unit: unit)
        } catch {
            throw error.encodingError(codingPath: encoder.codingPath)
        }
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }

    /// The core's own out-of-range error, which a non-finite Date also earns.
    static let outOfRange = FastDate.FormatError(.outOfRange)
}
