import FastDate
import Foundation

/// Small helpers to put one value in a JSON document and take a `Date` back out.
enum JSONFixtures {
    struct Box<Value: Codable>: Codable {
        var value: Value
    }

    /// `{"value": <input as a JSON string>}`, escaped by JSONEncoder so NULs and quotes survive.
    static func document(string input: String) -> Data {
        try! JSONEncoder().encode(Box(value: input))
    }

    /// `{"value": <literal>}` for a raw JSON literal such as `1616112000123` or `null`.
    static func document(literal: String) -> Data {
        Data("{\"value\":\(literal)}".utf8)
    }

    static func decodeDate(_ data: Data, _ strategy: JSONDecoder.DateDecodingStrategy) throws -> Date {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = strategy
        return try decoder.decode(Box<Date>.self, from: data).value
    }

    static func encodeDate(_ date: Date, _ strategy: JSONEncoder.DateEncodingStrategy) throws -> String {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = strategy
        encoder.outputFormatting = .withoutEscapingSlashes
        let text = String(decoding: try encoder.encode(Box(value: date)), as: UTF8.self)
        // {"value":…}
        return String(text.dropFirst(9).dropLast())
    }

    /// The `dataCorrupted` context of a decoding error, or `nil` for any other error.
    static func corruption(_ error: any Error) -> DecodingError.Context? {
        if case DecodingError.dataCorrupted(let context) = error { return context }
        return nil
    }
}
