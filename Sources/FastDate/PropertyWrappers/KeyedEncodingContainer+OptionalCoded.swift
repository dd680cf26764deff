#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// See `KeyedDecodingContainer+OptionalCoded.swift` for why these overloads exist.

extension KeyedEncodingContainer {
    /// Leaves the key out for `nil`, like `encodeIfPresent` does for a plain `Date?`.
    public mutating func encode<Strategy>(
        _ value: FastDate.OptionalCoded<Strategy>, forKey key: Key
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
