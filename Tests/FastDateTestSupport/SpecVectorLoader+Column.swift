import FastDateCore
import Foundation

extension SpecVectorLoader {
    /// `Spec/column/vectors/column.json`: a column's bytes, where its values are, and what
    /// each value reads to (`Spec/column/column.md`, "Vectors").
    public struct ColumnVector: Sendable, CustomStringConvertible {
        public enum Boundaries: Sendable {
            case separator(UInt8)
            case offsets([Int])
            case records(FastDate.Column.Field)
        }

        public let index: Int
        public let note: String
        public let bytes: [UInt8]
        public let format: FastDate.Format
        public let boundaries: Boundaries
        public let expected: [ParseVector.Expected]

        public var label: String { "column#\(index) (\(note))" }
        public var description: String { label }

        /// Runs `body` with the column, once per way it can be laid out: a separated column
        /// once; offsets as `Int`, and as `Int32` when they fit. Bytes and offsets are heap
        /// blocks of exactly their size.
        public func withColumn(_ body: (FastDate.Column) -> Void) {
            ColumnReader.withExact(bytes) { raw in
                switch boundaries {
                case .separator(let byte):
                    body(FastDate.Column(raw, separator: byte))
                case .records(let field):
                    body(FastDate.Column(raw, records: field))
                case .offsets(let offsets):
                    ColumnReader.withExact(offsets) { body(FastDate.Column(raw, offsets: $0)) }
                    if offsets.allSatisfy({ Int32(exactly: $0) != nil }) {
                        ColumnReader.withExact(offsets.map { Int32($0) }) { body(FastDate.Column(raw, offsets: $0)) }
                    }
                }
            }
        }
    }

    public static func columnVectors() throws -> [ColumnVector] {
        struct Value: Decodable {
            let seconds: Int64?, nanoseconds: Int32?, utcOffset: Int32?
            let error: String?, offset: Int?
        }
        struct Raw: Decodable {
            let description: String
            let profile: String
            let input: String
            let separator: String?
            let offsets: [Int]?
            let records: Records?
            let values: [Value]
        }
        /// `{"field": "prefix"}`, `{"field": "csv", "index": 2, "delimiter": ","}`,
        /// `{"field": "delimited", "index": 1, "delimiter": "\t"}` or
        /// `{"field": "between", "open": "[", "close": "]"}`.
        struct Records: Decodable {
            let field: String
            let index: Int?
            let delimiter: String?, open: String?, close: String?
        }
        let url = PackagePaths.specVectors("column").appendingPathComponent("column.json")
        let file = try decode(VectorFile<Raw>.self, from: url, label: "column.json")
        return try file.vectors.enumerated().map { index, raw in
            func fail(_ why: String) -> LoadError { LoadError(description: "column#\(index): \(why)") }
            guard let format = format(named: raw.profile) else { throw fail("unknown profile \(raw.profile)") }
            let boundaries: ColumnVector.Boundaries
            func byte(_ text: String?) throws -> UInt8 {
                guard let text, text.utf8.count == 1 else { throw fail("needs one byte, not \(String(describing: text))") }
                return text.utf8.first!
            }
            switch (raw.separator, raw.offsets, raw.records) {
            case (let separator?, nil, nil): boundaries = .separator(try byte(separator))
            case (nil, let offsets?, nil): boundaries = .offsets(offsets)
            case (nil, nil, let records?):
                switch records.field {
                case "prefix": boundaries = .records(.prefix)
                case "csv": boundaries = .records(.csv(records.index ?? -1, delimiter: try byte(records.delimiter)))
                case "delimited": boundaries = .records(.delimited(records.index ?? -1, by: try byte(records.delimiter)))
                case "between": boundaries = .records(.between(try byte(records.open), and: try byte(records.close)))
                default: throw fail("unknown field \(records.field)")
                }
            default: throw fail("needs a one-byte separator, offsets or records")
            }
            let expected = try raw.values.map { value -> ParseVector.Expected in
                if let name = value.error {
                    guard let kind = FastDate.ParseError.Kind(rawValue: name), let offset = value.offset else {
                        throw fail("bad error \(name)")
                    }
                    return .error(kind, offset: offset)
                }
                guard let seconds = value.seconds, let nanoseconds = value.nanoseconds, let offset = value.utcOffset else {
                    throw fail("a value needs seconds, nanoseconds and utcOffset, or an error")
                }
                return .timestamp(FastDate.Timestamp(seconds: seconds, nanoseconds: nanoseconds, utcOffset: offset))
            }
            return ColumnVector(index: index, note: raw.description, bytes: Array(raw.input.utf8), format: format,
                                boundaries: boundaries, expected: expected)
        }
    }
}
