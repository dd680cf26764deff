import Testing

/// Collects mismatches from a large loop and records the first few as issues, so one
/// systematic bug does not bury the output under a million identical lines.
struct FailureReport {
    private(set) var count = 0
    private let limit: Int
    private let sourceLocation: SourceLocation

    init(limit: Int = 40, sourceLocation: SourceLocation = #_sourceLocation) {
        self.limit = limit
        self.sourceLocation = sourceLocation
    }

    mutating func add(_ message: @autoclosure () -> String) {
        count += 1
        if count <= limit { Issue.record(Comment(rawValue: message()), sourceLocation: sourceLocation) }
    }

    func finish(checked: Int) {
        if count > limit {
            Issue.record("\(count) failures in total over \(checked) cases (first \(limit) shown)", sourceLocation: sourceLocation)
        }
    }
}
