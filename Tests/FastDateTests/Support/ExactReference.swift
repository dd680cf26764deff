import FastDate
import Foundation

/// Slow, independent references for the exact arithmetic: decimal text and the C
/// library's correctly rounded conversions, never the code under test.
enum ExactReference {
    /// The `Date` nearest to a timestamp: its exact decimal value since 2001, read by
    /// `strtod` (which rounds correctly).
    static func date(_ t: FastDate.Timestamp) -> Date {
        let s = t.seconds - 978_307_200
        let text: String
        if t.nanoseconds == 0 {
            text = "\(s)"
        } else if s >= 0 {
            text = "\(s).\(nineDigits(Int(t.nanoseconds)))"
        } else {
            text = "-\(-s - 1).\(nineDigits(1_000_000_000 - Int(t.nanoseconds)))"
        }
        return Date(timeIntervalSinceReferenceDate: Double(text)!)
    }

    /// `date` rounded to `digits` fraction digits, ties to the later instant, worked out on
    /// the exact decimal expansion that `printf` prints (a Double has at most 1074 places).
    static func rounded(_ date: Date, digits: Int) -> FastDate.Timestamp {
        let interval = date.timeIntervalSinceReferenceDate
        let expansion = String(format: "%.1100f", interval.magnitude)
        let parts = expansion.split(separator: ".")
        let whole = Int64(parts[0])!
        let places = Array(parts[1])
        var units = Int64(String(places[..<digits])) ?? 0
        let dropped = places[digits...]
        var scale: Int64 = 1
        for _ in 0..<digits { scale *= 10 }
        // Above half, or exactly half (a '5' and then zeros), of the next unit.
        let aboveHalf = dropped.first! > "5" || (dropped.first! == "5" && dropped.dropFirst().contains { $0 != "0" })
        let tie = dropped.first! == "5" && !aboveHalf
        var seconds: Int64
        if interval.sign == .plus {
            if aboveHalf || tie { units += 1 }
            seconds = whole
        } else {
            // Ties toward the later instant are toward the smaller magnitude here.
            if aboveHalf { units += 1 }
            seconds = -whole
            if units == scale {
                seconds -= 1
                units = 0
            } else if units != 0 {
                seconds -= 1
                units = scale - units
            }
        }
        if units == scale {
            seconds += 1
            units = 0
        }
        return FastDate.Timestamp(seconds: seconds + 978_307_200, nanoseconds: Int32(units * (1_000_000_000 / scale)))
    }

    /// What FastDate's writing rule writes for `date` with `digits` fraction digits: the
    /// nearest microsecond, then truncated toward the past (`Spec/date-time/date-time.md`,
    /// "The writing rule").
    static func written(_ date: Date, digits: Int) -> FastDate.Timestamp {
        let t = instant(date)
        var step: Int32 = 1
        for _ in 0..<(9 - digits) { step *= 10 }
        return FastDate.Timestamp(seconds: t.seconds, nanoseconds: t.nanoseconds / step * step)
    }

    /// The instant a `Date` stands for by the writing rule: the nearest microsecond, or past
    /// 2^33 s from 2001, where a `Date` is coarser than that, the shortest decimal that reads
    /// back to it (the even one of two as near), which Swift's own shortest printing
    /// (`description`, not FastDate's code) gives.
    static func instant(_ date: Date) -> FastDate.Timestamp {
        let interval = date.timeIntervalSinceReferenceDate
        guard interval.magnitude >= 0x1p33 else { return rounded(date, digits: 6) }
        let text = interval.description  // `-1.2e+11`-style only past 1e16, beyond every Date tested
        let negative = text.hasPrefix("-")
        let parts = text.drop { $0 == "-" }.split(separator: ".")
        let whole = Int64(parts[0])!
        let places = parts.count > 1 ? String(parts[1]) : ""
        var micros = Int64(places.padding(toLength: 6, withPad: "0", startingAt: 0))!
        precondition(places.count <= 6, "a coarse Date's shortest decimal has at most six digits: \(text)")
        var seconds = negative ? -whole : whole
        if negative && micros != 0 {
            seconds -= 1
            micros = 1_000_000 - micros
        }
        return FastDate.Timestamp(seconds: seconds + 978_307_200, nanoseconds: Int32(micros) * 1_000)
    }

    static func nineDigits(_ value: Int) -> String {
        let text = String(value)
        return String(repeating: "0", count: 9 - text.count) + text
    }
}
