#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The errors the decoding side throws, built only once something has already failed.
enum DecodingFailure {
    /// Inputs longer than this are cut in messages: a log line should show what the
    /// server sent, not a megabyte of it.
    static let shownCharacters = 64

    /// `DecodingError.dataCorrupted` whose message names the reason, the byte and the
    /// input: `expected ':' after the hour at byte 13 in "2021-03-19T09"`. The
    /// `FastDate.ParseError` stays reachable as the context's `underlyingError`.
    static func dataCorrupted(_ error: FastDate.ParseError, input: String, codingPath: [any CodingKey]) -> DecodingError {
        .dataCorrupted(DecodingError.Context(
            codingPath: codingPath,
            debugDescription: message(error, input: input),
            underlyingError: error))
    }

    /// The core's description with the input after the byte: `expected a digit of the year
    /// at byte 0 in "Sun, 06 Nov 1994 08:49:37 GMT"; the text reads as .httpDate`.
    static func message(_ error: FastDate.ParseError, input: String) -> String {
        error.description(quoting: quoted(input))
    }

    /// The input in double quotes, escaped the way Swift prints a string literal (so a NUL
    /// or a newline from a hostile payload shows up as `\0` or `\n`), with an ellipsis when
    /// cut.
    static func quoted(_ input: String) -> String {
        guard let end = input.index(input.startIndex, offsetBy: shownCharacters, limitedBy: input.endIndex),
            end != input.endIndex
        else { return input.debugDescription }
        return (input[..<end] + "…").debugDescription
    }

    /// A JSON number the epoch rule refused. The digits the core read are the number as
    /// `JSONDecoder` hands it out (an `Int64`, a `Decimal`'s or a `Double`'s digits), which
    /// need not be the text in the payload (`1e300`, `1616112000123.0`), so they are not
    /// quoted: the message says what is wrong with the number instead, such as
    /// `a number too large for an epoch value`, and the `FastDate.ParseError` stays the
    /// `underlyingError`.
    static func numberRefused(_ error: FastDate.ParseError, codingPath: [any CodingKey]) -> DecodingError {
        let reason = switch error.kind {
        case .outOfRange: "a number too large for an epoch value (the range is ±8.64e15 ms from 1970)"
        case .tooManyFractionDigits: "a number with a fraction finer than a nanosecond"
        default: "a number that is not an epoch value: \(error.reason)"
        }
        return .dataCorrupted(DecodingError.Context(codingPath: codingPath, debugDescription: reason, underlyingError: error))
    }

    /// A strategy for date strings met a JSON number: say which strategy reads numbers,
    /// rather than Foundation's bare "expected String, found number".
    static func numberWhereStringExpected(codingPath: [any CodingKey]) -> DecodingError {
        .typeMismatch(Date.self, DecodingError.Context(
            codingPath: codingPath,
            debugDescription: "expected a date string but found a number; decode epoch numbers with "
                + ".fastEpoch(_:) or .fastFlexible (FastDate.EpochSecondsCoding, FastDate.EpochMillisecondsCoding or "
                + "FastDate.FlexibleCoding for a property wrapper)"))
    }

    /// Neither a number nor a string (a Bool, an object, an array).
    static func notANumberOrString(codingPath: [any CodingKey], underlying: any Error) -> DecodingError {
        .typeMismatch(Date.self, DecodingError.Context(
            codingPath: codingPath,
            debugDescription: "expected an epoch number or a date string",
            underlyingError: underlying))
    }
}

/// The `Codable` form of the core's values that are text (`ISODuration`, `LocalDate`,
/// `LocalTime`): a string read by the core, whose failure is reported like every date's.
enum TextCoding {
    /// The decoder's string, read by `parse`; a refusal is `DecodingError.dataCorrupted`
    /// with the reason, the byte, the input and the `FastDate.ParseError` underneath.
    static func decode<Value>(from decoder: any Decoder, _ parse: (String) throws(FastDate.ParseError) -> Value) throws -> Value {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        do throws(FastDate.ParseError) {
            return try parse(text)
        } catch {
            throw DecodingFailure.dataCorrupted(error, input: text, codingPath: decoder.codingPath)
        }
    }

    /// `text` as the encoder's single value.
    static func encode(_ text: String, to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}
