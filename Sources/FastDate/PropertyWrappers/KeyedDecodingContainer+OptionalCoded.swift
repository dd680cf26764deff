#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// Synthesized `Codable` calls `decode(_:forKey:)` and `encode(_:forKey:)` for a wrapped
// property, which would make a missing key an error and write `null`. These overloads
// are more specific than the generic ones, so synthesized code picks them.

extension KeyedDecodingContainer {
    /// Decodes a missing key as `nil`, like `decodeIfPresent` does for a plain `Date?`.
    public func decode<Strategy>(
        _ type: FastDate.OptionalCoded<Strategy>.Type, forKey key: Key
    ) throws -> FastDate.OptionalCoded<Strategy> {
        try decodeIfPresent(type, forKey: key) ?? FastDate.OptionalCoded(wrappedValue: nil)
    }
}
