import FastDateCore
import Testing
import FastDateTestSupport

/// `FastDate.LocalDateTime` as a civil value: a `LocalDate` and a `LocalTime`, years
/// 0000–9999. Driven by `Spec/local-time/vectors/local-date-time.json` (the reference in
/// `Spec/tools/date_time_reference.py`) and by the reference calendar of the tests.
@Suite struct LocalDateTimeTests {
    static func validReadings() throws -> [(String, FastDate.LocalDateTime)] {
        try SpecVectorLoader.localTimeStringVectors(.localDateTime).compactMap { vector in
            guard case .localDateTime(let reading) = vector.expected else { return nil }
            return (vector.input!, reading)
        }
    }

    /// `init(parsing:)` reads what `parseLocalDateTime` reads, through every door, errors
    /// included; an accepted reading splits into the date and time the reference calendar
    /// gives, and its `description` reads back as the same value.
    @Test func everyVectorThroughEveryDoor() throws {
        var report = FailureReport()
        let vectors = try SpecVectorLoader.localTimeStringVectors(.localDateTime)
        #expect(vectors.count > 150)
        for vector in vectors {
            for door in Door.allCases where door.accepts(vector.bytes) {
                let got = door.parseLocalDateTimeValue(vector.bytes)
                switch (vector.expected, got) {
                case (.localDateTime(let want), .success(let reading)):
                    report.check(reading == want, "\(vector) via \(door): \(reading)")
                case (.error(let kind, let offset), .failure(let error)):
                    report.check(error.kind == kind && error.offset == offset, "\(vector) via \(door): \(error)")
                default:
                    report.add("\(vector) via \(door): \(got)")
                }
            }
            guard case .localDateTime(let reading) = vector.expected else { continue }
            let day = ReferenceCalendar.floorDiv(reading.localSeconds, 86_400)
            let (year, month, dayOfMonth) = ReferenceCalendar.civilDate(daysSinceEpoch: day)
            let second = Int32(reading.localSeconds - day * 86_400)
            report.check(Int64(reading.date.year) == year && reading.date.month == month && reading.date.day == dayOfMonth
                         && reading.time.secondsSinceMidnight == second && reading.time.nanoseconds == reading.nanoseconds,
                         "\(vector): \(reading.date) \(reading.time)")
            report.check(FastDate.LocalDateTime(date: reading.date, time: reading.time, utcOffset: reading.utcOffset) == reading,
                         "\(vector): date and time do not make the reading again")
            let back = Result { () throws(FastDate.ParseError) in try FastDate.LocalDateTime(parsing: reading.description) }
            report.check(back == .success(reading), "\(vector): \(reading.description) reads back as \(back)")
        }
        report.finish(checked: vectors.count)
    }

    @Test func descriptionIsCanonical() throws {
        #expect(try FastDate.LocalDateTime(parsing: "2021-03-19 10:37").description == "2021-03-19T10:37:00")
        #expect(try FastDate.LocalDateTime(parsing: "2021-03-19t10:37:20.500").description == "2021-03-19T10:37:20.5")
        #expect(try FastDate.LocalDateTime(parsing: "2021-03-19T10:37:20+0530").description == "2021-03-19T10:37:20+05:30")
        #expect(try FastDate.LocalDateTime(parsing: "2021-03-19T10:37:20-00:00").description == "2021-03-19T10:37:20Z")
        #expect(try FastDate.LocalDateTime(parsing: "2021-03-19T10:37:20+05:30:45").description == "2021-03-19T10:37:20+05:30:45")
        #expect(try FastDate.LocalDateTime(parsing: "0000-01-01T00:00:00.000000001").description == "0000-01-01T00:00:00.000000001")
    }

    /// Arithmetic moves the date as `LocalDate` does and keeps the time and the offset; days
    /// are exact multiples of 86,400 s on the reading.
    @Test func arithmeticIsOnTheDate() throws {
        var report = FailureReport()
        var rng = SeededGenerator(seed: 0x1DA7)
        let readings = try Self.validReadings().map(\.1)
        for reading in readings {
            for _ in 0..<4 {
                let days = Int.random(in: -800_000...800_000, using: &rng)
                let months = Int.random(in: -30_000...30_000, using: &rng)
                let byDays = Result { () throws(FastDate.CalendarError) in try reading.adding(days: days) }
                let wantDays = Result { () throws(FastDate.CalendarError) in
                    try FastDate.LocalDateTime(localSeconds: reading.localSeconds + Int64(days) * 86_400,
                                               nanoseconds: reading.nanoseconds, utcOffset: reading.utcOffset)
                }
                report.check(byDays == wantDays, "\(reading) + \(days) days: \(byDays), want \(wantDays)")
                let byMonths = Result { () throws(FastDate.CalendarError) in try reading.adding(months: months) }
                let wantMonths = Result { () throws(FastDate.CalendarError) in
                    FastDate.LocalDateTime(date: try reading.date.adding(months: months), time: reading.time, utcOffset: reading.utcOffset)
                }
                report.check(byMonths == wantMonths, "\(reading) + \(months) months")
                let byYears = Result { () throws(FastDate.CalendarError) in try reading.adding(years: months / 12) }
                let wantYears = Result { () throws(FastDate.CalendarError) in
                    FastDate.LocalDateTime(date: try reading.date.adding(years: months / 12), time: reading.time, utcOffset: reading.utcOffset)
                }
                report.check(byYears == wantYears, "\(reading) + \(months / 12) years")
            }
        }
        report.finish(checked: readings.count * 4)
        let leap = try FastDate.LocalDateTime(parsing: "2024-02-29T23:30:00")
        #expect(try leap.adding(years: 1).description == "2025-02-28T23:30:00")
        #expect(try leap.adding(months: -1).description == "2024-01-29T23:30:00")
        #expect(throws: FastDate.CalendarError(.yearOutOfRange)) { try leap.adding(years: 8_000) }
    }

    /// Ordered by date, then time, then the written offset (none first); consistent with
    /// `==`.
    @Test func orderIsTheClocksThenTheOffsets() throws {
        let readings = try Self.validReadings().map(\.1)
        let sorted = readings.sorted()
        for (a, b) in zip(sorted, sorted.dropFirst()) {
            #expect((a.localSeconds, a.nanoseconds) <= (b.localSeconds, b.nanoseconds), "\(a) before \(b)")
        }
        for a in readings.prefix(60) {
            for b in readings.prefix(60) {
                #expect([a < b, a == b, b < a].filter { $0 }.count == 1, "\(a) and \(b)")
            }
        }
        let plain = try FastDate.LocalDateTime(parsing: "2021-03-19T10:37:20")
        let east = try FastDate.LocalDateTime(parsing: "2021-03-19T10:37:20+01:00")
        let west = try FastDate.LocalDateTime(parsing: "2021-03-19T10:37:20-05:00")
        #expect(plain < west && west < east)
    }

    @Test func settingTheDateOrTheTimeKeepsTheRest() throws {
        var reading = try FastDate.LocalDateTime(parsing: "2021-03-19T10:37:20.25+01:00")
        reading.date = try FastDate.LocalDate(year: 1999, month: 12, day: 31)
        #expect(reading.description == "1999-12-31T10:37:20.25+01:00")
        reading.time = try FastDate.LocalTime(hour: 23, minute: 59, second: 59)
        #expect(reading.description == "1999-12-31T23:59:59+01:00")
    }
}
