#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// Whatever a loosely specified backend sends, for `.fastFlexible`.
extension DateDecoding {
    /// A date string, an epoch number or a numeric string; see
    /// `JSONDecoder.DateDecodingStrategy.fastFlexible(timeZone:)`.
    static func flexible(from decoder: any Decoder, timeZone: TimeZone?) throws -> FastDate.Timestamp {
        let container = try decoder.singleValueContainer()
        let text: String
        do {
            text = try container.decode(String.self)
        } catch {
            guard case DecodingError.typeMismatch = error else { throw error }
            if let t = try number(container, decoder, .flexible) { return t }
            throw DecodingFailure.notANumberOrString(codingPath: decoder.codingPath, underlying: error)
        }
        return try parse(text, decoder) { (text) throws(FastDate.ParseError) in
            try flexibleText(text, timeZone: timeZone)
        }
    }

    static func flexibleText(_ text: String, timeZone: TimeZone?) throws(FastDate.ParseError) -> FastDate.Timestamp {
        // A number is tried first, by the seconds-or-milliseconds rule. Anything that is
        // not one fails within a few bytes (a date has '-' at byte 4) and is then read as
        // `.iso8601`, whose error is the one reported: it classifies numbers the same way.
        if let t = try FlexibleEpochRule.timestampIfNumber(text) { return t }
        do throws(FastDate.ParseError) {
            return try FastDate.parseTimestamp(text, as: .iso8601)
        } catch {
            guard error.kind == .missingOffset, let timeZone else { throw error }
            return try WallTimeResolution.timestamp(text, in: timeZone)
        }
    }
}
