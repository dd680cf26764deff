import FastDateCore
import Testing
import FastDateTestSupport

/// `Spec/patterns/vectors/`: what `DateFormatter` wrote for the common patterns, and the
/// pattern rules one by one, through every door.
@Suite struct PatternVectorTests {
    static let cases: [SpecVectorLoader.DateFormatterCase] = (try? SpecVectorLoader.dateFormatterCases()) ?? []

    @Test func theDateFormatterVectorsLoad() throws {
        let cases = try SpecVectorLoader.dateFormatterCases()
        #expect(cases.count >= 30)
        #expect(cases.allSatisfy { $0.vectors.count >= 2000 })
    }

    /// Byte-identical to `DateFormatter`'s text, through the `String` door and into a buffer.
    @Test(arguments: Self.cases)
    func writesWhatDateFormatterWrites(_ c: SpecVectorLoader.DateFormatterCase) throws {
        let format = FastDate.Format.pattern(c.pattern)
        var buffer = [UInt8](repeating: 0, count: c.pattern.maxFormattedLength)
        var mismatches = 0
        for v in c.vectors {
            let t = FastDate.Timestamp(seconds: floorDivision(v.milliseconds, by: 1000).quotient,
                                       nanoseconds: Int32(floorDivision(v.milliseconds, by: 1000).remainder * 1_000_000))
            let text = try FastDate.format(t, as: format)
            let count = try buffer.withUnsafeMutableBytes { try FastDate.format(t, as: format, into: $0) }
            if text != v.text || String(decoding: buffer[..<count], as: UTF8.self) != v.text {
                mismatches += 1
                if mismatches <= 5 { Issue.record("\(c): \(v.milliseconds) ms wrote \(text.debugDescription), DateFormatter \(v.text.debugDescription)") }
            }
        }
        #expect(mismatches == 0)
    }

    /// What `DateFormatter` wrote reads back to the instant it reads, through every door.
    @Test(arguments: Self.cases)
    func readsWhatDateFormatterWrote(_ c: SpecVectorLoader.DateFormatterCase) throws {
        let format = FastDate.Format.pattern(c.pattern)
        var mismatches = 0
        for (n, v) in c.vectors.enumerated() {
            let bytes = Array(v.text.utf8)
            let door = Door.rotating(n, for: bytes)
            let expected = FastDate.Timestamp(seconds: floorDivision(v.readBack, by: 1000).quotient,
                                              nanoseconds: Int32(floorDivision(v.readBack, by: 1000).remainder * 1_000_000),
                                              utcOffset: c.utcOffset)
            let result = door.parseTimestamp(bytes, as: format)
            if case .success(let t) = result, t == expected { continue }
            mismatches += 1
            if mismatches <= 5 { Issue.record("\(c): \(v.text.debugDescription) via \(door) gave \(result), DateFormatter \(expected)") }
        }
        #expect(mismatches == 0)
    }

    @Test func ruleByRuleParseVectors() throws {
        let vectors = try SpecVectorLoader.patternParseVectors()
        #expect(vectors.count > 100)
        for v in vectors {
            let format = FastDate.Format.pattern(try v.options.compile())
            let bytes = Array(v.input.utf8)
            for door in Door.allCases where door.accepts(bytes) {
                let result = door.parseTimestamp(bytes, as: format)
                switch (v.expected, result) {
                case (.timestamp(let expected), .success(let t)) where t == expected: continue
                case (.error(let kind, let offset), .failure(let e)) where e.kind == kind && e.offset == offset: continue
                default: Issue.record("\(v) via \(door): got \(result), expected \(v.expected)")
                }
            }
        }
    }

    @Test func ruleByRuleFormatVectors() throws {
        let vectors = try SpecVectorLoader.patternFormatVectors()
        #expect(vectors.count > 30)
        for v in vectors {
            let pattern = try v.options.compile()
            let result = Result { () throws(FastDate.FormatError) in try FastDate.format(v.timestamp, as: .pattern(pattern)) }
            switch (v.expected, result) {
            case (.success(let text), .success(let written)) where text == written:
                // And it reads back to the instant, truncated to what was written.
                let back = try FastDate.parseTimestamp(written, as: .pattern(pattern))
                #expect(try FastDate.format(back, as: .pattern(pattern)) == written, "\(v)")
            case (.failure(let e), .failure(let got)) where e == got: break
            default: Issue.record("\(v): got \(result), expected \(v.expected)")
            }
        }
    }

    @Test func compileVectors() throws {
        let vectors = try SpecVectorLoader.patternCompileVectors()
        #expect(vectors.count > 40)
        for v in vectors {
            let result = Result { () throws(FastDate.PatternError) in try FastDate.Pattern(v.pattern) }
            switch (v.error, result) {
            case (nil, .success): break
            case (let expected?, .failure(let got)) where expected == got: break
            default: Issue.record("\(v): got \(result), expected \(v.error.map(String.init(describing:)) ?? "success")")
            }
        }
    }
}

extension SpecVectorLoader.DateFormatterCase: CustomTestStringConvertible {
    public var testDescription: String { description }
}
