import Foundation

/// Reads `Spec/keys/vectors/*.json` (layout in `Spec/keys/keys.md`, "Vectors"). Strict on purpose: an
/// unknown field, a missing one, a duplicate input or an empty file is an error naming
/// the file and vector, because a vector the loader does not understand must fail the
/// suite, never be skipped.
extension SpecVectorLoader {
    public struct KeyVector: Sendable {
        public let file: String
        public let index: Int
        public let input: String
        public let expected: String
        /// What Foundation's `.convertFromSnakeCase` makes of `input`, where recorded.
        public let foundation: String?

        public var label: String { "\(file)#\(index) \(String(reflecting: input))" }
        public var isUnchanged: Bool { input == expected }
    }

    public static var keyFolder: URL { PackagePaths.specVectors("keys") }

    public static func keyFiles() throws -> [URL] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: keyFolder.path) else {
            throw LoadError(description: "key vector keyFolder \(keyFolder.path) is missing")
        }
        let files = names.filter { $0.hasSuffix(".json") }.sorted().map { keyFolder.appendingPathComponent($0) }
        guard !files.isEmpty else { throw LoadError(description: "no *.json in \(keyFolder.path)") }
        return files
    }

    public static func keyVectors() throws -> [KeyVector] {
        try keyFiles().flatMap(keyVectors(in:))
    }

    public static func keyVectors(in url: URL) throws -> [KeyVector] {
        let name = url.lastPathComponent
        func fail(_ why: String) -> LoadError { LoadError(description: "\(name): \(why)") }
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
        } catch {
            throw fail("not JSON: \(error)")
        }
        guard let top = object as? [String: Any] else { throw fail("the top level must be an object") }
        let unknownTop = Set(top.keys).subtracting(["description", "vectors"])
        guard unknownTop.isEmpty else { throw fail("unknown fields \(unknownTop.sorted())") }
        guard top["description"] is String else { throw fail("needs a description string") }
        guard let raw = top["vectors"] as? [Any], !raw.isEmpty else { throw fail("needs a non-empty vectors array") }

        var seen: Set<String> = []
        return try raw.enumerated().map { index, element in
            func fail(_ why: String) -> LoadError { LoadError(description: "\(name)#\(index): \(why)") }
            guard let fields = element as? [String: Any] else { throw fail("a vector must be an object") }
            let unknown = Set(fields.keys).subtracting(["input", "expected", "foundation", "note"])
            guard unknown.isEmpty else { throw fail("unknown fields \(unknown.sorted())") }
            guard let input = fields["input"] as? String else { throw fail("needs an input string") }
            guard let expected = fields["expected"] as? String else { throw fail("needs an expected string") }
            if let note = fields["note"], !(note is String) { throw fail("note must be a string") }
            let foundation = fields["foundation"]
            if let foundation, !(foundation is String) { throw fail("foundation must be a string") }
            guard seen.insert(input).inserted else { throw fail("duplicate input \(String(reflecting: input))") }
            return KeyVector(file: name, index: index, input: input, expected: expected, foundation: foundation as? String)
        }
    }
}
