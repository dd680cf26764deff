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
        if format.profile.facts.isNumber { return try epoch(from: decoder, unit: format.unit) }
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
    /// `JSONDecoder.DateDecodingStrategy.fastFlexible(timeZone:)`.
    static func flexible(from decoder: any Decoder, zone: LocalDateTimeResolution.Zone?) throws -> FastDate.Timestamp {
        try timestamp(from: decoder, numbers: .afterStrings(.flexible)) { (text) throws(FastDate.ParseError) in
            try flexibleText(text, zone: zone)
        }
    }

    /// A string for `.fastFlexible`, read once as a date-time.
    static func flexibleText(_ text: String, zone: LocalDateTimeResolution.Zone?) throws(FastDate.ParseError) -> FastDate.Timestamp {
        // A `switch` hands the zone on as it is; `guard let zone` made a copy of it, a retain
        // and a release of both its references for every value decoded (seen in the
        // disassembly).
        switch zone {
        case .none:
            // A name first (`Sun, 06 Nov …`) is neither a number nor ISO 8601: the Internet
            // dates straight away. Then, as `.iso8601` reads a number as epoch seconds, the
            // seconds-or-milliseconds rule goes before it; anything that is not a number
            // fails within a few bytes (a date has '-' at byte 4).
            if let t = internetDateFirst(text) { return t }
            if let t = try ByteDoors.read(text, FlexibleEpochRule.timestampIfNumber) { return t }
            do throws(FastDate.ParseError) {
                return try FastDate.parseTimestampUnhinted(text)
            } catch {
                return try otherGrammars(text, isoError: error, zone: nil)
            }
        case .some(let zone):
            // The local date-time grammar refuses numbers, and no number is a date-time, so
            // the date goes first and a number is tried only when it fails: the common case
            // skips the number test. The outcome is the
            // same as number first, errors included: a number's own error still wins.
            if let t = internetDateFirst(text) { return t }
            do throws(FastDate.ParseError) {
                return try isoText(text, zone: zone)
            } catch {
                if let t = try ByteDoors.read(text, FlexibleEpochRule.timestampIfNumber) { return t }
                return try otherGrammars(text, isoError: error, zone: zone)
            }
        }
    }

    /// RFC 9557 annotations, .NET JSON dates, mail and HTTP dates, tried only once ISO 8601
    /// has failed, so ISO text pays nothing for them. ISO 8601 stops at a suffix's `[`, and
    /// at byte 0 for a .NET date's `/` or `\`, which no other grammar begins with.
    private static func otherGrammars(_ text: String, isoError error: FastDate.ParseError, zone: LocalDateTimeResolution.Zone?) throws(FastDate.ParseError) -> FastDate.Timestamp {
        try ByteDoors.read(text) { (raw) throws(FastDate.ParseError) in
            if isDotNetDate(raw) { return try FastDate.parseTimestampUnhinted(raw, as: .dotNetJSON) }
            guard error.offset < raw.count, raw[error.offset] == UInt8(ascii: "[") else {
                return try internetDate(text, isoError: error)
            }
            return try AnnotatedResolution.resolve(raw, fallback: zone).timestamp
        }
    }

    /// An RFC 5322 date-time or HTTP-date read straight away when the text begins with a
    /// letter (a day or month name), which no ISO 8601 date-time, local date-time or number
    /// does: they would fail at byte 0 first. Nil when it is not one; the usual order then
    /// runs and decides the error, so the outcome is the same, only sooner.
    ///
    /// The first letter and RFC 5322, which reads every IMF-fixdate, share one pass over the
    /// string's bytes; only a text RFC 5322 refuses goes on to ``internetDate(_:isoError:)``.
    /// Inlined into ``flexibleText(_:zone:)``: a call of its own cost as much as the test.
    @inline(__always)
    private static func internetDateFirst(_ text: String) -> FastDate.Timestamp? {
        let (beginsWithLetter, common) = ByteDoors.read(text) { (raw) throws(Never) -> (Bool, FastDate.Timestamp?) in
            guard let first = raw.first, (first | 0x20) &- UInt8(ascii: "a") < 26 else { return (false, nil) }
            return (true, try? FastDate.parseTimestampUnhinted(raw, as: .rfc5322))
        }
        guard beginsWithLetter else { return nil }
        if let common { return common }
        // The error given here is never seen: a failure is read again in the usual order.
        return try? internetDate(text, isoError: FastDate.ParseError(.expectedYear, offset: 0))
    }

    /// Whether `raw` begins as a .NET JSON date does, `/Date(` or `\/Date(`: then that
    /// grammar reads it and decides its error; any other text keeps ISO 8601's.
    private static func isDotNetDate(_ raw: UnsafeRawBufferPointer) -> Bool {
        guard let first = raw.first, first == UInt8(ascii: "/") || first == UInt8(ascii: "\\") else { return false }
        let rest = first == UInt8(ascii: "\\") ? raw.dropFirst() : raw[...]
        return rest.starts(with: "/Date(".utf8)
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

    /// An RFC 5322 date-time, or else an HTTP-date (its RFC 850 and asctime forms are not
    /// RFC 5322). When none of the three grammars reads the text, the error reported is the
    /// one from the grammar that read furthest into it, ISO 8601's on a tie: `2021-13-01`
    /// fails in ISO 8601's month, `Sun, 06 Nox 1994` in RFC 5322's, and `NaN` at byte 0,
    /// where ISO 8601's "expected a digit of the year" is the natural reading.
    private static func internetDate(_ text: String, isoError: FastDate.ParseError) throws(FastDate.ParseError) -> FastDate.Timestamp {
        var furthest = isoError
        // The current year (a clock read) only when RFC 5322 has failed: it reads every
        // IMF-fixdate itself, and the year matters only to RFC 850's two-digit years.
        for attempt in 0..<2 {
            do throws(FastDate.ParseError) {
                return try FastDate.parseTimestampUnhinted(text, as: attempt == 0 ? .rfc5322 : FastDate.Format.httpDate.withCurrentYear)
            } catch where error.offset > furthest.offset {
                furthest = error
            } catch {}
        }
        throw furthest
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
            try anchor.timestamp(FastDate.parseTimeOfDay(text))
        }
    }
}
