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
