import FastDateCore
import Testing
import FastDateTestSupport

/// Random keys against the literal reading of `Spec/keys/keys.md` (``KeyReference``), and the
/// properties the spec promises for every key, vector or not.
@Suite struct KeyProperties {
    /// Pieces a key is built from: every byte class, with multi-byte characters whole, so
    /// the keys are valid UTF-8 and the output can be checked to stay so.
    static let pieces: [String] = [
        "a", "b", "z", "A", "B", "Z", "0", "7", "9", "_", "_", "-", " ", ".", "$", "@",
        "é", "É", "ß", "🙂", "\u{301}", "id", "ID", "Url", "HTTP", "v2",
    ]

    static func randomKey(_ g: inout SeededGenerator) -> [UInt8] {
        let count = Int.random(in: 0...14, using: &g)
        var key: [UInt8] = []
        for _ in 0..<count { key += Array(pieces.randomElement(using: &g)!.utf8) }
        return key
    }

    static func convert(_ key: [UInt8]) -> (bytes: [UInt8], unchanged: Bool) {
        var out = [UInt8](repeating: 0, count: key.count)
        let n = key.withUnsafeBytes { k in out.withUnsafeMutableBytes { FastDate.KeyCase.lowerCamelCase(k, into: $0) } }
        guard let n else { return (key, true) }
        return (Array(out[..<n]), false)
    }

    @Test func agreesWithTheReferenceOnRandomKeys() {
        var g = SeededGenerator(seed: 0x6B65_7973)
        var report = FailureReport()
        let rounds = 60_000
        for _ in 0..<rounds {
            let key = Self.randomKey(&g)
            let (got, unchanged) = Self.convert(key)
            let want = KeyReference.convert(key)
            if got != want {
                report.add("\(Show.input(key)): wrote \(Show.input(got)), the reference says \(Show.input(want))")
            }
            if unchanged != (want == key) {
                report.add("\(Show.input(key)): unchanged = \(unchanged), but the reference \(want == key ? "keeps" : "changes") it")
            }
            let isCamel = key.withUnsafeBytes { FastDate.KeyCase.isLowerCamelCase($0) }
            if isCamel != unchanged { report.add("\(Show.input(key)): isLowerCamelCase \(isCamel), conversion unchanged \(unchanged)") }
        }
        report.finish(checked: rounds)
    }

    /// The definition of lowerCamelCase spelled out in `Spec/keys/keys.md`, checked against
    /// what the routine decides.
    @Test func lowerCamelCaseIsWhatTheSpecSpellsOut() {
        var g = SeededGenerator(seed: 11)
        var report = FailureReport()
        let rounds = 30_000
        for _ in 0..<rounds {
            let key = Self.randomKey(&g)
            let body = Array(key.drop { $0 == UInt8(ascii: "_") }.reversed().drop { $0 == UInt8(ascii: "_") }.reversed())
            let spelledOut: Bool
            if body.allSatisfy(KeyReference.isSeparator) {
                spelledOut = true
            } else {
                let capitalsOK = body.indices.dropFirst().allSatisfy { i in
                    !(KeyReference.isUpper(body[i]) && KeyReference.isUpper(body[i - 1]))
                        || (i + 1 < body.count && KeyReference.isLower(body[i + 1]))
                }
                spelledOut = !body.contains(where: KeyReference.isSeparator) && !KeyReference.isUpper(body[0]) && capitalsOK
            }
            let decided = key.withUnsafeBytes { FastDate.KeyCase.isLowerCamelCase($0) }
            if decided != spelledOut { report.add("\(Show.input(key)): isLowerCamelCase \(decided), the spec's definition says \(spelledOut)") }
        }
        report.finish(checked: rounds)
    }

    @Test func outputIsValidShorterAndFreeOfInnerSeparators() {
        var g = SeededGenerator(seed: 42)
        var report = FailureReport()
        let rounds = 30_000
        for _ in 0..<rounds {
            let key = Self.randomKey(&g)
            let (got, unchanged) = Self.convert(key)
            if got.count > key.count { report.add("\(Show.input(key)): grew to \(got.count) bytes") }
            if String(validating: got, as: UTF8.self) == nil { report.add("\(Show.input(key)): invalid UTF-8 out") }
            // Only ASCII bytes are ever changed or dropped: the non-ASCII bytes survive in order.
            if got.filter({ $0 >= 0x80 }) != key.filter({ $0 >= 0x80 }) { report.add("\(Show.input(key)): non-ASCII bytes changed") }
            guard !unchanged else { continue }
            let inner = got.drop { $0 == UInt8(ascii: "_") }.reversed().drop { $0 == UInt8(ascii: "_") }
            if inner.contains(where: KeyReference.isSeparator) { report.add("\(Show.input(key)): separator left in \(Show.input(got))") }
        }
        report.finish(checked: rounds)
    }

    /// Converting twice gives the result of converting once, except where two one-letter
    /// words meet (`a_b_c` → `aBC` → `aBc`), which `Spec/keys/keys.md` names as the only case.
    @Test func idempotentExceptAdjacentOneLetterWords() {
        var g = SeededGenerator(seed: 7)
        var report = FailureReport()
        var exceptions = 0
        let rounds = 30_000
        for _ in 0..<rounds {
            let once = Self.convert(Self.randomKey(&g)).bytes
            let twice = Self.convert(once).bytes
            guard twice != once else { continue }
            let capitalsInARow = zip(once, once.dropFirst()).contains { KeyReference.isUpper($0) && KeyReference.isUpper($1) }
            if capitalsInARow { exceptions += 1 } else { report.add("\(Show.input(once)) converts again to \(Show.input(twice))") }
        }
        report.finish(checked: rounds)
        #expect(exceptions > 0, "the generator never produced adjacent one-letter words; the exception is untested")
    }

    @Test func longKeysUseTheSameRules() {
        let word = "Segment_ID-"
        let key = Array(("__" + String(repeating: word, count: 500) + "end__").utf8)
        let (got, _) = Self.convert(key)
        #expect(got == KeyReference.convert(key))
        #expect(got.starts(with: Array("__segmentIdSegmentId".utf8)))
        #expect(got.count == key.count - 1000)
    }
}
