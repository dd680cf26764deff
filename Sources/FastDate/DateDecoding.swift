#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The decoding behind every `JSONDecoder` strategy, property wrapper and `ZonedDate`:
/// take the value out of the decoder, hand its bytes to the core, turn the result (or the
/// error) into Foundation's terms. Nothing here reads a digit.
enum DateDecoding {
    /// How to read a JSON number or a numeric string.
    enum EpochRule: Sendable {
        /// Always this unit.
        case fixed(FastDate.EpochUnit)
        /// Seconds, or milliseconds past 2e10; see `FlexibleEpochRule`.
        case flexible
    }

    // MARK: Strings

    /// A date string in `format`. The hot path: one `String` decode, one in-place scan of
    /// its UTF-8, no copy and no allocation of ours.
    @inline(__always)
    static func string(from decoder: any Decoder, as format: FastDate.Format) throws -> FastDate.Timestamp {
        let container = try decoder.singleValueContainer()
        let text: String
        do {
            text = try container.decode(String.self)
        } catch {
            throw stringFailure(error, container, decoder)
        }
        do throws(FastDate.ParseError) {
            return try FastDate.parseTimestamp(text, as: format)
        } catch {
            throw DecodingFailure.dataCorrupted(error, input: text, codingPath: decoder.codingPath)
        }
    }

    /// A value that is not a string: a number gets a hint at the strategies that read
    /// numbers; anything else keeps Foundation's error.
    static func stringFailure(_ error: any Error, _ container: any SingleValueDecodingContainer, _ decoder: any Decoder) -> any Error {
        if case DecodingError.typeMismatch = error, (try? container.decode(Double.self)) != nil {
            return DecodingFailure.numberWhereStringExpected(codingPath: decoder.codingPath)
        }
        return error
    }

    // MARK: Shared

    /// Runs a read by the core and reports its failure against the text it read.
    static func parse(
        _ text: String, _ decoder: any Decoder,
        _ read: (String) throws(FastDate.ParseError) -> FastDate.Timestamp
    ) throws -> FastDate.Timestamp {
        do throws(FastDate.ParseError) {
            return try read(text)
        } catch {
            throw DecodingFailure.dataCorrupted(error, input: text, codingPath: decoder.codingPath)
        }
    }
}
