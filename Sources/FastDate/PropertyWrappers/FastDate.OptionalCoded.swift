#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension FastDate {
    /// An optional `Date` (or `Duration`) property read and written with its own
    /// ``FastDate/CodingStrategy``.
    ///
    /// ```swift
    /// struct Order: Codable {
    ///     @FastDate.OptionalCoded<FastDate.ISO8601Coding> var deleted: Date?
    /// }
    /// ```
    ///
    /// As for a plain `Date?`: a missing key and `null` both decode as `nil`, and `nil` is
    /// encoded by leaving the key out (not by writing `null`). A value that is present but
    /// not a valid date is still an error, never a silent `nil`.
    @propertyWrapper
    public struct OptionalCoded<Strategy: CodingStrategy>: Codable, Sendable, Hashable {
        /// The date, or `nil`.
        public var wrappedValue: Strategy.Value?

        /// Wraps `wrappedValue`.
        public init(wrappedValue: Strategy.Value?) {
            self.wrappedValue = wrappedValue
        }

        /// Reads `null` as `nil` and anything else with `Strategy`.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            wrappedValue = container.decodeNil() ? nil : try Strategy.decode(from: decoder)
        }

        /// Writes `null` for `nil` when encoded on its own; inside a keyed container the key is
        /// left out instead (see the `KeyedEncodingContainer` overload).
        public func encode(to encoder: any Encoder) throws {
            guard let date = wrappedValue else {
                var container = encoder.singleValueContainer()
                try container.encodeNil()
                return
            }
            try Strategy.encode(date, to: encoder)
        }
    }
}
