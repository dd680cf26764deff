import Testing

/// Collects mismatches from a large loop and records them as issues, capped so one
/// systematic bug does not bury the output under thousands of identical lines.
public struct FailureReport {
    public private(set) var count = 0
    private let limit: Int
    private let sourceLocation: SourceLocation

    public init(limit: Int = 60, sourceLocation: SourceLocation = #_sourceLocation) {
        self.limit = limit
        self.sourceLocation = sourceLocation
    }

    /// How many checks ``check(_:_:)`` has counted.
    public private(set) var checked = 0

    /// Counts a check, and records `message` when it failed.
    public mutating func check(_ ok: Bool, _ message: @autoclosure () -> String) {
        checked += 1
        if !ok { add(message()) }
    }

    /// Records the failures seen by ``check(_:_:)``, and a failure of its own when fewer than
    /// `minimumChecked` checks ran (a loader that found nothing passes no test).
    public func finish(minimumChecked: Int) {
        if checked < minimumChecked {
            Issue.record("only \(checked) checks ran, expected at least \(minimumChecked)", sourceLocation: sourceLocation)
        }
        finish(checked: checked)
    }

    public mutating func add(_ message: @autoclosure () -> String) {
        count += 1
        if count <= limit { Issue.record(Comment(rawValue: message()), sourceLocation: sourceLocation) }
    }

    public func finish(checked: Int) {
        if count > limit {
            Issue.record("\(count) failures in total over \(checked) cases (first \(limit) shown)", sourceLocation: sourceLocation)
        }
    }
}
