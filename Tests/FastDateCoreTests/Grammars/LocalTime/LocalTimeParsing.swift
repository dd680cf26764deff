import FastDateCore
import Foundation
import Testing
import FastDateTestSupport

/// Times of day and local date-times beyond the vectors: the classic 12-hour mistakes,
/// every time of the day in every written shape, and local date-times agreeing with the
/// date-time grammar they share with `.iso8601`.
@Suite struct LocalTimeParsing {
    static func seconds(_ text: String) -> Int? {
        (try? FastDate.LocalTime(parsing: text, as: .timeOfDay)).map { Int($0.secondsSinceMidnight) }
    }

    static func kind(_ text: String) -> FastDate.ParseError.Kind? {
        Thrown.parseError { () throws(FastDate.ParseError) in try FastDate.LocalTime(parsing: text, as: .timeOfDay) }?.kind
    }

    /// Midnight and noon, the two hours 12-hour parsers get wrong.
    @Test func midnightAndNoon() {
        #expect(Self.seconds("12:00:00 AM") == 0)
        #expect(Self.seconds("12:00:00 PM") == 12 * 3600)
        #expect(Self.seconds("12:30 AM") == 30 * 60)
        #expect(Self.seconds("12:30 PM") == 12 * 3600 + 30 * 60)
        #expect(Self.seconds("12:59:59 AM") == 3599)
        #expect(Self.seconds("1:00 AM") == 3600)
        #expect(Self.seconds("11:59:59 PM") == 86_399)
        #expect(Self.kind("0:30 AM") == .hourOutOfRangeFor12HourClock)
        #expect(Self.kind("00:00 AM") == .hourOutOfRangeFor12HourClock)
        #expect(Self.kind("13:30 PM") == .hourOutOfRangeFor12HourClock)
        #expect(Self.kind("13:30 AM") == .hourOutOfRangeFor12HourClock)
        #expect(Self.kind("24:00") == .hourOutOfRange)
    }

    @Test func theIssuesExamples() throws {
        let noonish = try FastDate.LocalTime(parsing: "12:59:22 PM", as: .timeOfDay)
        #expect((noonish.hour, noonish.minute, noonish.second) == (12, 59, 22))
        let morning = try FastDate.LocalTime(parsing: "7:27:02 AM", as: .timeOfDay)
        #expect((morning.hour, morning.minute, morning.second) == (7, 27, 2))
        let evening = try FastDate.LocalTime(parsing: "19:27:02", as: .timeOfDay)
        #expect((evening.hour, evening.minute, evening.second) == (19, 27, 2))
        #expect(morning < noonish && noonish < evening)
    }

    @Test func errorMessagesNameTheProblem() {
        let hour = Thrown.parseError { () throws(FastDate.ParseError) in try FastDate.LocalTime(parsing: "0:30 AM", as: .timeOfDay) }
        #expect(hour?.description == "hour 0 is out of range for AM/PM (a 12-hour clock reads 1 to 12; midnight is 12 AM) at byte 0")
        let meridiem = Thrown.parseError { () throws(FastDate.ParseError) in try FastDate.LocalTime(parsing: "7:27:02 UTC", as: .timeOfDay) }
        #expect(meridiem?.description == "expected 'AM' or 'PM' at byte 8")
        // Syntax comes first: the hour is judged for AM/PM only once the whole input is read.
        let first = Thrown.parseError { () throws(FastDate.ParseError) in try FastDate.LocalTime(parsing: "13:00 PM!", as: .timeOfDay) }
        #expect(first?.kind == .trailingBytes && first?.offset == 8)
    }

    /// Every second of a day written on the 24-hour clock, and every minute in every
    /// 12-hour shape (padded or not, with or without seconds, each gap, case and dots).
    @Test func everyTimeOfTheDayInEveryShape() {
        var report = FailureReport()
        func pad(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        for s in 0..<86_400 {
            let text = "\(pad(s / 3600)):\(pad(s / 60 % 60)):\(pad(s % 60))"
            if Self.seconds(text) != s { report.add("\(text) read as \(String(describing: Self.seconds(text)))") }
        }
        let gaps = ["", " ", "\u{00A0}", "\u{202F}"]
        let meridiems = [("AM", "PM"), ("am", "pm"), ("A.M.", "P.M."), ("a.m.", "p.m."), ("Am", "pM")]
        for m in stride(from: 0, to: 86_400, by: 60) {
            let hour24 = m / 3600
            let hour12 = hour24 % 12 == 0 ? 12 : hour24 % 12
            let minute = m / 60 % 60
            for hour in ["\(hour12)", pad(hour12)] {
                for seconds in ["", ":00", ":00.000"] {
                    for gap in gaps {
                        for (am, pm) in meridiems {
                            let text = "\(hour):\(pad(minute))\(seconds)\(gap)\(hour24 < 12 ? am : pm)"
                            if Self.seconds(text) != m {
                                report.add("\(text) read as \(String(describing: Self.seconds(text))), expected \(m)")
                            }
                        }
                    }
                }
            }
            for hour in ["\(hour24)", pad(hour24)] where Self.seconds("\(hour):\(pad(minute))") != m {
                report.add("\(hour):\(pad(minute)) did not read as \(m)")
            }
        }
        report.finish(checked: 86_400 + 1_440 * 122)
    }

    /// A 12-hour hour outside 1–12 is refused whatever the rest of the time looks like.
    @Test func hoursOutsideTheTwelveHourClock() {
        for hour in [0, 13, 14, 20, 23] {
            for suffix in [" AM", " PM", "am", "\u{202F}p.m."] {
                let text = "\(hour):05:06\(suffix)"
                #expect(Self.kind(text) == .hourOutOfRangeFor12HourClock, "\(text)")
            }
        }
    }

    /// A megabyte of fraction digits is read once, in linear time, and truncated; a
    /// megabyte of anything after a complete time fails at its first byte.
    @Test func hugeInputs() throws {
        let digits = String(repeating: "7", count: 1_000_000)
        let time = try FastDate.LocalTime(parsing: "19:27:02." + digits, as: .timeOfDay)
        #expect(time == FastDate.LocalTime(secondsSinceMidnight: 70_022, nanoseconds: 777_777_777))
        let twelve = try FastDate.LocalTime(parsing: "7:27:02." + digits + "\u{202F}p.m.", as: .timeOfDay)
        #expect(twelve == FastDate.LocalTime(secondsSinceMidnight: 70_022, nanoseconds: 777_777_777))
        let local = try FastDate.parseLocalDateTime("2021-03-19T10:37:20." + digits)
        #expect(try local == FastDate.LocalDateTime(localSeconds: 1_616_150_240, nanoseconds: 777_777_777))
        let trailing = Thrown.parseError { () throws(FastDate.ParseError) in try FastDate.LocalTime(parsing: "7:27 PM" + digits, as: .timeOfDay) }
        #expect(trailing?.kind == .trailingBytes && trailing?.offset == 7)
        let noise = Thrown.parseError { () throws(FastDate.ParseError) in try FastDate.LocalTime(parsing: digits, as: .timeOfDay) }
        #expect(noise?.kind == .hourOutOfRange && noise?.offset == 0)
    }

    @Test func timeOfDayValuesAndPreconditions() {
        let t = FastDate.LocalTime(secondsSinceMidnight: 3 * 3600 + 4 * 60 + 5, nanoseconds: 6)
        #expect((t.hour, t.minute, t.second, t.nanoseconds) == (3, 4, 5, 6))
        #expect(FastDate.LocalTime(secondsSinceMidnight: 5) < FastDate.LocalTime(secondsSinceMidnight: 5, nanoseconds: 1))
    }

    // MARK: Local date-times

    /// Whatever `.iso8601` reads at an assumed offset, a local date-time reads as the same
    /// reading at that offset: the two share one date-time grammar.
    @Test func localDateTimesAgreeWithAssumedOffsets() throws {
        let vectors = try SpecVectorLoader.parseVectors().filter { $0.profile == "iso8601" || $0.profile == "rfc3339" }
        var report = FailureReport()
        var checked = 0
        for vector in vectors {
            let local = Result { () throws(FastDate.ParseError) in try FastDate.parseLocalDateTime(vector.bytes) }
            for offset: Int32 in [0, 3600, -19_800, 86_399, -86_399] {
                let assumed = Result { () throws(FastDate.ParseError) in
                    try FastDate.parseTimestamp(vector.bytes, as: .iso8601.assumingUTCOffset(offset))
                }
                guard case .success(let want) = assumed, case .success(let reading) = local else { continue }
                checked += 1
                let got = Result { () throws(FastDate.ParseError) in try reading.timestamp(assumingUTCOffset: offset) }
                if case .success(let t) = got, t == want { continue }
                // A leap second without an offset is refused by the local grammar; nothing else may differ.
                report.add("\(Show.input(vector.bytes)) at \(offset): \(Show.result(got)), .iso8601 gave \(Show.timestamp(want))")
            }
        }
        #expect(checked > 500)
        report.finish(checked: checked)
    }

    /// Random instants written at random offsets read back as the clock at that offset,
    /// without the offset and with it.
    @Test func randomReadingsRoundTrip() throws {
        var rng = SeededGenerator(seed: 0x10CA_1DA7)
        var report = FailureReport()
        for n in 0..<20_000 {
            // A day inside 0001–9999 either side, so the reading at any offset is a civil one.
            let seconds = Int64.random(in: -62_135_510_400...253_402_214_399, using: &rng)
            let nanoseconds = n % 3 == 0 ? 0 : Int32.random(in: 0..<1_000_000_000, using: &rng)
            let offset = Int32.random(in: -1439...1439, using: &rng) * 60
            let t = FastDate.Timestamp(seconds: seconds, nanoseconds: nanoseconds, utcOffset: offset)
            let text = try FastDate.format(t, as: .rfc3339.fractionDigits(9))
            let withOffset = try FastDate.parseLocalDateTime(text)
            let withoutOffset = try FastDate.parseLocalDateTime(text.prefix(29))
            let want = try FastDate.LocalDateTime(localSeconds: seconds + Int64(offset), nanoseconds: nanoseconds, utcOffset: offset)
            if withOffset != want { report.add("\(text): \(withOffset)") }
            if try withoutOffset != FastDate.LocalDateTime(localSeconds: want.localSeconds, nanoseconds: nanoseconds) {
                report.add("\(text.prefix(29)): \(withoutOffset)")
            }
            if try withoutOffset.timestamp(assumingUTCOffset: offset) != t || withOffset.timestamp(assumingUTCOffset: 0) != t {
                report.add("\(text): the instant does not come back")
            }
        }
        report.finish(checked: 20_000)
    }

    @Test func theInstantOfAReading() throws {
        let local = try FastDate.parseLocalDateTime("2021-03-19T10:37:20.5")
        #expect(local.utcOffset == nil)
        #expect(try local.timestamp(assumingUTCOffset: 3600) == FastDate.Timestamp(seconds: 1_616_146_640, nanoseconds: 500_000_000, utcOffset: 3600))
        // A written offset wins over the assumed one, as with `Format.assumingUTCOffset`.
        let written = try FastDate.parseLocalDateTime("2021-03-19T10:37:20-05:00")
        #expect(try written.timestamp(assumingUTCOffset: 3600) == FastDate.Timestamp(seconds: 1_616_168_240, utcOffset: -18_000))
        // A reading is a civil value, years 0000–9999: the last one parses, and its instant
        // at the most negative offset is still in range.
        let last = try FastDate.parseLocalDateTime("9999-12-31T23:59:59.999999999")
        #expect(try last.timestamp(assumingUTCOffset: -86_399).seconds == 253_402_387_198)
        // An expanded year past them is `yearOutOfRange` at byte 0, even where an offset
        // would put the instant in range; past the instant range, `outOfRange` comes first.
        for text in ["+010000-01-01T00:00:00", "+275760-09-13T23:59:59", "-000001-12-31T23:59:59Z"] {
            let error = Thrown.parseError { () throws(FastDate.ParseError) in try FastDate.parseLocalDateTime(text) }
            #expect(error?.kind == .yearOutOfRange && error?.offset == 0, "\(text)")
        }
        let beyond = Thrown.parseError { () throws(FastDate.ParseError) in try FastDate.parseLocalDateTime("+275760-09-14T00:00:00") }
        #expect(beyond?.kind == .outOfRange && beyond?.offset == 0)
        // A caller's reading outside them is refused, not wrapped around.
        #expect(throws: FastDate.CalendarError(.yearOutOfRange)) { try FastDate.LocalDateTime(localSeconds: .min) }
        #expect(throws: FastDate.CalendarError(.yearOutOfRange)) { try FastDate.LocalDateTime(localSeconds: 253_402_300_800) }
    }
}
