import FastDate
import Foundation
import Testing
import FastDateTestSupport

/// `Spec/civil/vectors/disambiguation.json` (made by `Spec/tools/disambiguation.py` from
/// Python's `zoneinfo`, independent of Foundation): every local date-time around the
/// transitions of ten zones, through every way FastDate places a local time in a zone, with
/// every `Disambiguation` choice.
@Suite struct DisambiguationVectorTests {
    struct File: Decodable {
        struct Vector: Decodable {
            let zone: String, input: String, kind: String
            let compatible: Outcome, earlier: Outcome, later: Outcome, reject: Outcome
            func outcome(_ choice: FastDate.Disambiguation) -> Outcome {
                switch choice {
                case .compatible: compatible
                case .earlier: earlier
                case .later: later
                case .reject: reject
                }
            }
        }
        let vectors: [Vector]
    }

    enum Outcome: Decodable, Equatable, CustomStringConvertible {
        case instant(Int64), error(String)
        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let seconds = try? container.decode(Int64.self) { self = .instant(seconds) } else { self = .error(try container.decode(String.self)) }
        }
        init(_ result: Result<Int64, any Error>) {
            switch result {
            case .success(let seconds): self = .instant(seconds)
            case .failure(let error as FastDate.ParseError): self = .error(error.kind.rawValue)
            // A value's own error carries the same kind's name (`skippedLocalTime`, `repeatedLocalTime`).
            case .failure(let error as FastDate.ArithmeticError): self = .error(error.kind.rawValue)
            case .failure(let error as DecodingError):
                if case .dataCorrupted(let context) = error, let parse = context.underlyingError as? FastDate.ParseError {
                    self = .error(parse.kind.rawValue)
                } else { self = .error("\(error)") }
            case .failure(let error): self = .error("\(error)")
            }
        }
        var description: String {
            switch self {
            case .instant(let seconds): "\(seconds)"
            case .error(let kind): kind
            }
        }
    }

    @Test func everyChoiceThroughEveryWayIn() throws {
        let url = PackagePaths.specVectors("civil").appendingPathComponent("disambiguation.json")
        let file = try JSONDecoder().decode(File.self, from: Data(contentsOf: url))
        #expect(file.vectors.filter { $0.kind == "gap" }.count > 100 && file.vectors.filter { $0.kind == "overlap" }.count > 100)
        var report = FailureReport()
        let zones = Set(file.vectors.map(\.zone))
        for name in zones.sorted() {
            let zone = try #require(TimeZone(identifier: name))
            for choice in FastDate.Disambiguation.allCases {
                let decoder = JSONDecoder()
                decoder.dateDecodingStrategy = .fastLocalDateTime(in: zone, resolving: choice)
                let pattern = try FastDate.Pattern("yyyy-MM-dd'T'HH:mm:ss", timeZone: zone, resolving: choice)
                for vector in file.vectors where vector.zone == name {
                    let want = vector.outcome(choice)
                    let reading = try FastDate.LocalDateTime(parsing: vector.input)
                    let byValue = Outcome(Result { try reading.timestamp(in: zone, resolving: choice).seconds })
                    let byStrategy = Outcome(Result {
                        Int64(try decoder.decode([Date].self, from: Data("[\"\(vector.input)\"]".utf8))[0].timeIntervalSince1970)
                    })
                    let byPattern = Outcome(Result { try FastDate.parseTimestamp(vector.input, as: .pattern(pattern)).seconds })
                    report.check(byValue == want && byStrategy == want && byPattern == want,
                                 "\(name) \(vector.input) \(choice) [\(vector.kind)]: value \(byValue), strategy \(byStrategy), pattern \(byPattern), want \(want)")
                }
            }
        }
        report.finish(checked: file.vectors.count * 4)
    }
}
