import Testing

/// Collects mismatches over thousands of vectors and reports them as one issue with the
/// first few, so that a broken rule reads as one failure and not ten thousand.
struct FailureList {
    private(set) var failures: [String] = []
    private(set) var checked = 0

    mutating func check(_ ok: Bool, _ message: @autoclosure () -> String) {
        checked += 1
        if !ok { failures.append(message()) }
    }

    func finish(minimumChecked: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(checked >= minimumChecked, "only \(checked) checks ran", sourceLocation: sourceLocation)
        let shown = failures.prefix(25).joined(separator: "\n")
        #expect(failures.isEmpty, "\(failures.count) of \(checked) failed:\n\(shown)", sourceLocation: sourceLocation)
    }
}
