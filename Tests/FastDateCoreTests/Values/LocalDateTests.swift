import FastDateCore
import Foundation
import Testing
import FastDateTestSupport

/// `FastDate.LocalDate` against `Spec/civil/vectors/`, made by `Spec/tools/civil.py`: every
/// text through every door, and every query and operation the arithmetic file lists.
@Suite struct LocalDateTests {
    struct ParseFile: Decodable {
        struct Vector: Decodable {
            let input: String
            let year: Int?, month: Int?, day: Int?
            let error: String?, offset: Int?
        }
        let vectors: [Vector]
    }

    struct ArithmeticFile: Decodable {
        struct Operation: Decodable {
            let addingDays: Int?, addingMonths: Int?, addingYears: Int?
            let daysTo: String?
            let result: Result?
            enum Result: Decodable {
                case date(String), days(Int)
                init(from decoder: any Decoder) throws {
                    let container = try decoder.singleValueContainer()
                    if let days = try? container.decode(Int.self) { self = .days(days) } else { self = .date(try container.decode(String.self)) }
                }
            }
        }
        struct Vector: Decodable {
            let date: String
            let weekday: Int, dayOfYear: Int, isoWeek: [Int], daysInMonth: Int, isLeapYear: Bool
            let startOf: [String: String?], endOf: [String: String?]
            let operations: [Operation]
        }
        let vectors: [Vector]
    }

    static func load<File: Decodable>(_ name: String, as type: File.Type) throws -> File {
        let url = PackagePaths.specVectors("civil").appendingPathComponent(name)
        return try JSONDecoder().decode(File.self, from: Data(contentsOf: url))
    }

    @Test func everyParseVectorThroughEveryDoor() throws {
        let file = try Self.load("local-date.json", as: ParseFile.self)
        #expect(file.vectors.count > 200)
        var report = FailureReport()
        for v in file.vectors {
            let bytes = Array(v.input.utf8)
            for door in Door.allCases where door.accepts(bytes) {
                let got = door.parseLocalDate(bytes)
                switch (got, v.error) {
                case (.success(let date), nil):
                    report.check(date.year == v.year && date.month == v.month && date.day == v.day && date.description == v.input,
                                 "\(v.input) via \(door): \(date)")
                case (.failure(let e), let kind?):
                    report.check(e.kind.rawValue == kind && e.offset == v.offset, "\(v.input) via \(door): \(e), want \(kind) at \(v.offset ?? -1)")
                default:
                    report.add("\(v.input) via \(door): \(got), want \(v.error ?? "a date")")
                }
            }
        }
        report.finish(minimumChecked: 1_000)
    }

    @Test func everyQueryAndOperation() throws {
        let file = try Self.load("local-date-arithmetic.json", as: ArithmeticFile.self)
        #expect(file.vectors.count > 200)
        var report = FailureReport()
        for v in file.vectors {
            let date = try FastDate.LocalDate(parsing: v.date)
            report.check(date.weekday == v.weekday, "\(v.date) weekday \(date.weekday)")
            report.check(date.dayOfYear == v.dayOfYear, "\(v.date) dayOfYear \(date.dayOfYear)")
            report.check([date.isoWeek.year, date.isoWeek.week] == v.isoWeek, "\(v.date) isoWeek \(date.isoWeek)")
            report.check(date.daysInMonth == v.daysInMonth, "\(v.date) daysInMonth")
            report.check(date.isLeapYear == v.isLeapYear, "\(v.date) isLeapYear")
            for (unit, want) in v.startOf.map({ ($0, $1) }) + v.endOf.map({ ("end:" + $0, $1) }) {
                let isEnd = unit.hasPrefix("end:")
                let period = try #require(FastDate.Unit(rawValue: isEnd ? String(unit.dropFirst(4)) : unit))
                do throws(FastDate.ArithmeticError) {
                    let got = try isEnd ? date.end(of: period) : date.start(of: period)
                    report.check(got.description == want, "\(v.date) \(unit): \(got), want \(want ?? "outOfRange")")
                } catch {
                    report.check(want == nil && error.kind == .outOfRange, "\(v.date) \(unit): \(error)")
                }
            }
            for op in v.operations {
                let got: Result<FastDate.LocalDate, FastDate.CalendarError>
                let name: String
                if let n = op.addingDays {
                    (got, name) = (Result { () throws(FastDate.CalendarError) in try date.adding(days: n) }, "adding(days: \(n))")
                } else if let n = op.addingMonths {
                    (got, name) = (Result { () throws(FastDate.CalendarError) in try date.adding(months: n) }, "adding(months: \(n))")
                } else if let n = op.addingYears {
                    (got, name) = (Result { () throws(FastDate.CalendarError) in try date.adding(years: n) }, "adding(years: \(n))")
                } else {
                    let other = try FastDate.LocalDate(parsing: try #require(op.daysTo))
                    guard case .days(let want) = op.result else { report.add("\(v.date): daysTo needs a number"); continue }
                    report.check(date.days(to: other) == want && date.distance(to: other) == want, "\(v.date) days(to: \(other))")
                    report.check(try date.adding(days: want) == other, "\(v.date) + \(want) days")
                    continue
                }
                switch (got, op.result) {
                case (.success(let result), .date(let want)?): report.check(result.description == want, "\(v.date) \(name) = \(result), want \(want)")
                case (.failure(let e), nil): report.check(e.kind == .yearOutOfRange, "\(v.date) \(name): \(e)")
                default: report.add("\(v.date) \(name): \(got), want \(String(describing: op.result))")
                }
            }
        }
        report.finish(minimumChecked: 3_500)
        let day = try FastDate.LocalDate(parsing: "2024-05-16")
        #expect(try day.start(of: .day) == day && day.end(of: .day) == day)
        for unit in [FastDate.Unit.hour, .minute, .second, .millisecond, .microsecond, .nanosecond] {
            #expect(throws: FastDate.ArithmeticError(.invalidUnit)) { try day.start(of: unit) }
            #expect(throws: FastDate.ArithmeticError(.invalidUnit)) { try day.end(of: unit) }
        }
    }

    @Test func makingOneChecksYearMonthAndDayInThatOrder() throws {
        #expect(try FastDate.LocalDate(year: 2024, month: 2, day: 29).description == "2024-02-29")
        #expect(try FastDate.LocalDate(year: 0, month: 1, day: 1).description == "0000-01-01")
        let cases: [(Int, Int, Int, FastDate.CalendarError.Kind)] = [
            (2023, 2, 29, .dayOutOfRange), (2024, 4, 31, .dayOutOfRange), (2024, 1, 0, .dayOutOfRange),
            (2024, 0, 1, .monthOutOfRange), (2024, 13, 1, .monthOutOfRange), (10_000, 1, 1, .yearOutOfRange),
            (-1, 13, 40, .yearOutOfRange), (.max, .min, .max, .yearOutOfRange), (2024, .max, 1, .monthOutOfRange),
        ]
        for (year, month, day, kind) in cases {
            let error = try #require(throws: FastDate.CalendarError.self) { try FastDate.LocalDate(year: year, month: month, day: day) }
            #expect(error.kind == kind, "\(year)-\(month)-\(day)")
        }
    }

    @Test func rangesWalkTheDays() throws {
        let start = try FastDate.LocalDate(parsing: "2024-02-27")
        let days = Array(start...(try start.adding(days: 3))).map(\.description)
        #expect(days == ["2024-02-27", "2024-02-28", "2024-02-29", "2024-03-01"])
        #expect(start < (try start.adding(days: 1)) && !(start < start))
        // A stride past the range stops at its ends instead of trapping.
        #expect(start.advanced(by: .max) == (try FastDate.LocalDate(parsing: "9999-12-31")))
        #expect(start.advanced(by: .min) == (try FastDate.LocalDate(parsing: "0000-01-01")))
        #expect(start.advanced(by: -10_000_000).description == "0000-01-01")
    }

    @Test func errorsNameTheByte() {
        let result = Result { () throws(FastDate.ParseError) in try FastDate.LocalDate(parsing: "2024-02-30") }
        #expect(result.kindAndOffset?.kind == .dayOutOfRange && result.kindAndOffset?.offset == 8)
        #expect(FastDate.CalendarError(.yearOutOfRange).description == "the year is outside 0000–9999")
    }
}

/// `FastDate.LocalTime` against `Spec/civil/vectors/local-time.json`: every text through
/// every door, and its description; and the field initializer.
@Suite struct LocalTimeTests {
    struct TimeFile: Decodable {
        struct Vector: Decodable {
            let input: String
            let secondsSinceMidnight: Int32?, nanoseconds: Int32?, description: String?
            let error: String?, offset: Int?
        }
        let vectors: [Vector]
    }

    @Test func everyParseVectorThroughEveryDoor() throws {
        let file = try LocalDateTests.load("local-time.json", as: TimeFile.self)
        #expect(file.vectors.count > 100)
        var report = FailureReport()
        for v in file.vectors {
            let bytes = Array(v.input.utf8)
            for door in Door.allCases where door.accepts(bytes) {
                let got = door.parseLocalTime(bytes)
                switch (got, v.error) {
                case (.success(let time), nil):
                    report.check(time.secondsSinceMidnight == v.secondsSinceMidnight && time.nanoseconds == v.nanoseconds
                                 && time.description == v.description, "\(v.input) via \(door): \(time)")
                case (.failure(let e), let kind?):
                    report.check(e.kind.rawValue == kind && e.offset == v.offset, "\(v.input) via \(door): \(e), want \(kind) at \(v.offset ?? -1)")
                default:
                    report.add("\(v.input) via \(door): \(got), want \(v.error ?? "a time")")
                }
            }
        }
        report.finish(minimumChecked: 600)
    }

    @Test func makingOneChecksEachField() throws {
        let t = try FastDate.LocalTime(hour: 19, minute: 27, second: 2, nanosecond: 500_000_000)
        let parsed = try FastDate.LocalTime(parsing: "19:27:02.5")
        #expect(t.description == "19:27:02.5" && t == parsed)
        #expect(try FastDate.LocalTime(hour: 0, minute: 0) < t)
        let cases: [(Int, Int, Int, Int, FastDate.CalendarError.Kind)] = [
            (24, 0, 0, 0, .hourOutOfRange), (-1, 0, 0, 0, .hourOutOfRange), (23, 60, 0, 0, .minuteOutOfRange),
            (23, 59, 60, 0, .secondOutOfRange), (23, 59, 59, 1_000_000_000, .nanosecondOutOfRange),
            (.max, .max, .max, .max, .hourOutOfRange),
        ]
        for (h, m, s, n, kind) in cases {
            let error = try #require(throws: FastDate.CalendarError.self) { try FastDate.LocalTime(hour: h, minute: m, second: s, nanosecond: n) }
            #expect(error.kind == kind)
        }
    }

    /// `LocalTime(parsing:as: .timeOfDay)`'s 12-hour reading gives the same value type.
    @Test func aTwelveHourClockReadsAsALocalTime() throws {
        let time: FastDate.LocalTime = try FastDate.LocalTime(parsing: "7:27:02 PM", as: .timeOfDay)
        let parsed = try FastDate.LocalTime(parsing: "19:27:02")
        #expect(time == parsed)
    }
}
