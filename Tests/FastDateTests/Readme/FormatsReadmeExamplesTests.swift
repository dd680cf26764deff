import FastDate
import Foundation
import Testing

/// The examples of the former README sections "Using it" and "What is accepted" (now the
/// DocC article "Choosing a Format"), with their claims checked (`Scripts/snippets.py`
/// compiles the README's and the articles' blocks as written).
/// Change both together.
@Suite struct FormatsReadmeExamplesTests {
    struct SunTimes: Codable {
        var sunrise: Date
        var sunset: Date
    }

    static func iso(_ date: Date) -> String { date.formatted(.fastISO8601(fractionDigits: 0)) }

    @Test func aTimeOfDayOnADayInAZone() throws {
        let day = Date(timeIntervalSince1970: 1_616_169_600)  // noon in New York, 19 March 2021
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .fastTimeOfDay(on: day, in: TimeZone(identifier: "America/New_York")!)
        let json = Data(#"{"sunrise": "7:27:02 AM", "sunset": "7:31:42 PM"}"#.utf8)
        let times = try decoder.decode(SunTimes.self, from: json)
        // times.sunrise: 2021-03-19T11:27:02Z, times.sunset: 2021-03-19T23:31:42Z (EDT, -04:00)
        #expect(Self.iso(times.sunrise) == "2021-03-19T11:27:02Z")
        #expect(Self.iso(times.sunset) == "2021-03-19T23:31:42Z")
    }

    @Test func aTimeOfDayAtItsNextOccurrence() throws {
        let midnightInNewYork = Date(timeIntervalSince1970: 1_624_075_200)  // 2021-06-19T04:00:00Z
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .fastTimeOfDay(atOrAfter: midnightInNewYork, in: TimeZone(identifier: "UTC")!)
        let json = Data(#"{"sunrise": "9:25:09 AM", "sunset": "12:31:02 AM"}"#.utf8)
        let times = try decoder.decode(SunTimes.self, from: json)
        // times.sunrise: 2021-06-19T09:25:09Z, times.sunset: 2021-06-20T00:31:02Z
        let daylight = times.sunset.timeIntervalSince(times.sunrise)   // 54353 s: 15 h 5 min 53 s
        #expect(Self.iso(times.sunrise) == "2021-06-19T09:25:09Z")
        #expect(Self.iso(times.sunset) == "2021-06-20T00:31:02Z")
        #expect(daylight == 54_353)
    }

    @Test func theCoreReadsATime() throws {
        let t = try FastDate.LocalTime(parsing: "12:30 AM", as: .timeOfDay)
        // t.secondsSinceMidnight == 1800, t.hour == 0, t.minute == 30
        #expect(t.secondsSinceMidnight == 1800 && t.hour == 0 && t.minute == 30)
    }

    /// The table of inputs.
    @Test func theTable() throws {
        func seconds(_ text: String) -> Int? {
            (try? FastDate.LocalTime(parsing: text, as: .timeOfDay)).map { Int($0.secondsSinceMidnight) }
        }
        #expect(seconds("19:27:02") == 70_022 && seconds("9:05") == 32_700 && seconds("19:27:02.5") == 70_022)
        for text in ["7:27:02 PM", "07:27 pm", "7:27PM", "7:27 p.m.", "7:27\u{202F}PM"] {
            #expect(seconds(text).map { $0 / 60 } == 19 * 60 + 27, "\(text)")
        }
        #expect(seconds("12:00 AM") == 0 && seconds("12:30 AM") == 1800 && seconds("12:00 PM") == 43_200)
        #expect(seconds("0:30 AM") == nil && seconds("13:00 PM") == nil)
    }

    @Test func aDateTimeWithoutAnOffsetInAZone() throws {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .fastLocalDateTime(in: TimeZone(identifier: "Europe/Paris")!)
        let json = Data(#"["2021-03-19T10:37:20", "2021-03-19T10:37:20.123", "2021-03-19 10:37", "2021-03-19T10:37:20Z"]"#.utf8)
        let dates = try decoder.decode([Date].self, from: json)
        // 09:37:20Z, 09:37:20.123Z, 09:37:00Z (Paris is at +01:00), and 10:37:20Z: a written offset wins
        #expect(dates.map { $0.formatted(.fastISO8601(fractionDigits: 3)) } == [
            "2021-03-19T09:37:20.000Z", "2021-03-19T09:37:20.123Z", "2021-03-19T09:37:00.000Z", "2021-03-19T10:37:20.000Z",
        ])
    }

    @Test func gapsAndOverlaps() throws {
        let newYork = TimeZone(identifier: "America/New_York")!
        let skipped = try FastDate.parseLocalDateTime("2021-03-14T02:30:00").timestamp(in: newYork)
        // 2021-03-14T07:30:00Z: 02:30 does not exist; read at -05:00 it is 03:30 EDT
        let repeated = try FastDate.parseLocalDateTime("2021-11-07T01:30:00").timestamp(in: newYork)
        // 2021-11-07T05:30:00Z: the first 01:30 (EDT)
        #expect(Self.iso(Date(skipped)) == "2021-03-14T07:30:00Z")
        #expect(Self.iso(Date(repeated)) == "2021-11-07T05:30:00Z")
    }

    /// The claim about `DateFormatter` on Linux, so the text is corrected if Foundation changes.
    @Test(.enabled(if: FormatsReadmeExamplesTests.isLinux, "the README's claim is about DateFormatter on Linux"))
    func dateFormatterDisagreesWithCalendarOnLinux() throws {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "America/New_York")!
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss"
        #expect(formatter.date(from: "2021-03-14T02:30:00") == nil)
        #expect(formatter.date(from: "2021-11-07T01:30:00").map(Self.iso) == "2021-11-07T06:30:00Z")
    }

    static var isLinux: Bool {
        #if os(Linux)
        true
        #else
        false
        #endif
    }

    @Test func errors() throws {
        var printed: [String] = []
        func print(_ error: FastDate.ParseError) { printed.append("\(error)") }

        do { _ = try FastDate.LocalTime(parsing: "0:30 AM", as: .timeOfDay) }
        catch { print(error) }
        // hour 0 is out of range for AM/PM (a 12-hour clock reads 1 to 12; midnight is 12 AM) at byte 0
        #expect(printed == ["hour 0 is out of range for AM/PM (a 12-hour clock reads 1 to 12; midnight is 12 AM) at byte 0"])
    }
}
