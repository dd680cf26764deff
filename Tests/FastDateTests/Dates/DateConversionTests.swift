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

    @Test func timestampIsTheDateRoundedToTheMicrosecond() {
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
            #expect(t == ExactReference.rounded(date, digits: 6), "\(interval)")
            #expect(t.utcOffset == 0)
        }
    }

    @Test func aDateSurvivesATimestampWhereItIsCoarserThanAMicrosecond() {
        var rng = SeededGenerator(seed: 0x5EC)
        for _ in 0..<20_000 {
            // Past 2^33 s from 2001 a Date's step is about 2 µs, so the nearest microsecond
            // always leads back to the same Date.
            let magnitude = Double.random(in: 0x1p33...8.6e12, using: &rng)
            let date = Date(timeIntervalSinceReferenceDate: Bool.random(using: &rng) ? magnitude : -magnitude)
            #expect(Date(FastDate.Timestamp(date)) == date)
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
