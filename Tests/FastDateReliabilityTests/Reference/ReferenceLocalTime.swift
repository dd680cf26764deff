#if canImport(FastDateTestSupport)
import FastDateTestSupport  // ReferenceCalendar; the fuzzer compiles it beside this file
#endif

// Plain standard-library Swift with no import (see ReferenceCalendar.swift for why).

/// The two local-time grammars of `Spec/date-time/date-time.md`, "Local date-times" and "Times of
/// day", read the same slow way as the instant profiles.
extension ReferenceParser {
    /// A `LocalDateTime`: the reading as seconds from 1970-01-01T00:00:00 as if the clock
    /// showed UTC, and the offset only when the text wrote one.
    struct LocalValue: Equatable, Sendable {
        var localSeconds: Int64
        var nanoseconds: Int32
        var utcOffset: Int32?
    }

    /// A `LocalTime`.
    struct TimeValue: Equatable, Sendable {
        var secondsSinceMidnight: Int32
        var nanoseconds: Int32
    }

    enum WallOutcome<V: Equatable & Sendable>: Equatable, Sendable {
        case value(V)
        case failure(Failure)
    }

    static func parseLocalDateTime(_ b: [UInt8]) -> WallOutcome<LocalValue> {
        do throws(Failure) {
            if b.isEmpty { throw Failure(kind: "empty", offset: 0) }
            // Always a date-time: no number dispatch, no date alone.
            let r = try read(b, .localDateTime, nil)
            if let offset = r.offset {
                // An offset was written: the reading names an instant, checked as .iso8601 would.
                let t = try instant(r, offset: offset)
                return .value(try civil(LocalValue(localSeconds: t.seconds + Int64(offset), nanoseconds: t.nanoseconds, utcOffset: Int32(offset))))
            }
            // Without one, :60 cannot be judged (a leap second is 23:59:60 UTC), and the
            // reading is out of range only if no offset within ±23:59:59 reaches the range.
            if r.second == 60 { throw Failure(kind: "invalidLeapSecond", offset: r.secondAt!) }
            let days = ReferenceCalendar.daysSinceEpoch(year: r.year, month: r.month, day: r.day)
            let local = days * 86_400 + Int64(r.hour * 3600 + r.minute * 60 + r.second)
            let reachable = inRange(seconds: local + 86_399, nanoseconds: r.nanos)
                || inRange(seconds: local - 86_399, nanoseconds: r.nanos)
                || (local + 86_399 > limitSeconds && local - 86_399 < -limitSeconds)
            guard reachable else { throw Failure(kind: "outOfRange", offset: 0) }
            return .value(try civil(LocalValue(localSeconds: local, nanoseconds: Int32(r.nanos), utcOffset: nil)))
        } catch {
            return .failure(error)
        }
    }

    /// A local date-time is a civil value: years 0000–9999, else `yearOutOfRange` at byte 0,
    /// judged after everything else.
    private static func civil(_ value: LocalValue) throws(Failure) -> LocalValue {
        // 0000-01-01 and 10000-01-01 as seconds since 1970.
        guard value.localSeconds >= -62_167_219_200 && value.localSeconds < 253_402_300_800 else {
            throw Failure(kind: "yearOutOfRange", offset: 0)
        }
        return value
    }

    /// `clock-hour ":" minute [":" clock-second [frac]] [[gap] meridiem]`.
    static func parseTimeOfDay(_ b: [UInt8]) -> WallOutcome<TimeValue> {
        do throws(Failure) {
            if b.isEmpty { throw Failure(kind: "empty", offset: 0) }
            var s = Cursor(b: b)
            guard let first = s.byte, isDigit(first) else { throw Failure(kind: "expectedHour", offset: 0) }
            var hour = Int(first - UInt8(ascii: "0"))
            s.pos += 1
            if let c = s.byte, isDigit(c) {  // one or two hour digits
                hour = hour * 10 + Int(c - UInt8(ascii: "0"))
                s.pos += 1
            }
            if hour > 23 { throw Failure(kind: "hourOutOfRange", offset: 0) }
            try s.literal(":", orFail: "expectedColonAfterHour")
            var at = s.pos
            let minute = try s.digits(2, orFail: "expectedMinute")
            if minute > 59 { throw Failure(kind: "minuteOutOfRange", offset: at) }

            var second = 0
            var nanos: Int32 = 0
            if s.byte == UInt8(ascii: ":") {
                s.pos += 1
                at = s.pos
                second = try s.digits(2, orFail: "expectedSecond")
                if second > 59 { throw Failure(kind: "secondOutOfRange", offset: at) }  // no leap second
                if s.byte == UInt8(ascii: ".") {
                    s.pos += 1
                    guard let c = s.byte, isDigit(c) else { throw Failure(kind: "expectedFractionDigit", offset: s.pos) }
                    var kept = 0
                    while let c = s.byte, isDigit(c) {
                        if kept < 9 {
                            nanos = nanos * 10 + Int32(c - UInt8(ascii: "0"))
                            kept += 1
                        }
                        s.pos += 1
                    }
                    while kept < 9 {
                        nanos *= 10
                        kept += 1
                    }
                }
            }

            var pm: Bool? = nil
            if !s.atEnd {
                // At most one gap: a space, U+00A0 or U+202F, as UTF-8 bytes.
                var gap = 0
                for candidate in [[UInt8(0x20)], [0xC2, 0xA0], [0xE2, 0x80, 0xAF]] where gap == 0 {
                    if Array(b[s.pos...].prefix(candidate.count)) == candidate { gap = candidate.count }
                }
                s.pos += gap
                guard let c = s.byte, "AaPp".utf8.contains(c) else {
                    throw Failure(kind: gap > 0 ? "expectedMeridiem" : "trailingBytes", offset: s.pos)
                }
                pm = c == UInt8(ascii: "P") || c == UInt8(ascii: "p")
                s.pos += 1
                let dotted = s.byte == UInt8(ascii: ".")
                if dotted { s.pos += 1 }
                try s.literal("Mm", orFail: "expectedMeridiem")
                if dotted { try s.literal(".", orFail: "expectedMeridiem") }
                if !s.atEnd { throw Failure(kind: "trailingBytes", offset: s.pos) }
            }
            if let pm {
                // Known only now that the whole input is read: a 12-hour clock runs 12, 1, …, 11.
                if hour < 1 || hour > 12 { throw Failure(kind: "hourOutOfRangeFor12HourClock", offset: 0) }
                hour = (hour == 12 ? 0 : hour) + (pm ? 12 : 0)
            }
            return .value(TimeValue(secondsSinceMidnight: Int32(hour * 3600 + minute * 60 + second), nanoseconds: nanos))
        } catch {
            return .failure(error)
        }
    }
}
