/// One line per large test on standard output, so the scripts (and CI logs) show how much
/// was checked: a count of zero would otherwise pass as silently as a million.
enum Summary {
    static func print(_ test: String, _ facts: String) {
        Swift.print("[reliability] \(test): \(facts)")
    }
}
