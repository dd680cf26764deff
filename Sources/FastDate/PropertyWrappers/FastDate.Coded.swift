#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension FastDate {
    /// A `Date` (or, with ``FastDate/ISODurationCoding``, a `Duration`) property read and
    /// written with its own ``FastDate/CodingStrategy``, whatever
    /// the decoder's `dateDecodingStrategy` says.
    ///
    /// ```swift
    /// struct Order: Codable {
    ///     @FastDate.Coded<FastDate.ISO8601Coding> var created: Date            // "2021-03-19T09:37:20Z"
    ///     @FastDate.Coded<FastDate.EpochMillisecondsCoding> var updated: Date  // 1616146640123
    ///     @FastDate.Coded<FastDate.ISODurationCoding> var length: Duration     // "PT4M13S"
    /// }
    /// ```
    ///
    /// A missing key or `null` is an error, as for a plain `Date`; use
    /// ``FastDate/OptionalCoded`` for a field that may be absent.
    @propertyWrapper
    public struct Coded<Strategy: CodingStrategy>: Codable, Sendable, Hashable {
        /// The date.
        public var wrappedValue: Strategy.Value

        /// Wraps `wrappedValue`.
        public init(wrappedValue: Strategy.Value) {
            self.wrappedValue = wrappedValue
        }

        /// Reads the date with `Strategy`.
        public init(from decoder: any Decoder) throws {
            wrappedValue = try Strategy.decode(from: decoder)
        }

        /// Writes the date with `Strategy`.
        public func encode(to encoder: any Encoder) throws {
            try Strategy.encode(wrappedValue, to: encoder)
        }
    }
}
