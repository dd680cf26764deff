import FastDate
import Foundation
import Testing
import FastDateTestSupport

/// `Spec/keys/vectors/*.json` through a real `JSONDecoder`: every vector's key decoded with
/// `.fastConvertFromAnyCase`, and with `.convertFromSnakeCase` wherever the vector records
/// Foundation's answer, so the differences `Spec/keys/keys.md` lists stay true.
@Suite struct KeyVectorDecodingTests {
    /// Any key; what a keyed container hands back is the converted key.
    struct AnyKey: CodingKey {
        var stringValue: String
        init(stringValue: String) { self.stringValue = stringValue }
        var intValue: Int? { nil }
        init?(intValue: Int) { nil }
    }

    /// The keys of one JSON object, as the decoder's key strategy delivers them.
    struct KeyList: Decodable {
        let keys: [String]
        init(from decoder: any Decoder) throws {
            keys = try decoder.container(keyedBy: AnyKey.self).allKeys.map(\.stringValue)
        }
    }

    static func decodedKey(_ key: String, _ strategy: JSONDecoder.KeyDecodingStrategy) throws -> String? {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = strategy
        let json = try JSONEncoder().encode([key: 1])
        let keys = try decoder.decode(KeyList.self, from: json).keys
        return keys.count == 1 ? keys[0] : nil
    }

    @Test func everyVectorThroughTheStrategy() throws {
        let vectors = try SpecVectorLoader.keyVectors()
        var failures = FailureReport()
        for vector in vectors {
            let decoded = try Self.decodedKey(vector.input, .fastConvertFromAnyCase)
            failures.check(decoded == vector.expected, "\(vector.label): decoded as \(String(reflecting: decoded)), expected \(String(reflecting: vector.expected))")
            let converted = FastDate.KeyCase.lowerCamelCase(vector.input)
            failures.check(converted == vector.expected, "\(vector.label): lowerCamelCase(String) gave \(String(reflecting: converted))")
        }
        failures.finish(minimumChecked: 300)
    }

    @Test func foundationAnswersAreWhatTheVectorsRecord() throws {
        let vectors = try SpecVectorLoader.keyVectors().filter { $0.foundation != nil }
        var failures = FailureReport()
        for vector in vectors {
            let decoded = try Self.decodedKey(vector.input, .convertFromSnakeCase)
            failures.check(decoded == vector.foundation, "\(vector.label): .convertFromSnakeCase gives \(String(reflecting: decoded)), the vector records \(String(reflecting: vector.foundation))")
        }
        failures.finish(minimumChecked: 40)
    }

    /// `Spec/keys/keys.md`: for `_`-joined words of one-case ASCII letters followed by digits,
    /// the two strategies agree. Checked on random keys of that shape.
    @Test func agreesWithConvertFromSnakeCaseOnPlainSnakeCase() throws {
        var g = SeededGenerator(seed: 0x736E_616B_65)
        var failures = FailureReport()
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        for _ in 0..<400 {
            var words: [String] = []
            for _ in 0..<Int.random(in: 2...4, using: &g) {
                var word = String((0..<Int.random(in: 0...5, using: &g)).map { _ in letters.randomElement(using: &g)! })
                if Bool.random(using: &g) { word = word.uppercased() }
                if Int.random(in: 0..<3, using: &g) == 0 { word += String(Int.random(in: 0...99, using: &g)) }
                if word.isEmpty { word = "x" }
                words.append(word)
            }
            let edge = { (g: inout SeededGenerator) in String(repeating: "_", count: Int.random(in: 0...2, using: &g)) }
            let key = edge(&g) + words.joined(separator: Bool.random(using: &g) ? "_" : "__") + edge(&g)
            let ours = try Self.decodedKey(key, .fastConvertFromAnyCase)
            let foundation = try Self.decodedKey(key, .convertFromSnakeCase)
            failures.check(ours == foundation, "\(String(reflecting: key)): ours \(String(reflecting: ours)), Foundation \(String(reflecting: foundation))")
        }
        failures.finish(minimumChecked: 400)
    }
}
