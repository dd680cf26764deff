import Foundation

/// Shows how far the run has got, on standard error so the table on standard output stays
/// clean when it is piped to a file.
///
/// On a terminal it is one live line, rewritten in place. Otherwise (CI logs, `| tee`) it
/// prints a line when a section starts and then at most one every ``quietLimit``, so a
/// reader never waits minutes on a silent log: the `JSONDecoder` sections take a minute
/// or more each.
struct Progress {
    /// The longest a non-terminal run stays silent while a section is measured.
    static let quietLimit: Duration = .seconds(10)

    let sections: Int
    let live: Bool
    private var lastLine = ContinuousClock.now
    private var sectionStart = ContinuousClock.now
    private var currentSection = -1

    init(sections: Int, live: Bool) {
        self.sections = sections
        self.live = live
    }

    mutating func show(_ stage: Harness.Stage, in section: Section, number: Int) {
        let now = ContinuousClock.now
        let title = "[\(number + 1)/\(sections)] \(section.group) · \(section.title)"
        let what: String
        switch stage {
        case .preparing(let row):
            what = "warming up \(section.rows[row].name) (row \(row + 1) of \(section.rows.count))"
        case .sampling(let round, let rounds):
            what = "sample \(round + 1) of \(rounds) across \(section.rows.count) rows"
        }
        if live {
            write("\u{1B}[2K\r\(String("\(title): \(what)".prefix(140)))")
            return
        }
        if number != currentSection {
            currentSection = number
            sectionStart = now
            lastLine = now
            write("measuring \(title) (\(section.rows.count) rows)\n")
        } else if now - lastLine >= Self.quietLimit {
            lastLine = now
            write("  … \(what), \(Report.minutesAndSeconds(now - sectionStart)) into the section\n")
        }
    }

    /// Clears the live line before the section's table is printed.
    func finish() {
        if live { write("\u{1B}[2K\r") }
    }

    private func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
