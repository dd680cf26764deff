import FastDate
import Foundation
import Testing
import FastDateTestSupport

/// `.fastFlexible`: strings, numbers and numeric strings, seconds or milliseconds by
/// magnitude (|value| > 2e10 is milliseconds).
@Suite struct FlexibleDecodingTests {
    func decode(literal: String, _ strategy: JSONDecoder.DateDecodingStrategy = .fastFlexible) throws -> Date {
        try JSONFixtures.decodeDate(JSONFixtures.document(literal: literal), strategy)
    }

    func decode(string: String, _ strategy: JSONDecoder.DateDecodingStrategy = .fastFlexible) throws -> Date {
        try JSONFixtures.decodeDate(JSONFixtures.document(string: string), strategy)
    }

    func date(_ seconds: Int64, _ nanoseconds: Int32 = 0) -> Date {
        Date(FastDate.Timestamp(seconds: seconds, nanoseconds: nanoseconds))
    }

    static let march19 = Date(FastDate.Timestamp(seconds: 1_616_112_000))

    @Test func oneInstantInEveryShape() throws {
        for literal in ["1616112000", "1616112000.0", "1616112000000", "1616112000000.0"] {
            #expect(try decode(literal: literal) == Self.march19, "\(literal)")
            #expect(try decode(string: literal) == Self.march19, "\"\(literal)\"")
        }
        for text in ["2021-03-19T00:00:00Z", "2021-03-19", "2021-03-19T01:00:00+01:00", "2021-03-19T01:00+0100"] {
            #expect(try decode(string: text) == Self.march19, "\(text)")
        }
        #expect(try decode(literal: "1616112000.5") == date(1_616_112_000, 500_000_000))
        #expect(try decode(literal: "1616112000123") == date(1_616_112_000, 123_000_000))
    }

    /// The instant read, or the core's error under the `DecodingError`.
    func outcome(_ read: () throws -> Date) -> String {
        do {
            return "\(try read().timeIntervalSince1970)"
        } catch let DecodingError.dataCorrupted(context) {
            return "\(String(describing: context.underlyingError))"
        } catch {
            return "\(error)"
        }
    }

    /// Every .NET JSON vector reads through `.fastFlexible` as through `.fast(.dotNetJSON)`,
    /// errors included; the basic format stays out (`20240115` is still epoch seconds).
    @Test func dotNetDatesAndNotTheBasicFormat() throws {
        var report = FailureReport()
        for vector in try SpecVectorLoader.stringVectors(profile: "dotNetJSON") where vector.input!.hasPrefix("/Date(") || vector.input!.hasPrefix("\\/Date(") {
            let flexible = outcome { try decode(string: vector.input!) }
            let exact = outcome { try decode(string: vector.input!, .fast(.dotNetJSON)) }
            report.check(flexible == exact, "\(vector.label): \(flexible) vs \(exact)")
        }
        report.finish(minimumChecked: 300)
        #expect(try decode(string: "/Date(1616112000000+0100)/") == Self.march19)
        #expect(try decode(string: "20240115") == date(20_240_115))
        #expect(throws: DecodingError.self) { try decode(string: "20240115T103000Z") }
    }

    @Test func theThresholdIsTwoTimesTenToTheTenth() throws {
        #expect(try decode(literal: "20000000000") == date(20_000_000_000))
        #expect(try decode(literal: "20000000001") == date(20_000_000, 1_000_000))
        #expect(try decode(literal: "-20000000000") == date(-20_000_000_000))
        #expect(try decode(literal: "-20000000001") == date(-20_000_001, 999_000_000))
        #expect(try decode(string: "20000000000") == date(20_000_000_000))
        #expect(try decode(string: "20000000000.5") == date(20_000_000, 500_000))
        #expect(try decode(string: "-20000000000.5") == date(-20_000_001, 999_500_000))
        #expect(try decode(literal: "20000000000.5") == date(20_000_000, 500_000))
    }

    @Test func millisecondsPastTheSecondsRange() throws {
        // 8.64e15 is out of range as seconds but is the last millisecond in range.
        #expect(try decode(string: "8640000000000000") == date(8_640_000_000_000))
        #expect(try decode(literal: "8640000000000000") == date(8_640_000_000_000))
        let error = try #require(throws: DecodingError.self) { try decode(string: "8640000000000001") }
        #expect(ExpectedError.mismatch(error, kind: .outOfRange, offset: 0, input: "8640000000000001") == nil)
    }

    @Test func aMillisecondNumberWithMicrosecondsIsNotReadAsSeconds() throws {
        // Valid as seconds (9 digits allowed) but, being > 2e10, it is milliseconds, where
        // 7 fraction digits are too many: an error, not a second chance as seconds.
        let input = "1616112000123.1234567"
        let error = try #require(throws: DecodingError.self) { try decode(string: input) }
        #expect(ExpectedError.mismatch(error, kind: .tooManyFractionDigits, offset: 20, input: input) == nil)
    }

    @Test func errorsAreThoseOfTheISO8601Profile() throws {
        for (input, kind, offset) in [
            ("2021-03-19T09", FastDate.ParseError.Kind.expectedColonAfterHour, 13),
            ("12.", .expectedFractionDigit, 3),
            ("", .empty, 0),
            ("2021-03-19T09:37:20", .missingOffset, 19),
        ] {
            let error = try #require(throws: DecodingError.self) { try decode(string: input) }
            #expect(ExpectedError.mismatch(error, kind: kind, offset: offset, input: input) == nil, "\(input)")
        }
        let bool = try #require(throws: DecodingError.self) { try decode(literal: "false") }
        guard case .typeMismatch = bool else {
            Issue.record("\(bool)")
            return
        }
    }

    /// Every iso8601 vector: the same as `.fastISO8601`, except numbers past 2e10, which
    /// are milliseconds here, .NET JSON dates, which are read as such, and text ISO 8601
    /// refuses: that is read as RFC 5322 or else as
    /// an HTTP-date, and when none of the three reads it, the error is the one that got
    /// furthest into the text (ISO 8601's on a tie).
    @Test func agreesWithISO8601OnItsVectors() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let http = FastDate.Format.httpDate(currentYear: calendar.component(.year, from: Date()))
        var failures = FailureReport()
        for vector in try SpecVectorLoader.stringVectors(profile: "iso8601") {
            let input = vector.input!
            let flexible = Result { try decode(string: input) }
            var expected = Result { try JSONFixtures.decodeDate(JSONFixtures.document(string: input), .fastISO8601) }
            // A number past 2e10, or out of range as seconds, is milliseconds here.
            let asSeconds = Result { () throws(FastDate.ParseError) in try FastDate.parseTimestamp(input, as: .epoch(.seconds)) }
            let pastThreshold = switch asSeconds {
            case .success(let t): t.seconds > 20_000_000_000 || (t.seconds == 20_000_000_000 && t.nanoseconds > 0) || t.seconds < -20_000_000_000
            case .failure(let error): error.kind == .outOfRange
            }
            if pastThreshold {
                expected = Result { Date(try FastDate.parseTimestamp(input, as: .epoch(.milliseconds))) }
            }
            if input.hasPrefix("/Date(") || input.hasPrefix("\\/Date(") {
                // A .NET JSON date, which ISO 8601 refuses at byte 0: read as that format.
                expected = Result { Date(try FastDate.parseTimestamp(input, as: .dotNetJSON)) }
            } else if case .failure(let isoFailure) = expected, let isoError = JSONFixtures.corruption(isoFailure)?.underlyingError as? FastDate.ParseError,
               isoError.offset < input.utf8.count, Array(input.utf8)[isoError.offset] == UInt8(ascii: "[") {
                // ISO 8601 stopped at an RFC 9557 suffix: read as `ZonedDate` reads it.
                expected = Result { try JSONDecoder().decode([FastDate.ZonedDate].self, from: JSONEncoder().encode([input]))[0].date }
            } else if case .failure(let isoFailure) = expected, let isoError = JSONFixtures.corruption(isoFailure)?.underlyingError as? FastDate.ParseError {
                let others = [FastDate.Format.rfc5322, http].map { format in
                    Result { () throws(FastDate.ParseError) in try FastDate.parseTimestamp(input, as: format) }
                }
                if let read = others.lazy.compactMap({ try? $0.get() }).first {
                    expected = .success(Date(read))
                } else {
                    var furthest = isoError
                    for case .failure(let error) in others where error.offset > furthest.offset { furthest = error }
                    expected = .failure(furthest)
                }
            }
            switch (flexible, expected) {
            case (.success(let got), .success(let want)):
                failures.check(got == want, "\(vector): \(got) != \(want)")
            case (.failure(let got), .failure(let want)):
                let wantError = (JSONFixtures.corruption(want)?.underlyingError ?? want) as? FastDate.ParseError
                let gotError = JSONFixtures.corruption(got)?.underlyingError as? FastDate.ParseError
                failures.check(gotError != nil && gotError?.kind == wantError?.kind, "\(vector): \(got) vs \(want)")
            default:
                failures.check(false, "\(vector): \(flexible) vs \(expected)")
            }
        }
        failures.finish(minimumChecked: 1_000)
    }

    /// Every `Spec/flexible` vector, through `.fastFlexible`, `.fast(.flexible)` and
    /// `FlexibleCoding`: the vector's instant, or its error under the `DecodingError`. The
    /// vectors with a zone name in an RFC 9557 suffix are left out: there the strategies
    /// add the time zone database to the core (`Spec/flexible/flexible.md`, "In the
    /// `FastDate` module"), which `TimeZoneDecodingTests` covers. The strategies read RFC
    /// 850's two-digit years against this year, the vectors against 1999: where the two
    /// differ, the core's reading against this year is expected.
    @Test func everyFlexibleVectorThroughTheStrategies() throws {
        struct Wrapped: Decodable { @FastDate.Coded<FastDate.FlexibleCoding> var at: Date }
        var report = FailureReport()
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let thisYear = FastDate.Format.flexible.readingCurrentYear(calendar.component(.year, from: Date()))
        var movedByTheYear = 0
        for vector in try SpecVectorLoader.stringVectors(profile: "flexible") where !Self.namesAZone(vector.input!) {
            let input = vector.input!
            var expected = vector.expected
            switch Result(catching: { () throws(FastDate.ParseError) in try FastDate.parseTimestamp(input, as: thisYear) }) {
            case .success(let t): if case .timestamp(let want) = expected, want == t {} else { expected = .timestamp(t); movedByTheYear += 1 }
            case .failure(let e): if case .error(e.kind, e.offset) = expected {} else { expected = .error(e.kind, offset: e.offset); movedByTheYear += 1 }
            }
            let document = JSONFixtures.document(string: input)
            let wrapped = Data(#"{"at":"#.utf8) + (try JSONEncoder().encode(input)) + Data("}".utf8)
            let reads: [(String, () throws -> Date)] = [
                (".fastFlexible", { try JSONFixtures.decodeDate(document, .fastFlexible) }),
                (".fast(.flexible)", { try JSONFixtures.decodeDate(document, .fast(.flexible)) }),
                ("FlexibleCoding", { try JSONDecoder().decode(Wrapped.self, from: wrapped).at }),
            ]
            for (name, read) in reads {
                switch (expected, Result { try read() }) {
                case (.timestamp(let want), .success(let got)):
                    report.check(got == Date(want), "\(vector) via \(name): \(got)")
                case (.error(let kind, let offset), .failure(let failure)):
                    let error = JSONFixtures.corruption(failure)?.underlyingError as? FastDate.ParseError
                    report.check(error?.kind == kind && error?.offset == offset, "\(vector) via \(name): \(failure)")
                case (_, let got):
                    report.add("\(vector) via \(name): \(got)")
                }
            }
        }
        report.check(movedByTheYear < 40, "\(movedByTheYear) vectors read otherwise against this year: more than RFC 850's two-digit years")
        report.finish(minimumChecked: 3 * 1_000)
    }

    /// Whether `text`'s first RFC 9557 annotation names a zone: neither a tag (`key=value`)
    /// nor a numeric offset.
    static func namesAZone(_ text: String) -> Bool {
        guard let bracket = text.firstIndex(of: "[") else { return false }
        let annotation = text[text.index(after: bracket)...].prefix { $0 != "]" }.drop { $0 == "!" }
        return !annotation.contains("=") && annotation.first != "+" && annotation.first != "-"
    }
}
