import AllocationCounter
import FastDate
import Foundation
import Testing
import FastDateTestSupport

// swift-openapi-runtime's protocol, declared exactly as in its
// Sources/OpenAPIRuntime/Conversion/Configuration.swift (github.com/apple/swift-openapi-runtime,
// Copyright (c) 2023 Apple Inc. and the SwiftOpenAPIGenerator project authors, Apache License
// v2.0), so that the conformance a user writes is compiled here without the dependency.
protocol DateTranscoder: Sendable {
    /// Encodes the `Date` as a `String`.
    func encode(_: Date) throws -> String

    /// Decodes a `String` as a `Date`.
    func decode(_: String) throws -> Date
}

// The one line a user writes, empty: `FastDate.DateTranscoder`'s typed-throws methods are the
// witnesses. (A user writes `@retroactive` too, since there both the protocol and the type
// belong to other modules; here the protocol is this module's.)
extension FastDate.DateTranscoder: DateTranscoder {}

/// `FastDate.DateTranscoder` used the way swift-openapi-runtime uses a transcoder: through
/// the protocol, as an existential.
@Suite struct DateTranscoderTests {
    let transcoder: any DateTranscoder = FastDate.DateTranscoder()

    /// Every `.iso8601` Spec vector a string can carry, through the default transcoder: the
    /// core's instant, or its error (with the format it names); and every RFC 3339 vector
    /// through a transcoder told to read `.rfc3339`.
    @Test(arguments: [("iso8601", FastDate.Format.iso8601), ("rfc3339", .rfc3339)])
    func decodesEverySpecVector(_ profile: String, _ format: FastDate.Format) throws {
        let transcoder: any DateTranscoder = profile == "iso8601" ? self.transcoder : FastDate.DateTranscoder(decoding: format)
        var report = FailureReport()
        for vector in try SpecVectorLoader.stringVectors(profile: profile) where vector.assumedUTCOffset == nil {
            let input = vector.input!
            switch vector.expected {
            case .timestamp(let t):
                let got = Result { try transcoder.decode(input) }
                if case .success(let date) = got, date == Date(t) {} else {
                    report.add("\(vector.label): \(got), expected \(Date(t))")
                }
            case .error(let kind, let offset):
                do {
                    let date = try transcoder.decode(input)
                    report.add("\(vector.label): decoded \(date), expected \(kind)")
                } catch let error as FastDate.ParseError {
                    report.check(error.kind == kind && error.offset == offset && error.suggestedFormat == vector.hint,
                                 "\(vector.label): \(error)")
                } catch {
                    report.add("\(vector.label): \(error) is not a FastDate.ParseError")
                }
            }
        }
        report.finish(minimumChecked: 100)
    }

    /// The shapes `ISO8601DateTranscoder` refuses one or the other of, by its options, and
    /// the offsets it reads that RFC 3339 does not.
    @Test func readsAnyFractionAndAnyOffset() throws {
        let instant = Date(timeIntervalSince1970: 1_616_146_640)
        #expect(try transcoder.decode("2021-03-19T09:37:20Z") == instant)
        #expect(try transcoder.decode("2021-03-19T09:37:20.000Z") == instant)
        #expect(try transcoder.decode("2021-03-19T10:37:20+01:00") == instant)
        #expect(try transcoder.decode("2021-03-19T10:37:20+0100") == instant)
        #expect(try transcoder.decode("2021-03-19T10:37:20+01") == instant)
        #expect(try transcoder.decode("2021-03-19t09:37:20z") == instant)
        #expect(try transcoder.decode("2021-03-19T09:37:20.123456789Z") == Date(FastDate.Timestamp(seconds: 1_616_146_640, nanoseconds: 123_456_789)))
        // A date alone is UTC midnight in `.iso8601`; `.rfc3339` refuses it and names `.iso8601`.
        #expect(try transcoder.decode("2021-03-19") == Date(timeIntervalSince1970: 1_616_112_000))
        let strict = FastDate.DateTranscoder(decoding: .rfc3339)
        let error = try #require(throws: FastDate.ParseError.self) { try strict.decode("2021-03-19T10:37:20+0100") }
        #expect(error.kind == .expectedOffsetColon && error.suggestedFormat == ".iso8601")
    }

    /// Every text the stock transcoder's `ISO8601DateFormatter` reads, with
    /// `.withInternetDateTime` and with `.withFractionalSeconds` too, that is a real date
    /// in the real grammar: the same instant here. Written out in every combination of the
    /// parts a sender varies (offset spelling, separator, fraction), over random instants.
    @Test func readsEveryDateTheStockTranscoderReads() throws {
        let plain = ISO8601DateFormatter()
        plain.formatOptions = [.withInternetDateTime]
        let fractional = ISO8601DateFormatter()
        fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        var generator = SeededGenerator(seed: 0x150_8601)
        var report = FailureReport()
        var readByFoundation = 0
        for _ in 0..<600 {
            let seconds = Int64.random(in: -2_208_988_800...4_102_444_799, using: &generator)  // 1900 … 2099
            let offsetMinutes = Int.random(in: -14 * 60...14 * 60, using: &generator) / 15 * 15
            let local = FastDate.Timestamp(seconds: seconds, utcOffset: Int32(offsetMinutes * 60))
            let base = try FastDate.format(local, as: .rfc3339.fractionDigits(0))  // …T10:37:20+01:00 or Z
            let head = String(base.prefix(19))
            let sign = offsetMinutes < 0 ? "-" : "+"
            let hh = String(format: "%02d", abs(offsetMinutes) / 60), mm = String(format: "%02d", abs(offsetMinutes) % 60)
            var offsets = ["\(sign)\(hh):\(mm)", "\(sign)\(hh)\(mm)"]
            if offsetMinutes % 60 == 0 { offsets.append("\(sign)\(hh)") }
            if offsetMinutes == 0 { offsets += ["Z", "z"] }
            let milliseconds = Int.random(in: 0..<1000, using: &generator)
            for offset in offsets {
                for separator in ["T", "t"] {
                    let dateTime = head.replacingOccurrences(of: "T", with: separator)
                    for fraction in ["", String(format: ".%03d", milliseconds)] {
                        let text = dateTime + fraction + offset
                        guard let expected = (fraction.isEmpty ? plain : fractional).date(from: text) else { continue }
                        readByFoundation += 1
                        let got = Result { try transcoder.decode(text) }
                        var same = false
                        if case .success(let date) = got { same = abs(date.timeIntervalSince(expected)) < 0.000_001 }
                        report.check(same, "\(text): Foundation \(expected.timeIntervalSince1970), FastDate \(got)")
                    }
                }
            }
        }
        report.finish(minimumChecked: 600)
        #expect(readByFoundation >= 600 * 4, "Foundation read only \(readByFoundation) texts")
    }

    /// `toISOString()` by default, as the format style writes it; what it writes reads back.
    @Test func writesToISOStringByDefault() throws {
        var generator = SeededGenerator(seed: 0x0A_71)
        var report = FailureReport()
        for _ in 0..<500 {
            let date = Date(timeIntervalSince1970: Double(Int64.random(in: -2_000_000_000...5_000_000_000, using: &generator))
                + Double(Int.random(in: 0..<1000, using: &generator)) / 1000)
            let text = try transcoder.encode(date)
            report.check(text == date.formatted(.fast(.javaScript)), "\(date): \(text)")
            report.check(try abs(transcoder.decode(text).timeIntervalSince(date)) < 0.000_5, "\(text) read back")
        }
        report.finish(minimumChecked: 1000)
        let custom = FastDate.DateTranscoder(encoding: .rfc3339.fractionDigits(0).writingUTCOffset(3600))
        // Truncated to the written second by the writing rule, as every door truncates.
        #expect(try custom.encode(Date(timeIntervalSince1970: 1_616_146_640.9)) == "2021-03-19T10:37:20+01:00")
        #expect(throws: FastDate.FormatError.self) { try custom.encode(Date(timeIntervalSince1970: 1e18)) }
    }

    /// Reading allocates nothing, writing only its `String` (measured where the counter works).
    @Test(.enabled(if: fastdate_allocation_counting_available() != 0, "allocation counting needs glibc's malloc to interpose (Linux)"))
    func allocatesOnlyTheString() throws {
        let fast = FastDate.DateTranscoder()
        let text = "2021-03-19T09:37:20.123+01:00"
        let date = try fast.decode(text)  // warm-up
        _ = try fast.encode(date)
        var decoded = 0.0
        let before = fastdate_thread_allocations()
        for _ in 0..<100 { decoded += try fast.decode(text).timeIntervalSince1970 }
        let decoding = fastdate_thread_allocations() - before
        var written = 0
        let middle = fastdate_thread_allocations()
        for _ in 0..<100 { written += try fast.encode(date).utf8.count }
        let encoding = fastdate_thread_allocations() - middle
        #expect(decoded > 0 && written == 100 * 24)
        #expect(decoding == 0, "decode allocated \(decoding) times in 100 calls")
        #expect(encoding == 100, "encode allocated \(encoding) times in 100 calls: one String each")
    }
}
