import FastDate
import Foundation
import Testing
import FastDateTestSupport

/// Many tasks and threads parsing and formatting the same shared inputs at once. The core
/// keeps no state between calls, so every one must see exactly what a lone caller sees;
/// under `Scripts/sanitizers.sh` the thread sanitizer watches for any shared write (a lazy
/// global, a cache, a copy-on-write buffer mutated in place).
@Suite struct ConcurrentParsing {
    /// Shared, immutable inputs with the results computed once, up front, by one thread.
    struct Case: Sendable {
        let bytes: [UInt8]
        let text: String
        let substring: Substring
        let format: FastDate.Format
        let expected: ReferenceParser.Outcome
        /// What `formatted` gives for the parsed value (empty when there is none to format).
        let texts: [String]
    }

    static func cases() throws -> [Case] {
        let vectors = try SpecVectorFiles.all()
        return stride(from: 0, to: vectors.count, by: 7).map { i in
            let v = vectors[i]
            let text = String(decoding: v.bytes, as: UTF8.self)
            let expected = ReferenceParser.Outcome(Door.array.parseTimestamp(Array(text.utf8), as: v.profile.format))
            return Case(
                bytes: v.bytes, text: text, substring: Door.embedded(Array(text.utf8)), format: v.profile.format,
                expected: expected, texts: timestamp(expected).map(formatted) ?? [])
        }
    }

    static func timestamp(_ outcome: ReferenceParser.Outcome) -> FastDate.Timestamp? {
        guard case .value(let v) = outcome, v.utcOffset % 60 == 0 else { return nil }
        return FastDate.Timestamp(seconds: v.seconds, nanoseconds: v.nanoseconds, utcOffset: v.utcOffset)
    }

    /// Formats one timestamp every way, returning the texts so the caller can compare.
    static func formatted(_ t: FastDate.Timestamp) -> [String] {
        var texts: [String] = []
        for digits in 0...9 { texts.append((try? FastDate.format(t, as: .rfc3339.fractionDigits(digits))) ?? "error") }
        texts.append((try? FastDate.format(t, as: .javaScript)) ?? "error")
        var buffer = [UInt8](repeating: 0, count: FastDate.maxFormattedLength)
        let count = buffer.withUnsafeMutableBytes { (try? FastDate.format(t, as: .rfc3339.fractionDigits(3), into: $0)) ?? 0 }
        texts.append(String(decoding: buffer[..<count], as: UTF8.self))
        return texts
    }

    static func mismatches(in cases: [Case], rounds: Int, start: Int) -> Int {
        var mismatches = 0
        for round in 0..<rounds {
            for k in cases.indices {
                let c = cases[(k + start + round) % cases.count]
                let results = [
                    ReferenceParser.Outcome(Result { () throws(FastDate.ParseError) in try FastDate.parseTimestamp(c.text, as: c.format) }),
                    ReferenceParser.Outcome(Result { () throws(FastDate.ParseError) in try FastDate.parseTimestamp(c.substring, as: c.format) }),
                    ReferenceParser.Outcome(Result { () throws(FastDate.ParseError) in try FastDate.parseTimestamp(c.bytes, as: c.format) }),
                    c.bytes.withSpan { s in ReferenceParser.Outcome(Result { () throws(FastDate.ParseError) in try FastDate.parseTimestamp(s, as: c.format) }) },
                ]
                mismatches += results.filter { $0 != c.expected }.count
                if let t = timestamp(c.expected), formatted(t) != c.texts { mismatches += 1 }
            }
        }
        return mismatches
    }

    @Test func concurrentTasksShareInputs() async throws {
        let cases = try Self.cases()
        try #require(cases.count > 200)
        let mismatches = await withTaskGroup(of: Int.self) { group in
            for task in 0..<32 {
                group.addTask { Self.mismatches(in: cases, rounds: 3, start: task * 13) }
            }
            return await group.reduce(0, +)
        }
        #expect(mismatches == 0)
    }

    /// Plain threads as well as tasks: the cooperative pool has as many threads as cores,
    /// which on a small CI machine is two; `concurrentPerform` runs more at once.
    @Test func concurrentThreadsShareInputs() throws {
        let cases = try Self.cases()
        let total = LockedCounter()
        DispatchQueue.concurrentPerform(iterations: 16) { worker in
            total.add(Self.mismatches(in: cases, rounds: 2, start: worker * 31))
        }
        #expect(total.value == 0)
    }
}

/// One compiled pattern (`Spec/patterns/patterns.md`) read and written by 8 tasks at once:
/// a pattern is an immutable value whose compiled program every copy shares, so the thread
/// sanitizer (`Scripts/sanitizers.sh thread`) must see no shared write, and every task must
/// get what one task alone gets.
@Suite struct ConcurrentPatternUse {
    static let patterns: [FastDate.Pattern] = [
        try! FastDate.Pattern("EEE, dd MMM yyyy HH:mm:ss.SSS Z", utcOffset: 19_800),
        try! FastDate.Pattern("yyyy-MM-dd HH:mm", timeZone: TimeZone(identifier: "Europe/Paris")!),
    ]

    @Test(arguments: Self.patterns)
    func eightTasksShareOnePattern(_ pattern: FastDate.Pattern) async throws {
        let format = FastDate.Format.pattern(pattern)
        // What one task alone gets, computed first.
        let instants = (0..<2_000).map { FastDate.Timestamp(seconds: 1_000_000_000 + Int64($0) * 86_413, nanoseconds: Int32($0 % 1000) * 1_000_000) }
        let texts = try instants.map { try FastDate.format($0, as: format) }
        let readings = try texts.map { try FastDate.parseTimestamp($0, as: format) }
        let mismatches = await withTaskGroup(of: Int.self) { group in
            for task in 0..<8 {
                group.addTask {
                    var wrong = 0
                    for k in 0..<instants.count {
                        let n = (k + task * 251) % instants.count
                        if (try? FastDate.format(instants[n], as: format)) != texts[n] { wrong += 1 }
                        if (try? FastDate.parseTimestamp(texts[n], as: format)) != readings[n] { wrong += 1 }
                    }
                    return wrong
                }
            }
            return await group.reduce(0, +)
        }
        #expect(mismatches == 0)
    }
}

/// A total the workers add to; the lock is the only shared mutable state in the test.
final class LockedCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var total = 0

    func add(_ n: Int) {
        lock.lock()
        total += n
        lock.unlock()
    }

    var value: Int {
        lock.lock()
        defer { lock.unlock() }
        return total
    }
}
