import FastDate
import Foundation
import Testing
import FastDateTestSupport

/// One `FastDate.Format` value reads and writes everywhere: the core's `format` and
/// `parseTimestamp`, `JSONEncoder`/`JSONDecoder` `.fast(_:)`, the format style, the property
/// wrappers through `FormatCoding`, and `Date(fast:as:)`, all agreeing with each other.
@Suite struct OneVocabularyTests {
    /// Every member the registry names, and some with writing options.
    static let formats: [FastDate.Format] = FastDate.Format.everyNamed + [
        .iso8601.fractionDigits(0), .iso8601.fractionDigits(9), .rfc3339.fractionDigits(6),
        .rfc3339.writingUTCOffset(-18_000), .rfc5322.writingUTCOffset(19_800), .fullDate.writingUTCOffset(50_400),
        .iso8601Basic.fractionDigits(6),
        // strftime formats, which compile into the pattern program: in each dialect, on a fixed
        // clock and on a zone's.
        // (POSIX's `%z` writes Paris' mean time before 1911, +00:09:21, with its seconds.)
        .pattern(try! FastDate.Pattern(strftime: "%Y-%m-%dT%H:%M:%S.%f%z",
                                       timeZone: TimeZone(identifier: "Europe/Paris")!)),
        .pattern(try! FastDate.Pattern(strftime: "%Y-%m-%d %H:%M:%S")),
        .pattern(try! FastDate.Pattern(strftime: "%FT%T%.9f%:z", dialect: .chrono, utcOffset: -18_000)),
        .pattern(try! FastDate.Pattern(strftime: "%s%.f", dialect: .chrono)),
    ]

    struct Box: Codable { let at: Date }

    /// Dates spread over four centuries, with every sub-second digit in use.
    static func dates() -> [Date] {
        var generator = SeededGenerator(seed: 0x0E_F0_12)
        return (0..<300).map { _ in
            Date(timeIntervalSince1970: Double(Int64.random(in: -5_000_000_000...7_000_000_000, using: &generator))
                + Double(Int.random(in: 0..<1_000_000_000, using: &generator)) / 1e9)
        }
    }

    /// The encoder, the format style and the core write the same text, and every reader
    /// gives back the same instant for it.
    @Test(arguments: formats) func oneValueEverywhere(_ format: FastDate.Format) throws {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .fast(format)
        encoder.outputFormatting = .withoutEscapingSlashes  // `/Date(…)/` as the core writes it
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .fast(format)
        var report = FailureReport()
        for date in Self.dates() {
            let json = try encoder.encode(Box(at: date))
            let decoded = try decoder.decode(Box.self, from: json).at
            // The encoder's text: a JSON integer for an epoch format, a string for the others.
            let written = String(decoding: json, as: UTF8.self)
            let text = String(written.dropFirst(6).dropLast(1)).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
            report.check(written.hasPrefix(format.writesNumbers ? #"{"at":"# : #"{"at":""#), "\(format): \(written)")
            report.check(date.formatted(.fast(format)) == text, "\(format): style \(date.formatted(.fast(format))) vs encoder \(text)")
            // The core reads the text and writes it back unchanged.
            let read = try FastDate.parseTimestamp(text, as: format)
            report.check(try FastDate.format(read, as: format) == text, "\(format): core rewrote \(text)")
            // Every reader gives the decoder's instant.
            report.check(Date(read) == decoded, "\(format): parseTimestamp of \(text)")
            report.check(try Date(fast: text, as: format) == decoded, "\(format): Date(fast:as:) of \(text)")
            report.check(try Date(text, strategy: .fast(format)) == decoded, "\(format): the parse strategy of \(text)")
            // Never later than the original by a microsecond or more, and within the format's
            // precision of it.
            // (A full date written at an offset east of UTC names a day that starts, read as
            // UTC midnight, after the instant: it is a date, not an instant.)
            let gap = decoded.timeIntervalSince(date)
            let eastDay = format == .fullDate.writingUTCOffset(50_400)
            report.check((gap < 0.000_001 || eastDay) && abs(gap) <= format.writtenPrecision + date.timeIntervalSinceReferenceDate.ulp,
                         "\(format): \(date.timeIntervalSince1970) came back as \(decoded.timeIntervalSince1970)")
        }
        report.finish(minimumChecked: 300 * 7)
    }

    enum Micro: FastDate.FormatCoding {
        static var format: FastDate.Format { .rfc3339.fractionDigits(6) }
    }

    struct Reading: Codable, Equatable {
        @FastDate.Coded<Micro> var at: Date
    }

    @Test func aFormatNamedInATypeDrivesTheWrapper() throws {
        let reading = Reading(at: Date(timeIntervalSince1970: 1_616_146_640.123_456))
        let json = try JSONEncoder().encode(reading)
        #expect(String(decoding: json, as: UTF8.self) == #"{"at":"2021-03-19T09:37:20.123456Z"}"#)
        #expect(try JSONDecoder().decode(Reading.self, from: json) == reading)
    }

    @Test func fractionDigitsOutsideTheRangeAreATypedErrorWhenWriting() throws {
        let t = FastDate.Timestamp(seconds: 0)
        for digits in [-1, 10, 1_000] {
            let error = try #require(throws: FastDate.FormatError.self) { try FastDate.format(t, as: .rfc3339.fractionDigits(digits)) }
            #expect(error.kind == .invalidFractionDigits)
        }
        // Formats with a fixed precision ignore the option.
        #expect(try FastDate.format(t, as: .javaScript.fractionDigits(9)) == "1970-01-01T00:00:00.000Z")
        // An epoch format takes it: digits of its unit, as far as the nanosecond.
        #expect(try FastDate.format(t, as: .epoch(.seconds).fractionDigits(9)) == "0.000000000")
        #expect(try FastDate.format(t, as: .epoch(.nanoseconds).fractionDigits(9)) == "0")
        #expect(throws: FastDate.FormatError.self) { try FastDate.format(t, as: .epoch(.seconds).fractionDigits(10)) }
    }

    /// The offset to write in is on the value: the core writes the instant there, the encoder
    /// prefers it to its `timeZone:`, and the value keeps it through `Codable`.
    @Test func theOffsetToWriteInLivesOnTheValue() throws {
        let t = try FastDate.parseTimestamp("2021-03-19T10:37:20.123+01:00", as: .rfc3339)
        let newYork = FastDate.Format.rfc3339.writingUTCOffset(-18_000)
        #expect(try FastDate.format(t, as: newYork) == "2021-03-19T04:37:20.123-05:00")
        #expect(try FastDate.format(t, as: .rfc5322.writingUTCOffset(0)) == "Fri, 19 Mar 2021 09:37:20 +0000")
        #expect(try FastDate.format(t, as: .fullDate.writingUTCOffset(-36_000)) == "2021-03-18")
        #expect(newYork.writtenUTCOffset == -18_000 && FastDate.Format.rfc3339.writtenUTCOffset == nil)
        // The formats whose offset is fixed ignore it.
        #expect(try FastDate.format(t, as: .httpDate.writingUTCOffset(3600)) == "Fri, 19 Mar 2021 09:37:20 GMT")
        #expect(FastDate.Format.javaScript.writingUTCOffset(3600) == .javaScript)

        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .fast(newYork, timeZone: TimeZone(identifier: "Asia/Tokyo"))
        let json = try encoder.encode(Box(at: Date(t)))
        #expect(String(decoding: json, as: UTF8.self) == #"{"at":"2021-03-19T04:37:20.123-05:00"}"#)

        let stored = try JSONEncoder().encode(newYork)
        #expect(try JSONDecoder().decode(FastDate.Format.self, from: stored) == newYork)

        // An offset no format can write is a typed error when writing, never a trap.
        for seconds: Int32 in [30, -90, 86_400, -86_400, .max, .min] {
            let error = try #require(throws: FastDate.FormatError.self) { try FastDate.format(t, as: .rfc3339.writingUTCOffset(seconds)) }
            #expect(error.kind == .invalidOffset, "\(seconds)")
        }
        let corrupt = Data(#"{"name":"rfc3339","writtenUTCOffset":30}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(FastDate.Format.self, from: corrupt) }
    }
}

extension FastDate.Format {
    /// Whether the encoder writes a JSON number: an epoch format's text is one.
    var writesNumbers: Bool { profile.facts.isNumber }

    /// The largest gap between a `Date` and what the format writes of it, in seconds: the
    /// written unit (truncation drops up to one; a day for a full date, and the offset for
    /// one written east of UTC) and the half microsecond the writing rule reads the Date to.
    /// From the format's own fraction digits, so a new format needs no entry here.
    var writtenPrecision: Double {
        let unit: Double = if profile == .fullDate {
            86_400 + Double(max(0, writtenUTCOffset ?? 0))
        } else {
            max(pow(10, -Double(writtenFractionDigits)), 0.000_001)  // the Date is read to the microsecond
        }
        return unit + 0.000_000_5
    }
}
