#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// JSON numbers and numeric strings, for `.fastEpoch(_:)` and `.fastFlexible`.
extension DateDecoding {
    /// A JSON number, or a numeric string, of `unit`s.
    static func epoch(from decoder: any Decoder, unit: FastDate.EpochUnit) throws -> FastDate.Timestamp {
        let container = try decoder.singleValueContainer()
        if let t = try number(container, decoder, .fixed(unit)) { return t }
        let text: String
        do {
            text = try container.decode(String.self)
        } catch {
            guard case DecodingError.typeMismatch = error else { throw error }
            throw DecodingFailure.notANumberOrString(codingPath: decoder.codingPath, underlying: error)
        }
        return try parse(text, decoder) { (text) throws(FastDate.ParseError) in
            try FastDate.parseTimestamp(text, as: .epoch(unit))
        }
    }

    /// Reads the value as a number if it is one: an integer as `Int64`; otherwise the
    /// number's own decimal digits (JSONDecoder keeps them for `Decimal`) through the core's
    /// epoch scanner, so `1616112000.123` s is 123,000,000 ns and not the `Double`
    /// 1616112000.1229999. A decoder that has no `Decimal` for numbers gets the `Double`'s
    /// shortest round-trip digits, the same digits for anything up to 15 significant ones.
    ///
    /// KNOWN LIMIT: JSONDecoder hands out a number with a fraction or an exponent as an
    /// `Int64` whenever its `Double` is whole, so a fraction below a Double's precision
    /// (`1616112000123.0000001`) is gone before this sees it. Seeing every number's digits
    /// would take a `Decimal` decode of every integer, about 25% slower on the common case.
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
                throw DecodingFailure.dataCorrupted(
                    FastDate.ParseError(.outOfRange, offset: 0), input: double.description, codingPath: decoder.codingPath)
            }
            digits = double.description
        } else {
            return nil
        }
        return try parse(digits, decoder) { (text) throws(FastDate.ParseError) in
            switch rule {
            case .fixed(let unit): try FastDate.parseTimestamp(text, as: .epoch(unit))
            case .flexible: try FlexibleEpochRule.timestamp(text)
            }
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
            throw DecodingFailure.dataCorrupted(error, input: String(value), codingPath: decoder.codingPath)
        }
    }
}
