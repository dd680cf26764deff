import FastDate
import Foundation
import OpenAPIRuntime
import Testing
@testable import EventsAPI

/// `FastDate.DateTranscoder` used the way swift-openapi-runtime uses a transcoder: through
/// the runtime's own `DateTranscoder` protocol, as an existential, beside the runtime's stock
/// `ISO8601DateTranscoder`.
@Suite struct DateTranscoderTests {
    let transcoder: any OpenAPIRuntime.DateTranscoder = FastDate.DateTranscoder()

    /// Every `.iso8601` Spec vector a string can carry, through the default transcoder; and
    /// every RFC 3339 vector through a transcoder told to read `.rfc3339`: the vector's
    /// instant, or its error at its byte, with the format the error names.
    @Test(arguments: [("iso8601", FastDate.Format.iso8601), ("rfc3339", .rfc3339)])
    func decodesEverySpecVector(_ profile: String, _ format: FastDate.Format) throws {
        let transcoder: any OpenAPIRuntime.DateTranscoder = FastDate.DateTranscoder(decoding: format)
        var checked = 0
        for (label, vector) in try SpecVector.load(profile: profile) {
            let input = vector.input!
            if let seconds = vector.seconds, let nanoseconds = vector.nanoseconds {
                let want = Date(FastDate.Timestamp(seconds: seconds, nanoseconds: nanoseconds))
                #expect(try transcoder.decode(input) == want, "\(label)")
            } else {
                let kind = try #require(vector.error.flatMap(FastDate.ParseError.Kind.init(rawValue:)), "\(label): error kind")
                do {
                    let date = try transcoder.decode(input)
                    Issue.record("\(label): decoded \(date), expected \(kind)")
                } catch let error as FastDate.ParseError {
                    #expect(error.kind == kind && error.offset == vector.offset && error.suggestedFormat == vector.hint,
                            "\(label): \(error)")
                }
            }
            checked += 1
        }
        #expect(checked >= 100, "only \(checked) \(profile) vectors")
    }

    /// The shapes the stock transcoder refuses one or the other of, by its options, and the
    /// offsets it reads that RFC 3339 does not.
    @Test func readsAnyFractionAndAnyOffset() throws {
        let instant = Date(timeIntervalSince1970: 1_616_146_640)
        for text in ["2021-03-19T09:37:20Z", "2021-03-19T09:37:20.000Z", "2021-03-19T10:37:20+01:00",
                     "2021-03-19T10:37:20+0100", "2021-03-19T10:37:20+01", "2021-03-19t09:37:20z"] {
            #expect(try transcoder.decode(text) == instant, "\(text)")
        }
        #expect(try transcoder.decode("2021-03-19T09:37:20.123456789Z")
                == Date(FastDate.Timestamp(seconds: 1_616_146_640, nanoseconds: 123_456_789)))
        // A date alone is UTC midnight in `.iso8601`; `.rfc3339` refuses it and names `.iso8601`.
        #expect(try transcoder.decode("2021-03-19") == Date(timeIntervalSince1970: 1_616_112_000))
        let strict: any OpenAPIRuntime.DateTranscoder = FastDate.DateTranscoder(decoding: .rfc3339)
        let error = try #require(throws: FastDate.ParseError.self) { try strict.decode("2021-03-19T10:37:20+0100") }
        #expect(error.kind == .expectedOffsetColon && error.suggestedFormat == ".iso8601")
    }

    /// Every text the runtime's own `ISO8601DateTranscoder` reads, in its default options and
    /// in `.iso8601WithFractionalSeconds`: the same instant here. The texts are written out in
    /// every combination of the parts a sender varies (offset spelling, `T` or `t`, fraction),
    /// over instants spread across 1900–2099.
    @Test func readsEveryDateTheStockTranscoderReads() throws {
        let stock: [any OpenAPIRuntime.DateTranscoder] = [ISO8601DateTranscoder(), ISO8601DateTranscoder.iso8601WithFractionalSeconds]
        let first: Int64 = -2_208_988_800, span: Int64 = 6_311_433_600  // 1900-01-01 … 2099-12-31
        var readByStock = 0
        for i in Int64(0)..<600 {
            // Instants and offsets spread by multiplying with large odd numbers: no generator,
            // the same texts every run.
            let seconds = first + (i &* 2_654_435_761) % span
            let quarterHours: Int64 = (i &* 40_503) % 113 - 56  // -14:00 … +14:00
            let offsetMinutes = Int(quarterHours) * 15
            let milliseconds = Int((i &* 7_919) % 1000)
            let local = FastDate.Timestamp(seconds: seconds, utcOffset: Int32(offsetMinutes * 60))
            let head = String(try FastDate.format(local, as: .rfc3339.fractionDigits(0)).prefix(19))
            let sign = offsetMinutes < 0 ? "-" : "+"
            let hh = String(format: "%02d", abs(offsetMinutes) / 60), mm = String(format: "%02d", abs(offsetMinutes) % 60)
            var offsets = ["\(sign)\(hh):\(mm)", "\(sign)\(hh)\(mm)"]
            if offsetMinutes % 60 == 0 { offsets.append("\(sign)\(hh)") }
            if offsetMinutes == 0 { offsets += ["Z", "z"] }
            for offset in offsets {
                for separator in ["T", "t"] {
                    for fraction in ["", String(format: ".%03d", milliseconds)] {
                        let text = head.replacingOccurrences(of: "T", with: separator) + fraction + offset
                        guard let expected = stock.lazy.compactMap({ try? $0.decode(text) }).first else { continue }
                        readByStock += 1
                        let got = try transcoder.decode(text)
                        #expect(abs(got.timeIntervalSince(expected)) < 0.000_001, "\(text): stock \(expected), FastDate \(got)")
                    }
                }
            }
        }
        #expect(readByStock >= 600 * 4, "the stock transcoder read only \(readByStock) texts")
    }

    /// `toISOString()` by default, as the format style writes it; what it writes reads back,
    /// and the stock transcoder reads it too.
    @Test func writesToISOStringByDefault() throws {
        let stock = ISO8601DateTranscoder.iso8601WithFractionalSeconds
        for i in Int64(0)..<500 {
            let seconds = -2_000_000_000 + (i &* 2_654_435_761) % 7_000_000_000
            let date = Date(timeIntervalSince1970: Double(seconds) + Double((i &* 7_919) % 1000) / 1000)
            let text = try transcoder.encode(date)
            #expect(text == date.formatted(.fast(.javaScript)), "\(date): \(text)")
            #expect(try abs(transcoder.decode(text).timeIntervalSince(date)) < 0.000_5, "\(text) read back")
            #expect(try abs(stock.decode(text).timeIntervalSince(date)) < 0.000_5, "\(text) read by the stock transcoder")
        }
        let custom: any OpenAPIRuntime.DateTranscoder = FastDate.DateTranscoder(encoding: .rfc3339.fractionDigits(0).writingUTCOffset(3600))
        // Truncated to the written second by the writing rule, as every door truncates.
        #expect(try custom.encode(Date(timeIntervalSince1970: 1_616_146_640.9)) == "2021-03-19T10:37:20+01:00")
        #expect(throws: FastDate.FormatError.self) { try custom.encode(Date(timeIntervalSince1970: 1e18)) }
    }
}
