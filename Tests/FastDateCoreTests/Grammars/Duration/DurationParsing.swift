import FastDateCore
import Foundation
import Testing
import FastDateTestSupport

/// ISO 8601 durations (`DurationReader`, `DurationWriter`, `Spec/duration/durations.md`): every
/// vector in `Spec/duration/vectors/` through every door, the canonical writer, the
/// conversion to `Duration`, and hostile input.
@Suite("Duration parsing") struct DurationParsing {
    @Test func everyVectorThroughEveryDoor() throws {
        let vectors = try SpecVectorLoader.durationVectors()
        try #require(vectors.count >= 1000, "only \(vectors.count) duration vectors")
        var failures: [String] = []
        for vector in vectors {
            for door in Door.allCases where door.accepts(vector.bytes) {
                let got = door.parseDuration(vector.bytes)
                switch (vector.expected, got) {
                case (.duration(let want, _), .success(let value)) where value == want:
                    break
                case (.error(let kind, let offset), .failure(let error)) where error.kind == kind && error.offset == offset:
                    break
                default:
                    failures.append("\(vector) via \(door): want \(vector.expected), got \(got)")
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) mismatches:\n\(failures.prefix(20).joined(separator: "\n"))")
    }

    /// Every error kind of the duration grammar is in the vectors.
    @Test func vectorsCoverEveryDurationError() throws {
        let kinds = Set(try SpecVectorLoader.durationVectors().compactMap { vector -> FastDate.ParseError.Kind? in
            if case .error(let kind, _) = vector.expected { return kind }
            return nil
        })
        let durationKinds: Set<FastDate.ParseError.Kind> = [
            .empty, .expectedDurationStart, .expectedDurationNumber, .expectedDurationUnit, .misplacedDurationUnit,
            .misplacedDurationFraction, .durationOutOfRange, .expectedFractionDigit, .trailingBytes,
        ]
        #expect(durationKinds.isSubset(of: kinds), "missing: \(durationKinds.subtracting(kinds))")
    }

    /// The writer gives the vector's canonical text, through `String` and both buffers, and
    /// the parser reads it back to the same value.
    @Test func canonicalTextRoundTrips() throws {
        let raw = UnsafeMutableRawBufferPointer.allocate(byteCount: FastDate.maxFormattedDurationLength, alignment: 1)
        defer { raw.deallocate() }
        let typed = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: FastDate.maxFormattedDurationLength)
        defer { typed.deallocate() }
        var checked = 0
        for vector in try SpecVectorLoader.durationVectors() {
            guard case .duration(let d, let canonical) = vector.expected else { continue }
            #expect(FastDate.format(d) == canonical, "\(vector)")
            #expect(d.description == canonical)
            let n = try FastDate.format(d, into: raw)
            #expect(String(decoding: UnsafeRawBufferPointer(rebasing: raw[..<n]), as: UTF8.self) == canonical)
            let m = try FastDate.format(d, into: UnsafeMutableRawBufferPointer(typed))
            #expect(Array(typed[..<m]) == Array(canonical.utf8))
            #expect(try FastDate.parseDuration(canonical) == d)
            checked += 1
        }
        #expect(checked > 400)
    }

    @Test func theLongestTextFillsTheMaximumAndAShortBufferIsUntouched() throws {
        let max = Int64.max
        let longest = FastDate.ISODuration(years: max, months: max, weeks: max, days: max, hours: max, minutes: max,
                                           seconds: max, nanoseconds: 123_456_789, isNegative: true)
        let texts = FastDate.ISODuration.Style.allCases.map { FastDate.format(longest, style: $0) }
        #expect(texts.map(\.utf8.count).max() == FastDate.maxFormattedDurationLength)
        for (style, text) in zip(FastDate.ISODuration.Style.allCases, texts) {
        let storage = UnsafeMutableRawBufferPointer.allocate(byteCount: text.utf8.count + 8, alignment: 1)
        defer { storage.deallocate() }
        for size in [text.utf8.count, text.utf8.count - 1, 3, 0] {
            storage.initializeMemory(as: UInt8.self, repeating: 0xAA)
            let result = Result { () throws(FastDate.FormatError) in
                try FastDate.format(longest, into: UnsafeMutableRawBufferPointer(rebasing: storage[..<size]), style: style)
            }
            if size == text.utf8.count {
                #expect(try result.get() == size)
            } else {
                #expect(throws: FastDate.FormatError.self) { try result.get() }
                #expect(storage.allSatisfy { $0 == 0xAA }, "wrote into a \(size)-byte \(style) buffer")
            }
        }
        }
        // Hand-built, past what a parse allows: formatted, but no `Duration`.
        #expect(longest.exactSeconds == nil)
        #expect(longest.duration == nil)
    }

    @Test(arguments: [
        ("PT4M13S", Duration.seconds(253)),
        ("P1DT2H", .seconds(93_600)),
        ("P1W", .seconds(604_800)),
        ("-PT1.5H", .seconds(-5_400)),
        ("PT0.000000001S", .nanoseconds(1)),
        ("-PT0.5S", .milliseconds(-500)),
        ("PT0S", .zero),
        ("PT9223372036854775807.999999999S", Duration(secondsComponent: .max, attosecondsComponent: 999_999_999_000_000_000)),
    ] as [(String, Duration)])
    func exactDurations(_ text: String, _ want: Duration) throws {
        #expect(try FastDate.parseDuration(text).duration == want)
    }

    /// Years and months have no fixed length: no `Duration` for them.
    @Test(arguments: ["P1Y", "P1M", "P1Y2M3DT4H", "-P0Y1M"])
    func calendarDurationsHaveNoFixedLength(_ text: String) throws {
        let d = try FastDate.parseDuration(text)
        #expect(d.hasCalendarComponents)
        #expect(d.duration == nil)
    }

    @Test func fieldsAndSign() throws {
        let d = try FastDate.parseDuration("-P3Y6M1W4DT12H30M5.25S")
        #expect(d == FastDate.ISODuration(years: 3, months: 6, weeks: 1, days: 4, hours: 12, minutes: 30,
                                          seconds: 5, nanoseconds: 250_000_000, isNegative: true))
        #expect(try FastDate.parseDuration("-PT0S") == .zero)
        #expect(try FastDate.parseDuration("-PT0S").isNegative == false)
        #expect(FastDate.ISODuration(isNegative: true).isNegative == false, "there is no negative zero")
        #expect(try FastDate.parseDuration("PT1.5H") == FastDate.ISODuration(hours: 1, minutes: 30))
    }

    /// A megabyte of digits, fraction digits or garbage fails (or, for zeros, succeeds) in
    /// one pass: at the first digit too many, not after reading everything.
    @Test func megabyteInputs() throws {
        let megabyte = 1 << 20
        let digits = "P" + String(repeating: "9", count: megabyte) + "D"
        #expect(throws: FastDate.ParseError(.durationOutOfRange, offset: 1)) { try FastDate.parseDuration(digits) }
        let zeros = "P" + String(repeating: "0", count: megabyte) + "1D"
        #expect(try FastDate.parseDuration(zeros) == FastDate.ISODuration(days: 1))
        let fraction = "PT0." + String(repeating: "5", count: megabyte) + "S"
        #expect(try FastDate.parseDuration(fraction).nanoseconds == 555_555_555)
        let garbage = String(repeating: "PT1H", count: megabyte / 4)
        #expect(throws: FastDate.ParseError(.trailingBytes, offset: 4)) { try FastDate.parseDuration(garbage) }
        let units = "P" + String(repeating: "1D", count: megabyte / 2)
        #expect(throws: FastDate.ParseError(.misplacedDurationUnit, offset: 4)) { try FastDate.parseDuration(units) }
    }
}
