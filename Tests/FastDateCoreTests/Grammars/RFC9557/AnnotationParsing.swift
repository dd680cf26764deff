import FastDateCore
import Testing
import FastDateTestSupport

/// RFC 9557 suffixes (`RFC9557Reader`, `AnnotationReader`, `Spec/rfc9557/rfc9557.md`): every
/// annotated vector through every door, the instants of `.rfc9557`, and hostile input.
@Suite("RFC 9557 annotation parsing") struct AnnotationParsing {
    @Test func everyAnnotatedVectorThroughEveryDoor() throws {
        let vectors = try SpecVectorLoader.annotatedVectors()
        try #require(vectors.count >= 1000, "only \(vectors.count) annotated vectors")
        var failures: [String] = []
        for vector in vectors {
            for door in Door.allCases where door.accepts(vector.bytes) {
                let got = door.parseAnnotatedDateTime(vector.bytes)
                switch (vector.expected, got) {
                case (.annotated(let local, let unknown, let zone, let name, let critical), .success(let a)):
                    var ok = a.dateTime == local && a.hasUnknownLocalOffset == unknown && a.timeZone == zone
                        && a.isTimeZoneCritical == critical
                    if case .identifier(let range) = a.timeZone {
                        ok = ok && String(decoding: vector.bytes[range], as: UTF8.self) == name
                    }
                    if !ok { failures.append("\(vector) via \(door): got \(a)") }
                case (.error(let kind, let offset), .failure(let error)) where error.kind == kind && error.offset == offset:
                    break
                default:
                    failures.append("\(vector) via \(door): want \(vector.expected), got \(got)")
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) mismatches:\n\(failures.prefix(20).joined(separator: "\n"))")
    }

    /// `.rfc9557`'s instants (`Spec/rfc9557/vectors/rfc9557.json`), through every door.
    @Test func everyRFC9557VectorThroughEveryDoor() throws {
        let vectors = try SpecVectorLoader.parseVectors().filter { $0.format == .rfc9557 || $0.format == .rfc9557.assumingUTCOffset(7200) }
        try #require(vectors.count >= 1000, "only \(vectors.count) rfc9557 vectors")
        vectors.checkThroughEveryDoor()
    }

    /// Without a suffix, `.rfc9557` reads a date-time exactly as `.iso8601` does.
    @Test func withoutASuffixItIsISO8601() throws {
        for vector in try SpecVectorLoader.parseVectors() where vector.format == .iso8601 {
            guard !vector.bytes.contains(UInt8(ascii: "[")), case .timestamp(let t) = vector.expected else { continue }
            // Dates alone and numbers are not date-times.
            guard vector.bytes.contains(UInt8(ascii: ":")) else { continue }
            let got = Door.array.parseTimestamp(vector.bytes, as: .rfc9557)
            #expect(got == .success(t), "\(vector)")
        }
    }

    @Test func theInstantAndTheZone() throws {
        let text = "2022-07-08T00:14:07+01:00[!Europe/Paris][u-ca=gregory]"
        let a = try FastDate.parseAnnotatedDateTime(text)
        #expect(a.timestamp == FastDate.Timestamp(seconds: 1_657_235_647, utcOffset: 3600))
        #expect(a.isTimeZoneCritical)
        guard case .identifier(let range) = a.timeZone else { Issue.record("no zone"); return }
        #expect(String(decoding: Array(text.utf8)[range], as: UTF8.self) == "Europe/Paris")
        #expect(try FastDate.parseTimestamp(text, as: .rfc9557) == a.timestamp)
        #expect(try FastDate.parseAnnotatedDateTime("2022-07-08T00:14:07[Europe/Paris]").timestamp == nil)
        #expect(throws: FastDate.ParseError(.missingOffset, offset: 19)) {
            try FastDate.parseTimestamp("2022-07-08T00:14:07[Europe/Paris]", as: .rfc9557)
        }
        #expect(try FastDate.parseTimestamp("2022-07-08T00:14:07[Europe/Paris]", as: .rfc9557.assumingUTCOffset(7200))
            == FastDate.Timestamp(seconds: 1_657_232_047, utcOffset: 7200))
        #expect(try FastDate.parseTimestamp("2022-07-08T00:14:07[+08:45]", as: .rfc9557).utcOffset == 31_500)
    }

    /// A megabyte in a zone name, a tag or a run of tags is read in one pass.
    @Test func megabyteSuffixes() throws {
        let megabyte = 1 << 20
        let base = "2022-07-08T00:14:07+01:00"
        let name = base + "[" + String(repeating: "a", count: megabyte) + "]"
        #expect(try FastDate.parseTimestamp(name, as: .rfc9557).utcOffset == 3600)
        let tags = base + String(repeating: "[a=b]", count: megabyte / 5) + "x"
        #expect(throws: FastDate.ParseError(.trailingBytes, offset: tags.utf8.count - 1)) {
            try FastDate.parseTimestamp(tags, as: .rfc9557)
        }
        let brackets = String(repeating: "[", count: megabyte)
        #expect(throws: FastDate.ParseError(.expectedYear, offset: 0)) { try FastDate.parseTimestamp(brackets, as: .rfc9557) }
        let unclosed = base + "[" + String(repeating: "a", count: megabyte)
        #expect(throws: FastDate.ParseError(.expectedClosingBracket, offset: unclosed.utf8.count)) {
            try FastDate.parseTimestamp(unclosed, as: .rfc9557)
        }
    }
}
