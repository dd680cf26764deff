import FastDate

/// One way of parsing: the core's `Format` and the reference's profile side by side, with
/// the Spec's name for messages and vector files.
struct ProfileCase: Sendable, CustomStringConvertible {
    let name: String
    let format: FastDate.Format
    let reference: ReferenceParser.Profile
    let assumedUTCOffset: Int32?

    var description: String {
        assumedUTCOffset.map { "\(name) assuming \($0)" } ?? name
    }

    static let iso8601 = ProfileCase(name: "iso8601", format: .iso8601, reference: .iso8601, assumedUTCOffset: nil)
    static let rfc3339 = ProfileCase(name: "rfc3339", format: .rfc3339, reference: .rfc3339, assumedUTCOffset: nil)
    static let fullDate = ProfileCase(name: "fullDate", format: .fullDate, reference: .fullDate, assumedUTCOffset: nil)
    static let epochSeconds = ProfileCase(
        name: "epochSeconds", format: .epoch(.seconds), reference: .epoch(maxFractionDigits: 9), assumedUTCOffset: nil)
    static let epochMilliseconds = ProfileCase(
        name: "epochMilliseconds", format: .epoch(.milliseconds), reference: .epoch(maxFractionDigits: 6), assumedUTCOffset: nil)
    static let epochMicroseconds = ProfileCase(
        name: "epochMicroseconds", format: .epoch(.microseconds), reference: .epoch(maxFractionDigits: 3), assumedUTCOffset: nil)
    static let epochNanoseconds = ProfileCase(
        name: "epochNanoseconds", format: .epoch(.nanoseconds), reference: .epoch(maxFractionDigits: 0), assumedUTCOffset: nil)

    /// Every profile without an assumed offset, in the Spec's order.
    static let plain: [ProfileCase] = [
        .iso8601, .rfc3339, .fullDate, .epochSeconds, .epochMilliseconds, .epochMicroseconds, .epochNanoseconds,
    ]

    /// Spec profiles this reference does not implement (see `SpecVectorFiles.all()`): their
    /// independent references are the vector generator's (`Spec/tools/internet_dates.py`,
    /// `Spec/tools/rfc9557.py`, `Spec/tools/flexible_vectors.py`), and the fuzzer checks their
    /// invariants (`.flexible`'s against its order, restated from the other formats').
    static let profilesWithOtherReferences: Set<String> = ["httpDate", "rfc5322", "rfc9557", "iso8601Basic", "dotNetJSON", "cookieDate", "flexible"]

    static func named(_ name: String) -> ProfileCase? {
        plain.first { $0.name == name }
    }

    /// This profile reading offset-less date-times at `seconds` east of UTC.
    func assuming(_ seconds: Int32) -> ProfileCase {
        ProfileCase(name: name, format: format.assumingUTCOffset(seconds), reference: reference, assumedUTCOffset: seconds)
    }

    func reference(_ bytes: [UInt8]) -> ReferenceParser.Outcome {
        ReferenceParser.parse(bytes, reference, assumedUTCOffset: assumedUTCOffset.map(Int.init))
    }
}

extension ReferenceParser.Outcome {
    init(_ result: Result<FastDate.Timestamp, FastDate.ParseError>) {
        switch result {
        case .success(let t):
            self = .value(.init(seconds: t.seconds, nanoseconds: t.nanoseconds, utcOffset: t.utcOffset))
        case .failure(let e):
            self = .failure(.init(kind: e.kind.rawValue, offset: e.offset))
        }
    }

    var isValue: Bool {
        if case .value = self { true } else { false }
    }

    var text: String {
        switch self {
        case .value(let v): "seconds \(v.seconds), nanoseconds \(v.nanoseconds), utcOffset \(v.utcOffset)"
        case .failure(let f): "error \(f.kind) at \(f.offset)"
        }
    }
}
