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

    /// The text layouts the encoders write.
    enum Layout: Sendable {
        /// RFC 3339 in UTC with 0...9 fraction digits; 3 is JavaScript's `toISOString()`.
        case iso8601(fractionDigits: Int)
        /// RFC 9110's IMF-fixdate, always GMT, whole seconds.
        case httpDate
        /// RFC 5322 at the zone's offset for that instant (`+0000` without a zone), whole
        /// seconds.
        case rfc5322(TimeZone?)
    }

    /// `date` rounded to the precision `layout` writes, then written by the core.
    static func text(_ date: Date, _ layout: Layout) throws(Failure) -> String {
        let digits = if case .iso8601(let fractionDigits) = layout { fractionDigits } else { 0 }
        guard var t = FastDate.Timestamp.rounded(date, digits: digits) else {
            throw Failure(date: date, formatError: outOfRange)
        }
        do throws(FastDate.FormatError) {
            switch layout {
            case .iso8601(3): return try FastDate.formatJavaScript(t)
            case .iso8601(let fractionDigits): return try FastDate.formatRFC3339(t, fractionDigits: fractionDigits)
            case .httpDate: return try FastDate.formatHTTPDate(t)
            case .rfc5322(let zone):
                // Clamped, not trapped: a custom zone's absurd offset is then the
                // formatter's own `invalidOffset`, like any offset it cannot write.
                if let zone { t.utcOffset = Int32(clamping: zone.secondsFromGMT(for: date)) }
                return try FastDate.formatRFC5322(t)
            }
        } catch {
            throw Failure(date: date, formatError: error)
        }
    }

    /// `date` as a whole number of `unit`s since 1970, rounded to the nearest.
    static func epoch(_ date: Date, unit: FastDate.EpochUnit) throws(Failure) -> Int64 {
        // Checked against the same range as the text forms, so whatever is written reads back.
        guard let t = FastDate.Timestamp.rounded(date, digits: unit.subsecondDigits), t.isInSupportedRange else {
            throw Failure(date: date, formatError: outOfRange)
        }
        let perSecond = unit.unitsPerSecond
        let (whole, overflow) = t.seconds.multipliedReportingOverflow(by: perSecond)
        let (value, carry) = whole.addingReportingOverflow(Int64(t.nanoseconds) / (1_000_000_000 / perSecond))
        // Only nanoseconds overflow, outside 1677 … 2262.
        guard !overflow && !carry else { throw Failure(date: date, formatError: outOfRange) }
        return value
    }

    static func encodeText(_ date: Date, _ layout: Layout, to encoder: any Encoder) throws {
        let text: String
        do throws(Failure) {
            text = try self.text(date, layout)
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
