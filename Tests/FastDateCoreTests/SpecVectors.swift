import FastDateCore
import Foundation
import Testing
import FastDateTestSupport

/// `Spec/<grammar>/vectors` is the contract in executable form: every vector, through every door,
/// for both the exact and the `Double` result.
@Suite struct SpecVectors {
    /// A missing or half-written folder must fail the suite, not let it pass on nothing.
    @Test func vectorFolderIsPopulated() throws {
        let files = try SpecVectorLoader.files()
        #expect(files.contains { !SpecVectorLoader.isFormatFile($0) }, "no parse vector files")
        #expect(files.contains { $0.lastPathComponent == "format-javascript.json" }, "format-javascript.json missing")
        #expect(files.contains { $0.lastPathComponent == "format-rfc3339.json" }, "format-rfc3339.json missing")
        let total = try SpecVectorLoader.parseVectors().count + SpecVectorLoader.formatVectors().count
        #expect(total >= 600, "only \(total) vectors in \(PackagePaths.instantGrammars)")
        let localTime = try SpecVectorLoader.localTimeVectors()
        for grammar in [SpecVectorLoader.LocalTimeVector.Grammar.timeOfDay, .localDateTime] {
            let count = localTime.filter { $0.grammar == grammar }.count
            #expect(count >= 100, "only \(count) \(grammar.rawValue) vectors in \(SpecVectorLoader.localTimeFolder)/")
        }
    }

    @Test func everyParseVectorThroughEveryDoor() throws {
        let vectors = try SpecVectorLoader.parseVectors()
        try #require(!vectors.isEmpty, "no parse vectors in \(PackagePaths.instantGrammars)")
        vectors.checkThroughEveryDoor()
    }

    /// Times of day and local date-times, through every door of their own parse functions.
    @Test func everyLocalTimeVectorThroughEveryDoor() throws {
        let vectors = try SpecVectorLoader.localTimeVectors()
        try #require(!vectors.isEmpty, "no local-time vectors")
        var report = FailureReport()
        for vector in vectors {
            for door in Door.allCases where door.accepts(vector.bytes) {
                switch vector.grammar {
                case .timeOfDay:
                    let got = door.parseTimeOfDay(vector.bytes)
                    if !Self.matches(got, vector.expected) {
                        report.add("\(vector.label) via \(door): expected \(vector.expected), got \(Show.result(got))")
                    }
                case .localDateTime:
                    let got = door.parseLocalDateTime(vector.bytes)
                    if !Self.matches(got, vector.expected) {
                        report.add("\(vector.label) via \(door): expected \(vector.expected), got \(Show.result(got))")
                    }
                }
            }
        }
        report.finish(checked: vectors.count)
    }

    private static func matches<Value>(_ got: Result<Value, FastDate.ParseError>, _ expected: SpecVectorLoader.LocalTimeVector.Expected) -> Bool {
        switch (got, expected) {
        case (.success(let value as FastDate.LocalTime), .timeOfDay(let want)): value == want
        case (.success(let value as FastDate.LocalDateTime), .localDateTime(let want)): value == want
        case (.failure(let error), .error(let kind, let offset)):
            error.kind == kind && error.offset == offset && error.description.hasSuffix(" at byte \(offset)")
        default: false
        }
    }

    @Test func everyFormatVectorByteExact() throws {
        let vectors = try SpecVectorLoader.formatVectors()
        try #require(vectors.contains { $0.layout == .javaScript }, "no JavaScript format vectors")
        try #require(vectors.contains { $0.layout == .rfc3339 }, "no RFC 3339 format vectors")
        try #require(vectors.contains { $0.layout == .rfc9557 }, "no RFC 9557 format vectors")
        for layout in [SpecVectorLoader.FormatVector.Layout.rfc3339, .fullDate, .rfc5322] {
            try #require(vectors.contains { $0.layout == layout && $0.writtenUTCOffset != nil },
                         "no \(layout) format vectors with a writtenUTCOffset")
        }
        try #require(vectors.contains { $0.layout == .httpDate }, "no HTTP-date format vectors")
        try #require(vectors.contains { $0.layout == .rfc5322 }, "no RFC 5322 format vectors")
        try #require(vectors.contains { $0.layout == .epoch }, "no epoch format vectors")
        try #require(vectors.contains { $0.layout == .fullDate }, "no full-date format vectors")
        for layout in [SpecVectorLoader.FormatVector.Layout.iso8601Basic, .dotNetJSON, .cookieDate] {
            try #require(vectors.contains { $0.layout == layout }, "no \(layout) format vectors")
        }
        let raw = UnsafeMutableRawBufferPointer.allocate(byteCount: FastDate.maxFormattedLength, alignment: 1)
        let typed = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: FastDate.maxFormattedLength)
        defer {
            raw.deallocate()
            typed.deallocate()
        }
        var report = FailureReport()
        for vector in vectors {
            check(vector, raw: raw, typed: typed, into: &report)
        }
        report.finish(checked: vectors.count)
    }

    private func check(
        _ vector: SpecVectorLoader.FormatVector, raw: UnsafeMutableRawBufferPointer,
        typed: UnsafeMutableBufferPointer<UInt8>, into report: inout FailureReport
    ) {
        let t = vector.timestamp
        let digits = vector.fractionDigits
        let layout = vector.layout

        // Every layout through every door, with the vector's one `FastDate.Format` value.
        let format = vector.format
        func intoRaw(_ buffer: UnsafeMutableRawBufferPointer) throws(FastDate.FormatError) -> Int {
            try FastDate.format(t, as: format, into: buffer)
        }
        func intoTyped(_ buffer: UnsafeMutableBufferPointer<UInt8>) throws(FastDate.FormatError) -> Int {
            try FastDate.format(t, as: format, into: UnsafeMutableRawBufferPointer(buffer))
        }
        func toString() throws(FastDate.FormatError) -> String {
            try FastDate.format(t, as: format)
        }

        let expectedText: String
        switch vector.expected {
        case .text(let text):
            expectedText = text
        case .error(let kind):
            let thrown = [
                Thrown.formatError { () throws(FastDate.FormatError) in try toString() },
                Thrown.formatError { () throws(FastDate.FormatError) in try intoRaw(raw) },
                Thrown.formatError { () throws(FastDate.FormatError) in try intoTyped(typed) },
            ]
            for (form, error) in zip(["String", "raw buffer", "typed buffer"], thrown) where error?.kind != kind {
                report.add("\(vector.label): \(form) form gave \(String(describing: error)), expected \(kind.rawValue)")
            }
            return
        }
        let want = Array(expectedText.utf8)

        let string = Result { () throws(FastDate.FormatError) in try toString() }
        if case .success(let text) = string, text == expectedText {} else {
            report.add("\(vector.label): String form gave \(string), expected \(expectedText)")
        }
        let rawCount = Result { () throws(FastDate.FormatError) in try intoRaw(raw) }
        if case .success(let n) = rawCount, UnsafeRawBufferPointer(rebasing: raw[..<n]).elementsEqual(want) {} else {
            report.add("\(vector.label): raw buffer form gave \(rawCount), expected \(expectedText)")
        }
        let typedCount = Result { () throws(FastDate.FormatError) in try intoTyped(typed) }
        if case .success(let n) = typedCount, typed[..<n].elementsEqual(want) {} else {
            report.add("\(vector.label): typed buffer form gave \(typedCount), expected \(expectedText)")
        }
        // A buffer of exactly the text's length suffices; one byte less does not.
        let exact = Result { () throws(FastDate.FormatError) in
            try intoRaw(UnsafeMutableRawBufferPointer(rebasing: raw[..<want.count]))
        }
        if case .success(want.count) = exact {} else {
            report.add("\(vector.label): a \(want.count)-byte buffer gave \(exact)")
        }
        let short = Thrown.formatError { () throws(FastDate.FormatError) in
            try intoTyped(UnsafeMutableBufferPointer(rebasing: typed[..<(want.count - 1)]))
        }
        if short?.kind != .bufferTooSmall {
            report.add("\(vector.label): a \(want.count - 1)-byte buffer gave \(String(describing: short)), expected bufferTooSmall")
        }

        // What was written reads back as the instant truncated to the written precision: the
        // written digits, the epoch unit (toward the past), or the day at the offset.
        func truncated(toDigits digits: Int) -> FastDate.Timestamp {
            var step: Int32 = 1
            for _ in 0..<(9 - digits) { step *= 10 }
            return FastDate.Timestamp(
                seconds: t.seconds, nanoseconds: t.nanoseconds - t.nanoseconds % step,
                utcOffset: vector.offsetWritten)
        }
        let back: FastDate.Timestamp
        let grammar: FastDate.Format
        switch layout {
        case .javaScript, .rfc3339, .rfc9557: (back, grammar) = (truncated(toDigits: digits), .iso8601)
        case .httpDate: (back, grammar) = (truncated(toDigits: 0), .httpDate)
        case .rfc5322: (back, grammar) = (truncated(toDigits: 0), .rfc5322)
        case .iso8601Basic: (back, grammar) = (truncated(toDigits: digits), .iso8601Basic)
        case .dotNetJSON: (back, grammar) = (truncated(toDigits: 3), .dotNetJSON)
        case .cookieDate: (back, grammar) = (truncated(toDigits: 0), .cookieDate)
        // Exact by default; with fraction digits, that many digits of the unit, truncated.
        case .epoch: (back, grammar) = (truncated(toDigits: min(9, (vector.unit?.subsecondDigits ?? 0) + (vector.epochFractionDigits ?? 9))), format)
        case .fullDate:
            let local = t.seconds + Int64(vector.offsetWritten)
            let day = (local >= 0 ? local : local - 86_399) / 86_400
            (back, grammar) = (FastDate.Timestamp(seconds: day * 86_400), .fullDate)
        }
        for door in [Door.string, .span] {
            let parsed = door.parseTimestamp(want, as: grammar)
            if case .success(let got) = parsed, got == back {} else {
                report.add("\(vector.label): \(expectedText) via \(door) parsed as \(Show.result(parsed)), expected \(Show.timestamp(back))")
            }
        }
    }
}
