#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

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
    ///   `isInSupportedRange` before formatting it.
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
        let nanoseconds = units * Int64(powerOfTen(9 - digits))
        return Self(seconds: seconds, nanoseconds: Int32(nanoseconds))
    }
}
