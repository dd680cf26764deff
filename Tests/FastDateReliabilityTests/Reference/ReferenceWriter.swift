#if canImport(FastDateTestSupport)
import FastDateTestSupport  // ReferenceCalendar; the fuzzer compiles it beside this file
#endif

// Plain standard-library Swift with no import (see ReferenceCalendar.swift for why).

/// The text `Spec/date-time/date-time.md` ("Formatting") says FastDate writes, built by string
/// concatenation from `ReferenceCalendar`: the judge of the core's byte-level formatter.
enum ReferenceWriter {
    /// The Spec's `FormatError` kinds, by the same names as `FastDate.FormatError.Kind`.
    enum Outcome: Equatable, Sendable {
        case text(String)
        case failure(String)
    }

    /// RFC 3339 in the timestamp's own offset; `Z` for offset 0; expanded years outside
    /// 0000–9999. The checks come in the order the core documents them.
    static func rfc3339(seconds: Int64, nanoseconds: Int32, utcOffset: Int32, fractionDigits: Int) -> Outcome {
        guard fractionDigits >= 0 && fractionDigits <= 9 else { return .failure("invalidFractionDigits") }
        guard ReferenceParser.inRange(seconds: seconds, nanoseconds: Int64(nanoseconds)) else { return .failure("outOfRange") }
        guard utcOffset % 60 == 0 && utcOffset > -86_400 && utcOffset < 86_400 else { return .failure("invalidOffset") }

        let local = seconds + Int64(utcOffset)
        let days = ReferenceCalendar.floorDiv(local, 86_400)
        let secondOfDay = Int(local - days * 86_400)
        let date = ReferenceCalendar.civilDate(daysSinceEpoch: days)

        var text = ""
        if date.year < 0 || date.year > 9999 {
            text += (date.year < 0 ? "-" : "+") + padded(Int(date.year.magnitude), 6)
        } else {
            text += padded(Int(date.year), 4)
        }
        text += "-" + padded(date.month, 2) + "-" + padded(date.day, 2)
        text += "T" + padded(secondOfDay / 3600, 2) + ":" + padded(secondOfDay / 60 % 60, 2) + ":" + padded(secondOfDay % 60, 2)
        if fractionDigits > 0 {
            text += "." + String(padded(Int(nanoseconds), 9).prefix(fractionDigits))  // truncated
        }
        if utcOffset == 0 {
            text += "Z"
        } else {
            let minutes = Int(utcOffset.magnitude) / 60
            text += (utcOffset < 0 ? "-" : "+") + padded(minutes / 60, 2) + ":" + padded(minutes % 60, 2)
        }
        return .text(text)
    }

    /// `Date.prototype.toISOString()`: UTC, three digits.
    static func javaScript(seconds: Int64, nanoseconds: Int32) -> Outcome {
        rfc3339(seconds: seconds, nanoseconds: nanoseconds, utcOffset: 0, fractionDigits: 3)
    }

    static func padded(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
