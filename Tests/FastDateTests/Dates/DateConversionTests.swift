import FastDate
import Foundation
import Testing
import FastDateTestSupport

/// `Date(_ timestamp:)` and `FastDate.Timestamp(_ date:)`: the only arithmetic this
/// module does, checked against slow references.
@Suite struct DateConversionTests {
    @Test func dateIsTheNearestDoubleToTheTimestamp() {
        var rng = SeededGenerator(seed: 0xDA7E)
        var checked = 0
        for _ in 0..<60_000 {
            // Half near 2001 (where the integer path is taken), half over the whole range.
            let seconds: Int64 = Bool.random(using: &rng)
                ? 978_307_200 + Int64.random(in: -12_000_000...12_000_000, using: &rng)
                : Int64.random(in: FastDate.Timestamp.minimumSeconds...FastDate.Timestamp.maximumSeconds - 1, using: &rng)
            let t = FastDate.Timestamp(seconds: seconds, nanoseconds: Int32.random(in: 0..<1_000_000_000, using: &rng))
            #expect(Date(t) == ExactReference.date(t), "\(t)")
            checked += 1
        }
        #expect(checked == 60_000)
    }

    @Test func dateAtTheBoundaryOfTheIntegerPath() {
        for offset: Int64 in [-9_007_199, -9_007_198, -9_007_197, 9_007_197, 9_007_198, 9_007_199] {
            for nanoseconds: Int32 in [0, 1, 499_999_999, 500_000_000, 999_999_999] {
                let t = FastDate.Timestamp(seconds: 978_307_200 + offset, nanoseconds: nanoseconds)
                #expect(Date(t) == ExactReference.date(t), "\(t)")
            }
        }
    }

    @Test func dateKeepsNoOffset() {
        let t = FastDate.Timestamp(seconds: 1_616_146_640, nanoseconds: 123_000_000, utcOffset: 3600)
        #expect(Date(t) == Date(FastDate.Timestamp(seconds: 1_616_146_640, nanoseconds: 123_000_000)))
    }

    /// The writing rule's reading of a `Date` (`Spec/date-time/date-time.md`): the nearest
    /// microsecond within 2^33 s of 2001, the shortest decimal beyond.
    @Test func timestampIsTheDateByTheWritingRule() {
        var rng = SeededGenerator(seed: 0x7135)
        for i in 0..<20_000 {
            let interval: Double = switch i % 4 {
            case 0: Double.random(in: -2...2, using: &rng)  // just around 2001, negatives included
            case 1: Double.random(in: -1e9...1e9, using: &rng)
            case 2: Double.random(in: -8.6e12...8.6e12, using: &rng)
            default: Double(Int64.random(in: -1_000_000...1_000_000, using: &rng)) / 1024  // binary fractions
            }
            let date = Date(timeIntervalSinceReferenceDate: interval)
            let t = FastDate.Timestamp(date)
            #expect(t == ExactReference.instant(date), "\(interval)")
            #expect(t.utcOffset == 0)
        }
    }

    @Test func aDateSurvivesATimestampWhereItIsCoarserThanAMicrosecond() throws {
        var rng = SeededGenerator(seed: 0x5EC)
        for _ in 0..<20_000 {
            // Past 2^33 s from 2001 a Date's step is about 2 µs or more: its timestamp is the
            // shortest decimal that reads back to it, six fraction digits at most, which
            // Swift's own shortest printing (`description`) gives too.
            let magnitude = Double.random(in: 0x1p33...8.6e12, using: &rng)
            let interval = Bool.random(using: &rng) ? magnitude : -magnitude
            let date = Date(timeIntervalSinceReferenceDate: interval)
            let t = FastDate.Timestamp(date)
            #expect(Date(t) == date)
            #expect(t.nanoseconds % 1_000 == 0)
            // Seconds since 2001 as Swift prints them, moved to 1970 in whole seconds.
            let since2001 = try FastDate.parseTimestamp(interval.description, as: .epoch(.seconds))
            #expect(FastDate.Timestamp(seconds: since2001.seconds + 978_307_200, nanoseconds: since2001.nanoseconds) == t,
                    "\(interval): \(t) vs \(interval.description)")
        }
    }

    /// Text with up to three fraction digits, anywhere in 0000–9999 and JavaScript's range,
    /// read into a `Date` and written again, is the same text: the sentinels
    /// `9999-12-31T23:59:59.999Z` and `0000-01-01T00:00:00.001Z` included.
    @Test func millisecondTextSurvivesADateAtEveryYear() throws {
        var rng = SeededGenerator(seed: 0xDA7E)
        var texts = ["9999-12-31T23:59:59.999Z", "0000-01-01T00:00:00.001Z", "+275760-09-13T00:00:00.000Z",
                     "-271821-04-20T00:00:00.000Z", "1000-06-15T12:00:00.999Z"]
        for _ in 0..<20_000 {
            let milliseconds = Int64.random(in: -8_640_000_000_000_000...8_640_000_000_000_000, using: &rng)
            texts.append(try FastDate.format(FastDate.Timestamp(epoch: milliseconds, unit: .milliseconds), as: .javaScript))
        }
        for text in texts {
            let date = Date(try FastDate.parseTimestamp(text))
            #expect(try FastDate.format(FastDate.Timestamp(date), as: .javaScript) == text)
            #expect(date.formatted(.fast(.javaScript)) == text)
        }
    }

    @Test func negativeZeroAndTinyDates() {
        #expect(FastDate.Timestamp(Date(timeIntervalSinceReferenceDate: -0.0)) == FastDate.Timestamp(seconds: 978_307_200))
        // 0.4 µs before 2001 rounds to 2001; 0.6 µs before it to 1 µs before.
        #expect(FastDate.Timestamp(Date(timeIntervalSinceReferenceDate: -4e-7)) == FastDate.Timestamp(seconds: 978_307_200))
        #expect(FastDate.Timestamp(Date(timeIntervalSinceReferenceDate: -6e-7))
            == FastDate.Timestamp(seconds: 978_307_199, nanoseconds: 999_999_000))
        #expect(FastDate.Timestamp(Date(timeIntervalSinceReferenceDate: .leastNonzeroMagnitude)) == FastDate.Timestamp(seconds: 978_307_200))
    }
}
