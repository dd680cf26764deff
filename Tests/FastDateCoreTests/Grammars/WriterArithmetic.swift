@testable import FastDateCore
import Testing
import FastDateTestSupport

/// The fast paths every writer takes, each against the slow, signed form it stands for: the
/// four-digit-year test (`CivilCalendar.fourDigitYearDay`), the unsigned day of the week, the
/// unsigned whole-minute test and the name tables. The Spec's writing vectors go through
/// them too; here each is held to its definition on its own, edges first.
@Suite struct WriterArithmetic {
    /// 0000-01-01T00:00:00 and 10000-01-01T00:00:00 on a local clock.
    static let year0000: Int64 = -62_167_219_200
    static let year10000: Int64 = 253_402_300_800

    /// The day and second a writer needs, by signed floor division, and whether the year has
    /// four digits.
    static func slowDay(_ local: Int64) -> (days: Int64, second: Int, fourDigits: Bool) {
        var days = local / 86_400
        var second = local % 86_400
        if second < 0 {
            days -= 1
            second += 86_400
        }
        let year = CivilCalendar.civilDate(daysSinceEpoch: days).year
        return (days, Int(second), year >= 0 && year <= 9999)
    }

    @Test func fourDigitYearDayIsTheFloorDivisionInYears0000To9999() {
        var generator = SeededGenerator(seed: 0x4D16_1702)
        var samples: [Int64] = [
            Self.year0000 - 1, Self.year0000, Self.year0000 + 1, Self.year10000 - 1, Self.year10000, Self.year10000 + 1,
            -86_401, -86_400, -1, 0, 1, 86_399, 86_400, .min, .max, .min + 1, .max - 1,
        ]
        for _ in 0..<200_000 { samples.append(Int64.random(in: -400_000_000_000 ... 400_000_000_000, using: &generator)) }
        for _ in 0..<1_000 { samples.append(Int64.random(in: .min ... .max, using: &generator)) }
        var report = FailureReport()
        for local in samples {
            let got = CivilCalendar.fourDigitYearDay(localSeconds: local)
            // Outside ±400e9 only "nil" can be right; the slow form would overflow there.
            let want = local.magnitude < 400_000_000_000 ? Self.slowDay(local) : (days: 0, second: 0, fourDigits: false)
            if want.fourDigits {
                report.check(got?.daysSinceEpoch == want.days && got?.secondOfDay == want.second,
                             "fourDigitYearDay(\(local)) = \(String(describing: got)), expected (\(want.days), \(want.second))")
            } else {
                report.check(got == nil, "fourDigitYearDay(\(local)) = \(String(describing: got)), expected nil")
            }
        }
        report.finish(minimumChecked: samples.count)
        #expect(CivilCalendar.fourDigitYearDay(localSeconds: Self.year0000)?.daysSinceEpoch == -719_528)
        #expect(CivilCalendar.fourDigitYearDay(localSeconds: Self.year10000 - 1)?.secondOfDay == 86_399)
    }

    /// Valid nanoseconds are part of the test: a timestamp with others is refused, so the
    /// writer asks `isInSupportedRange`, which calls it out of range.
    @Test func fourDigitYearDayRefusesInvalidNanoseconds() {
        for nanoseconds: Int32 in [-1, 1_000_000_000, .min, .max] {
            var t = FastDate.Timestamp(seconds: 1_616_146_640)
            t.nanoseconds = nanoseconds
            #expect(t.fourDigitYearDay(atOffset: 0) == nil, "nanoseconds \(nanoseconds)")
        }
        let t = FastDate.Timestamp(seconds: 1_616_146_640, nanoseconds: 999_999_999)
        #expect(t.fourDigitYearDay(atOffset: 3_600)?.secondOfDay == (1_616_146_640 + 3_600) % 86_400)
    }

    @Test func dayOfWeekIsTheFloorRemainder() {
        var generator = SeededGenerator(seed: 0x7DA7_5EED)
        // Every day count an Int64 of seconds can name is within ±1.07e14.
        var samples: [Int64] = [0, -1, 1, -3, -4, 3, 4, -719_528, 10_957, -100_000_001, 100_000_001,
                                -106_751_991_167_300, 106_751_991_167_300]
        // The ends of the range the documentation promises, with each remainder there.
        for end: Int64 in [-250_000_000_000_000_000, 200_000_000_000_000_000] {
            for step: Int64 in 0..<14 { samples.append(end < 0 ? end + step : end - step) }
        }
        for _ in 0..<100_000 { samples.append(Int64.random(in: -106_751_991_167_300 ... 106_751_991_167_300, using: &generator)) }
        var report = FailureReport()
        for days in samples {
            let remainder = (days + 3) % 7
            let want = Int(remainder < 0 ? remainder + 7 : remainder)
            report.check(CivilCalendar.dayOfWeek(daysSinceEpoch: days) == want,
                         "dayOfWeek(\(days)) = \(CivilCalendar.dayOfWeek(daysSinceEpoch: days)), expected \(want)")
        }
        report.finish(minimumChecked: samples.count)
        // 1970-01-01 was a Thursday, 0000-01-01 a Saturday, 2000-01-01 a Saturday (0 is Monday).
        #expect(CivilCalendar.dayOfWeek(daysSinceEpoch: 0) == 3)
        #expect(CivilCalendar.dayOfWeek(daysSinceEpoch: -719_528) == 5)
        #expect(CivilCalendar.dayOfWeek(daysSinceEpoch: 10_957) == 5)
    }

    @Test func hasSecondsIsTheSignedRemainderForEveryOffset() {
        var report = FailureReport()
        for offset in -UTCOffsetRange.maximumMagnitude ... UTCOffsetRange.maximumMagnitude {
            report.check(UTCOffsetRange.hasSeconds(offset) == (offset % 60 != 0), "hasSeconds(\(offset))")
        }
        report.finish(minimumChecked: 2 * UTCOffsetRange.maximumMagnitude + 1)
    }

    @Test func nameTablesSpellTheRFCNames() {
        let days = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        func text(_ packed: UInt32) -> String {
            String(decoding: [UInt8(truncatingIfNeeded: packed), UInt8(truncatingIfNeeded: packed >> 8),
                              UInt8(truncatingIfNeeded: packed >> 16)], as: UTF8.self)
        }
        for (day, name) in days.enumerated() {
            let packed = EnglishNames.dayText(day)
            #expect(text(packed) == name && packed >> 24 == 0, "dayText(\(day))")
        }
        for (index, name) in months.enumerated() {
            let packed = EnglishNames.monthText(index + 1)
            #expect(text(packed) == name && packed >> 24 == 0, "monthText(\(index + 1))")
        }
    }
}
