#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension JSONEncoder {
    /// A new encoder whose `dateEncodingStrategy` is
    /// `JSONEncoder.DateEncodingStrategy.fastISO8601`, writing dates as
    /// JavaScript's `toISOString()` does.
    public static func fastISO8601() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .fastISO8601
        return encoder
    }
}
