import FastDate
import Testing
import FastDateTestSupport

/// Fractions and numbers longer than any unit can hold: date fractions are truncated at
/// any length, epoch fractions stop at the unit's limit with `tooManyFractionDigits` at the
/// first digit too many, and long integers are exact (leading zeros) or `outOfRange`.
@Suite struct OverlongNumbers {
    @Test func dateFractionsOfEveryLength() {
        var report = FailureReport(limit: 40)
        for length in Array(1...40) + [100, 1_000, 10_000, 100_000] {
            for digit in ["0", "5", "9"] {
                let fraction = String(repeating: digit, count: length)
                for (text, profile) in [
                    ("2021-03-19T09:37:20.\(fraction)Z", ProfileCase.iso8601),
                    ("1998-12-31T23:59:60.\(fraction)Z", .rfc3339),
                    ("-271821-04-20T00:00:00.\(fraction)+00:00", .iso8601),
                    ("+275760-09-12T23:59:59.\(fraction)Z", .iso8601),
                    ("2021-03-19T09:37:20.\(fraction)", .rfc3339.assuming(-3600)),
                ] {
                    if let problem = Agreement.check(Array(text.utf8), profile, door: .rawBuffer) { report.add(problem) }
                }
                // Truncated, never rounded: nine nines stay nine nines, whatever follows.
                let nanos = (try? FastDate.parseTimestamp("2021-03-19T09:37:20.\(fraction)Z"))?.nanoseconds
                let expected = Int32(String(String(repeating: digit, count: min(length, 9)).padding(toLength: 9, withPad: "0", startingAt: 0)))
                if nanos != expected { report.add("\(length) × \(digit): nanoseconds \(String(describing: nanos)), expected \(String(describing: expected))") }
            }
        }
        report.finish(checked: 44 * 3)
    }

    @Test func epochFractionsAtAndPastEachUnitsLimit() {
        var report = FailureReport(limit: 40)
        for profile in [ProfileCase.epochSeconds, .epochMilliseconds, .epochMicroseconds, .epochNanoseconds, .iso8601] {
            for sign in ["", "-"] {
                for whole in ["0", "1616112000", "8640000000000", "0000000000000000000000001"] {
                    for length in 0...12 {
                        let text = sign + whole + (length == 0 ? "." : "." + String(repeating: "7", count: length))
                        if let problem = Agreement.check(Array(text.utf8), profile, door: .span) { report.add(problem) }
                    }
                }
            }
        }
        report.finish(checked: 5 * 2 * 4 * 13)
        func error(_ text: String, _ format: FastDate.Format) -> ReferenceParser.Outcome {
            ReferenceParser.Outcome(Door.array.parseTimestamp(Array(text.utf8), as: format))
        }
        #expect(error("1.1234567891", .epoch(.seconds)) == .failure(.init(kind: "tooManyFractionDigits", offset: 11)))
        #expect(error("-1.1234567", .epoch(.milliseconds)) == .failure(.init(kind: "tooManyFractionDigits", offset: 9)))
        #expect(error("1.1234", .epoch(.microseconds)) == .failure(.init(kind: "tooManyFractionDigits", offset: 5)))
        #expect(error("1.0", .epoch(.nanoseconds)) == .failure(.init(kind: "tooManyFractionDigits", offset: 2)))
        #expect(error("1.", .epoch(.nanoseconds)) == .failure(.init(kind: "expectedFractionDigit", offset: 2)))
    }

    /// Integers of every length from 1 to 64 digits, in every unit, with and without a
    /// sign and leading zeros: exact below the limit, `outOfRange` above, never wrapped.
    @Test func epochIntegersOfEveryLength() {
        var report = FailureReport(limit: 40)
        var rng = SeededGenerator(seed: TestEnvironment.seed ^ 0x1E)
        var checked = 0
        for length in 1...64 {
            for _ in 0..<20 {
                var digits = (0..<length).map { _ in Character(String(Int.random(in: 0...9, using: &rng))) }
                if Bool.random(using: &rng) { digits[0] = "9" }
                let zeros = String(repeating: "0", count: Int.random(in: 0...3, using: &rng) * Int.random(in: 0...10, using: &rng))
                let text = (Bool.random(using: &rng) ? "-" : "") + zeros + String(digits)
                for profile in [ProfileCase.epochSeconds, .epochMilliseconds, .epochMicroseconds, .epochNanoseconds, .iso8601] {
                    if let problem = Agreement.check(Array(text.utf8), profile, door: .typedBuffer) { report.add(problem) }
                    checked += 1
                }
            }
        }
        report.finish(checked: checked)
    }
}
