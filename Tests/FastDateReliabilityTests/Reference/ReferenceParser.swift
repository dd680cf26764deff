#if canImport(FastDateTestSupport)
import FastDateTestSupport  // ReferenceCalendar; the fuzzer compiles it beside this file
#endif

// Plain standard-library Swift with no import (see ReferenceCalendar.swift for why).

/// A slow parser of `Spec/date-time/date-time.md`, written from the text and nothing else: one byte at a
/// time, every rule in the order the grammar states it, values from `ReferenceCalendar`,
/// epoch numbers from their digit strings. It is the oracle of the differential, mutation
/// and fuzz tests, for acceptance, value, error kind and error offset alike, so it shares
/// no code and no trick with the core (no sentinel byte, no bulk loads, no saturation).
/// `ReferenceSelfCheck` holds it to every vector in `Spec/<grammar>/vectors`, which an independent
/// Python reference generated.
enum ReferenceParser {
    enum Profile: Equatable, Sendable {
        case iso8601, rfc3339, fullDate
        /// An epoch number, its unit named by the fraction digits it allows:
        /// 9 for seconds, 6 for milliseconds, 3 for microseconds, 0 for nanoseconds.
        case epoch(maxFractionDigits: Int)
    }

    struct Value: Equatable, Sendable {
        var seconds: Int64
        var nanoseconds: Int32
        var utcOffset: Int32
    }

    /// `kind` is the Spec's name, which is also `FastDate.ParseError.Kind`'s raw value.
    struct Failure: Error, Equatable, Sendable {
        var kind: String
        var offset: Int
    }

    enum Outcome: Equatable, Sendable {
        case value(Value)
        case failure(Failure)
    }

    /// `assumedUTCOffset` is only consulted by `.iso8601` and `.rfc3339` date-times.
    static func parse(_ bytes: [UInt8], _ profile: Profile, assumedUTCOffset: Int? = nil) -> Outcome {
        do {
            return .value(try parseOrThrow(bytes, profile, assumedUTCOffset))
        } catch {
            return .failure(error)
        }
    }

    /// Exactly ECMAScript's range: ±8.64e15 ms, both ends included.
    static let limitSeconds: Int64 = 8_640_000_000_000

    static func inRange(seconds: Int64, nanoseconds: Int64) -> Bool {
        seconds >= -limitSeconds && (seconds < limitSeconds || (seconds == limitSeconds && nanoseconds == 0))
    }

    private static func parseOrThrow(_ b: [UInt8], _ profile: Profile, _ assumed: Int?) throws(Failure) -> Value {
        if b.isEmpty { throw Failure(kind: "empty", offset: 0) }
        switch profile {
        case .epoch(let maxFractionDigits):
            return try epoch(b, maxFractionDigits: maxFractionDigits)
        case .iso8601:
            // "How .iso8601 tells a number from a date."
            if b[0] != UInt8(ascii: "+") {
                var i = b[0] == UInt8(ascii: "-") ? 1 : 0
                while i < b.count && isDigit(b[i]) { i += 1 }
                if i == b.count || b[i] == UInt8(ascii: ".") {
                    // Seconds only within the years 0000-9999 (Spec/epoch/epoch.md).
                    let value: Value
                    do throws(Failure) {
                        value = try epoch(b, maxFractionDigits: 9)
                    } catch {
                        guard error.kind == "outOfRange" else { throw error }
                        throw Failure(kind: "numberOutsideEpochSecondsYears", offset: 0)
                    }
                    guard value.seconds >= -62_167_219_200 && value.seconds < 253_402_300_800 else {
                        throw Failure(kind: "numberOutsideEpochSecondsYears", offset: 0)
                    }
                    return value
                }
            }
            return try date(b, profile, assumed)
        case .rfc3339, .fullDate:
            return try date(b, profile, assumed)
        }
    }

    static func isDigit(_ c: UInt8) -> Bool {
        c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9")
    }

    // MARK: Epoch numbers

    private static func epoch(_ b: [UInt8], maxFractionDigits: Int) throws(Failure) -> Value {
        var p = 0
        let negative = b[0] == UInt8(ascii: "-")
        if negative { p = 1 }
        if p == b.count || !isDigit(b[p]) { throw Failure(kind: "expectedNumber", offset: p) }
        var integerDigits: [UInt8] = []
        while p < b.count && isDigit(b[p]) {
            integerDigits.append(b[p] - UInt8(ascii: "0"))
            p += 1
        }
        var fractionDigits: [UInt8] = []
        if p < b.count && b[p] == UInt8(ascii: ".") {
            p += 1
            if p == b.count || !isDigit(b[p]) { throw Failure(kind: "expectedFractionDigit", offset: p) }
            while p < b.count && isDigit(b[p]) {
                if fractionDigits.count == maxFractionDigits {
                    throw Failure(kind: "tooManyFractionDigits", offset: p)
                }
                fractionDigits.append(b[p] - UInt8(ascii: "0"))
                p += 1
            }
        }
        if p < b.count { throw Failure(kind: "trailingBytes", offset: p) }

        // In every unit, the integer digits followed by the fraction padded to the unit's
        // limit spell the magnitude in nanoseconds (1.5 s = 1 500000000 ns, 1.5 ms = 1 500000 ns).
        let all = integerDigits + fractionDigits + [UInt8](repeating: 0, count: maxFractionDigits - fractionDigits.count)
        let secondDigits = all.dropLast(9).drop { $0 == 0 }
        let nanoDigits = all.suffix(9)
        var nanos: Int64 = 0
        for d in nanoDigits { nanos = nanos * 10 + Int64(d) }
        // 8640000000000 has 13 digits: a longer run of significant digits is out of range.
        if secondDigits.count > 13 { throw Failure(kind: "outOfRange", offset: 0) }
        var seconds: Int64 = 0
        for d in secondDigits { seconds = seconds * 10 + Int64(d) }
        if negative && nanos > 0 {
            seconds = -seconds - 1
            nanos = 1_000_000_000 - nanos
        } else if negative {
            seconds = -seconds
        }
        guard inRange(seconds: seconds, nanoseconds: nanos) else { throw Failure(kind: "outOfRange", offset: 0) }
        return Value(seconds: seconds, nanoseconds: Int32(nanos), utcOffset: 0)
    }

    // MARK: Dates

    /// A cursor that names the error at the byte it stands on (or at the end of input).
    struct Cursor {
        let b: [UInt8]
        var pos = 0

        var atEnd: Bool { pos == b.count }
        var byte: UInt8? { pos < b.count ? b[pos] : nil }

        mutating func digits(_ count: Int, orFail kind: String) throws(Failure) -> Int {
            var value = 0
            for _ in 0..<count {
                guard let c = byte, ReferenceParser.isDigit(c) else { throw Failure(kind: kind, offset: pos) }
                value = value * 10 + Int(c - UInt8(ascii: "0"))
                pos += 1
            }
            return value
        }

        mutating func literal(_ allowed: String, orFail kind: String) throws(Failure) {
            guard let c = byte, allowed.utf8.contains(c) else { throw Failure(kind: kind, offset: pos) }
            pos += 1
        }
    }

    /// Which date grammar: the three instant profiles, or `local-date-time`.
    enum DateGrammar: Equatable {
        case iso8601, rfc3339, fullDate, localDateTime
    }

    /// The fields of a date or date-time, all range-checked; `offset` is nil only for a
    /// local date-time written without one.
    struct Reading {
        var year: Int64
        var month: Int
        var day: Int
        var hour = 0
        var minute = 0
        var second = 0
        var nanos: Int64 = 0
        var secondAt: Int? = nil
        var offset: Int?
    }

    private static func date(_ b: [UInt8], _ profile: Profile, _ assumed: Int?) throws(Failure) -> Value {
        let grammar: DateGrammar = profile == .rfc3339 ? .rfc3339 : profile == .fullDate ? .fullDate : .iso8601
        let r = try read(b, grammar, assumed)
        return try instant(r, offset: r.offset!)
    }

    /// Reads the date grammars left to right, each rule in the order the Spec states it.
    static func read(_ b: [UInt8], _ grammar: DateGrammar, _ assumed: Int?) throws(Failure) -> Reading {
        // .iso8601's liberties (expanded years, omitted seconds, +hhmm and +hh) are the
        // local date-time's too; only a date alone is not.
        let iso = grammar == .iso8601 || grammar == .localDateTime
        var s = Cursor(b: b)

        // year = year4 / year-expanded (the latter in .iso8601 only)
        let year: Int64
        if iso, let sign = s.byte, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
            s.pos += 1
            let magnitude = try s.digits(6, orFail: "expectedYear")
            if sign == UInt8(ascii: "-") && magnitude == 0 { throw Failure(kind: "invalidExpandedYear", offset: 0) }
            year = sign == UInt8(ascii: "-") ? -Int64(magnitude) : Int64(magnitude)
        } else {
            year = Int64(try s.digits(4, orFail: "expectedYear"))
        }
        try s.literal("-", orFail: "expectedHyphenAfterYear")

        var at = s.pos
        let month = try s.digits(2, orFail: "expectedMonth")
        if month < 1 || month > 12 { throw Failure(kind: "monthOutOfRange", offset: at) }
        try s.literal("-", orFail: "expectedHyphenAfterMonth")

        at = s.pos
        let day = try s.digits(2, orFail: "expectedDay")
        if day < 1 || day > ReferenceCalendar.monthLength(month, year: year) {
            throw Failure(kind: "dayOutOfRange", offset: at)
        }
        var r = Reading(year: year, month: month, day: day, offset: 0)

        if grammar == .fullDate {
            if !s.atEnd { throw Failure(kind: "trailingBytes", offset: s.pos) }
            return r
        }
        if grammar == .iso8601 && s.atEnd { return r }  // a date alone: UTC midnight
        try s.literal("Tt ", orFail: "expectedTimeSeparator")

        at = s.pos
        r.hour = try s.digits(2, orFail: "expectedHour")
        if r.hour > 23 { throw Failure(kind: "hourOutOfRange", offset: at) }
        try s.literal(":", orFail: "expectedColonAfterHour")
        at = s.pos
        r.minute = try s.digits(2, orFail: "expectedMinute")
        if r.minute > 59 { throw Failure(kind: "minuteOutOfRange", offset: at) }

        if s.byte == UInt8(ascii: ":") {
            s.pos += 1
            let secondAt = s.pos
            r.secondAt = secondAt
            r.second = try s.digits(2, orFail: "expectedSecond")
            if r.second > 60 { throw Failure(kind: "secondOutOfRange", offset: secondAt) }
            if s.byte == UInt8(ascii: ".") {
                s.pos += 1
                guard let c = s.byte, isDigit(c) else { throw Failure(kind: "expectedFractionDigit", offset: s.pos) }
                var kept = 0
                while let c = s.byte, isDigit(c) {
                    if kept < 9 {  // truncated, never rounded
                        r.nanos = r.nanos * 10 + Int64(c - UInt8(ascii: "0"))
                        kept += 1
                    }
                    s.pos += 1
                }
                while kept < 9 {
                    r.nanos *= 10
                    kept += 1
                }
            }
        } else if !iso {
            throw Failure(kind: "expectedColonAfterMinute", offset: s.pos)
        } else if let c = s.byte, !"Zz+-".utf8.contains(c) {
            // Seconds may be omitted, but only directly before an offset or the end.
            throw Failure(kind: "expectedColonAfterMinute", offset: s.pos)
        }

        // offset
        switch s.byte {
        case nil:
            if grammar == .localDateTime {
                r.offset = nil  // a local reading
            } else {
                guard let assumed else { throw Failure(kind: "missingOffset", offset: s.pos) }
                r.offset = assumed
            }
        case UInt8(ascii: "Z"), UInt8(ascii: "z"):
            s.pos += 1
            r.offset = 0
        case UInt8(ascii: "+"), UInt8(ascii: "-"):
            let sign = s.byte == UInt8(ascii: "-") ? -1 : 1
            s.pos += 1
            at = s.pos
            let offsetHour = try s.digits(2, orFail: "expectedOffsetHour")
            if offsetHour > 23 { throw Failure(kind: "offsetHourOutOfRange", offset: at) }
            var offsetMinute = 0
            var offsetSecond = 0
            if !iso {
                try s.literal(":", orFail: "expectedOffsetColon")
                at = s.pos
                offsetMinute = try s.digits(2, orFail: "expectedOffsetMinute")
                if offsetMinute > 59 { throw Failure(kind: "offsetMinuteOutOfRange", offset: at) }
            } else if let c = s.byte {
                // +hh:mm[:ss], +hhmm[ss], or +hh followed by the end; anything else trails.
                guard c == UInt8(ascii: ":") || isDigit(c) else { throw Failure(kind: "trailingBytes", offset: s.pos) }
                let extended = c == UInt8(ascii: ":")
                if extended { s.pos += 1 }
                at = s.pos
                offsetMinute = try s.digits(2, orFail: "expectedOffsetMinute")
                if offsetMinute > 59 { throw Failure(kind: "offsetMinuteOutOfRange", offset: at) }
                // Seconds only in the same form as the minutes.
                if let next = s.byte, extended ? next == UInt8(ascii: ":") : isDigit(next) {
                    if extended { s.pos += 1 }
                    at = s.pos
                    offsetSecond = try s.digits(2, orFail: "expectedOffsetSecond")
                    if offsetSecond > 59 { throw Failure(kind: "offsetSecondOutOfRange", offset: at) }
                }
            }
            r.offset = sign * (offsetHour * 3600 + offsetMinute * 60 + offsetSecond)
        default:
            throw Failure(kind: "expectedOffset", offset: s.pos)
        }
        if !s.atEnd { throw Failure(kind: "trailingBytes", offset: s.pos) }
        return r
    }

    /// With the whole input read: the leap-second rule, then the range.
    static func instant(_ r: Reading, offset: Int) throws(Failure) -> Value {
        var second = r.second
        if second == 60 {
            // Valid only where the written time, moved to UTC, is 23:59:60: hh:mm minus
            // the offset must be 23:59 of some day.
            let utcSecondOfDay = ((r.hour * 3600 + r.minute * 60 - offset) % 86_400 + 86_400) % 86_400
            guard utcSecondOfDay == 23 * 3600 + 59 * 60 else {
                throw Failure(kind: "invalidLeapSecond", offset: r.secondAt!)
            }
            second = 59  // the value of hh:mm:59 plus the fraction, in the same minute
        }
        let days = ReferenceCalendar.daysSinceEpoch(year: r.year, month: r.month, day: r.day)
        let seconds = days * 86_400 + Int64(r.hour * 3600 + r.minute * 60 + second) - Int64(offset)
        guard inRange(seconds: seconds, nanoseconds: r.nanos) else { throw Failure(kind: "outOfRange", offset: 0) }
        return Value(seconds: seconds, nanoseconds: Int32(r.nanos), utcOffset: Int32(offset))
    }
}
