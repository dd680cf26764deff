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

    /// Whether a strategy also reads JSON numbers, and whether it tries them first.
    enum Numbers {
        /// Strings only: a number is refused with a hint at the strategies that read them.
        case refused
        /// A number is tried before a string (epoch strategies, where numbers are the norm).
        case first(EpochRule)
        /// A string is tried before a number (`.fastFlexible`, where strings are the norm).
        case afterStrings(EpochRule)
    }

    // MARK: The one way a value is read

    /// The decoder's single value as a timestamp: a string read by `read`, or a JSON number
    /// when `numbers` allows it. Every failure says what was wrong, where and in what:
    ///
    /// - a string `read` refuses: `DecodingError.dataCorrupted` with the reason, the byte
    ///   and the input, and the ``FastDate/ParseError`` as `underlyingError`;
    /// - a number where only strings are read: a `typeMismatch` naming the strategies that
    ///   read numbers, rather than Foundation's bare "expected String, found number";
    /// - neither a number nor a string, where both are read: a `typeMismatch` saying so;
    /// - anything else (a missing value): Foundation's own error.
    ///
    /// The hot path: one `String` decode, one in-place read of its UTF-8, no copy and no
    /// allocation of ours.
    @inline(__always)
    static func timestamp(
        from decoder: any Decoder, numbers: Numbers,
        _ read: (String) throws(FastDate.ParseError) -> FastDate.Timestamp
    ) throws -> FastDate.Timestamp {
        let container = try decoder.singleValueContainer()
        if case .first(let rule) = numbers, let t = try number(container, decoder, rule) { return t }
        let text: String
        do {
            text = try container.decode(String.self)
        } catch {
            guard case DecodingError.typeMismatch = error else { throw error }
            switch numbers {
            case .refused:
                guard (try? container.decode(Double.self)) != nil else { throw error }
                throw DecodingFailure.numberWhereStringExpected(codingPath: decoder.codingPath)
            case .first:
                break  // a number was already tried
            case .afterStrings(let rule):
                if let t = try number(container, decoder, rule) { return t }
            }
            throw DecodingFailure.notANumberOrString(codingPath: decoder.codingPath, underlying: error)
        }
        return try parse(text, decoder, read)
    }

    /// Runs a read by the core and reports its failure against the text it read.
    @inline(__always)
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

    // MARK: Any format

    /// The decoder's single value in `format`: a JSON number or a numeric string for an
    /// epoch format, a string for every other. `.iso8601`'s grammar with no assumed offset
    /// (`.iso8601`, `.javaScript`) goes through the format-less door, which reads the common
    /// shapes without a dispatch. `format` is taken as given:
    /// callers resolve plain `.httpDate`'s year first (`withCurrentYear`).
    @inline(__always)
    static func timestamp(from decoder: any Decoder, as format: FastDate.Format) throws -> FastDate.Timestamp {
        let facts = format.profile.facts
        if facts.isNumber { return try epoch(from: decoder, unit: format.unit) }
        if facts.readsNumbersByMagnitude { return try flexible(from: decoder, format, zone: nil) }
        if format.readsISO8601 && format.assumedUTCOffset == nil { return try iso8601String(from: decoder) }
        return try string(from: decoder, as: format)
    }

    // MARK: Strings

    /// A date string in `format`.
    @inline(__always)
    static func string(from decoder: any Decoder, as format: FastDate.Format) throws -> FastDate.Timestamp {
        try timestamp(from: decoder, numbers: .refused) { (text) throws(FastDate.ParseError) in
            try FastDate.parseTimestamp(text, as: format)
        }
    }

    /// A date string in the default `.iso8601`, through the format-less door, which reads
    /// the common shapes without the dispatcher (see `FastDate.parseTimestamp(_:)`).
    @inline(__always)
    static func iso8601String(from decoder: any Decoder) throws -> FastDate.Timestamp {
        try timestamp(from: decoder, numbers: .refused) { (text) throws(FastDate.ParseError) in
            try FastDate.parseTimestamp(text)
        }
    }

    // MARK: Epoch numbers

    /// A JSON number, or a numeric string, of `unit`s.
    static func epoch(from decoder: any Decoder, unit: FastDate.EpochUnit) throws -> FastDate.Timestamp {
        try timestamp(from: decoder, numbers: .first(.fixed(unit))) { (text) throws(FastDate.ParseError) in
            try FastDate.parseTimestamp(text, as: .epoch(unit))
        }
    }

    /// Reads the value as a number if it is one: an integer as `Int64`; otherwise the
    /// number's own decimal digits (JSONDecoder keeps them for `Decimal`) through the core's
    /// epoch reader, so `1616112000.123` s is 123,000,000 ns and not the `Double`
    /// 1616112000.1229999. A decoder that has no `Decimal` for numbers gets the `Double`'s
    /// shortest round-trip digits, the same digits for anything up to 15 significant ones.
    ///
    /// KNOWN LIMIT: JSONDecoder hands out a number with a fraction or an exponent as an
    /// `Int64` whenever its `Double` is whole, so a fraction below a Double's precision
    /// (`1616112000123.0000001`) is gone before this sees it. Seeing every number's digits
    /// would take a `Decimal` decode of every integer, which slows the common case
    /// (`Benchmarks/LEDGER.md`, "JSONDecoder · epoch numbers").
    ///
    /// - Returns: `nil` when the value is not a number.
    static func number(_ container: any SingleValueDecodingContainer, _ decoder: any Decoder, _ rule: EpochRule) throws -> FastDate.Timestamp? {
        if let integer = try? container.decode(Int64.self) {
            return try self.integer(integer, decoder, rule)
        }
        let digits: String
        if let decimal = try? container.decode(Decimal.self) {
            digits = decimal.description
        } else if let double = try? container.decode(Double.self) {
            // Only a decoder without `Decimal` numbers, or a number past Decimal's 1e165.
            if let integer = Int64(exactly: double) {
                return try self.integer(integer, decoder, rule)
            }
            guard double.magnitude < 0x1p63 else {
                // Past every unit's range but nanoseconds' (to 8.64e21), where such a Double's
                // digits are an exponent form the core refuses. KNOWN LIMIT: nanoseconds past
                // 2262 from a decoder without `Decimal` numbers are refused as out of range.
                throw DecodingFailure.numberRefused(FastDate.ParseError(.outOfRange, offset: 0), codingPath: decoder.codingPath)
            }
            digits = double.description
        } else {
            return nil
        }
        do throws(FastDate.ParseError) {
            return switch rule {
            case .fixed(let unit): try FastDate.parseTimestamp(digits, as: .epoch(unit))
            case .flexible: try ByteDoors.read(digits) { (raw) throws(FastDate.ParseError) in try FlexibleEpochRule.timestamp(raw) }
            }
        } catch {
            throw DecodingFailure.numberRefused(error, codingPath: decoder.codingPath)
        }
    }

    private static func integer(_ value: Int64, _ decoder: any Decoder, _ rule: EpochRule) throws -> FastDate.Timestamp {
        let unit = switch rule {
        case .fixed(let unit): unit
        case .flexible: FlexibleEpochRule.unit(for: value)
        }
        do throws(FastDate.ParseError) {
            return try FastDate.Timestamp(epoch: value, unit: unit)
        } catch {
            throw DecodingFailure.numberRefused(error, codingPath: decoder.codingPath)
        }
    }

    // MARK: Whatever a loosely specified backend sends

    /// A date string, an epoch number or a numeric string; see
    /// `JSONDecoder.DateDecodingStrategy.fastFlexible(timeZone:)`. `format` is
    /// ``FastDate/Format/flexible`` with its options, its current year resolved.
    static func flexible(from decoder: any Decoder, _ format: FastDate.Format, zone: LocalDateTimeResolution.Zone?) throws -> FastDate.Timestamp {
        try timestamp(from: decoder, numbers: .afterStrings(.flexible)) { (text) throws(FastDate.ParseError) in
            try flexibleText(text, format, zone: zone)
        }
    }

    /// A string read by the core's `.flexible` (`FlexibleReader`), with what only this module
    /// has: the time zone database, which resolves an RFC 9557 zone name, and with a zone,
    /// date-times without an offset read as local time there.
    static func flexibleText(_ text: String, _ format: FastDate.Format, zone: LocalDateTimeResolution.Zone?) throws(FastDate.ParseError) -> FastDate.Timestamp {
        // A `switch` hands the zone on as it is; `guard let zone` made a copy of it, a retain
        // and a release of both its references for every value decoded (seen in the
        // disassembly).
        switch zone {
        case .none:
            return try ByteDoors.read(text) { (raw) throws(FastDate.ParseError) in
                try FlexibleReader.read(raw, format) { (raw) throws(FastDate.ParseError) in
                    try AnnotatedResolution.resolve(raw, fallback: nil).timestamp
                }
            }
        case .some(let zone):
            // The local date-time grammar refuses numbers, and no number is a date-time, so
            // the date goes first and a number is tried only when it fails: the common case
            // skips the number test. The outcome is the same as the core's order, errors
            // included: a number's own error still wins.
            if let t = ByteDoors.read(text, { (raw) throws(Never) in FlexibleReader.internetDateFirst(raw, format) }) { return t }
            do throws(FastDate.ParseError) {
                return try isoText(text, zone: zone)
            } catch {
                return try ByteDoors.read(text) { (raw) throws(FastDate.ParseError) in
                    if let t = try FlexibleEpochRule.timestampIfNumber(raw) { return t }
                    return try FlexibleReader.afterISO8601(raw, format, isoError: error) { (raw) throws(FastDate.ParseError) in
                        try AnnotatedResolution.resolve(raw, fallback: zone).timestamp
                    }
                }
            }
        }
    }

    /// An ISO 8601 date-time for `.fastFlexible` with a zone, read once.
    private static func isoText(_ text: String, zone: LocalDateTimeResolution.Zone) throws(FastDate.ParseError) -> FastDate.Timestamp {
        // With a zone, the local date-time grammar is `.iso8601`'s date-time with the offset
        // optional, so one read gives either the instant (offset written) or the local
        // reading to place in the zone; both grammars report the same error for anything
        // else. The one form `.iso8601` has beyond it is a date alone, which the local
        // grammar refuses at the end of the input: read that as `.iso8601` does.
        let reading: FastDate.LocalDateTime
        do throws(FastDate.ParseError) {
            reading = try FastDate.parseLocalReading(text)
        } catch where error.kind == .expectedTimeSeparator && error.offset == text.utf8.count {
            return try FastDate.parseTimestampUnhinted(text)
        }
        return try LocalDateTimeResolution.timestamp(reading, in: zone)
    }

    // MARK: Local time

    /// A date-time string whose offset may be missing, read as local time in `timeZone`.
    static func localDateTime(from decoder: any Decoder, in zone: LocalDateTimeResolution.Zone) throws -> FastDate.Timestamp {
        try timestamp(from: decoder, numbers: .refused) { (text) throws(FastDate.ParseError) in
            try LocalDateTimeResolution.timestamp(FastDate.parseLocalReading(text), in: zone)
        }
    }

    /// A time-of-day string placed by `anchor`.
    static func timeOfDay(from decoder: any Decoder, on anchor: LocalTimeAnchor) throws -> FastDate.Timestamp {
        try timestamp(from: decoder, numbers: .refused) { (text) throws(FastDate.ParseError) in
            try anchor.timestamp(FastDate.LocalTime(parsing: text, as: .timeOfDay))
        }
    }
}
