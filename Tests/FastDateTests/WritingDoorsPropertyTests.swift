import FastDate
import Foundation
import Testing
import FastDateTestSupport

/// The writing rule at every door (`Spec/date-time/date-time.md`, "The writing rule"): random
/// `Date`s of 1900–2100 with arbitrary fractions, in every format, through the core's
/// `format` (`String` and buffer) of `Timestamp(date)`, `Date.formatted`, `DateFormatStyle`,
/// `JSONEncoder`, the property wrapper and `DateTranscoder`. The doors agree; nothing is
/// written a microsecond or more later than the `Date`; text read back and written again is
/// the same text; and an epoch number reads back in Foundation's own strategies.
@Suite struct WritingDoorsPropertyTests {
    struct Box: Codable { let at: Date }

    // One `FormatCoding` per format, for the property wrapper door.
    enum ISO: FastDate.FormatCoding { static var format: FastDate.Format { .iso8601 } }
    enum ISO0: FastDate.FormatCoding { static var format: FastDate.Format { .iso8601.fractionDigits(0) } }
    enum ISO6: FastDate.FormatCoding { static var format: FastDate.Format { .rfc3339.fractionDigits(6) } }
    enum ISO9: FastDate.FormatCoding { static var format: FastDate.Format { .iso8601.fractionDigits(9) } }
    enum JS: FastDate.FormatCoding { static var format: FastDate.Format { .javaScript } }
    enum Full: FastDate.FormatCoding { static var format: FastDate.Format { .fullDate } }
    enum HTTP: FastDate.FormatCoding { static var format: FastDate.Format { .httpDate } }
    enum Mail: FastDate.FormatCoding { static var format: FastDate.Format { .rfc5322 } }
    enum Annotated: FastDate.FormatCoding { static var format: FastDate.Format { .rfc9557 } }
    enum Basic: FastDate.FormatCoding { static var format: FastDate.Format { .iso8601Basic.fractionDigits(3) } }
    enum DotNet: FastDate.FormatCoding { static var format: FastDate.Format { .dotNetJSON } }
    enum Cookie: FastDate.FormatCoding { static var format: FastDate.Format { .cookieDate } }
    enum Seconds: FastDate.FormatCoding { static var format: FastDate.Format { .epoch(.seconds) } }
    enum Milliseconds: FastDate.FormatCoding { static var format: FastDate.Format { .epoch(.milliseconds) } }
    enum Microseconds: FastDate.FormatCoding { static var format: FastDate.Format { .epoch(.microseconds) } }
    enum WholeSeconds: FastDate.FormatCoding { static var format: FastDate.Format { .epoch(.seconds).fractionDigits(0) } }
    enum SQL: FastDate.FormatCoding {
        static var format: FastDate.Format { .pattern(try! FastDate.Pattern("yyyy-MM-dd HH:mm:ss.SSS")) }
    }
    enum Header: FastDate.FormatCoding {
        static var format: FastDate.Format { .pattern(try! FastDate.Pattern("EEE, dd MMM yyyy HH:mm:ss 'GMT'")) }
    }

    /// Each format with its wrapper, the unit its text ends at (seconds; 0 for a date), and
    /// whether it writes a JSON number.
    static let formats: [(any FastDate.FormatCoding.Type, Double, Bool)] = [
        (ISO.self, 0.001, false), (ISO0.self, 1, false), (ISO6.self, 0.000_001, false), (ISO9.self, 0.000_001, false),
        (JS.self, 0.001, false), (Full.self, 86_400, false), (HTTP.self, 1, false), (Mail.self, 1, false),
        (Annotated.self, 0.001, false), (Basic.self, 0.001, false), (DotNet.self, 0.001, false), (Cookie.self, 1, false),
        (Seconds.self, 0.000_001, true), (Milliseconds.self, 0.000_001, true), (Microseconds.self, 0.000_001, true),
        (WholeSeconds.self, 1, true), (SQL.self, 0.001, false), (Header.self, 1, false),
    ]

    /// Dates of 1900–2100: any Double, whole seconds, whole milliseconds and a hair below
    /// them (where rounding and truncation part), and microseconds.
    static func dates() -> [Date] {
        var rng = SeededGenerator(seed: 0xD00_25)
        return (0..<1_500).map { i in
            let seconds = Double(Int64.random(in: -2_208_988_800...4_102_444_799, using: &rng))
            let fraction: Double = switch i % 5 {
            case 0: Double.random(in: 0..<1, using: &rng)
            case 1: 0
            case 2: Double(Int.random(in: 0..<1000, using: &rng)) / 1000
            case 3: Double(Int.random(in: 1...1000, using: &rng)) / 1000 - 0.000_000_3
            default: Double(Int.random(in: 0..<1_000_000, using: &rng)) / 1e6
            }
            return Date(timeIntervalSince1970: seconds + fraction)
        }
    }

    struct Row<Coding: FastDate.FormatCoding>: Codable { var at: FastDate.Coded<Coding> }

    static func wrapped<Coding: FastDate.FormatCoding>(_ coding: Coding.Type, _ date: Date) throws -> String {
        let json = String(decoding: try JSONEncoder().encode(Row<Coding>(at: FastDate.Coded<Coding>(wrappedValue: date))), as: UTF8.self)
        return String(json.dropFirst(6).dropLast())
    }

    @Test func everyDoorWritesTheRule() throws {
        var report = FailureReport()
        let withoutEscapes = JSONEncoder()
        withoutEscapes.outputFormatting = .withoutEscapingSlashes
        for (coding, unit, writesNumber) in Self.formats {
            let format = coding.format
            let encoder = JSONEncoder()
            encoder.dateEncodingStrategy = .fast(format)
            encoder.outputFormatting = .withoutEscapingSlashes  // `/Date(…)/` as the core writes it
            let transcoder = FastDate.DateTranscoder(encoding: format)
            for date in Self.dates() {
                let t = FastDate.Timestamp(date)
                let core = try FastDate.format(t, as: format)
                var buffer = [UInt8](repeating: 0, count: 64)
                let count = try buffer.withUnsafeMutableBytes { try FastDate.format(t, as: format, into: $0) }
                let json = String(decoding: try encoder.encode(Box(at: date)), as: UTF8.self).dropFirst(6).dropLast()
                let encoded = writesNumber ? String(json) : String(json.dropFirst().dropLast())
                let wrapper = try Self.wrapped(coding, date).replacingOccurrences(of: "\\/", with: "/")
                let doors = [
                    ("buffer", String(decoding: buffer[..<count], as: UTF8.self)),
                    ("formatted", date.formatted(.fast(format))),
                    ("style", FastDate.DateFormatStyle(format).format(date)),
                    ("transcoder", try transcoder.encode(date)),
                    ("encoder", encoded),
                    ("wrapper", writesNumber ? wrapper : String(wrapper.dropFirst().dropLast())),
                ]
                for (door, text) in doors {
                    // A JSON number is compared as a number: JSON keeps no trailing zeros.
                    let same = writesNumber ? Decimal(string: text) == Decimal(string: core) : text == core
                    report.check(same, "\(format) \(date.timeIntervalSince1970): \(door) wrote \(text), the core \(core)")
                }

                // Never later than the Date by a microsecond, and within the unit written.
                let back = try Date(fast: core, as: format)
                let ahead = back.timeIntervalSince(date)
                report.check(ahead < 0.000_001 && ahead > -(unit + 0.000_001),
                             "\(format) \(date.timeIntervalSince1970): \(core) is \(ahead) s from it")

                // Text read back and written again is the same text.
                report.check(back.formatted(.fast(format)) == core, "\(format): \(core) came back as \(back.formatted(.fast(format)))")

                // An epoch number reads back in Foundation's own strategies.
                if writesNumber, format != .epoch(.microseconds) {
                    let decoder = JSONDecoder()
                    decoder.dateDecodingStrategy = format == .epoch(.milliseconds) ? .millisecondsSince1970 : .secondsSince1970
                    let foundation = try decoder.decode(Box.self, from: Data("{\"at\":\(core)}".utf8)).at
                    report.check(abs(foundation.timeIntervalSince(back)) < 0.000_001,
                                 "\(format): Foundation read \(core) as \(foundation.timeIntervalSince1970)")
                }
            }
        }
        report.finish(minimumChecked: Self.formats.count * 1_500 * 8)
    }
}
