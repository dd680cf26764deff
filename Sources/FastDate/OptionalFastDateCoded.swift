#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// An optional `Date` property read and written with its own ``FastDateCodingStrategy``.
///
/// ```swift
/// struct Order: Codable {
///     @OptionalFastDateCoded<ISO8601Coding> var deleted: Date?
/// }
/// ```
///
/// As for a plain `Date?`: a missing key and `null` both decode as `nil`, and `nil` is
/// encoded by leaving the key out (not by writing `null`). A value that is present but
/// not a valid date is still an error, never a silent `nil`.
@propertyWrapper
public struct OptionalFastDateCoded<Strategy: FastDateCodingStrategy>: Codable, Sendable, Hashable {
    /// The date, or `nil`.
    public var wrappedValue: Date?

    /// Wraps `wrappedValue`.
    public init(wrappedValue: Date?) {
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

// Synthesized `Codable` calls `decode(_:forKey:)` and `encode(_:forKey:)` for a wrapped
// property, which would make a missing key an error and write `null`. These overloads
// are more specific than the generic ones, so synthesized code picks them.

extension KeyedDecodingContainer {
    /// Decodes a missing key as `nil`, like `decodeIfPresent` does for a plain `Date?`.
    public func decode<Strategy>(
        _ type: OptionalFastDateCoded<Strategy>.Type, forKey key: Key
    ) throws -> OptionalFastDateCoded<Strategy> {
        try decodeIfPresent(type, forKey: key) ?? OptionalFastDateCoded(wrappedValue: nil)
    }
}

extension KeyedEncodingContainer {
    /// Leaves the key out for `nil`, like `encodeIfPresent` does for a plain `Date?`.
    public mutating func encode<Strategy>(
        _ value: OptionalFastDateCoded<Strategy>, forKey key: Key
    ) throws {
        guard value.wrappedValue != nil else { return }
        try encodeGenerically(value, forKey: key)
    }

    // Inside a generic function the call binds to the protocol requirement, not back to
    // the overload above.
    private mutating func encodeGenerically<Value: Encodable>(_ value: Value, forKey key: Key) throws {
        try encode(value, forKey: key)
    }
}
