import FastDateCore
import Testing
import FastDateTestSupport

/// HTTP-date and RFC 5322 (`Spec/internet/internet-dates.md`): what is written reads back, the RFC's
/// own example is byte-identical, IMF-fixdate means the same in both grammars, the 50-year
/// rule, and hostile input. The vectors themselves run through every door in `SpecVectors`.
@Suite("Internet message date parsing and writing") struct InternetDateParsing {
    /// RFC 9110 section 5.6.7's example instant, 1994-11-06T08:49:37Z.
    static let example = FastDate.Timestamp(seconds: 784_111_777)

    /// The names are found by a perfect hash (`EnglishNames`): every three letters, in
    /// upper and lower case, name a month or a day exactly when they are one.
    @Test func everyThreeLettersAreANameExactlyWhenTheyAreOne() throws {
        let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
        let days = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
        var report = FailureReport()
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        for a in letters { for b in letters { for c in letters {
            let name = String([a, b, c])
            for text in [name, name.uppercased()] {
                let asMonth = try? FastDate.parseTimestamp("19 \(text) 2021 10:37:20 GMT", as: .rfc5322)
                report.check((asMonth != nil) == months.contains(name), "\(text) as a month: \(String(describing: asMonth))")
                if let index = months.firstIndex(of: name) {
                    report.check(asMonth == (try? FastDate.parseTimestamp("2021-\(index < 9 ? "0" : "")\(index + 1)-19T10:37:20Z")),
                                 "\(text) is month \(index + 1)")
                }
                // 19 March 2021 was a Friday: only `fri` reads, any other day name is a mismatch.
                let asDay = Result { () throws(FastDate.ParseError) in try FastDate.parseTimestamp("\(text), 19 Mar 2021 10:37:20 GMT", as: .rfc5322) }
                let want: FastDate.ParseError.Kind? = name == "fri" ? nil : days.contains(name) ? .weekdayMismatch : .expectedDayName
                switch asDay {
                case .success: report.check(want == nil, "\(text) as a day read")
                case .failure(let error): report.check(error.kind == want, "\(text) as a day: \(error)")
                }
            }
        } } }
        report.finish(minimumChecked: 26 * 26 * 26 * 4)
    }

    @Test func writesRFC9110sExampleByteForByte() throws {
        #expect(try FastDate.format(Self.example, as: .httpDate) == "Sun, 06 Nov 1994 08:49:37 GMT")
        // The offset is not written, the instant is: 09:49:37 at +01:00 is the same time.
        #expect(try FastDate.format(FastDate.Timestamp(seconds: 784_111_777, nanoseconds: 999_999_999, utcOffset: 3600), as: .httpDate)
            == "Sun, 06 Nov 1994 08:49:37 GMT")
        #expect(try FastDate.format(FastDate.Timestamp(seconds: 1_616_146_640, utcOffset: 3600), as: .rfc5322) == "Fri, 19 Mar 2021 10:37:20 +0100")
        #expect(try FastDate.format(FastDate.Timestamp(seconds: 1_616_146_640), as: .rfc5322) == "Fri, 19 Mar 2021 09:37:20 +0000")
        #expect(try FastDate.format(FastDate.Timestamp(seconds: 1_616_146_640, utcOffset: -34_200), as: .rfc5322) == "Fri, 19 Mar 2021 00:07:20 -0930")
    }

    @Test func allThreeFormsOfTheExampleAreOneInstant() throws {
        for text in ["Sun, 06 Nov 1994 08:49:37 GMT", "Sunday, 06-Nov-94 08:49:37 GMT", "Sun Nov  6 08:49:37 1994"] {
            for door in Door.allCases {
                #expect(door.parseTimestamp(Array(text.utf8), as: .httpDate) == .success(Self.example), "\(text) via \(door)")
            }
        }
    }

    /// Every written HTTP-date and RFC 5322 text reads back to its instant, to the second,
    /// for instants sampled over the whole of years 0001–9999 and offsets within ±23:59.
    @Test func writtenTextReadsBackAcrossTheFourDigitYears() throws {
        var generator = SeededGenerator(seed: 0x9110_5322)
        var report = FailureReport()
        let first: Int64 = -62_135_596_800  // 0001-01-01T00:00:00Z
        let last: Int64 = 253_402_300_799   // 9999-12-31T23:59:59Z
        let count = 50_000
        for n in 0..<count {
            let offset = Int32.random(in: -1439...1439, using: &generator) * 60
            // Keep the local time inside 0001–9999 too: that is what RFC 5322 writes.
            let seconds = Int64.random(in: (first + 86_400)...(last - 86_400), using: &generator)
            let t = FastDate.Timestamp(seconds: seconds, nanoseconds: n % 3 == 0 ? 0 : Int32.random(in: 0..<1_000_000_000, using: &generator), utcOffset: offset)
            let http = try FastDate.format(t, as: .httpDate)
            let mail = try FastDate.format(t, as: .rfc5322)
            let door = Door.rotating(n, for: Array(http.utf8))
            if door.parseTimestamp(Array(http.utf8), as: .httpDate) != .success(FastDate.Timestamp(seconds: seconds)) {
                report.add("\(http) (from \(seconds)) via \(door) reads as \(door.parseTimestamp(Array(http.utf8), as: .httpDate))")
            }
            // IMF-fixdate is also an RFC 5322 date-time, with the same meaning.
            if door.parseTimestamp(Array(http.utf8), as: .rfc5322) != .success(FastDate.Timestamp(seconds: seconds)) {
                report.add("\(http) as RFC 5322 reads differently")
            }
            if door.parseTimestamp(Array(mail.utf8), as: .rfc5322) != .success(FastDate.Timestamp(seconds: seconds, utcOffset: offset)) {
                report.add("\(mail) (from \(seconds), offset \(offset)) via \(door) reads as \(door.parseTimestamp(Array(mail.utf8), as: .rfc5322))")
            }
            if http.utf8.count != 29 || mail.utf8.count != 31 { report.add("lengths \(http.utf8.count), \(mail.utf8.count)") }
        }
        report.finish(checked: count)
    }

    @Test func yearsOutsideFourDigitsAreNotWritten() throws {
        for seconds: Int64 in [-62_167_219_201, 253_402_300_800, FastDate.Timestamp.maximumSeconds] {
            #expect(throws: FastDate.FormatError(.unrepresentableYear)) { try FastDate.format(FastDate.Timestamp(seconds: seconds), as: .httpDate) }
            #expect(throws: FastDate.FormatError(.unrepresentableYear)) { try FastDate.format(FastDate.Timestamp(seconds: seconds), as: .rfc5322) }
        }
        // Year 0000 is four digits.
        #expect(try FastDate.format(FastDate.Timestamp(seconds: -62_167_219_200), as: .httpDate) == "Sat, 01 Jan 0000 00:00:00 GMT")
        #expect(throws: FastDate.FormatError(.invalidOffset)) { try FastDate.format(FastDate.Timestamp(seconds: 0, utcOffset: 30), as: .rfc5322) }
    }

    /// RFC 9110: a two-digit year more than 50 years ahead is the most recent past year.
    @Test(arguments: [
        (2026, "76", 2076), (2026, "77", 1977), (2026, "26", 2026), (2026, "00", 2000),
        (2099, "10", 2110), (2099, "49", 2149), (2099, "50", 2050), (1999, "49", 2049), (1999, "50", 1950),
    ])
    func fiftyYearRule(_ currentYear: Int, _ twoDigits: String, _ year: Int) throws {
        // 1 January of `year`, with its real day name, written in RFC 850's form.
        let t = try FastDate.parseTimestamp("01 Jan \(year) 00:00:00 GMT", as: .rfc5322)
        let dayName = try FastDate.format(t, as: .httpDate).prefix(3)
        let fullName = ["Mon": "Monday", "Tue": "Tuesday", "Wed": "Wednesday", "Thu": "Thursday", "Fri": "Friday",
                        "Sat": "Saturday", "Sun": "Sunday"][String(dayName)]!
        let text = "\(fullName), 01-Jan-\(twoDigits) 00:00:00 GMT"
        #expect(try FastDate.parseTimestamp(text, as: .httpDate(currentYear: currentYear)) == t, "\(text) from \(currentYear)")
    }

    /// A megabyte of hostile bytes ends in an error, every door, without a trap; comments are
    /// skipped with a counter, so nesting depth cannot exhaust the stack.
    @Test func megabyteInputsAreRefused() {
        let megabyte = 1 << 20
        let cases: [(String, FastDate.Format, FastDate.ParseError.Kind)] = [
            ("Fri, 19 Mar 2021 10:37:20 +0100 " + String(repeating: "(", count: megabyte), .rfc5322, .unterminatedComment),
            ("Fri, 19 Mar 2021 10:37:20 +0100 (" + String(repeating: "\\(", count: megabyte / 2), .rfc5322, .unterminatedComment),
            (String(repeating: " ", count: megabyte), .rfc5322, .expectedDay),
            (String(repeating: "(a)", count: megabyte / 3), .rfc5322, .expectedDay),
            ("01 Jan " + String(repeating: "7", count: megabyte) + " 00:00:00 GMT", .rfc5322, .outOfRange),
            ("Sun, 06 Nov 1994 08:49:37 GMT" + String(repeating: " ", count: megabyte), .httpDate, .trailingBytes),
            (String(repeating: "Sunday", count: megabyte / 6), .httpDate, .expectedComma),
        ]
        for (text, format, kind) in cases {
            for door in [Door.rawBuffer, .string, .span] {
                let got = door.parseTimestamp(Array(text.utf8), as: format)
                #expect(got.kindAndOffset?.kind == kind, "\(text.prefix(40))… via \(door): \(got.kindAndOffset.map { "\($0)" } ?? "parsed")")
            }
        }
    }
}
