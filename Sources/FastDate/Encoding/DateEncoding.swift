#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The encoding behind every `JSONEncoder` strategy, property wrapper and format style:
/// read the Date as the instant it stands for, to the microsecond, and let the core write
/// it, truncating to its digits (the one writing rule).
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

    /// `date` in `format`, by the one writing rule (`Spec/date-time/date-time.md`, "The
    /// writing rule"): the instant the `Date` stands for, to the microsecond, at `zone`'s
    /// offset for that instant (UTC without one), written by the core, which truncates to
    /// the digits it writes.
    static func text(_ date: Date, _ format: FastDate.Format, zone: FastDate.TimeZone? = nil) throws(Failure) -> String {
        guard var t = FastDate.Timestamp(instantOf: date) else {
            throw Failure(date: date, formatError: outOfRange)
        }
        if let zone { t.utcOffset = zone.offset(at: t) }
        do throws(FastDate.FormatError) {
            return try FastDate.format(t, as: format)
        } catch {
            throw Failure(date: date, formatError: error)
        }
    }

    /// Writes `date` in `format` as the encoder's single value: a JSON number for an epoch
    /// format, a string for every other.
    static func encode(_ date: Date, _ format: FastDate.Format, zone: FastDate.TimeZone? = nil, to encoder: any Encoder) throws {
        if format.profile.facts.isNumber { return try encodeEpoch(date, format, to: encoder) }
        let text: String
        do throws(Failure) {
            text = try self.text(date, format, zone: zone)
        } catch {
            throw error.encodingError(codingPath: encoder.codingPath)
        }
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }

    /// An epoch format's number for `date`, read as its instant once: a whole count goes out
    /// as an `Int64` without its text; with a fraction, the core's text as the `Double`
    /// whose shortest digits it is (every instant of 1900–2100 to the microsecond has one),
    /// so every encoder writes it as a plain number, else as a `Decimal`, which
    /// `JSONEncoder` writes digit for digit.
    static func encodeEpoch(_ date: Date, _ format: FastDate.Format, to encoder: any Encoder) throws {
        let count: Int64?
        let text: String
        do throws(Failure) {
            guard let t = FastDate.Timestamp(instantOf: date) else { throw Failure(date: date, formatError: outOfRange) }
            do throws(FastDate.FormatError) {
                count = try EpochWriter.wholeCount(t, unit: format.unit, digits: format.epochDigits)
                text = count == nil ? try FastDate.format(t, as: format) : ""
            } catch {
                throw Failure(date: date, formatError: error)
            }
        } catch {
            throw error.encodingError(codingPath: encoder.codingPath)
        }
        var container = encoder.singleValueContainer()
        if let count { return try container.encode(count) }
        if let double = Double(text), double.description == text { return try container.encode(double) }
        guard let decimal = Decimal(string: text, locale: nil) else {
            // The core writes only digits, a sign and a point, which `Decimal` reads.
            preconditionFailure("an epoch number \(text) that Decimal cannot read")
        }
        try container.encode(decimal)
    }

    /// The core's own out-of-range error, which a non-finite Date also earns.
    static let outOfRange = FastDate.FormatError(.outOfRange)
}
