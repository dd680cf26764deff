import FastDate
import Foundation
import Testing

/// A decoding failure reads `<reason> at byte N in "<input>"`, carries the coding path and
/// keeps the core's error underneath, for every kind of error there is.
@Suite struct ErrorMessageTests {
    struct Payload: Decodable {
        struct Item: Decodable { var when: Date }
        var items: [Item]
    }

    @Test func theExampleFromTheIssue() throws {
        let error = try #require(throws: DecodingError.self) {
            try JSONFixtures.decodeDate(JSONFixtures.document(string: "2021-03-19T09"), .fastISO8601)
        }
        let context = try #require(JSONFixtures.corruption(error))
        #expect(context.debugDescription == #"expected ':' after the hour at byte 13 in "2021-03-19T09""#)
        #expect((context.underlyingError as? FastDate.ParseError) == FastDate.ParseError(.expectedColonAfterHour, offset: 13))
    }

    @Test func theCodingPathLeadsToTheField() throws {
        let decoder = JSONDecoder.fastISO8601()
        let json = Data(#"{"items": [{"when": "2021-03-19T09:37:20Z"}, {"when": "2021-02-30T00:00:00Z"}]}"#.utf8)
        let error = try #require(throws: DecodingError.self) { try decoder.decode(Payload.self, from: json) }
        let context = try #require(JSONFixtures.corruption(error))
        #expect(context.codingPath.map(\.stringValue) == ["items", "Index 1", "when"])
        #expect(context.debugDescription == #"day 30 is out of range for February 2021 at byte 8 in "2021-02-30T00:00:00Z""#)
    }

    /// One input per kind, each through the strategy that reports it, with the message
    /// written out in full.
    static let everyKind: [(FastDate.ParseError.Kind, JSONDecoder.DateDecodingStrategy, String, String)] = [
        (.empty, .fastISO8601, "", #"the input is empty at byte 0 in """#),
        (.expectedYear, .fastISO8601, "202x-03-19", #"expected a digit of the year at byte 3 in "202x-03-19""#),
        (.invalidExpandedYear, .fastISO8601, "-000000-01-01T00:00:00Z",
         #"the year -000000 is not allowed (use +000000) at byte 0 in "-000000-01-01T00:00:00Z""#),
        (.expectedHyphenAfterYear, .fastISO8601, "2021:03:19", #"expected '-' after the year at byte 4 in "2021:03:19""#),
        (.expectedMonth, .fastISO8601, "2021-x3-19", #"expected a digit of the month at byte 5 in "2021-x3-19""#),
        (.monthOutOfRange, .fastISO8601, "2021-13-19", #"month 13 is out of range at byte 5 in "2021-13-19""#),
        (.expectedHyphenAfterMonth, .fastISO8601, "2021-03/19", #"expected '-' after the month at byte 7 in "2021-03/19""#),
        (.expectedDay, .fastISO8601, "2021-03-x9", #"expected a digit of the day at byte 8 in "2021-03-x9""#),
        (.dayOutOfRange, .fastISO8601, "2021-02-30", #"day 30 is out of range for February 2021 at byte 8 in "2021-02-30""#),
        (.expectedTimeSeparator, .fastRFC3339, "2021-03-19", #"expected 'T' between the date and the time at byte 10 in "2021-03-19"; the text reads as .iso8601"#),
        (.expectedHour, .fastISO8601, "2021-03-19Tx9:37Z", #"expected a digit of the hour at byte 11 in "2021-03-19Tx9:37Z""#),
        (.hourOutOfRange, .fastISO8601, "2021-03-19T24:00Z", #"hour 24 is out of range at byte 11 in "2021-03-19T24:00Z""#),
        (.hourOutOfRangeFor12HourClock, .fastTimeOfDay(on: Date(timeIntervalSince1970: 0), in: TimeZone(secondsFromGMT: 0)!),
         "0:30 AM", #"hour 0 is out of range for AM/PM (a 12-hour clock reads 1 to 12; midnight is 12 AM) at byte 0 in "0:30 AM""#),
        (.expectedColonAfterHour, .fastISO8601, "2021-03-19T09", #"expected ':' after the hour at byte 13 in "2021-03-19T09""#),
        (.expectedMinute, .fastISO8601, "2021-03-19T09:x7Z", #"expected a digit of the minute at byte 14 in "2021-03-19T09:x7Z""#),
        (.minuteOutOfRange, .fastISO8601, "2021-03-19T09:60Z", #"minute 60 is out of range at byte 14 in "2021-03-19T09:60Z""#),
        (.expectedColonAfterMinute, .fastRFC3339, "2021-03-19T09:37Z",
         #"expected ':' after the minute at byte 16 in "2021-03-19T09:37Z"; the text reads as .iso8601"#),
        (.expectedSecond, .fastISO8601, "2021-03-19T09:37:x0Z", #"expected a digit of the second at byte 17 in "2021-03-19T09:37:x0Z""#),
        (.secondOutOfRange, .fastISO8601, "2021-03-19T09:37:61Z", #"second 61 is out of range at byte 17 in "2021-03-19T09:37:61Z""#),
        (.expectedFractionDigit, .fastISO8601, "2021-03-19T09:37:20.Z",
         #"expected a digit after '.' at byte 20 in "2021-03-19T09:37:20.Z""#),
        (.expectedMeridiem, .fastTimeOfDay(on: Date(timeIntervalSince1970: 0), in: TimeZone(secondsFromGMT: 0)!),
         "7:27 UTC", #"expected 'AM' or 'PM' at byte 5 in "7:27 UTC""#),
        (.missingOffset, .fastISO8601, "2021-03-19T09:37:20",
         #"missing UTC offset ('Z' or '+hh:mm') at the end at byte 19 in "2021-03-19T09:37:20""#),
        (.expectedOffset, .fastISO8601, "2021-03-19T09:37:20X",
         #"expected 'Z', '+' or '-' for the UTC offset at byte 19 in "2021-03-19T09:37:20X""#),
        (.expectedOffsetHour, .fastISO8601, "2021-03-19T09:37:20+x1:00",
         #"expected a digit of the offset hour at byte 20 in "2021-03-19T09:37:20+x1:00""#),
        (.offsetHourOutOfRange, .fastISO8601, "2021-03-19T09:37:20+24:00",
         #"offset hour 24 is out of range at byte 20 in "2021-03-19T09:37:20+24:00""#),
        (.expectedOffsetColon, .fastRFC3339, "2021-03-19T09:37:20+0100",
         #"expected ':' inside the UTC offset at byte 22 in "2021-03-19T09:37:20+0100"; the text reads as .iso8601"#),
        (.expectedOffsetMinute, .fastISO8601, "2021-03-19T09:37:20+01:x0",
         #"expected a digit of the offset minute at byte 23 in "2021-03-19T09:37:20+01:x0""#),
        (.offsetMinuteOutOfRange, .fastISO8601, "2021-03-19T09:37:20+01:60",
         #"offset minute 60 is out of range at byte 23 in "2021-03-19T09:37:20+01:60""#),
        (.expectedOffsetSecond, .fastISO8601, "2021-03-19T09:37:20+01:00:x",
         #"expected a digit of the offset second at byte 26 in "2021-03-19T09:37:20+01:00:x""#),
        (.offsetSecondOutOfRange, .fastISO8601, "2021-03-19T09:37:20+01:00:60",
         #"offset second 60 is out of range at byte 26 in "2021-03-19T09:37:20+01:00:60""#),
        (.expectedNumber, .fastEpoch(.seconds), "one", #"expected a digit of the number at byte 0 in "one""#),
        (.tooManyFractionDigits, .fastEpoch(.milliseconds), "1616112000123.1234567",
         #"too many fraction digits for the unit (at most 6) at byte 20 in "1616112000123.1234567""#),
        (.trailingBytes, .fastISO8601, "2021-03-19T09:37:20Z ", #"unexpected bytes after the date at byte 20 in "2021-03-19T09:37:20Z ""#),
        (.invalidLeapSecond, .fastISO8601, "2021-03-19T09:37:60Z",
         #"second 60 is only valid at 23:59 UTC (a leap second) at byte 17 in "2021-03-19T09:37:60Z""#),
        (.numberOutsideEpochSecondsYears, .fastISO8601, "1616146640123",
         #"a plain number is read as epoch seconds only within the years 0000–9999, and this one is not; a 13-digit number is usually milliseconds: read it with .epoch(.milliseconds), or .fastFlexible, which tells seconds from milliseconds at byte 0 in "1616146640123""#),
        (.outOfRange, .fastISO8601, "+275760-09-13T00:00:00.001Z",
         #"the date is outside the supported range (±8.64e15 ms from 1970) at byte 0 in "+275760-09-13T00:00:00.001Z""#),
        (.expectedDayName, .fastHTTPDate, "Son, 06 Nov 1994 08:49:37 GMT",
         #"expected a day name such as 'Mon' at byte 0 in "Son, 06 Nov 1994 08:49:37 GMT"; the text reads as .cookieDate"#),
        (.expectedMonthName, .fastRFC5322, "19 Mrz 2021 10:37:20 +0100",
         #"expected a month name such as 'Jan' at byte 3 in "19 Mrz 2021 10:37:20 +0100""#),
        (.expectedComma, .fastRFC5322, "Fri 19 Mar 2021 10:37:20 +0100",
         #"expected ',' after the day name at byte 4 in "Fri 19 Mar 2021 10:37:20 +0100""#),
        (.expectedHyphenAfterDay, .fastHTTPDate, "Sunday, 06 Nov 94 08:49:37 GMT",
         #"expected '-' after the day at byte 10 in "Sunday, 06 Nov 94 08:49:37 GMT"; the text reads as .cookieDate"#),
        (.expectedSpace, .fastRFC5322, "Fri, 19 Mar 2021 10:37:20+0100",
         #"expected a space at byte 25 in "Fri, 19 Mar 2021 10:37:20+0100""#),
        (.expectedGMT, .fastHTTPDate, "Sun, 06 Nov 1994 08:49:37 UTC",
         #"expected 'GMT' (an HTTP date is always in GMT) at byte 26 in "Sun, 06 Nov 1994 08:49:37 UTC"; the text reads as .rfc5322"#),
        (.weekdayMismatch, .fastRFC5322, "Thu, 19 Mar 2021 10:37:20 +0100",
         #"the day name does not match the date, which is a Friday at byte 0 in "Thu, 19 Mar 2021 10:37:20 +0100""#),
        (.unterminatedComment, .fastRFC5322, "Fri, 19 Mar 2021 10:37:20 +0100 (CET",
         #"the comment opened here is never closed at byte 32 in "Fri, 19 Mar 2021 10:37:20 +0100 (CET""#),
        (.incompleteCookieDate, .fast(.cookieDate), "Wed, 09-Jun-2021 GMT",
         #"a cookie date needs a time (hh:mm:ss), a day of the month, a month name and a year, and one is missing at byte 20 in "Wed, 09-Jun-2021 GMT""#),
        (.yearOutOfRange, .fast(.cookieDate), "Wed, 09-Jun-1600 10:18:14 GMT",
         #"the year is out of range for this format (a cookie date's is 1601 or later; a local date-time's 0000–9999; a pattern's year of an era starts at 1) at byte 12 in "Wed, 09-Jun-1600 10:18:14 GMT""#),
        (.expectedLiteral, .fast(.pattern(try! FastDate.Pattern("yyyy-MM-dd"))), "2024/03/05",
         #"the text differs from the pattern's literal text here at byte 4 in "2024/03/05""#),
        (.expectedEra, .fast(.pattern(try! FastDate.Pattern("y G"))), "2024 XD",
         #"expected the era, AD or BC at byte 5 in "2024 XD""#),
        (.expectedWeek, .fast(.pattern(try! FastDate.Pattern("YYYY-'W'ww"))), "2024-Wx",
         #"expected a digit of the week number at byte 6 in "2024-Wx""#),
        (.weekOutOfRange, .fast(.pattern(try! FastDate.Pattern("YYYY-'W'ww"))), "2021-W53",
         #"week 53 is out of range for its week-based year at byte 6 in "2021-W53""#),
        (.expectedWeekday, .fast(.pattern(try! FastDate.Pattern("YYYY-'W'ww-e"))), "2024-W01-x",
         #"expected a digit of the day of the week (1 Monday … 7 Sunday) at byte 9 in "2024-W01-x""#),
        (.weekdayOutOfRange, .fast(.pattern(try! FastDate.Pattern("YYYY-'W'ww-e"))), "2024-W01-8",
         #"day of the week 8 is out of range (1 Monday … 7 Sunday) at byte 9 in "2024-W01-8""#),
        (.dayOfYearOutOfRange, .fast(.pattern(try! FastDate.Pattern("yyyy-DDD"))), "2023-366",
         #"day 366 of the year is out of range at byte 5 in "2023-366""#),
        (.expectedDotNetDate, .fast(.dotNetJSON), "/Date(1616146640123]/",
         #"expected '/Date(' and its closing ')/' (a .NET JSON date, also JSON-escaped as '\/Date(…)\/') at byte 19 in "/Date(1616146640123]/""#),
        (.nulInComment, .fastRFC5322, "Fri, 19 Mar 2021 10:37:20 +0100 (a\u{0}b)",
         #"a NUL byte inside a comment, which RFC 5322 excludes and a header must not carry at byte 34 in "Fri, 19 Mar 2021 10:37:20 +0100 (a\0b)""#),
        (.expectedAnnotation, .fastFlexible, "2022-07-08T00:14:07Z[]",
         #"expected a time zone or a key=value tag after '[' at byte 21 in "2022-07-08T00:14:07Z[]""#),
        (.invalidTimeZoneName, .fastFlexible, "2022-07-08T00:14:07Z[Europe//Paris]",
         #"this byte cannot be part of a time zone name here at byte 28 in "2022-07-08T00:14:07Z[Europe//Paris]""#),
        (.invalidAnnotationKey, .fastFlexible, "2022-07-08T00:14:07Z[U-CA=iso8601]",
         #"a tag key is lower-case letters, digits, '-' and '_', starting with a letter or '_' at byte 21 in "2022-07-08T00:14:07Z[U-CA=iso8601]""#),
        (.invalidAnnotationValue, .fastFlexible, "2022-07-08T00:14:07Z[u-ca=]",
         #"a tag value is letters and digits, in runs joined by '-' at byte 26 in "2022-07-08T00:14:07Z[u-ca=]""#),
        (.expectedClosingBracket, .fastFlexible, "2022-07-08T00:14:07Z[UTC",
         #"expected ']' to close the annotation at byte 24 in "2022-07-08T00:14:07Z[UTC""#),
        (.misplacedTimeZone, .fastFlexible, "2022-07-08T00:14:07Z[u-ca=iso8601][UTC]",
         #"the time zone annotation must come first, and only once at byte 34 in "2022-07-08T00:14:07Z[u-ca=iso8601][UTC]""#),
        (.unknownCriticalAnnotation, .fastFlexible, "2022-07-08T00:14:07Z[!x=y]",
         #"a critical ('!') tag that is not understood at byte 21 in "2022-07-08T00:14:07Z[!x=y]""#),
        (.offsetMismatch, .fastFlexible, "2022-07-08T00:14:07+01:00[Europe/Paris]",
         #"the UTC offset written disagrees with the time zone annotation at byte 26 in "2022-07-08T00:14:07+01:00[Europe/Paris]""#),
        (.skippedLocalTime, .fastLocalDateTime(in: TimeZone(identifier: "America/New_York")!, resolving: .reject), "2021-03-14T02:30:00",
         #"the time zone's clock skips this local time (a daylight-saving gap), and .reject refuses it at byte 0 in "2021-03-14T02:30:00""#),
        (.repeatedLocalTime, .fastLocalDateTime(in: TimeZone(identifier: "America/New_York")!, resolving: .reject), "2021-11-07T01:30:00",
         #"the time zone's clock shows this local time twice (a daylight-saving overlap), and .reject refuses it at byte 0 in "2021-11-07T01:30:00""#),
        (.unknownTimeZone, .fastFlexible, "2022-07-08T00:14:07Z[Mars/Base]",
         #"no time zone has this name at byte 21 in "2022-07-08T00:14:07Z[Mars/Base]""#),
    ]

    /// The duration grammar's kinds, as `FastDate.ISODuration`'s `Decodable` reports them.
    static let durationKinds: [(FastDate.ParseError.Kind, String, String)] = [
        (.expectedDurationStart, "4M13S", #"expected a duration: 'P' to begin ISO 8601 (PT2H30M), or a number and a unit (2h 30m) at byte 0 in "4M13S""#),
        (.expectedDurationNumber, "PT", #"expected a digit of the duration's number at byte 2 in "PT""#),
        (.expectedDurationUnit, "PT4", #"expected a unit: Y, M, W or D, or after 'T' H, M or S; in the friendly form y, mo, w, d, h, m, s, ms, us or ns, or their words at byte 3 in "PT4""#),
        (.misplacedDurationUnit, "P1S",
         #"the unit is out of place: each once, in the order Y M W D T H M S at byte 2 in "P1S""#),
        (.misplacedDurationFraction, "P1.5D",
         #"a fraction is only allowed on hours, minutes or seconds, on the last one written at byte 4 in "P1.5D""#),
        (.durationOutOfRange, "P99999999999999999999D",
         #"the duration is too long (each number within Int64, weeks to seconds within Int64 seconds) at byte 1 in "P99999999999999999999D""#),
    ]

    /// Kinds no date string in a JSON document can produce: a column door's offsets and
    /// records (`FastDate.Column`) are not one value's text. The core's `ErrorMessages` has
    /// their samples.
    static let notFromText: Set<FastDate.ParseError.Kind> = [.invalidColumnOffsets, .missingField, .outOfOutputRange]

    @Test func everyKindIsCovered() {
        #expect(Set(Self.everyKind.map(\.0) + Self.durationKinds.map(\.0)).union(Self.notFromText)
                == Set(FastDate.ParseError.Kind.allCases))
    }

    @Test(arguments: 0..<durationKinds.count)
    func everyDurationKindReadsAsASentence(index: Int) throws {
        let (kind, input, message) = Self.durationKinds[index]
        struct Box: Decodable { let value: FastDate.ISODuration }
        let error = try #require(throws: DecodingError.self) {
            try JSONDecoder().decode(Box.self, from: JSONFixtures.document(string: input))
        }
        let context = try #require(JSONFixtures.corruption(error))
        #expect(context.debugDescription == message)
        #expect((context.underlyingError as? FastDate.ParseError)?.kind == kind)
        #expect(context.codingPath.map(\.stringValue) == ["value"])
    }

    @Test(arguments: 0..<everyKind.count)
    func everyKindReadsAsASentence(index: Int) throws {
        let (kind, strategy, input, message) = Self.everyKind[index]
        let error = try #require(throws: DecodingError.self) {
            try JSONFixtures.decodeDate(JSONFixtures.document(string: input), strategy)
        }
        let context = try #require(JSONFixtures.corruption(error))
        #expect(context.debugDescription == message)
        #expect((context.underlyingError as? FastDate.ParseError)?.kind == kind)
        #expect(context.codingPath.map(\.stringValue) == ["value"])
    }

    @Test func longInputsAreCutWithAnEllipsis() throws {
        let input = "2021-03-19T09:37:20." + String(repeating: "1", count: 200) + "x"
        let error = try #require(throws: DecodingError.self) {
            try JSONFixtures.decodeDate(JSONFixtures.document(string: input), .fastISO8601)
        }
        let context = try #require(JSONFixtures.corruption(error))
        let shown = String(input.prefix(64))
        #expect(context.debugDescription == "expected 'Z', '+' or '-' for the UTC offset at byte 220 in \"\(shown)…\"")
        // Exactly 64 characters are shown whole.
        let sixtyFour = String(repeating: "9", count: 64)
        let full = try #require(throws: DecodingError.self) {
            try JSONFixtures.decodeDate(JSONFixtures.document(string: sixtyFour), .fastISO8601)
        }
        #expect(JSONFixtures.corruption(full)?.debugDescription.hasSuffix("in \"\(sixtyFour)\"") == true)
    }

    @Test func controlCharactersAreEscaped() throws {
        let error = try #require(throws: DecodingError.self) {
            try JSONFixtures.decodeDate(JSONFixtures.document(string: "2021-03-19\u{0}\n\""), .fastISO8601)
        }
        #expect(JSONFixtures.corruption(error)?.debugDescription
            == #"expected 'T' between the date and the time at byte 10 in "2021-03-19\0\n\"""#)
    }

    @Test func aNumberForAStringStrategyNamesTheStrategiesThatReadNumbers() throws {
        let error = try #require(throws: DecodingError.self) {
            try JSONFixtures.decodeDate(JSONFixtures.document(literal: "1616112000"), .fastISO8601)
        }
        guard case .typeMismatch(_, let context) = error else {
            Issue.record("expected typeMismatch, got \(error)")
            return
        }
        #expect(context.debugDescription.contains(".fastEpoch(_:)"))
        #expect(context.debugDescription.contains(".fastFlexible"))
        #expect(context.codingPath.map(\.stringValue) == ["value"])
    }

    @Test func otherJSONKindsKeepFoundationsErrors() throws {
        let null = try #require(throws: DecodingError.self) {
            try JSONFixtures.decodeDate(JSONFixtures.document(literal: "null"), .fastISO8601)
        }
        guard case .valueNotFound = null else {
            Issue.record("null: \(null)")
            return
        }
        let bool = try #require(throws: DecodingError.self) {
            try JSONFixtures.decodeDate(JSONFixtures.document(literal: "true"), .fastISO8601)
        }
        guard case .typeMismatch = bool else {
            Issue.record("true: \(bool)")
            return
        }
    }
}
