import FastDateCore
import FastDateTimeZones
import Foundation
import Testing
import FastDateTestSupport

/// Spans between values, rounded and totalled, and added to values, against
/// `Spec/arithmetic/vectors/spans.json`: jiff's answers (a port of Temporal's span
/// arithmetic), and whenever's where jiff is known to differ from Temporal, made by
/// `Spec/tools/spans_vectors.py` (`Spec/arithmetic/spans.md`, "Where the oracles differ");
/// and against `spans-test262.json`, cases transcribed from tc39/test262's Temporal tests.
@Suite struct SpanVectorTests {
    struct File: Decodable {
        struct Case: Decodable {
            let op: String
            let a: String?, b: String?, value: String?, span: String?
            let largestUnit: String?, smallestUnit: String?, unit: String?, increment: Int?, mode: String?
            let relativeTo: String?
            let expected: String?
        }
        let cases: [Case]
    }

    static let modes: [String: FastDate.RoundingRule] = [
        "trunc": .towardZero, "floor": .down, "ceil": .up, "expand": .awayFromZero,
        "halfExpand": .toNearestOrAwayFromZero, "halfEven": .toNearestOrEven,
    ]

    /// A zoned value written `…+02:00[Europe/Berlin]`.
    static func zoned(_ text: String, _ zones: inout [String: FastDate.TimeZone]) throws -> FastDate.ZonedDateTime {
        let bracket = try #require(text.firstIndex(of: "["))
        let name = String(text[text.index(after: bracket)..<text.index(before: text.endIndex)])
        let zone = try zones[name] ?? FastDate.TimeZone(bundledIdentifier: name)
        zones[name] = zone
        return try FastDate.ZonedDateTime(FastDate.parseTimestamp(String(text[..<bracket])), in: zone)
    }

    static func load(_ name: String) throws -> [File.Case] {
        let data = try Data(contentsOf: PackagePaths.specVectors("arithmetic").appendingPathComponent(name))
        return try JSONDecoder().decode(File.self, from: data).cases
    }

    @Test func test262Cases() throws {
        let cases = try Self.load("spans-test262.json")
        #expect(cases.count > 40)
        try Self.check(cases, ops: 3)
    }

    @Test func everyCase() throws {
        let cases = try Self.load("spans.json")
        #expect(cases.count > 3500)
        try Self.check(cases, ops: 14)
    }

    static func check(_ cases: [File.Case], ops: Int) throws {
        var zones: [String: FastDate.TimeZone] = [:]
        var checked: [String: Int] = [:]
        var failures = 0
        for c in cases {
            let expected = c.expected
            let largest = c.largestUnit.flatMap(FastDate.Unit.init(rawValue:))
            let smallest = c.smallestUnit.flatMap(FastDate.Unit.init(rawValue:)) ?? .nanosecond
            let increment = c.increment ?? 1
            let rule = Self.modes[c.mode ?? ""] ?? .towardZero
            let what = "\(c.op) \(c.a ?? c.value ?? c.span ?? "") \(c.b ?? "") \(c.largestUnit ?? "") \(c.smallestUnit ?? c.unit ?? "") \(increment) \(c.mode ?? "") \(c.relativeTo ?? "")"
            var got: String?
            do {
                switch c.op {
                case "date-until", "date-since":
                    let (a, b) = (try FastDate.LocalDate(parsing: c.a!), try FastDate.LocalDate(parsing: c.b!))
                    got = (c.op == "date-until" ? try a.until(b, largestUnit: largest, smallestUnit: smallest, increment: increment, rule)
                           : try a.since(b, largestUnit: largest, smallestUnit: smallest, increment: increment, rule)).description
                case "datetime-until", "datetime-since":
                    let (a, b) = (try FastDate.LocalDateTime(parsing: c.a!), try FastDate.LocalDateTime(parsing: c.b!))
                    got = (c.op == "datetime-until" ? try a.until(b, largestUnit: largest, smallestUnit: smallest, increment: increment, rule)
                           : try a.since(b, largestUnit: largest, smallestUnit: smallest, increment: increment, rule)).description
                case "zoned-until", "zoned-since":
                    let (a, b) = (try Self.zoned(c.a!, &zones), try Self.zoned(c.b!, &zones))
                    got = (c.op == "zoned-until" ? try a.until(b, largestUnit: largest, smallestUnit: smallest, increment: increment, rule)
                           : try a.since(b, largestUnit: largest, smallestUnit: smallest, increment: increment, rule)).description
                case "timestamp-until", "timestamp-since":
                    let (a, b) = (try FastDate.parseTimestamp(c.a!), try FastDate.parseTimestamp(c.b!))
                    got = (c.op == "timestamp-until" ? try a.until(b, largestUnit: largest, smallestUnit: smallest, increment: increment, rule)
                           : try a.since(b, largestUnit: largest, smallestUnit: smallest, increment: increment, rule)).description
                case "round":
                    let span = try FastDate.parseDuration(c.span!)
                    let relative = c.relativeTo ?? ""
                    got = (relative.isEmpty ? try span.rounded(largestUnit: largest, smallestUnit: smallest, increment: increment, rule)
                           : relative.contains("[") ? try span.rounded(largestUnit: largest, smallestUnit: smallest, increment: increment, rule,
                                                                       relativeTo: Self.zoned(relative, &zones))
                           : try span.rounded(largestUnit: largest, smallestUnit: smallest, increment: increment, rule,
                                              relativeTo: FastDate.LocalDate(parsing: relative))).description
                case "total":
                    let span = try FastDate.parseDuration(c.span!)
                    let unit = try #require(FastDate.Unit(rawValue: c.unit!))
                    let relative = c.relativeTo ?? ""
                    let total = relative.isEmpty ? try span.total(unit)
                        : relative.contains("[") ? try span.total(unit, relativeTo: Self.zoned(relative, &zones))
                        : try span.total(unit, relativeTo: FastDate.LocalDate(parsing: relative))
                    if let expected, let want = Double(expected), abs(total - want) <= abs(want) * 4e-16 {
                        got = expected  // the nearest Double, within an ulp of Temporal's exact quotient
                    } else {
                        got = "\(total)"
                    }
                case "date-add":
                    got = try FastDate.LocalDate(parsing: c.value!).adding(FastDate.parseDuration(c.span!)).description
                case "datetime-add":
                    let sum = try FastDate.LocalDateTime(parsing: c.value!).adding(FastDate.parseDuration(c.span!))
                    got = expected.map { try? FastDate.LocalDateTime(parsing: $0) } == sum ? expected : sum.description
                case "zoned-add":
                    let sum = try Self.zoned(c.value!, &zones).adding(FastDate.parseDuration(c.span!))
                    got = try expected.map { try Self.zoned($0, &zones) } == sum ? expected : sum.description
                case "timestamp-add":
                    let sum = try FastDate.parseTimestamp(c.value!).adding(FastDate.parseDuration(c.span!))
                    let want = try expected.map { try FastDate.parseTimestamp($0) }
                    got = want?.seconds == sum.seconds && want?.nanoseconds == sum.nanoseconds ? expected : sum.description
                default:
                    Issue.record("unknown op \(c.op)")
                }
            } catch let error as FastDate.ArithmeticError {
                got = nil
                if expected != nil { failures += 1; if failures < 40 { Issue.record("\(what): threw \(error), expected \(expected!)") }; continue }
            }
            if let expected, let got, got != expected {
                // Two writings of one span (`PT90M` and `PT1H30M` never arise: both sides balance alike).
                let same = (try? FastDate.parseDuration(got)) != nil && (try? FastDate.parseDuration(got)) == (try? FastDate.parseDuration(expected))
                if !same { failures += 1; if failures < 40 { Issue.record("\(what): got \(got), expected \(expected)") } }
            } else if expected == nil, let got {
                failures += 1
                if failures < 40 { Issue.record("\(what): got \(got), expected an error") }
            }
            checked[c.op, default: 0] += 1
        }
        #expect(failures == 0, "\(failures) cases differ")
        #expect(checked.count == ops, "\(checked)")
    }
}
