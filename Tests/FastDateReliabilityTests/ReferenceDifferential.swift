import FastDate
import Testing
import FastDateTestSupport

/// The core against the slow reference on random inputs: acceptance, exact value, error
/// kind and error offset must all be identical, through every door in turn. Sized by
/// `FASTDATE_DIFFERENTIAL_COUNT` (100,000 by default; `Scripts/differential.sh` runs a
/// million in release).
@Suite struct ReferenceDifferential {
    @Test func parsingAgreesWithReference() {
        let count = TestEnvironment.differentialCount
        var generator = InputGenerator(seed: TestEnvironment.seed)
        var report = FailureReport(limit: 40)
        var accepted = 0
        var kinds = Set<String>()
        for n in 0..<count {
            let (bytes, profile) = generator.next()
            let door = Door.rotating(n, for: bytes)
            if let problem = Agreement.check(bytes, profile, door: door) {
                report.add("input \(n) (seed \(TestEnvironment.seed)): \(problem)")
            }
            // Every eighth input also through every plain profile: the same bytes read as
            // a number, a strict date-time and a date alone meet different rules.
            if n % 8 == 0 {
                for other in ProfileCase.plain where other.name != profile.name || profile.assumedUTCOffset != nil {
                    if let problem = Agreement.check(bytes, other, door: .array) {
                        report.add("input \(n) (seed \(TestEnvironment.seed)): \(problem)")
                    }
                }
            }
            switch profile.reference(bytes) {
            case .value: accepted += 1
            case .failure(let f): kinds.insert(f.kind)
            }
        }
        report.finish(checked: count)
        Summary.print("parsingAgreesWithReference", "\(count) inputs, \(accepted) accepted, \(kinds.count) error kinds, \(report.count) disagreements")
        // The generator must keep reaching both sides and every error kind the instant
        // profiles have (those the Spec's vectors show), or the comparison proves little.
        if count >= 10_000 {
            #expect(accepted > count / 10 && accepted < count * 9 / 10, "\(accepted) of \(count) accepted")
            let specKinds = Set((try? SpecVectorFiles.all())?.compactMap { v -> String? in
                if case .failure(let f) = v.expected { f.kind } else { nil }
            } ?? [])
            #expect(specKinds.count >= 25, "only \(specKinds.count) error kinds in the Spec's vectors")
            let missing = specKinds.subtracting(kinds)
            #expect(missing.isEmpty, "error kinds never produced: \(missing.sorted())")
        }
    }

    /// `parseLocalDateTime` and `LocalTime(parsing:as: .timeOfDay)` the same way.
    @Test func localTimeParsingAgreesWithReference() {
        let count = TestEnvironment.differentialCount
        var generator = InputGenerator(seed: TestEnvironment.seed ^ 0xC10C)
        var report = FailureReport(limit: 40)
        var accepted = 0
        var kinds = Set<String>()
        for n in 0..<count {
            let (bytes, grammar) = generator.nextLocalTime()
            let (core, reference) = grammar.outcomes(bytes, door: Door.rotating(n, for: bytes))
            if core != reference {
                report.add("input \(n) (seed \(TestEnvironment.seed)): \(Show.input(bytes)) [\(grammar)]: core \(core), reference \(reference)")
            }
            if reference.hasPrefix("error ") { kinds.insert(String(reference.split(separator: " ")[1])) } else { accepted += 1 }
        }
        report.finish(checked: count)
        Summary.print("localTimeParsingAgreesWithReference", "\(count) inputs, \(accepted) accepted, \(kinds.count) error kinds, \(report.count) disagreements")
    }

    /// Random timestamps over the whole range (and just past it) through both formatters,
    /// every fraction length and offset form, compared byte for byte with the reference,
    /// then read back.
    @Test func formattingAgreesWithReference() {
        let count = TestEnvironment.differentialCount
        var rng = SeededGenerator(seed: TestEnvironment.seed ^ 0xF0F0)
        var report = FailureReport(limit: 40)
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: FastDate.maxFormattedLength, alignment: 1)
        defer { buffer.deallocate() }
        let limit = FastDate.Timestamp.maximumSeconds
        for n in 0..<count {
            let seconds: Int64
            switch n % 4 {
            case 0: seconds = Int64.random(in: -limit...limit, using: &rng)
            case 1: seconds = Int64.random(in: -5_000_000_000...5_000_000_000, using: &rng)
            case 2: seconds = (n % 8 == 2 ? limit : -limit) + Int64.random(in: -100_000...100_000, using: &rng)
            default: seconds = Int64.random(in: -400...400, using: &rng) * 31_556_952 + Int64.random(in: -90_000...90_000, using: &rng)
            }
            let nanoseconds = n % 3 == 0 ? Int32.random(in: 0...2, using: &rng) * 499_999_999 : Int32.random(in: 0..<1_000_000_000, using: &rng)
            let offset = n % 5 == 0 ? 0 : Int32.random(in: -1439...1439, using: &rng) * 60
            let digits = n % 10
            let t = FastDate.Timestamp(seconds: seconds, nanoseconds: nanoseconds, utcOffset: offset)

            let expected = ReferenceWriter.rfc3339(seconds: seconds, nanoseconds: nanoseconds, utcOffset: offset, fractionDigits: digits)
            let got = Self.written(into: buffer) { b throws(FastDate.FormatError) in
                try FastDate.format(t, as: .rfc3339.fractionDigits(digits), into: b)
            }
            if got != expected { report.add("formatRFC3339(\(t), \(digits)): \(got), reference \(expected)") }
            let gotJS = Self.written(into: buffer) { b throws(FastDate.FormatError) in try FastDate.format(t, as: .javaScript, into: b) }
            let expectedJS = ReferenceWriter.javaScript(seconds: seconds, nanoseconds: nanoseconds)
            if gotJS != expectedJS { report.add("formatJavaScript(\(t)): \(gotJS), reference \(expectedJS)") }

            // What was written reads back as the instant truncated to the written digits.
            if case .text(let text) = expected {
                let unit = Int32([1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000, 1_000_000_000][9 - digits])
                let back = ReferenceParser.Value(seconds: seconds, nanoseconds: nanoseconds - nanoseconds % unit, utcOffset: offset)
                let parsed = ReferenceParser.Outcome(Door.allCases[n % Door.allCases.count].parseTimestamp(Array(text.utf8), as: .iso8601))
                if parsed != .value(back) { report.add("\(text) read back as \(parsed.text)") }
            }
        }
        report.finish(checked: count)
        Summary.print("formattingAgreesWithReference", "\(count) timestamps, \(report.count) disagreements")
    }

    static func written(
        into buffer: UnsafeMutableRawBufferPointer,
        _ write: (UnsafeMutableRawBufferPointer) throws(FastDate.FormatError) -> Int
    ) -> ReferenceWriter.Outcome {
        do {
            let count = try write(buffer)
            return .text(String(decoding: UnsafeRawBufferPointer(rebasing: buffer[..<count]), as: UTF8.self))
        } catch {
            return .failure(error.kind.rawValue)
        }
    }
}
