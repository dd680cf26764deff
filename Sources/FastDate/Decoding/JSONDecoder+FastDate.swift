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
