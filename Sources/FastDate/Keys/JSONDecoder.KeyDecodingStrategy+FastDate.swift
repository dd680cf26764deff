#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension JSONDecoder.KeyDecodingStrategy {
    /// Maps JSON keys in any case style to Swift's lowerCamelCase property names:
    /// `snake_case`, `SCREAMING_SNAKE_CASE`, `kebab-case`, `UpperCamelCase`, `Title Case`,
    /// and any mix of them in one payload, with acronyms written as words
    /// (`user_id`, `UserID`, `user-id`, `USER_ID` → `userId`; `HTTPServer` → `httpServer`).
    ///
    /// Keys that are already lowerCamelCase are handed back untouched, at the cost of one
    /// read of their bytes and no allocation. Leading and trailing underscores are kept, as
    /// `.convertFromSnakeCase` keeps them (`_id`,
    /// `__typename`). Only ASCII letters change case. The full rules, the vectors they are
    /// tested with, and where they differ from `.convertFromSnakeCase` are in
    /// `Spec/keys/keys.md`.
    ///
    /// ```swift
    /// let decoder = JSONDecoder()
    /// decoder.keyDecodingStrategy = .fastConvertFromAnyCase
    /// ```
    ///
    /// As with every key strategy, the converted key is what your `CodingKeys` are matched
    /// against: a custom raw value must be written in its converted form.
    public static var fastConvertFromAnyCase: Self {
        .custom { codingPath in
            // JSONDecoder always passes the key to convert as the last element.
            guard let key = codingPath.last else { return ConvertedCodingKey(stringValue: "") }
            guard let converted = FastDate.KeyCase.converted(key.stringValue) else { return key }
            return ConvertedCodingKey(stringValue: converted)
        }
    }
}

/// A converted key. Only a `String`, so it fits the existential's inline storage and
/// returning it allocates nothing beyond the string itself.
struct ConvertedCodingKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }

    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
