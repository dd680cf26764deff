#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension JSONDecoder {
    /// A new decoder whose `dateDecodingStrategy` is
    /// `JSONDecoder.DateDecodingStrategy.fastISO8601`: the common case in one line.
    ///
    /// ```swift
    /// let event = try JSONDecoder.fastISO8601().decode(Event.self, from: data)
    /// ```
    public static func fastISO8601() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .fastISO8601
        return decoder
    }
}

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
