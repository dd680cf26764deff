import FastDate
import Foundation
import Testing

/// Every behavioural difference from Foundation that the Spec and the migration article list
/// (`Spec/date-time/date-time.md`, "Compared with Foundation"; `Spec/patterns/patterns.md`,
/// "Differences from `DateFormatter`"; `Spec/epoch/epoch.md`, "Writing";
/// `MigratingFromDateFormatter.md`, "Where FastDate and Foundation differ"), each shown by
/// running both sides here on Linux. A test fails when either side changes: then the list is
/// out of date.
@Suite struct FoundationDifferenceTests {
    struct Box: Codable { let at: Date }

    static func encoded(_ date: Date, _ strategy: JSONEncoder.DateEncodingStrategy) throws -> String {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = strategy
        let text = String(decoding: try encoder.encode(Box(at: date)), as: UTF8.self)
        return String(text.dropFirst(6).dropLast())  // the value of {"at":…}
    }

    static func decoded(_ json: String, _ strategy: JSONDecoder.DateDecodingStrategy) -> Date? {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = strategy
        return try? decoder.decode(Box.self, from: Data(#"{"at":\#(json)}"#.utf8)).at
    }

    static let posix: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter
    }()

    static func dateFormatter(_ pattern: String, zone: String = "UTC") -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: zone)
        formatter.dateFormat = pattern
        return formatter
    }

    // MARK: JSONEncoder's and JSONDecoder's own strategies

    /// `.secondsSince1970` writes the `Double`, noise and all; `.fast(.epoch(.seconds))`
    /// writes the instant it stands for, to the microsecond. Both write a fraction.
    @Test func epochSecondsWriteTheInstantNotTheDouble() throws {
        let decodedFromMilliseconds = Date(timeIntervalSince1970: 1_616_146_640.123)
        #expect(try Self.encoded(decodedFromMilliseconds, .secondsSince1970) == "1616146640.123")
        #expect(try Self.encoded(decodedFromMilliseconds, .fast(.epoch(.seconds))) == "1616146640.123")
        let quarter = Date(timeIntervalSince1970: 1_764_200_000.75)
        #expect(try Self.encoded(quarter, .secondsSince1970) == "1764200000.75")
        #expect(try Self.encoded(quarter, .fast(.epoch(.seconds))) == "1764200000.75")
        // A Date from arithmetic carries digits below the microsecond: Foundation writes them.
        let computed = Date(timeIntervalSinceReferenceDate: 637_839_440.123_456_7)
        #expect(try Self.encoded(computed, .secondsSince1970) != "1616146640.123457")
        #expect(try Self.encoded(computed, .fast(.epoch(.seconds))) == "1616146640.123457")
    }

    /// `.millisecondsSince1970` writes the `Double` product of milliseconds, noise and all;
    /// FastDate writes the count exactly, to the microsecond, an integer when whole.
    @Test func epochMillisecondsWriteTheCount() throws {
        let whole = Date(timeIntervalSince1970: 1_616_146_640.123)
        #expect(try Self.encoded(whole, .millisecondsSince1970) == "1616146640123")
        #expect(try Self.encoded(whole, .fast(.epoch(.milliseconds))) == "1616146640123")
        let computed = Date(timeIntervalSinceReferenceDate: 637_839_440.123_456_7)
        let foundation = try Self.encoded(computed, .millisecondsSince1970)
        #expect(foundation != "1616146640123.457")
        #expect(try Self.encoded(computed, .fast(.epoch(.milliseconds))) == "1616146640123.457")
        // Each reads the other's back to within a microsecond.
        #expect(abs(try #require(Self.decoded(foundation, .fast(.epoch(.milliseconds)))).timeIntervalSince(computed)) < 1e-6)
        #expect(abs(try #require(Self.decoded("1616146640123.457", .millisecondsSince1970)).timeIntervalSince(computed)) < 1e-6)
    }

    /// `.secondsSince1970` reads a number into a `Double` (so `.123` is a hair off);
    /// FastDate reads its digits exactly and rounds once to the nearest `Date`.
    @Test func epochDecodingIsExact() throws {
        let fast = try #require(Self.decoded("1616146640.123", .fast(.epoch(.seconds))))
        #expect(fast == Date(FastDate.Timestamp(seconds: 1_616_146_640, nanoseconds: 123_000_000)))
        let foundation = try #require(Self.decoded("1616146640.123", .secondsSince1970))
        #expect(foundation == Date(timeIntervalSince1970: 1_616_146_640.123))
        #expect(foundation != fast)
    }

    /// `.iso8601` drops the fraction when encoding (it writes whole seconds); `.fast(.iso8601)`
    /// writes milliseconds. (On Linux both read a fraction when decoding.)
    @Test func iso8601StrategyFractions() throws {
        let date = Date(timeIntervalSince1970: 1_616_146_640.5)
        #expect(try Self.encoded(date, .iso8601) == #""2021-03-19T09:37:20Z""#)
        #expect(try Self.encoded(date, .fast(.iso8601)) == #""2021-03-19T09:37:20.500Z""#)
        #expect(Self.decoded(#""2021-03-19T09:37:20.5Z""#, .iso8601) == date)
        #expect(Self.decoded(#""2021-03-19T09:37:20.5Z""#, .fast(.iso8601)) == date)
    }

    /// Writing truncates at every FastDate door, where `DateFormatter` (and so
    /// `.formatted(formatter)`) first rounds the `Date` to the millisecond.
    @Test func writingTruncatesWhereDateFormatterRounds() throws {
        let date = Date(timeIntervalSince1970: 1_764_200_000.9996)
        let formatter = Self.dateFormatter("EEE, dd MMM yyyy HH:mm:ss 'GMT'")
        #expect(formatter.string(from: date) == "Wed, 26 Nov 2025 23:33:21 GMT")
        #expect(date.formatted(.fast(.httpDate)) == "Wed, 26 Nov 2025 23:33:20 GMT")
        #expect(try Self.encoded(date, .formatted(formatter)) == #""Wed, 26 Nov 2025 23:33:21 GMT""#)
        #expect(try Self.encoded(date, .fast(.pattern(FastDate.Pattern(formatter)))) == #""Wed, 26 Nov 2025 23:33:20 GMT""#)
        // Below half a millisecond from the next second both write the same second.
        let earlier = Date(timeIntervalSince1970: 1_764_200_000.75)
        #expect(formatter.string(from: earlier) == earlier.formatted(.fast(.httpDate)))
    }

    // MARK: ISO8601DateFormatter and Date.ISO8601FormatStyle

    /// `ISO8601DateFormatter` with `.withInternetDateTime` reads texts that are not dates in
    /// the grammar, and rolls invalid fields over; `.iso8601` refuses each with its byte.
    @Test func iso8601DateFormatterLeniencies() throws {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        let cases: [(String, FastDate.ParseError.Kind)] = [
            ("2021-02-30T10:37:20Z", .dayOutOfRange),          // Foundation: March 2nd
            ("2021-03-19T10:37:20+0100x", .trailingBytes),     // Foundation: the tail is ignored
            ("2021-3-19T10:37:20Z", .expectedMonth),           // Foundation: one-digit fields
            ("2021-03-19T10:37:20GMT", .expectedOffset),       // Foundation: zone names
            ("2021-03-19T10:37:20 +01:00", .expectedOffset),   // Foundation: a space before the offset
            ("2021-03-19T24:00:00Z", .hourOutOfRange),         // Foundation: the next midnight
        ]
        for (text, kind) in cases {
            #expect(formatter.date(from: text) != nil, "\(text)")
            #expect(throws: FastDate.ParseError.self, "\(text)") { try Date(fast: text) }
            #expect((try? Date(fast: text)) == nil)
            do { _ = try Date(fast: text) } catch { #expect(error.kind == kind, "\(text)") }
        }
    }

    /// The reverse: forms `.iso8601` reads that `ISO8601DateFormatter` refuses.
    @Test func formsOnlyFastDateReads() throws {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        let fractional = ISO8601DateFormatter()
        fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        for text in ["2021-03-19t10:37:20Z", "2021-03-19 10:37:20Z", "2021-03-19T10:37Z", "+002021-03-19T10:37:20Z",
                     "2021-03-19", "1616146640"] {
            #expect(formatter.date(from: text) == nil && fractional.date(from: text) == nil, "\(text)")
            #expect((try? Date(fast: text)) != nil, "\(text)")
        }
        // Without `.withFractionalSeconds` a fraction is refused, and with it none is.
        #expect(formatter.date(from: "2021-03-19T10:37:20.5Z") == nil)
        #expect(fractional.date(from: "2021-03-19T10:37:20Z") == nil)
        #expect((try? Date(fast: "2021-03-19T10:37:20.5Z")) != nil && (try? Date(fast: "2021-03-19T10:37:20Z")) != nil)
    }

    /// Before 1582-10-15 Foundation's ISO 8601 readers use the Julian calendar; FastDate is
    /// proleptic Gregorian, as ISO 8601 and ECMAScript.
    @Test func julianBefore1582() throws {
        let style = Date.ISO8601FormatStyle()
        let foundation = try style.parse("1582-10-10T00:00:00Z")
        let fast = try Date(fast: "1582-10-10T00:00:00Z")
        #expect(foundation.timeIntervalSince(fast) == 10 * 86_400)
    }

    /// `Date.ISO8601FormatStyle` reads a leap second as the next minute and
    /// `ISO8601DateFormatter` refuses it; FastDate reads the last second of the same minute
    /// (`Spec/date-time/date-time.md`, "Leap second").
    @Test func leapSecond() throws {
        #expect(try Date.ISO8601FormatStyle().parse("2016-12-31T23:59:60Z").timeIntervalSince1970 == 1_483_228_800)
        #expect(ISO8601DateFormatter().date(from: "2016-12-31T23:59:60Z") == nil)
        #expect(try Date(fast: "2016-12-31T23:59:60Z").timeIntervalSince1970 == 1_483_228_799)
    }

    // MARK: DateFormatter

    /// A migrated formatter resolves by `.later`: in a repeated hour both give the later
    /// instant; in a skipped hour a strict `DateFormatter` returns nil where FastDate reads
    /// the time at the offset before the gap, as a lenient one does
    /// (`Spec/patterns/patterns.md`, "Differences", 8).
    @Test func daylightSavingGapsAndOverlaps() throws {
        let formatter = Self.dateFormatter("yyyy-MM-dd HH:mm", zone: "America/New_York")
        let pattern = try FastDate.Pattern(formatter)
        #expect(formatter.date(from: "2021-03-14 02:30") == nil)
        #expect(try Date(fast: "2021-03-14 02:30", as: .pattern(pattern)).timeIntervalSince1970 == 1_615_707_000)  // 07:30Z
        #expect(formatter.date(from: "2021-11-07 01:30")?.timeIntervalSince1970 == 1_636_266_600)  // 06:30Z, EST
        #expect(try Date(fast: "2021-11-07 01:30", as: .pattern(pattern)).timeIntervalSince1970 == 1_636_266_600)  // 06:30Z, EST
        let lenient = Self.dateFormatter("yyyy-MM-dd HH:mm", zone: "America/New_York")
        lenient.isLenient = true
        #expect(lenient.date(from: "2021-03-14 02:30")?.timeIntervalSince1970 == 1_615_707_000)  // 07:30Z
        // Every half hour around both transitions of 2021: a lenient formatter and the
        // migrated pattern agree; a strict one only where it reads the text at all.
        for day in ["2021-03-14", "2021-11-07"] {
            for hour in 0..<5 {
                for minute in [0, 30] {
                    let text = "\(day) 0\(hour):\(minute == 0 ? "00" : "30")"
                    let fast = try Date(fast: text, as: .pattern(pattern))
                    #expect(fast == lenient.date(from: text), "\(text)")
                    if let strict = formatter.date(from: text) { #expect(fast == strict, "\(text)") }
                }
            }
        }
        // Outside the transitions they agree.
        #expect(try Date(fast: "2021-07-04 12:00", as: .pattern(pattern)) == formatter.date(from: "2021-07-04 12:00"))
    }

    /// A weekday beside a date that disagrees with it: `DateFormatter` ignores the name,
    /// FastDate refuses it. With no date at all both read the first such day on or after
    /// the default date.
    @Test func weekdays() throws {
        let mismatch = Self.dateFormatter("EEE, dd MMM yyyy")
        #expect(mismatch.date(from: "Mon, 19 Mar 2021") != nil)
        let error = try #require(throws: FastDate.ParseError.self) {
            try FastDate.parseTimestamp("Mon, 19 Mar 2021", as: .pattern(FastDate.Pattern(mismatch)))
        }
        #expect(error.kind == .weekdayMismatch && error.offset == 0)
        let noDate = Self.dateFormatter("EEE HH:mm")
        let pattern = try FastDate.Pattern(noDate)
        for text in ["Fri 09:37", "Sat 09:37", "Sun 23:59", "Mon 00:00"] {
            #expect(try Date(fast: text, as: .pattern(pattern)) == noDate.date(from: text), "\(text)")
            // And it reads back what it wrote.
            let date = try Date(fast: text, as: .pattern(pattern))
            #expect(date.formatted(.fast(.pattern(pattern))) == text)
        }
    }

    /// A field of varying width that runs into a digit compiles in `DateFormatter` and
    /// misreads its own text; a pattern refuses it at compile time.
    @Test func variableWidthsThatRunIntoADigit() throws {
        let formatter = Self.dateFormatter("yyyyy0dd")
        let date = Date(timeIntervalSince1970: 0)
        let text = formatter.string(from: date)
        #expect(text == "01970001")
        #expect(formatter.date(from: text) != date)
        #expect(throws: FastDate.PatternError.self) { try FastDate.Pattern(formatter) }
        #expect(throws: FastDate.PatternError.self) { try FastDate.Pattern("xyyy") }
    }
}
