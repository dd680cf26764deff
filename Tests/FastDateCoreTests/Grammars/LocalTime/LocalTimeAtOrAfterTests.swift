import FastDateCore
import Testing
import FastDateTestSupport

/// `LocalTime.timestamp(atOrAfter:)`: the next occurrence of a clock time at or after an
/// instant, on a clock at that instant's own UTC offset.
@Suite("Time of day at or after an instant") struct LocalTimeAtOrAfterTests {
    /// The Sunrise-Sunset case: times in UTC, a sunset after UTC midnight.
    @Test func aSunsetAfterUTCMidnightIsOnTheNextDay() throws {
        let sunrise = try FastDate.parseTimestamp("2021-06-19T09:25:09Z")
        let sunset = try FastDate.LocalTime(parsing: "12:31:02 AM", as: .timeOfDay).timestamp(atOrAfter: sunrise)
        #expect(sunset.description == "2021-06-20T00:31:02Z")
        #expect(sunset.seconds - sunrise.seconds == 54_353)
    }

    @Test func laterTheSameDayStaysOnThatDay() throws {
        let start = try FastDate.parseTimestamp("2021-06-19T04:00:00Z")
        #expect(try FastDate.LocalTime(parsing: "9:25:09 AM", as: .timeOfDay).timestamp(atOrAfter: start).description == "2021-06-19T09:25:09Z")
    }

    @Test func theClockIsAtTheStartsOffset() throws {
        // 23:30 at -04:00 is 03:30Z the next UTC day; 01:00 on that clock is still ahead.
        let start = try FastDate.parseTimestamp("2021-06-19T23:30:00-04:00")
        #expect(try FastDate.LocalTime(parsing: "01:00", as: .timeOfDay).timestamp(atOrAfter: start).description == "2021-06-20T01:00:00-04:00")
        #expect(try FastDate.LocalTime(parsing: "23:45", as: .timeOfDay).timestamp(atOrAfter: start).description == "2021-06-19T23:45:00-04:00")
    }

    @Test func anEqualTimeIsTheStartItself() throws {
        let start = try FastDate.parseTimestamp("2021-06-19T09:25:09.5Z")
        #expect(try FastDate.LocalTime(parsing: "09:25:09.5", as: .timeOfDay).timestamp(atOrAfter: start) == start)
        // One nanosecond earlier on the clock has passed: the next day.
        #expect(try FastDate.LocalTime(parsing: "09:25:09.499999999", as: .timeOfDay).timestamp(atOrAfter: start).description
            == "2021-06-20T09:25:09.499999999Z")
    }

    /// Against a direct definition: of the readings on the start's day and the next, the
    /// first that is not before the start.
    @Test func agreesWithTheDefinitionForRandomInstants() throws {
        var generator = SeededGenerator(seed: 0xA0A)
        var report = FailureReport()
        for _ in 0..<20_000 {
            let offset = Int32.random(in: -1439...1439, using: &generator) * 60
            let start = FastDate.Timestamp(
                seconds: Int64.random(in: -10_000_000_000...10_000_000_000, using: &generator),
                nanoseconds: Int32.random(in: 0..<1_000_000_000, using: &generator), utcOffset: offset)
            let time = FastDate.LocalTime(
                secondsSinceMidnight: Int32.random(in: 0..<86_400, using: &generator),
                nanoseconds: Bool.random(using: &generator) ? 0 : Int32.random(in: 0..<1_000_000_000, using: &generator))
            let got = try time.timestamp(atOrAfter: start)

            let local = start.seconds + Int64(offset)
            let midnight = (local >= 0 ? local / 86_400 : (local - 86_399) / 86_400) * 86_400
            let sameDay = midnight + Int64(time.secondsSinceMidnight) - Int64(offset)
            let notBefore = (sameDay, time.nanoseconds) >= (start.seconds, start.nanoseconds)
            let want = FastDate.Timestamp(seconds: notBefore ? sameDay : sameDay + 86_400, nanoseconds: time.nanoseconds, utcOffset: offset)
            if got != want { report.add("\(time) at or after \(start): got \(got), want \(want)") }
        }
        report.finish(checked: 20_000)
    }

    @Test func outOfRangeIsAnErrorNotATrap() throws {
        let last = FastDate.Timestamp(seconds: FastDate.Timestamp.maximumSeconds)
        let error = #expect(throws: FastDate.ParseError.self) {
            try FastDate.LocalTime(parsing: "00:00:01", as: .timeOfDay).timestamp(atOrAfter: last)
        }
        #expect(error?.kind == .outOfRange)
        var outside = last
        outside.seconds = .max
        #expect(throws: FastDate.ParseError.self) { try FastDate.LocalTime(parsing: "00:00", as: .timeOfDay).timestamp(atOrAfter: outside) }
    }
}
