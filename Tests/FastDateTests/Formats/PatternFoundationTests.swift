import FastDate
import Foundation
import Testing
import FastDateTestSupport

/// Patterns in the `FastDate` module (`Spec/patterns/patterns.md`): the Codable doors, the
/// format style, the property wrappers, time zones with daylight saving time, the migration
/// from `DateFormatter`, and a pattern shared by many tasks.
@Suite struct PatternFoundationTests {
    struct Row: Codable, Equatable {
        let at: Date
    }

    /// `JSONDecoder`/`JSONEncoder` `.fast(.pattern(p))` agree with what `DateFormatter` wrote
    /// and read, for a slice of every DateFormatter case (the core's doors take all of them:
    /// `PatternVectorTests`).
    @Test func jsonCodersAgreeWithDateFormatter() throws {
        for c in try SpecVectorLoader.dateFormatterCases() {
            let decoder = JSONDecoder()
            decoder.dateDecodingStrategy = .fast(.pattern(c.pattern))
            let encoder = JSONEncoder()
            encoder.dateEncodingStrategy = .fast(.pattern(c.pattern))
            // Instants of 1970–2100: further out a `Date` (a `Double` of seconds since 2001)
            // no longer holds a microsecond, which `SSSSSS` would show.
            for v in c.vectors.filter({ (0..<4_102_444_800_000).contains($0.milliseconds) }).prefix(200) {
                let json = try JSONEncoder().encode(["at": v.text])
                let row = try decoder.decode(Row.self, from: json)
                // Within a microsecond: the two sides reach the same instant through different `Double` sums.
                #expect(abs(row.at.timeIntervalSince1970 - Double(v.readBack) / 1000) < 1e-6, "\(c) \(v.text)")
                let written = try encoder.encode(Row(at: Date(timeIntervalSince1970: Double(v.milliseconds) / 1000)))
                let text = try JSONDecoder().decode([String: String].self, from: written)["at"]
                #expect(text == v.text, "\(c) \(v.milliseconds)")
            }
        }
    }

    @Test func decodingErrorsNameTheByte() throws {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .fast(.pattern(try FastDate.Pattern("EEE, dd MMM yyyy HH:mm:ss Z")))
        let error = try #require(throws: DecodingError.self) {
            try decoder.decode(Row.self, from: Data(#"{"at":"Sat, 19 Mar 2021 10:37:20 +0100"}"#.utf8))
        }
        guard case .dataCorrupted(let context) = error else { Issue.record("\(error)"); return }
        #expect(context.debugDescription.contains("byte 0"), "\(context.debugDescription)")
    }

    enum SQLCoding: FastDate.FormatCoding {
        static let format = FastDate.Format.pattern(try! FastDate.Pattern("yyyy-MM-dd HH:mm:ss"))
    }

    struct Event: Codable, Equatable {
        @FastDate.Coded<SQLCoding> var at: Date
    }

    @Test func propertyWrapperAndFormatStyle() throws {
        let event = try JSONDecoder().decode(Event.self, from: Data(#"{"at":"2024-03-05 14:30:00"}"#.utf8))
        #expect(event.at == Date(timeIntervalSince1970: 1_709_649_000))
        let json = String(decoding: try JSONEncoder().encode(event), as: UTF8.self)
        #expect(json == #"{"at":"2024-03-05 14:30:00"}"#)

        let pattern = try FastDate.Pattern("dd MMM yyyy", utcOffset: 3600)
        #expect(Date(timeIntervalSince1970: 1_709_649_000).formatted(.fast(.pattern(pattern))) == "05 Mar 2024")
        #expect(try Date("05 Mar 2024", strategy: .fast(.pattern(pattern))) == Date(timeIntervalSince1970: 1_709_593_200))
        #expect(try Date(fast: "05 Mar 2024", as: .pattern(pattern)) == Date(timeIntervalSince1970: 1_709_593_200))
    }

    /// A format holding a pattern is `Codable` as its text and options, and equal to itself.
    @Test func formatCodableRoundTrip() throws {
        let formats: [FastDate.Format] = [
            .pattern(try FastDate.Pattern("yyyy-MM-dd HH:mm:ss")),
            .pattern(try FastDate.Pattern("yy-MM-dd", utcOffset: -19_800, twoDigitYearStart: 1990,
                                          defaultDate: try FastDate.LocalDateTime(localSeconds: 1_709_596_800))),
            .pattern(try FastDate.Pattern("HH:mm", timeZone: TimeZone(identifier: "Europe/Paris")!)),
            // A strftime format keeps its dialect: the same text in TR35 is another pattern.
            .pattern(try FastDate.Pattern(strftime: "%y-%m-%d %H:%M", utcOffset: 3600)),
            .pattern(try FastDate.Pattern(strftime: "%FT%T%.f%:z", dialect: .chrono,
                                          timeZone: TimeZone(identifier: "Europe/Paris")!)),
        ]
        for format in formats {
            let data = try JSONEncoder().encode(format)
            let back = try JSONDecoder().decode(FastDate.Format.self, from: data)
            #expect(back == format, "\(String(decoding: data, as: UTF8.self))")
            #expect(back.pattern?.text == format.pattern?.text)
            #expect(back.pattern?.strftimeDialect == format.pattern?.strftimeDialect)
            #expect(try FastDate.format(.init(seconds: 1_709_649_000), as: back) == FastDate.format(.init(seconds: 1_709_649_000), as: format))
        }
        let unknown = Data(#"{"name":"pattern","pattern":"%Y","strftime":"go"}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(FastDate.Format.self, from: unknown) }
        let bad = Data(#"{"name":"pattern","pattern":"yyyy-MM-DD"}"#.utf8)
        let error = try #require(throws: DecodingError.self) { try JSONDecoder().decode(FastDate.Format.self, from: bad) }
        #expect("\(error)".contains("day of the year"))
    }

    /// A pattern on a `TimeZone` places local times as `.fastLocalDateTime(in:)` does, and
    /// writes each instant at the zone's offset then.
    @Test func timeZoneWithDaylightSavingTime() throws {
        let newYork = TimeZone(identifier: "America/New_York")!
        let pattern = try FastDate.Pattern("yyyy-MM-dd HH:mm", timeZone: newYork)
        #expect(pattern.timeZone == newYork)
        #expect(pattern.utcOffset == nil)
        // 02:30 is skipped on 2021-03-14: read with the offset from before, so 03:30 EDT.
        #expect(try FastDate.parseTimestamp("2021-03-14 02:30", as: .pattern(pattern))
                == FastDate.Timestamp(seconds: 1_615_707_000, utcOffset: -18_000))
        // 01:30 happens twice on 2021-11-07: the first, in EDT.
        #expect(try FastDate.parseTimestamp("2021-11-07 01:30", as: .pattern(pattern))
                == FastDate.Timestamp(seconds: 1_636_263_000, utcOffset: -14_400))
        #expect(try FastDate.format(FastDate.Timestamp(seconds: 1_625_140_800), as: .pattern(pattern)) == "2021-07-01 08:00")
        // Every choice for gaps and overlaps reads as `LocalDateTime.timestamp(in:resolving:)`
        // reads the same local time: one rule for every local time.
        for choice in FastDate.Disambiguation.allCases {
            let resolving = try FastDate.Pattern("yyyy-MM-dd HH:mm", timeZone: newYork, resolving: choice)
            #expect(resolving == resolving && (resolving == pattern) == (choice == .compatible))
            for text in ["2021-03-14 02:30", "2021-11-07 01:30", "2021-07-04 12:00"] {
                let viaPattern = Result { () throws(FastDate.ParseError) in try FastDate.parseTimestamp(text, as: .pattern(resolving)) }
                let reading = try FastDate.LocalDateTime(parsing: text)
                let viaReading = Result { () throws(FastDate.ParseError) in try reading.instant(in: FastDate.TimeZone(newYork), resolving: choice) }
                #expect(viaPattern == viaReading, "\(choice) \(text)")
            }
            let stored = try JSONEncoder().encode(FastDate.Format.pattern(resolving))
            #expect(try JSONDecoder().decode(FastDate.Format.self, from: stored) == .pattern(resolving), "\(String(decoding: stored, as: UTF8.self))")
        }
        #expect(try FastDate.format(FastDate.Timestamp(seconds: 1_609_502_400), as: .pattern(pattern)) == "2021-01-01 07:00")
        // The same instants, as Foundation's own calendar places them.
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = newYork
        for hours in stride(from: 0, to: 24 * 366, by: 7) {
            let date = Date(timeIntervalSince1970: 1_609_459_200 + Double(hours) * 3600)
            let c = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
            let expected = String(format: "%04d-%02d-%02d %02d:%02d", c.year!, c.month!, c.day!, c.hour!, c.minute!)
            #expect(date.formatted(.fast(.pattern(pattern))) == expected)
        }
    }

    /// What a `DateFormatter` is set to becomes a pattern; a locale or style it cannot honour is refused.
    @Test func migratesADateFormatter() throws {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 3600)
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
        let pattern = try FastDate.Pattern(dateFormat: formatter.dateFormat, locale: formatter.locale, timeZone: formatter.timeZone,
                                           twoDigitStartDate: formatter.twoDigitStartDate, defaultDate: formatter.defaultDate)
        let date = Date(timeIntervalSince1970: 1_709_649_000)
        #expect(date.formatted(.fast(.pattern(pattern))) == formatter.string(from: date))
        #expect(try Date(fast: formatter.string(from: date), as: .pattern(pattern)) == date)

        formatter.locale = Locale(identifier: "de_DE")
        let locale = try #require(throws: FastDate.PatternError.self) {
            try FastDate.Pattern(dateFormat: formatter.dateFormat, locale: formatter.locale, timeZone: formatter.timeZone)
        }
        #expect(locale.kind == .unsupportedLocale)
        #expect(locale.description.contains("de_DE"))

        // A formatter set by `dateStyle` has a locale's pattern in `dateFormat`, and on
        // Apple platforms `Pattern(formatter)` refuses it by its style; here no `dateFormat`.
        let style = try #require(throws: FastDate.PatternError.self) {
            try FastDate.Pattern(dateFormat: nil, locale: nil, timeZone: nil)
        }
        #expect(style.kind == .styleBasedFormatter)

        // The two-digit window and the default date carry over.
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yy-MM"
        formatter.twoDigitStartDate = Date(timeIntervalSince1970: 946_684_800)  // 2000
        formatter.defaultDate = Date(timeIntervalSince1970: 1_709_596_800)      // 2024-03-05
        let migrated = try FastDate.Pattern(dateFormat: formatter.dateFormat, locale: formatter.locale, timeZone: formatter.timeZone,
                                            twoDigitStartDate: formatter.twoDigitStartDate, defaultDate: formatter.defaultDate)
        #expect(migrated.twoDigitYearStart == 2000)
        #expect(try FastDate.parseTimestamp("99-02", as: .pattern(migrated)).seconds
                == 4_073_929_200)  // 2099-02-05T00:00+01:00
    }

    #if canImport(Darwin) || FASTDATE_DATEFORMATTER
    /// The formatter itself (the `DateFormatterMigration` trait on Linux): its pattern, zone,
    /// window and default date become a pattern that reads and writes what it does; another
    /// locale and a style-based formatter are refused with the reason.
    @Test func migratesTheFormatterItself() throws {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "Europe/Paris")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss Z"
        let pattern = try FastDate.Pattern(formatter)
        #expect(pattern.text == "EEE, dd MMM yyyy HH:mm:ss Z")
        #expect(pattern.timeZone?.identifier == "Europe/Paris")
        for seconds in stride(from: 1_700_000_000.0, to: 1_730_000_000.0, by: 1_234_567.0) {
            let date = Date(timeIntervalSince1970: seconds)
            let text = formatter.string(from: date)
            #expect(date.formatted(.fast(.pattern(pattern))) == text)
            #expect(try Date(fast: text, as: .pattern(pattern)) == formatter.date(from: text))
        }

        formatter.locale = Locale(identifier: "de_DE")
        let locale = try #require(throws: FastDate.PatternError.self) { try FastDate.Pattern(formatter) }
        #expect(locale.kind == .unsupportedLocale)
        #expect(locale.description.contains("de_DE"))

        let styled = DateFormatter()
        styled.locale = Locale(identifier: "en_US_POSIX")
        styled.dateStyle = .medium
        let style = try #require(throws: FastDate.PatternError.self) { try FastDate.Pattern(styled) }
        #expect(style.kind == .styleBasedFormatter)

        let short = DateFormatter()
        short.locale = Locale(identifier: "en_US_POSIX")
        short.timeZone = TimeZone(secondsFromGMT: 0)
        short.dateFormat = "dd/MM/yy"
        short.twoDigitStartDate = Date(timeIntervalSince1970: 946_684_800)  // 2000
        let window = try FastDate.Pattern(short)
        #expect(window.twoDigitYearStart == 2000)
        #expect(try Date(fast: "05/03/99", as: .pattern(window)) == short.date(from: "05/03/99"))
    }
    #endif
}
