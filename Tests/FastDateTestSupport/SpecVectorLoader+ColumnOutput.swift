import FastDateCore
import Foundation

extension SpecVectorLoader {
    /// A vector of `Spec/column/vectors/outputs.json`: an Arrow `utf8` array (bytes, offsets
    /// and a validity bitmap) read into one of Arrow's shapes, failures made null.
    public struct ColumnOutputVector: Sendable, CustomStringConvertible {
        public enum Output: String, Sendable {
            case seconds, milliseconds, microseconds, nanoseconds, days

            /// The epoch unit of a count, `nil` for days.
            public var unit: FastDate.EpochUnit? {
                switch self {
                case .seconds: .seconds
                case .milliseconds: .milliseconds
                case .microseconds: .microseconds
                case .nanoseconds: .nanoseconds
                case .days: nil
                }
            }
        }

        public enum Expected: Sendable {
            case count(Int64)
            case null
            case error(FastDate.ParseError.Kind, offset: Int)
        }

        public let index: Int
        public let note: String
        public let bytes: [UInt8]
        public let offsets: [Int32]
        public let validity: [Bool]
        public let format: FastDate.Format
        public let output: Output
        public let expected: [Expected]

        public var label: String { "outputs#\(index) (\(note))" }
        public var description: String { label }

        /// The validity as Arrow packs it, least significant bit first.
        public var bitmap: [UInt8] {
            var bytes = [UInt8](repeating: 0, count: (validity.count + 7) / 8)
            for (i, valid) in validity.enumerated() where valid { bytes[i / 8] |= 1 << (i % 8) }
            return bytes
        }
    }

    public static func columnOutputVectors() throws -> [ColumnOutputVector] {
        struct Value: Decodable {
            let count: Int64?, null: Bool?
            let error: String?, offset: Int?
        }
        struct Raw: Decodable {
            let description: String
            let profile: String
            let input: String
            let offsets: [Int32]
            let validity: [Int]
            let output: String
            let values: [Value]
        }
        let url = PackagePaths.specVectors("column").appendingPathComponent("outputs.json")
        let file = try decode(VectorFile<Raw>.self, from: url, label: "outputs.json")
        return try file.vectors.enumerated().map { index, raw in
            func fail(_ why: String) -> LoadError { LoadError(description: "outputs#\(index): \(why)") }
            guard let format = format(named: raw.profile) else { throw fail("unknown profile \(raw.profile)") }
            guard let output = ColumnOutputVector.Output(rawValue: raw.output) else { throw fail("unknown output \(raw.output)") }
            let expected = try raw.values.map { value -> ColumnOutputVector.Expected in
                if value.null == true { return .null }
                if let count = value.count { return .count(count) }
                guard let name = value.error, let kind = FastDate.ParseError.Kind(rawValue: name), let offset = value.offset else {
                    throw fail("a value needs a count, null or an error")
                }
                return .error(kind, offset: offset)
            }
            return ColumnOutputVector(index: index, note: raw.description, bytes: Array(raw.input.utf8), offsets: raw.offsets,
                                      validity: raw.validity.map { $0 != 0 }, format: format, output: output, expected: expected)
        }
    }
}
