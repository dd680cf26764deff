import FastDateCore
import Testing

/// Every `ParseError.Kind` can actually be produced, at the offset the Spec names, with a
/// message a person can act on; and `FormatError` explains itself too.
@Suite struct ErrorMessages {
    struct Sample: Sendable {
        /// Which parse function reads the sample.
        enum Grammar: Sendable {
            case format(FastDate.Format)
            case timeOfDay
            case duration
            /// The input as a column with these offsets; the error is its first failure's.
            case column(offsets: [Int32])
            case records(FastDate.Column.Field)
            /// One value read by the column door into `Int64` nanoseconds.
            case nanosecondColumn
        }

        let input: String
        let grammar: Grammar
        let offset: Int
        /// Words the reason must contain, such as the offending value.
        let mentions: [String]

        init(_ input: String, _ format: FastDate.Format = .iso8601, at offset: Int, mentions: [String] = []) {
            self.init(input, grammar: .format(format), at: offset, mentions: mentions)
        }

        init(_ input: String, grammar: Grammar, at offset: Int, mentions: [String] = []) {
            self.input = input
            self.grammar = grammar
            self.offset = offset
            self.mentions = mentions
        }

        /// What parsing the sample throws, or `nil` when it parses.
        func error() -> FastDate.ParseError? {
            switch grammar {
            case .format(let format):
                Thrown.parseError { () throws(FastDate.ParseError) in try FastDate.parseTimestamp(input, as: format) }
            case .timeOfDay:
                Thrown.parseError { () throws(FastDate.ParseError) in try FastDate.LocalTime(parsing: input, as: .timeOfDay) }
            case .duration:
                Thrown.parseError { () throws(FastDate.ParseError) in try FastDate.parseDuration(input) }
            case .column(let offsets):
                Array(input.utf8).withUnsafeBytes { bytes in
                    offsets.withUnsafeBufferPointer { offsets in
                        var seconds = [Double](repeating: 0, count: offsets.count)
                        return seconds.withUnsafeMutableBufferPointer {
                            FastDate.parse(FastDate.Column(bytes, offsets: offsets), into: $0).firstFailure?.error
                        }
                    }
                }
            case .nanosecondColumn:
                Array(input.utf8).withUnsafeBytes { bytes in
                    [Int32(0), Int32(bytes.count)].withUnsafeBufferPointer { offsets in
                        var counts = [Int64](repeating: 0, count: 1)
                        return counts.withUnsafeMutableBufferPointer {
                            FastDate.parse(FastDate.Column(bytes, offsets: offsets), into: .counts($0, of: .nanoseconds)).firstFailure?.error
                        }
                    }
                }
            case .records(let field):
                Array(input.utf8).withUnsafeBytes { bytes in
                    var seconds = [Double](repeating: 0, count: 4)
                    return seconds.withUnsafeMutableBufferPointer {
                        FastDate.parse(FastDate.Column(bytes, records: field), into: $0).firstFailure?.error
                    }
                }
            }
        }
    }

    /// One input per kind; `kindsWithoutSample` keeps this list complete as kinds are added.
    static let samples: [FastDate.ParseError.Kind: Sample] = [
        .empty: Sample("", at: 0, mentions: ["empty"]),
        .invalidColumnOffsets: Sample("2021-03-19T09:37:20Z", grammar: .column(offsets: [0, 21]), at: 0, mentions: ["offsets"]),
        .outOfOutputRange: Sample("2300-01-01T00:00:00Z", grammar: .nanosecondColumn, at: 0, mentions: ["Int64", "1677"]),
        .missingField: Sample("7,2021-03-19T09:37:20Z\r\n", grammar: .records(.csv(2)), at: 22, mentions: ["field"]),
        .expectedYear: Sample("20x1-03-19", at: 2, mentions: ["year"]),
        .invalidExpandedYear: Sample("-000000-01-01T00:00:00Z", at: 0, mentions: ["-000000"]),
        .expectedHyphenAfterYear: Sample("2021/03/19", at: 4, mentions: ["'-'", "year"]),
        .expectedMonth: Sample("2021-3-19", at: 6, mentions: ["month"]),
        .monthOutOfRange: Sample("2021-13-01", at: 5, mentions: ["month 13"]),
        .expectedHyphenAfterMonth: Sample("2021-03/19", at: 7, mentions: ["'-'", "month"]),
        .expectedDay: Sample("2021-03-1", at: 9, mentions: ["day"]),
        .dayOutOfRange: Sample("2021-02-30T00:00:00Z", at: 8, mentions: ["day 30", "February 2021"]),
        .expectedTimeSeparator: Sample("2021-03-19X09:37:20Z", at: 10, mentions: ["'T'"]),
        .expectedHour: Sample("2021-03-19T9:37:20Z", at: 12, mentions: ["hour"]),
        .hourOutOfRange: Sample("2021-03-19T24:00:00Z", at: 11, mentions: ["hour 24"]),
        .hourOutOfRangeFor12HourClock: Sample("0:30 AM", grammar: .timeOfDay, at: 0, mentions: ["hour 0", "12-hour", "12 AM"]),
        .expectedColonAfterHour: Sample("2021-03-19T09", at: 13, mentions: ["':'", "hour"]),
        .expectedMinute: Sample("2021-03-19T09:3", at: 15, mentions: ["minute"]),
        .minuteOutOfRange: Sample("2021-03-19T09:60:00Z", at: 14, mentions: ["minute 60"]),
        .expectedColonAfterMinute: Sample("2021-03-19T09:37X", at: 16, mentions: ["':'", "minute"]),
        .expectedSecond: Sample("2021-03-19T09:37:2Z", at: 18, mentions: ["second"]),
        .secondOutOfRange: Sample("2021-03-19T09:37:61Z", at: 17, mentions: ["second 61"]),
        .expectedFractionDigit: Sample("2021-03-19T09:37:20.Z", at: 20, mentions: ["'.'"]),
        .expectedMeridiem: Sample("7:27 PX", grammar: .timeOfDay, at: 6, mentions: ["'AM'", "'PM'"]),
        .missingOffset: Sample("2021-03-19T09:37:20", at: 19, mentions: ["offset"]),
        .expectedOffset: Sample("2021-03-19T09:37:20X", at: 19, mentions: ["'Z'"]),
        .expectedOffsetHour: Sample("2021-03-19T09:37:20+1", at: 21, mentions: ["offset hour"]),
        .offsetHourOutOfRange: Sample("2021-03-19T09:37:20+24:00", at: 20, mentions: ["offset hour 24"]),
        .expectedOffsetColon: Sample("2021-03-19T09:37:20+0100", .rfc3339, at: 22, mentions: ["':'", "offset"]),
        .expectedOffsetMinute: Sample("2021-03-19T09:37:20+01:x0", at: 23, mentions: ["offset minute"]),
        .offsetMinuteOutOfRange: Sample("2021-03-19T09:37:20+01:60", at: 23, mentions: ["offset minute 60"]),
        .expectedOffsetSecond: Sample("2021-03-19T09:37:20+01:00:x", at: 26, mentions: ["offset second"]),
        .offsetSecondOutOfRange: Sample("2021-03-19T09:37:20+01:00:60", at: 26, mentions: ["offset second 60"]),
        .expectedNumber: Sample("-x", .epoch(.seconds), at: 1, mentions: ["number"]),
        .tooManyFractionDigits: Sample("1616112000123.1234567", .epoch(.milliseconds), at: 20, mentions: ["6"]),
        .trailingBytes: Sample("2021-03-19T09:37:20Z ", at: 20, mentions: ["after"]),
        .invalidLeapSecond: Sample("2021-03-19T09:37:60Z", at: 17, mentions: ["60", "23:59"]),
        .outOfRange: Sample("+275760-09-13T00:00:00.001Z", at: 0, mentions: ["range"]),
        .numberOutsideEpochSecondsYears: Sample("1616146640123", at: 0, mentions: ["0000–9999", "milliseconds", ".epoch(.milliseconds)", ".fastFlexible"]),
        .expectedDayName: Sample("Son, 06 Nov 1994 08:49:37 GMT", .httpDate, at: 0, mentions: ["day name"]),
        .expectedMonthName: Sample("Sun, 06 Nox 1994 08:49:37 GMT", .httpDate, at: 8, mentions: ["month name"]),
        .expectedComma: Sample("Sunday 06-Nov-94 08:49:37 GMT", .httpDate, at: 6, mentions: ["','"]),
        .expectedHyphenAfterDay: Sample("Sunday, 06 Nov 94 08:49:37 GMT", .httpDate, at: 10, mentions: ["'-'", "day"]),
        .expectedSpace: Sample("Sun,06 Nov 1994 08:49:37 GMT", .httpDate, at: 4, mentions: ["space"]),
        .expectedGMT: Sample("Sun, 06 Nov 1994 08:49:37 UTC", .httpDate, at: 26, mentions: ["'GMT'"]),
        .weekdayMismatch: Sample("Mon, 06 Nov 1994 08:49:37 GMT", .httpDate, at: 0, mentions: ["Sunday"]),
        .unterminatedComment: Sample("Fri, 19 Mar 2021 10:37:20 +0100 (oops", .rfc5322, at: 32, mentions: ["comment"]),
        .incompleteCookieDate: Sample("Wed, 09-Jun-2021 GMT", .cookieDate, at: 20, mentions: ["cookie", "time"]),
        .yearOutOfRange: Sample("Wed, 09-Jun-1600 10:18:14 GMT", .cookieDate, at: 12, mentions: ["year", "1601"]),
        .expectedDotNetDate: Sample("/Date(1616146640123]/", .dotNetJSON, at: 19, mentions: ["/Date("]),
        .nulInComment: Sample("Fri, 19 Mar 2021 10:37:20 +0100 (a\0b)", .rfc5322, at: 34, mentions: ["NUL", "comment"]),
        .expectedLiteral: Sample("2024/03/05", Self.pattern("yyyy-MM-dd"), at: 4, mentions: ["literal"]),
        .expectedEra: Sample("2024 XD", Self.pattern("y G"), at: 5, mentions: ["era", "AD"]),
        .expectedWeek: Sample("2024-Wx", Self.pattern("YYYY-'W'ww"), at: 6, mentions: ["week"]),
        .weekOutOfRange: Sample("2021-W53", Self.pattern("YYYY-'W'ww"), at: 6, mentions: ["week 53"]),
        .expectedWeekday: Sample("2024-W01-x", Self.pattern("YYYY-'W'ww-e"), at: 9, mentions: ["Monday"]),
        .weekdayOutOfRange: Sample("2024-W01-8", Self.pattern("YYYY-'W'ww-e"), at: 9, mentions: ["8", "Sunday"]),
        .dayOfYearOutOfRange: Sample("2023-366", Self.pattern("yyyy-DDD"), at: 5, mentions: ["day 366"]),
        .expectedDurationStart: Sample("T4M13S", grammar: .duration, at: 0, mentions: ["'P'"]),
        .expectedDurationNumber: Sample("PTM", grammar: .duration, at: 2, mentions: ["digit"]),
        .expectedDurationUnit: Sample("PT4X", grammar: .duration, at: 3, mentions: ["unit"]),
        .misplacedDurationUnit: Sample("PT4S13M", grammar: .duration, at: 6, mentions: ["order"]),
        .misplacedDurationFraction: Sample("PT1.5H30M", grammar: .duration, at: 6, mentions: ["fraction", "last"]),
        .durationOutOfRange: Sample("PT9223372036854775808S", grammar: .duration, at: 2, mentions: ["Int64"]),
        .expectedAnnotation: Sample("2022-07-08T00:14:07Z[]", .rfc9557, at: 21, mentions: ["'['"]),
        .invalidTimeZoneName: Sample("2022-07-08T00:14:07Z[Europe//Paris]", .rfc9557, at: 28, mentions: ["time zone name"]),
        .invalidAnnotationKey: Sample("2022-07-08T00:14:07Z[U-CA=iso8601]", .rfc9557, at: 21, mentions: ["key"]),
        .invalidAnnotationValue: Sample("2022-07-08T00:14:07Z[u-ca=]", .rfc9557, at: 26, mentions: ["value"]),
        .expectedClosingBracket: Sample("2022-07-08T00:14:07Z[UTC", .rfc9557, at: 24, mentions: ["']'"]),
        .misplacedTimeZone: Sample("2022-07-08T00:14:07Z[u-ca=iso8601][UTC]", .rfc9557, at: 34, mentions: ["first"]),
        .unknownCriticalAnnotation: Sample("2022-07-08T00:14:07Z[!x=y]", .rfc9557, at: 21, mentions: ["critical"]),
        .offsetMismatch: Sample("2022-07-08T00:14:07+01:00[+02:00]", .rfc9557, at: 26, mentions: ["disagrees"]),
    ]

    /// A pattern's format, for the kinds only patterns produce (`Spec/patterns/patterns.md`).
    static func pattern(_ text: String) -> FastDate.Format {
        .pattern(try! FastDate.Pattern(text))
    }

    /// Kinds only the `FastDate` module throws (it has the time zone database); its own
    /// error-message tests produce them.
    static let foundationOnly: Set<FastDate.ParseError.Kind> = [.unknownTimeZone, .skippedLocalTime, .repeatedLocalTime]

    static let coreKinds = FastDate.ParseError.Kind.allCases.filter { !foundationOnly.contains($0) }

    @Test func everyKindHasASample() {
        let missing = Self.coreKinds.filter { Self.samples[$0] == nil }
        #expect(missing.isEmpty, "no sample input for \(missing.map(\.rawValue))")
    }

    @Test func foundationOnlyKindsExplainThemselves() {
        for kind in Self.foundationOnly {
            let error = FastDate.ParseError(kind, offset: 3)
            #expect(error.description == error.reason + " at byte 3")
            #expect(error.reason.first?.isLowercase == true && !error.reason.hasSuffix("."))
        }
    }

    @Test(arguments: coreKinds)
    func kindIsProducedWithAClearMessage(_ kind: FastDate.ParseError.Kind) throws {
        let sample = try #require(Self.samples[kind], "no sample for \(kind.rawValue)")
        let error = try #require(sample.error(), "\(String(reflecting: sample.input)) parsed, expected \(kind.rawValue)")
        #expect(error.kind == kind, "\(String(reflecting: sample.input))")
        #expect(error.offset == sample.offset, "\(String(reflecting: sample.input))")

        let tail = " at byte \(error.offset)"
        let hint = error.suggestedFormat.map { "; the text reads as \($0)" } ?? ""
        #expect(error.description == error.reason + tail + hint, "\(error.description)")
        #expect(!error.reason.isEmpty && !error.reason.contains("at byte"), "\(error.reason)")
        #expect(error.reason.first?.isLowercase == true, "a reason reads as a clause: \(error.reason)")
        #expect(!error.reason.hasSuffix("."), "\(error.reason)")
        for word in sample.mentions {
            #expect(error.reason.contains(word), "\(kind.rawValue): \"\(error.reason)\" should mention \(word)")
        }
        #expect(kind.rawValue == String(describing: kind), "kinds print as the Spec's names")
    }

    @Test func messagesAreDistinct() throws {
        var seen: [String: FastDate.ParseError.Kind] = [:]
        for (kind, sample) in Self.samples {
            let error = try #require(sample.error())
            if let other = seen[error.reason] {
                Issue.record("\(kind.rawValue) and \(other.rawValue) share the message \"\(error.reason)\"")
            }
            seen[error.reason] = kind
        }
    }

    @Test func exactMessages() {
        let dayError = Thrown.parseError { () throws(FastDate.ParseError) in try FastDate.parse("2021-02-30T00:00:00Z") }
        #expect(dayError?.description == "day 30 is out of range for February 2021 at byte 8")
        let colonError = Thrown.parseError { () throws(FastDate.ParseError) in try FastDate.parse("2021-03-19T09") }
        #expect(colonError?.description == "expected ':' after the hour at byte 13")
        // The month and year in the message are those written, including leap-year context.
        let leap = Thrown.parseError { () throws(FastDate.ParseError) in try FastDate.parse("2100-02-29", as: .fullDate) }
        #expect(leap?.description == "day 29 is out of range for February 2100 at byte 8")
        let april = Thrown.parseError { () throws(FastDate.ParseError) in try FastDate.parse("-000044-04-31T00:00:00Z") }
        #expect(april?.description == "day 31 is out of range for April -44 at byte 11")
    }

    /// Errors built by callers (validating dates themselves) print the same way.
    @Test func publicInitializer() {
        let error = FastDate.ParseError(.trailingBytes, offset: 7)
        #expect(error.kind == .trailingBytes && error.offset == 7)
        #expect(error.description == "unexpected bytes after the date at byte 7")
    }

    @Test func formatErrorDescriptions() throws {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 10, alignment: 1)
        defer { buffer.deallocate() }
        let t = FastDate.Timestamp(seconds: 1_616_146_640)
        let produced: [FastDate.FormatError?] = [
            Thrown.formatError { () throws(FastDate.FormatError) in try FastDate.format(t, as: .rfc3339.fractionDigits(0), into: buffer) },
            Thrown.formatError { () throws(FastDate.FormatError) in
                try FastDate.format(FastDate.Timestamp(seconds: FastDate.Timestamp.maximumSeconds + 1), as: .rfc3339.fractionDigits(0))
            },
            Thrown.formatError { () throws(FastDate.FormatError) in try FastDate.format(t, as: .rfc3339.fractionDigits(10)) },
            Thrown.formatError { () throws(FastDate.FormatError) in try FastDate.format(t, as: .rfc3339.fractionDigits(-1)) },
            Thrown.formatError { () throws(FastDate.FormatError) in
                try FastDate.format(FastDate.Timestamp(seconds: 0, utcOffset: 30), as: .rfc3339.fractionDigits(0))
            },
            // 10000-01-01T00:00:00Z: in range, but HTTP-date and RFC 5322 have four-digit years.
            Thrown.formatError { () throws(FastDate.FormatError) in try FastDate.format(FastDate.Timestamp(seconds: 253_402_300_800), as: .httpDate) },
        ]
        let kinds = produced.map { $0?.kind }
        #expect(kinds == [.bufferTooSmall, .outOfRange, .invalidFractionDigits, .invalidFractionDigits, .invalidOffset, .unrepresentableYear])
        let errors = produced.compactMap { $0 }
        #expect(Set(errors.map(\.kind)) == Set(FastDate.FormatError.Kind.allCases), "every FormatError kind is reachable")
        for error in errors {
            #expect(!error.description.isEmpty && error.description.first?.isLowercase == true, "\(error.description)")
        }
        #expect(Set(errors.map(\.description)).count == FastDate.FormatError.Kind.allCases.count, "messages are distinct")
        #expect(errors[0].description.contains("buffer"))
        #expect(errors[1].description.contains("range"))
        #expect(errors[2].description.contains("0 and 9"))
        #expect(errors[4].description.contains("offset"))
        #expect(errors[5].description.contains("0000–9999"))
    }
}
