import FastDate
import FastDateTestSupport

/// A local-time grammar under test: its name in the Spec and both sides of the comparison.
enum LocalTimeGrammar: String, CaseIterable, Sendable, CustomStringConvertible {
    case localDateTime, timeOfDay

    var description: String { rawValue }

    /// The core through `door` and the reference, in one printable, comparable form.
    func outcomes(_ bytes: [UInt8], door: Door) -> (core: String, reference: String) {
        switch self {
        case .localDateTime:
            let core = door.parseLocalDateTime(bytes).map {
                ReferenceParser.LocalValue(localSeconds: $0.localSeconds, nanoseconds: $0.nanoseconds, utcOffset: $0.utcOffset)
            }
            return (Self.text(core), Self.text(ReferenceParser.parseLocalDateTime(bytes)))
        case .timeOfDay:
            let core = door.parseTimeOfDay(bytes).map {
                ReferenceParser.TimeValue(secondsSinceMidnight: $0.secondsSinceMidnight, nanoseconds: $0.nanoseconds)
            }
            return (Self.text(core), Self.text(ReferenceParser.parseTimeOfDay(bytes)))
        }
    }

    /// `nil` when the core agrees with the reference (value, or error kind and offset).
    func check(_ bytes: [UInt8], door: Door) -> String? {
        let (core, reference) = outcomes(bytes, door: door)
        return core == reference ? nil : "\(Show.input(bytes)) [\(self)] via \(door): core \(core), reference \(reference)"
    }

    static func text<V>(_ result: Result<V, FastDate.ParseError>) -> String {
        switch result {
        case .success(let v): "\(v)"
        case .failure(let e): "error \(e.kind.rawValue) at \(e.offset)"
        }
    }

    static func text<V>(_ outcome: ReferenceParser.WallOutcome<V>) -> String {
        switch outcome {
        case .value(let v): "\(v)"
        case .failure(let f): "error \(f.kind) at \(f.offset)"
        }
    }
}
