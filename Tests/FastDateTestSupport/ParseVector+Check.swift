import FastDateCore
import Testing

extension SpecVectorLoader.ParseVector {
    /// What `door` gets wrong about this vector, both for the exact `parseTimestamp` and
    /// for `parse` (Double seconds), and for an `.iso8601` vector also the door's
    /// format-less `parseTimestamp` and `parse`; empty when it gets everything right. Error vectors must match
    /// in kind, offset, the "at byte N" of the message, and the other format it names
    /// (`suggestedFormat`, which the message then ends with).
    ///
    /// Shared by `SpecVectors` (every vector) and the suites for one piece of the grammar
    /// (offsets, fractions, epoch numbers), which run the vectors of their piece.
    public func mismatches(via door: Door) -> [String] {
        var exacts = [("", door.parseTimestamp(bytes, as: format))]
        if format == .iso8601 { exacts.append((" without a format", door.parseTimestamp(bytes))) }
        var doubles = [("parse", door.parse(bytes, as: format))]
        if format == .iso8601 { doubles.append(("parse without a format", door.parse(bytes))) }
        var problems: [String] = []
        switch expected {
        case .timestamp(let want):
            for (name, exact) in exacts {
                if case .success(let got) = exact, got == want {} else {
                    problems.append("\(label) via \(door)\(name): expected \(Show.timestamp(want)), got \(Show.result(exact))")
                }
            }
            for (name, double) in doubles {
                if case .success(let got) = double, got == want.timeIntervalSince1970 {} else {
                    problems.append("\(label) via \(door) \(name): expected \(want.timeIntervalSince1970), got \(Show.result(double))")
                }
            }
        case .error(let kind, let offset):
            for (name, exact) in exacts {
                if case .failure(let got) = exact, got.kind == kind, got.offset == offset, got.suggestedFormat == hint,
                    got.description.hasSuffix(hint.map { " at byte \(offset); the text reads as \($0)" } ?? " at byte \(offset)") {} else {
                    problems.append("\(label) via \(door)\(name): expected error \(kind.rawValue) at \(offset) naming \(hint ?? "no format"), got \(Show.result(exact))")
                }
            }
            for (name, double) in doubles {
                if case .failure(let got) = double, got.kind == kind, got.offset == offset, got.suggestedFormat == hint,
                    got.description.hasSuffix(hint.map { " at byte \(offset); the text reads as \($0)" } ?? " at byte \(offset)") {} else {
                    problems.append("\(label) via \(door) \(name): expected error \(kind.rawValue) at \(offset) naming \(hint ?? "no format"), got \(Show.result(double))")
                }
            }
        }
        return problems
    }
}

extension Result where Failure == FastDate.ParseError {
    /// The error's kind and byte offset, or `nil` on success: what the Spec vectors record.
    /// (`ParseError`'s `==` also compares the field values its message names.)
    public var kindAndOffset: (kind: FastDate.ParseError.Kind, offset: Int)? {
        if case .failure(let error) = self { (error.kind, error.offset) } else { nil }
    }
}

extension Array where Element == SpecVectorLoader.ParseVector {
    /// Runs every vector through every door that can carry its bytes and records each
    /// mismatch as an issue at the caller; an empty array is itself a failure, so a filter
    /// that matches nothing cannot pass.
    public func checkThroughEveryDoor(sourceLocation: SourceLocation = #_sourceLocation) {
        guard !isEmpty else {
            Issue.record("no vectors to check", sourceLocation: sourceLocation)
            return
        }
        var report = FailureReport(sourceLocation: sourceLocation)
        for vector in self {
            for door in Door.allCases where door.accepts(vector.bytes) {
                for problem in vector.mismatches(via: door) { report.add(problem) }
            }
        }
        report.finish(checked: count)
    }
}
