import FastDateCore
import Foundation
import Testing
import FastDateTestSupport

/// `FastDate.LocalDate.until(_:largestUnit:)` and `since(_:largestUnit:)` against
/// `Spec/arithmetic/vectors/date-difference.json`, made by `Spec/tools/difference_vectors.py`
/// (Temporal's `DifferenceISODate` step by step, equal to whenever's `Date.until` and to
/// test262's month-end cases).
@Suite struct DateDifferenceTests {
    struct File: Decodable {
        struct Vector: Decodable {
            let from: String, to: String, largestUnit: String
            let until: [Int64], since: [Int64]
        }
        let vectors: [Vector]
    }

    /// `[years, months, weeks, days]`, signed.
    static func fields(_ d: FastDate.ISODuration) -> [Int64] {
        let sign: Int64 = d.isNegative ? -1 : 1
        return [sign * d.years, sign * d.months, sign * d.weeks, sign * d.days]
    }

    @Test func everyVector() throws {
        let data = try Data(contentsOf: PackagePaths.specVectors("arithmetic").appendingPathComponent("date-difference.json"))
        let file = try JSONDecoder().decode(File.self, from: data)
        #expect(file.vectors.count > 5000)
        for v in file.vectors {
            let (one, two) = (try FastDate.LocalDate(parsing: v.from), try FastDate.LocalDate(parsing: v.to))
            let unit = try #require(FastDate.Unit(rawValue: v.largestUnit))
            let until = try one.until(two, largestUnit: unit)
            let since = try one.since(two, largestUnit: unit)
            #expect(Self.fields(until) == v.until, "\(v.from) until \(v.to) in \(unit)s: \(until)")
            #expect(Self.fields(since) == v.since, "\(v.from) since \(v.to) in \(unit)s: \(since)")
            #expect(until.hours == 0 && until.minutes == 0 && until.seconds == 0 && until.nanoseconds == 0)
            // Added back, months first and then days, the result reaches `two`.
            let f = Self.fields(until)
            #expect(try one.adding(months: Int(f[0] * 12 + f[1])).adding(days: Int(f[2] * 7 + f[3])) == two, "\(v.from) + \(until)")
        }
    }

    @Test func unitsBelowADayAreRefused() throws {
        let day = try FastDate.LocalDate(parsing: "2024-05-16")
        for unit in [FastDate.Unit.hour, .minute, .second, .millisecond, .microsecond, .nanosecond] {
            #expect(throws: FastDate.ArithmeticError(.invalidUnit)) { try day.until(day, largestUnit: unit) }
            #expect(throws: FastDate.ArithmeticError(.invalidUnit)) { try day.since(day, largestUnit: unit) }
        }
        #expect(try day.until(day, largestUnit: .year) == .zero)
    }
}
