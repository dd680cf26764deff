#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Date {
    /// The `Date` nearest to `timestamp`'s instant; the UTC offset is dropped, as a `Date`
    /// has none (see ``FastDate/ZonedDate`` to keep it).
    ///
    /// A `Date` is a `Double` count of seconds since 2001, so it holds about a microsecond
    /// near today and about a millisecond at the ends of FastDate's range: the result is the
    /// correctly rounded `Double`, never off by the extra step that going through
    /// `timeIntervalSince1970` (two roundings) would add.
    ///
    /// ```swift
    /// let t = try FastDate.parseTimestamp("2021-03-19T10:37:20.123+01:00")
    /// let date = Date(t)  // 2021-03-19 09:37:20.123 +0000
    /// ```
    public init(_ timestamp: FastDate.Timestamp) {
        self.init(timeIntervalSinceReferenceDate: Self.referenceInterval(timestamp))
    }

    private static func referenceInterval(_ timestamp: FastDate.Timestamp) -> Double {
        let (seconds, overflow) = timestamp.seconds.subtractingReportingOverflow(SubsecondRounding.unixToReference)
        if overflow {
            return Double(timestamp.seconds) - Double(SubsecondRounding.unixToReference)
        }
        let nanoseconds = Int64(timestamp.nanoseconds)
        // Below 9,007,198 s the whole count of nanoseconds is an integer under 2^53, so one
        // correctly rounded division gives the nearest Double.
        if seconds.magnitude < 9_007_198 {
            return Double(seconds * 1_000_000_000 + nanoseconds) / 1e9
        }
        // Further out the sum is at least 2^23, where no decimal nanosecond fraction lies
        // close enough to a rounding boundary for the fraction's own tiny rounding error to
        // flip the sum: this is still the nearest Double.
        return Double(seconds) + Double(nanoseconds) / 1e9
    }
}

extension FastDate.Timestamp {
    /// The instant of `date`, rounded to the nearest nanosecond (a tie goes to the later
    /// instant), with `utcOffset` 0.
    ///
    /// Exact: the `Double` inside the `Date` is taken apart in integer arithmetic rather
    /// than multiplied out, so no half-way case is decided by a rounding error. Beyond
    /// 2^24 s (194 days) from 2001 a Date's resolution is coarser than a nanosecond, so
    /// `Date(Timestamp(date)) == date` there. The result carries the Double's own error
    /// (a Date for …20.123456 s near today is a few nanoseconds off it), so round to the
    /// precision you need, as the encoders do, rather than expect decimal digits back.
    ///
    /// - Precondition: `date` is finite and within ±2^62 seconds of 2001 (every Date a
    ///   calendar produces is). A timestamp outside FastDate's range is still created; check
    ///   ``isInSupportedRange`` before formatting it.
    public init(_ date: Date) {
        guard let (seconds, nanoseconds) = SubsecondRounding.split(date, digits: 9) else {
            preconditionFailure("Date \(date.timeIntervalSinceReferenceDate) is not finite or is too far from 2001")
        }
        self.init(seconds: seconds, nanoseconds: Int32(nanoseconds))
    }

    /// `date` rounded to the nearest `10^-digits` second (a tie goes to the later instant),
    /// or `nil` when it cannot be held at all; what every encoder in this module writes.
    static func rounded(_ date: Date, digits: Int) -> Self? {
        guard let (seconds, units) = SubsecondRounding.split(date, digits: digits) else { return nil }
        let nanoseconds = units * SubsecondRounding.powerOfTen(9 - digits)
        return Self(seconds: seconds, nanoseconds: Int32(nanoseconds))
    }
}
