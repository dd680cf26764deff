import FastDateCore
import FastDateTimeZones
import Testing

/// The examples in the DocC comments of `Sources/FastDateCore/Spans/`, run: a claim in a
/// comment is a claim about the code (`Scripts/snippets.py` runs the articles' claims).
@Suite struct SpanDocExamplesTests {
    @Test func differences() throws {
        let jan31 = try FastDate.LocalDate(parsing: "2024-01-31")
        #expect(try jan31.until(FastDate.LocalDate(parsing: "2024-03-15"), largestUnit: .month).description == "P1M15D")
        #expect(try jan31.until(FastDate.LocalDate(parsing: "2024-02-29"), largestUnit: .month).description == "P29D")
        #expect(try jan31.until(FastDate.LocalDate(parsing: "2024-03-20"), smallestUnit: .month, .toNearestOrAwayFromZero).description == "P2M")

        let start = try FastDate.LocalDateTime(parsing: "2024-01-31T18:00:00")
        let end = try FastDate.LocalDateTime(parsing: "2024-03-01T09:30:00")
        #expect(try start.until(end).description == "P29DT15H30M")
        #expect(try start.until(end, largestUnit: .month).description == "P29DT15H30M")
        #expect(try start.until(end, smallestUnit: .hour, .toNearestOrAwayFromZero).description == "P29DT16H")

        let t1 = try FastDate.parseTimestamp("2024-03-09T12:00:00-05:00")
        let t2 = try FastDate.parseTimestamp("2024-03-10T13:30:45.5-04:00")
        #expect(try t1.until(t2).description == "PT88245.5S")
        #expect(try t1.until(t2, largestUnit: .hour).description == "PT24H30M45.5S")
        #expect(try t1.until(t2, largestUnit: .hour, smallestUnit: .minute, .toNearestOrAwayFromZero).description == "PT24H31M")

        let newYork = try FastDate.TimeZone(bundledIdentifier: "America/New_York")
        let z1 = try FastDate.ZonedDateTime(FastDate.parseTimestamp("2024-03-09T12:00:00-05:00"), in: newYork)
        let z2 = try FastDate.ZonedDateTime(FastDate.parseTimestamp("2024-03-10T12:00:00-04:00"), in: newYork)
        #expect(try z1.until(z2).description == "PT23H")
        #expect(try z1.until(z2, largestUnit: .day).description == "P1D")
        #expect(throws: FastDate.ArithmeticError(.differentTimeZones)) {
            try z1.until(FastDate.ZonedDateTime(z2.timestamp, in: FastDate.TimeZone(bundledIdentifier: "Europe/Berlin")), largestUnit: .day)
        }
    }

    @Test func roundingTotallingAndAdding() throws {
        let jan31 = try FastDate.LocalDate(parsing: "2024-01-31")
        #expect(try FastDate.parseDuration("P45D").rounded(largestUnit: .month, relativeTo: jan31).description == "P1M16D")
        #expect(try FastDate.parseDuration("PT130H").rounded(largestUnit: .day, smallestUnit: .day, .toNearestOrAwayFromZero, relativeTo: jan31).description == "P5D")
        let newYork = try FastDate.TimeZone(bundledIdentifier: "America/New_York")
        let start = try FastDate.ZonedDateTime(FastDate.parseTimestamp("2024-03-09T12:00:00-05:00"), in: newYork)
        #expect(try FastDate.parseDuration("PT48H").rounded(largestUnit: .day, relativeTo: start).description == "P2DT1H")
        #expect(try FastDate.parseDuration("PT130H").rounded(largestUnit: .day).description == "P5DT10H")
        #expect(try FastDate.parseDuration("PT2H29M").rounded(smallestUnit: .hour).description == "PT2H")
        #expect(try FastDate.parseDuration("PT1H30M").rounded(largestUnit: .minute, smallestUnit: .minute).description == "PT90M")
        #expect(throws: FastDate.ArithmeticError(.calendarUnitsNeedDate)) { try FastDate.parseDuration("P1M").rounded() }

        let feb1 = try FastDate.LocalDate(parsing: "2024-02-01")
        #expect(try FastDate.parseDuration("P1M").total(.day, relativeTo: feb1) == 29)
        #expect(try FastDate.parseDuration("P45D").total(.month, relativeTo: feb1) == 1.5161290322580645)
        let midnight = try FastDate.ZonedDateTime(FastDate.parseTimestamp("2024-03-10T00:00:00-05:00"), in: newYork)
        #expect(try FastDate.parseDuration("PT23H").total(.day, relativeTo: midnight) == 1)
        #expect(try FastDate.parseDuration("PT36H").total(.day) == 1.5)
        #expect(try FastDate.parseDuration("PT1H30M").total(.minute) == 90)

        #expect(try jan31.adding(FastDate.parseDuration("P1M1D")).description == "2024-03-01")
        #expect(try jan31.adding(-FastDate.parseDuration("P1Y")).description == "2023-01-31")
        #expect(try FastDate.LocalDateTime(parsing: "2024-01-31T22:00:00").adding(FastDate.parseDuration("P1MT3H")).description == "2024-03-01T01:00:00")
        let berlin = try FastDate.TimeZone(bundledIdentifier: "Europe/Berlin")
        let z = try FastDate.ZonedDateTime(FastDate.parseTimestamp("2024-03-30T02:30:00+01:00"), in: berlin)
        #expect(try z.adding(FastDate.parseDuration("P1DT1H")).description == "2024-03-31T04:30:00+02:00[Europe/Berlin]")
        let t = try FastDate.parseTimestamp("2024-03-09T12:00:00-05:00")
        #expect(try t.adding(FastDate.parseDuration("PT36H")).description == "2024-03-11T00:00:00-05:00")
        #expect(throws: FastDate.ArithmeticError(.calendarUnitsNeedDate)) { try t.adding(FastDate.parseDuration("P1D")) }
    }

    @Test func friendlyText() throws {
        let d = try FastDate.parseDuration("PT2H30M")
        #expect(FastDate.format(d) == "PT2H30M")
        #expect(FastDate.format(d, style: .friendly) == "2h 30m")
    }
}

/// A hand-built span past `Int64` seconds of weeks, days and clock time (no text can say one)
/// is refused, never wrapped into a wrong date.
@Suite struct HugeSpanTests {
    @Test func wrappedDaysAreRefused() throws {
        // 86,400 × days is 2^64 + 86,400 × 1 modulo 2^64 for no `days` exactly, but near
        // multiples of 2^64 / 86,400 land a few days from zero when they wrap.
        let days = Int64((UInt64(1) << 63) / 86_400 * 2 + 1)
        let span = FastDate.ISODuration(days: days)
        #expect(span.exactSeconds == nil)
        let date = try FastDate.LocalDate(parsing: "2024-01-01")
        #expect(throws: FastDate.ArithmeticError(.outOfRange)) { try date.adding(span) }
        #expect(throws: FastDate.ArithmeticError(.outOfRange)) { try FastDate.LocalDateTime(date: date, time: FastDate.LocalTime(secondsSinceMidnight: 0)).adding(span) }
        #expect(throws: FastDate.ArithmeticError(.outOfRange)) { try span.total(.day) }
        #expect(throws: FastDate.ArithmeticError(.outOfRange)) { try span.rounded(relativeTo: date) }
    }
}
