import FastDate
import Foundation
import Testing
import FastDateTestSupport

/// The core against Foundation's `Date.ISO8601FormatStyle`, an implementation written by
/// other people for other reasons, on the inputs both are meant to accept.
///
/// The two disagree by design outside that intersection. Each difference, and why
/// FastDate's side is the Spec's choice (see `Spec/date-time/date-time.md`):
///
/// | input | Foundation | FastDate |
/// | --- | --- | --- |
/// | before 1582-10-15 (`0001-01-01T00:00:00Z`) | Julian calendar, two days off in year 1 | proleptic Gregorian (ISO 8601, ECMAScript) |
/// | `1998-12-31T23:59:60Z` | next day, `00:00:00` | `23:59:59`, same minute (java.time) |
/// | `2021-02-30`, `T24:00`, minute `60`, second `61`, offset minute `60` | rolled into the next field | `dayOutOfRange`, `hourOutOfRange`, … |
/// | `…20Zjunk`, `…+01:00:00` | trailing bytes ignored | `trailingBytes` |
/// | `2021-3-19T9:37:20Z` | single-digit fields | `expectedMonth`, … (fixed width) |
/// | `t`, `z`, space separator | refused | accepted (RFC 3339 section 5.6 note) |
/// | `+002021-…`, `T09:37Z`, date alone, epoch numbers | refused | accepted in `.iso8601` |
/// | 10 or more fraction digits | refused | truncated to nanoseconds |
/// | offsets past ±18:00 | refused (`TimeZone` limit) | accepted up to ±23:59 |
/// | fraction value | a `Double` since 2001, so about 2^-14 s near year 9999 | exact nanoseconds |
///
/// So the inputs here are years 1583–9999, `T`, seconds present, at most nine fraction
/// digits, no leap second, and `Z`, `±hh:mm`, `±hhmm` or `±hh` within ±18:00; values must
/// match to within Foundation's `Double` resolution. Sized by `FASTDATE_DIFFERENTIAL_COUNT`.
@Suite struct FoundationDifferential {
    static let style = Date.ISO8601FormatStyle(includingFractionalSeconds: true)

    @Test func parsingAgreesWithFoundation() throws {
        let count = TestEnvironment.differentialCount
        var rng = SeededGenerator(seed: TestEnvironment.seed ^ 0xF00D)
        var report = FailureReport(limit: 40)
        for n in 0..<count {
            let (text, strictForm) = Self.intersectionText(&rng)
            let bytes = Array(text.utf8)
            let fast = Door.rotating(n, for: bytes).parseTimestamp(bytes, as: .iso8601)
            let foundation = try? Self.style.parse(text)
            guard case .success(let t) = fast, let date = foundation else {
                report.add("\(text): FastDate \(fast), Foundation \(foundation.map { "\($0.timeIntervalSince1970)" } ?? "refused")")
                continue
            }
            if let gap = Self.mismatch(t, date) {
                report.add("\(text): FastDate \(t.seconds) s + \(t.nanoseconds) ns, Foundation \(date.timeIntervalSinceReferenceDate) since 2001, off by \(gap) s")
            }
            if strictForm {
                let strict = try? FastDate.parseTimestamp(text, as: .rfc3339)
                if strict != t { report.add("\(text): .rfc3339 gave \(String(describing: strict)), .iso8601 \(t)") }
            }
        }
        report.finish(checked: count)
        Summary.print("parsingAgreesWithFoundation", "\(count) date-times, \(report.count) disagreements")
    }

    /// FastDate writes, Foundation reads; Foundation writes, FastDate reads.
    @Test func eachReadsWhatTheOtherWrites() throws {
        let count = TestEnvironment.differentialCount / 4
        var rng = SeededGenerator(seed: TestEnvironment.seed ^ 0xBEEF)
        var report = FailureReport(limit: 40)
        // 1583-01-01T00:00:00Z and 9999-12-31T23:59:59Z, kept a day inside so any offset stays in.
        let first: Int64 = -12_212_553_600 + 86_400
        let last: Int64 = 253_402_300_799 - 86_400
        for n in 0..<count {
            let seconds = Int64.random(in: first...last, using: &rng)
            let nanoseconds = Int32.random(in: 0..<1_000_000_000, using: &rng)
            let offset = n % 3 == 0 ? 0 : Int32.random(in: -1080...1080, using: &rng) * 60
            let digits = n % 10
            let t = FastDate.Timestamp(seconds: seconds, nanoseconds: nanoseconds, utcOffset: offset)
            let text = try FastDate.format(t, as: .rfc3339.fractionDigits(digits))
            let truncated = FastDate.Timestamp(
                seconds: seconds, nanoseconds: nanoseconds - nanoseconds % Int32(Self.powerOfTen(9 - digits)), utcOffset: offset)
            if let date = try? Self.style.parse(text) {
                if let gap = Self.mismatch(truncated, date) { report.add("FastDate wrote \(text); Foundation read it \(gap) s off") }
            } else {
                report.add("FastDate wrote \(text); Foundation refused it")
            }

            // Foundation writes whole seconds or milliseconds, always in UTC.
            let date = Date(timeIntervalSince1970: Double(seconds))
            let written = n % 2 == 0 ? Date.ISO8601FormatStyle().format(date) : Self.style.format(date)
            let back = Result { () throws(FastDate.ParseError) in try FastDate.parseTimestamp(written, as: .rfc3339) }
            if case .success(let got) = back, got.seconds == seconds, got.utcOffset == 0, got.nanoseconds < 1_000_000 {} else {
                report.add("Foundation wrote \(written) for \(seconds); FastDate read \(back)")
            }
        }
        report.finish(checked: count)
        Summary.print("eachReadsWhatTheOtherWrites", "\(count) timestamps each way, \(report.count) disagreements")
    }

    /// How far Foundation's date is from FastDate's exact instant, when that is more than its
    /// `Double` can resolve (two units in the last place, plus a nanosecond); `nil` otherwise.
    static func mismatch(_ t: FastDate.Timestamp, _ date: Date) -> Double? {
        let reference = date.timeIntervalSinceReferenceDate
        let whole = reference.rounded(.down)
        // Whole seconds compared as integers, the remainder as a small Double: no
        // cancellation between two values near 2.5e11.
        let gap = Double(Int64(whole) - (t.seconds - 978_307_200)) + (reference - whole) - Double(t.nanoseconds) / 1e9
        return abs(gap) <= 2 * reference.ulp + 1e-9 ? nil : gap
    }

    static func powerOfTen(_ n: Int) -> Int {
        (0..<n).reduce(1) { value, _ in value * 10 }
    }

    /// A date-time in the intersection, and whether it is also strict RFC 3339 text.
    static func intersectionText(_ rng: inout SeededGenerator) -> (String, Bool) {
        func two(_ v: Int) -> String { ReferenceWriter.padded(v, 2) }
        let years = Int.random(in: 0..<4, using: &rng) == 0 ? 1970...2100 : 1583...9999
        let year = Int.random(in: years, using: &rng)
        let month = Int.random(in: 1...12, using: &rng)
        let day = Int.random(in: 1...ReferenceCalendar.monthLength(month, year: Int64(year)), using: &rng)
        var text = ReferenceWriter.padded(year, 4) + "-" + two(month) + "-" + two(day)
        text += "T" + two(Int.random(in: 0...23, using: &rng)) + ":" + two(Int.random(in: 0...59, using: &rng))
        text += ":" + two(Int.random(in: 0...59, using: &rng))
        let fractionDigits = Int.random(in: -3...9, using: &rng)
        if fractionDigits > 0 {
            text += "." + String((0..<fractionDigits).map { _ in Character(String(Int.random(in: 0...9, using: &rng))) })
        }
        var strict = true
        switch Int.random(in: 0..<6, using: &rng) {
        case 0, 1: text += "Z"
        default:
            let minutes = Int.random(in: -1080...1080, using: &rng)
            let sign = minutes < 0 || (minutes == 0 && Bool.random(using: &rng)) ? "-" : "+"
            let hh = two(abs(minutes) / 60)
            let mm = two(abs(minutes) % 60)
            switch Int.random(in: 0..<4, using: &rng) {
            case 0:
                text += sign + hh + mm
                strict = false
            case 1 where abs(minutes) % 60 == 0:
                text += sign + hh
                strict = false
            default:
                text += sign + hh + ":" + mm
            }
        }
        return (text, strict)
    }
}
