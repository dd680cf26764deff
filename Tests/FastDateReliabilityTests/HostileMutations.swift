import FastDate
import Testing
import FastDateTestSupport

/// Valid Spec inputs broken one byte at a time: every byte value at every position, every
/// insertion and deletion, every truncation. Each result must be exactly the reference's
/// (value, or error kind and offset), which also proves every error offset lies inside the
/// input, and whatever the strict profiles accept the default profile accepts as the same
/// instant.
@Suite struct HostileMutations {
    /// One valid vector per shape (digits folded to `9`) and profile, so the sample spans
    /// every form the Spec lists rather than 300 variations of one date-time.
    static func validShapes() throws -> [SpecVectorFiles.Vector] {
        var seen = Set<String>()
        var result: [SpecVectorFiles.Vector] = []
        for vector in try SpecVectorFiles.all() where vector.expected.isValue && vector.bytes.count <= 60 {
            let shape = vector.bytes.map { $0 >= 0x30 && $0 <= 0x39 ? UInt8(ascii: "9") : $0 }
            if seen.insert("\(vector.profile) \(String(decoding: shape, as: UTF8.self))").inserted {
                result.append(vector)
            }
        }
        return result
    }

    static func sample() throws -> [SpecVectorFiles.Vector] {
        let shapes = try validShapes()
        try #require(shapes.count >= 300, "only \(shapes.count) valid shapes")
        // Every n-th shape (`FASTDATE_MUTATION_STRIDE`: every 80th in a short run, every 10th
        // in a long one) keeps the suite to minutes in a debug build; the scripts take all.
        return TestEnvironment.exhaustive ? shapes : TestLength.everyNth(shapes, TestEnvironment.mutationStride)
    }

    @Test func everySingleByteSubstitution() throws {
        let vectors = try Self.sample()
        var report = FailureReport(limit: 40)
        var checked = 0
        for vector in vectors {
            for position in vector.bytes.indices {
                var mutated = vector.bytes
                for byte in 0...255 where byte != Int(vector.bytes[position]) {
                    mutated[position] = UInt8(byte)
                    Self.check(mutated, vector.profile, n: checked, into: &report)
                    checked += 1
                }
            }
        }
        report.finish(checked: checked)
        Summary.print("everySingleByteSubstitution", "\(vectors.count) valid shapes, \(checked) mutants")
    }

    @Test func everyInsertionAndDeletion() throws {
        let vectors = try Self.sample()
        let inserted = Array("0123456789-+:.TtZz ,e\u{0}\u{7F}".utf8) + [0x80, 0xC3, 0xFF]
        var report = FailureReport(limit: 40)
        var checked = 0
        for vector in vectors {
            for position in 0...vector.bytes.count {
                for byte in inserted {
                    var mutated = vector.bytes
                    mutated.insert(byte, at: position)
                    Self.check(mutated, vector.profile, n: checked, into: &report)
                    checked += 1
                }
                if position < vector.bytes.count {
                    var mutated = vector.bytes
                    mutated.remove(at: position)
                    Self.check(mutated, vector.profile, n: checked, into: &report)
                    // Doubled bytes: `2021--03`, `::`, `ZZ`.
                    mutated.insert(vector.bytes[position], at: position)
                    mutated.insert(vector.bytes[position], at: position)
                    Self.check(mutated, vector.profile, n: checked + 1, into: &report)
                    checked += 2
                }
            }
        }
        report.finish(checked: checked)
        Summary.print("everyInsertionAndDeletion", "\(vectors.count) valid shapes, \(checked) mutants")
    }

    /// Every prefix of every valid vector (all of them, not a sample: this is cheap), which
    /// is how a date arrives from a cut-off buffer or a short read.
    @Test func everyTruncation() throws {
        var report = FailureReport(limit: 40)
        var checked = 0
        for vector in try SpecVectorFiles.all() where vector.expected.isValue {
            for end in 0..<vector.bytes.count {
                Self.check(Array(vector.bytes[..<end]), vector.profile, n: checked, into: &report)
                checked += 1
            }
        }
        report.finish(checked: checked)
        Summary.print("everyTruncation", "\(checked) prefixes")
    }

    /// The local-time grammars the same way: every byte value at every position, every
    /// insertion, deletion and truncation of one valid vector per shape.
    @Test func localTimeMutations() throws {
        var seen = Set<String>()
        var shapes: [SpecVectorFiles.WallVector] = []
        for vector in try SpecVectorFiles.localTimeVectors() where !vector.expected.hasPrefix("error ") && vector.bytes.count <= 60 {
            let shape = vector.bytes.map { $0 >= 0x30 && $0 <= 0x39 ? UInt8(ascii: "9") : $0 }
            if seen.insert("\(vector.grammar) \(String(decoding: shape, as: UTF8.self))").inserted { shapes.append(vector) }
        }
        let sample = TestEnvironment.exhaustive ? shapes : TestLength.everyNth(shapes, 8)
        try #require(sample.count >= 10, "only \(sample.count) valid local-time shapes")
        let inserted = Array("0123456789:. APMapm\u{0}".utf8) + [0x80, 0xC2, 0xA0, 0xE2, 0xFF]
        var report = FailureReport(limit: 40)
        var checked = 0
        func check(_ bytes: [UInt8], _ grammar: LocalTimeGrammar) {
            if let problem = grammar.check(bytes, door: Door.rotating(checked, for: bytes)) { report.add(problem) }
            checked += 1
        }
        for vector in sample {
            let bytes = vector.bytes
            for position in 0...bytes.count {
                if position < bytes.count {
                    var mutated = bytes
                    for byte in 0...255 where byte != Int(bytes[position]) {
                        mutated[position] = UInt8(byte)
                        check(mutated, vector.grammar)
                    }
                    var deleted = bytes
                    deleted.remove(at: position)
                    check(deleted, vector.grammar)
                }
                for byte in inserted {
                    var mutated = bytes
                    mutated.insert(byte, at: position)
                    check(mutated, vector.grammar)
                }
                check(Array(bytes[..<position]), vector.grammar)
            }
        }
        report.finish(checked: checked)
        Summary.print("localTimeMutations", "\(sample.count) valid shapes, \(checked) mutants")
    }

    /// Agreement with the reference in `profile`, and the strict-implies-default rules.
    static func check(_ bytes: [UInt8], _ profile: ProfileCase, n: Int, into report: inout FailureReport) {
        if let problem = Agreement.check(bytes, profile, door: Door.rotating(n, for: bytes)) {
            report.add(problem)
        }
        if let problem = Subsets.check(bytes, assumedUTCOffset: profile.assumedUTCOffset) {
            report.add(problem)
        }
    }
}

/// `.rfc3339` and `.fullDate` are subsets of `.iso8601`, value for value; an epoch number in
/// seconds is one too, within the years 0000–9999 (past them `.iso8601` refuses a number:
/// `Spec/epoch/epoch.md`). Checked on the core alone, so it holds even where the reference
/// would be wrong.
enum Subsets {
    static func check(_ bytes: [UInt8], assumedUTCOffset: Int32? = nil) -> String? {
        let assumed = assumedUTCOffset
        let iso = Result { () throws(FastDate.ParseError) in
            try FastDate.parseTimestamp(bytes, as: assumed.map { FastDate.Format.iso8601.assumingUTCOffset($0) } ?? .iso8601)
        }
        let strictFormats: [(String, FastDate.Format)] = [
            ("rfc3339", assumed.map { FastDate.Format.rfc3339.assumingUTCOffset($0) } ?? .rfc3339),
            ("fullDate", .fullDate),
            ("epoch(.seconds)", .epoch(.seconds)),
        ]
        for (name, format) in strictFormats {
            guard let strict = try? FastDate.parseTimestamp(bytes, as: format) else { continue }
            if case .success(let t) = iso, t == strict { continue }
            let outsideTheYears = strict.seconds < -62_167_219_200 || strict.seconds >= 253_402_300_800
            if name == "epoch(.seconds)", outsideTheYears, case .failure(let error) = iso,
               error.kind == .numberOutsideEpochSecondsYears { continue }
            return "\(Show.input(bytes)): .\(name) gave \(strict), .iso8601 gave \(iso)"
        }
        return nil
    }
}
