#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension FastDate {
    /// How ``FastDate/Coded`` and ``FastDate/OptionalCoded`` read and write one property.
    ///
    /// Conforming types are namespaces (caseless enums) used as the wrapper's generic
    /// argument, so a payload can mix formats field by field whatever the decoder's own
    /// `dateDecodingStrategy` is:
    ///
    /// ```swift
    /// struct Order: Codable {
    ///     @FastDate.Coded<FastDate.ISO8601Coding> var created: Date
    ///     @FastDate.Coded<FastDate.EpochMillisecondsCoding> var updated: Date
    ///     @FastDate.OptionalCoded<FastDate.ISO8601Coding> var deleted: Date?
    /// }
    /// ```
    ///
    /// The strategies provided read and write through FastDate's core, exactly as the
    /// `JSONDecoder.DateDecodingStrategy` and `JSONEncoder.DateEncodingStrategy` members of
    /// the same names, and work with any `Decoder` and `Encoder`. Conform your own type to
    /// combine them differently.
    ///
    /// A strategy's `Value` is what the wrapped property holds: `Date` for every date
    /// strategy (the default, so a strategy that reads dates need not name it), `Duration`
    /// for ``FastDate/ISODurationCoding``.
    public protocol CodingStrategy: Sendable {
        /// The type of the wrapped property.
        associatedtype Value: Sendable & Hashable = Date
        /// Reads a value from the decoder's single value.
        static func decode(from decoder: any Decoder) throws -> Value
        /// Writes `value` as the encoder's single value.
        static func encode(_ value: Value, to encoder: any Encoder) throws
    }
}

extension FastDate.FormatCoding {
    /// Reads the decoder's single value in ``FastDate/FormatCoding/format``, as
    /// `JSONDecoder.DateDecodingStrategy.fast(_:)` does.
    public static func decode(from decoder: any Decoder) throws -> Date {
        Date(try DateDecoding.timestamp(from: decoder, as: format.withCurrentYear))
    }

    /// Writes `date` in ``FastDate/FormatCoding/format``, as
    /// `JSONEncoder.DateEncodingStrategy.fast(_:timeZone:)` does in UTC.
    public static func encode(_ date: Date, to encoder: any Encoder) throws {
        try DateEncoding.encode(date, format, to: encoder)
    }
}
