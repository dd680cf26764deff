import FastDateCore
import Testing
import FastDateTestSupport

/// `Spec/patterns/vectors/strftime.json`: strftime formats against Python's
/// `datetime.strftime`/`strptime` (POSIX) and polars' chrono (chrono), through every door.
@Suite struct StrftimeVectorTests {
    static let cases: [SpecVectorLoader.StrftimeCase] = (try? SpecVectorLoader.strftimeCases()) ?? []

    @Test func theVectorsLoad() throws {
        let cases = try SpecVectorLoader.strftimeCases()
        #expect(cases.count >= 20)
        #expect(Set(cases.map(\.dialect)) == [.posix, .chrono])
        #expect(cases.reduce(0) { $0 + $1.read.count } > 10_000)
    }

    private static func sameInstant(_ a: FastDate.Timestamp, _ b: FastDate.Timestamp) -> Bool {
        a.seconds == b.seconds && a.nanoseconds == b.nanoseconds
    }

    /// Byte for byte what the oracle writes, through the `String` door and into a buffer.
    @Test(arguments: Self.cases)
    func writesWhatTheOracleWrites(_ c: SpecVectorLoader.StrftimeCase) throws {
        let pattern = try c.compile()
        let format = FastDate.Format.pattern(pattern)
        var buffer = [UInt8](repeating: 0, count: pattern.maxFormattedLength)
        var mismatches = 0
        for v in c.written {
            let text = try FastDate.format(v.instant, as: format)
            let count = try buffer.withUnsafeMutableBytes { try FastDate.format(v.instant, as: format, into: $0) }
            if text != v.text || String(decoding: buffer[..<count], as: UTF8.self) != v.text {
                mismatches += 1
                if mismatches <= 5 { Issue.record("\(c): \(v.instant) wrote \(text.debugDescription), the oracle \(v.text.debugDescription)") }
            }
        }
        #expect(mismatches == 0)
    }

    /// What the oracle wrote reads back to the instant the oracle reads, through every door.
    @Test(arguments: Self.cases)
    func readsWhatTheOracleWrote(_ c: SpecVectorLoader.StrftimeCase) throws {
        let format = FastDate.Format.pattern(try c.compile())
        var mismatches = 0
        for (n, v) in c.written.enumerated() {
            let bytes = Array(v.text.utf8)
            let door = Door.rotating(n, for: bytes)
            let result = door.parseTimestamp(bytes, as: format)
            if case .success(let t) = result, Self.sameInstant(t, v.readBack) { continue }
            mismatches += 1
            if mismatches <= 5 { Issue.record("\(c): \(v.text.debugDescription) via \(door) gave \(result), the oracle \(v.readBack)") }
        }
        #expect(mismatches == 0)
    }

    /// Near texts: never a date the oracle does not read, and never another instant; and the
    /// texts the Spec says FastDate reads (a one-digit field between separators) it reads.
    @Test(arguments: Self.cases)
    func nearTextsGiveTheOraclesAnswerOrAnError(_ c: SpecVectorLoader.StrftimeCase) throws {
        let format = FastDate.Format.pattern(try c.compile())
        var wrong = 0, refusedButMustRead = 0, agreed = 0
        for (n, v) in c.read.enumerated() {
            let bytes = Array(v.text.utf8)
            let result = Door.rotating(n, for: bytes).parseTimestamp(bytes, as: format)
            switch (result, v.instant) {
            case (.success(let t), .some(let expected)) where Self.sameInstant(t, expected):
                agreed += 1
            case (.success(let t), _):
                wrong += 1
                if wrong <= 5 { Issue.record("\(c): \(v.text.debugDescription) read as \(t), the oracle \(v.instant.map(String.init(describing:)) ?? "refuses it")") }
            case (.failure, .some):
                // Refusing is allowed only where FastDate's rules are stricter (Spec:
                // "Stricter than Python"); a text that differs from a written one only by a
                // dropped leading zero between separators must read.
                if Self.dropsOneLeadingZero(v.text, of: c) {
                    refusedButMustRead += 1
                    if refusedButMustRead <= 5 { Issue.record("\(c): refused \(v.text.debugDescription), which the oracle reads") }
                }
            case (.failure, .none):
                agreed += 1
            }
        }
        #expect(wrong == 0)
        #expect(refusedButMustRead == 0)
        #expect(agreed > 0)
    }

    /// Whether `text` is one of the case's written texts with one `0` dropped before a digit
    /// that a non-digit follows, where a non-digit precedes it (`2024-3-05`).
    private static func dropsOneLeadingZero(_ text: String, of c: SpecVectorLoader.StrftimeCase) -> Bool {
        let bytes = Array(text.utf8)
        for v in c.written where v.text.utf8.count == bytes.count + 1 {
            let full = Array(v.text.utf8)
            for i in full.indices where full[i] == UInt8(ascii: "0") && i + 1 < full.count {
                let isDigit = { (k: Int) in k >= 0 && k < full.count && full[k] &- UInt8(ascii: "0") < 10 }
                guard !isDigit(i - 1), isDigit(i + 1), !isDigit(i + 2) else { continue }
                if Array(full[..<i]) + full[(i + 1)...] == bytes { return true }
            }
        }
        return false
    }

    /// Each refused format gives its error kind at its position, and a sentence that names the
    /// directive.
    @Test func refusedFormats() throws {
        let cases = try SpecVectorLoader.strftimeCompileCases()
        #expect(cases.count >= 15)
        for c in cases {
            do {
                _ = try FastDate.Pattern(strftime: c.format, dialect: c.dialect)
                Issue.record("\(c) compiled")
            } catch {
                #expect(error.kind == c.error, "\(c)")
                #expect(error.position == c.position, "\(c): \(error)")
                if !error.symbol.isEmpty { #expect(error.description.contains(error.symbol), "\(c): \(error)") }
            }
        }
    }

    @Test func aPatternKnowsItsDialect() throws {
        #expect(try FastDate.Pattern(strftime: "%Y").strftimeDialect == .posix)
        #expect(try FastDate.Pattern(strftime: "%Y", dialect: .chrono).strftimeDialect == .chrono)
        #expect(try FastDate.Pattern("yyyy").strftimeDialect == nil)
        // The same text in two syntaxes is two patterns.
        #expect(try FastDate.Pattern(strftime: "%%") != FastDate.Pattern("%%"))
        #expect(try FastDate.Pattern(strftime: "%Y").defaultDate == FastDate.LocalDateTime(localSeconds: -2_208_988_800))
        #expect(try FastDate.Pattern(strftime: "%y").twoDigitYearStart == 1969)
        #expect(try FastDate.Pattern(strftime: "%y", dialect: .chrono).twoDigitYearStart == 1970)
    }
}
