#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension FastDate.Timestamp {
    /// The instant `date` stands for, with `utcOffset` 0: its `Double` rounded to the nearest
    /// microsecond (a tie goes to the later instant); or, for a `Date` coarser than a
    /// microsecond (before 1729 or after 2273, more than 2^33 s from 2001), the shortest
    /// decimal that reads back to the same `Double`, which has at most six fraction digits.
    ///
    /// A `Date` is a binary `Double` of seconds since 2001, so the `Date` decoded from
    /// `…20.123Z` is a few tens of nanoseconds off `.123`; rounding to the microsecond
    /// removes that noise (a `Date` near today resolves about a tenth of a microsecond),
    /// as Python's `datetime.fromtimestamp` does. This is the first half of FastDate's one
    /// writing rule (`Spec/date-time/date-time.md`, "The writing rule"): every door that
    /// writes a `Date` (`FastDate.format` of this timestamp, `Date.formatted`, the
    /// `JSONEncoder` strategies, the property wrappers, `DateTranscoder`) starts here, and
    /// the writers then truncate to the digits they write, so no door writes a time a
    /// microsecond or more later than the `Date`.
    ///
    /// Far from 2001 the nearest microsecond would be the `Double`'s error, not the instant
    /// written: `9999-12-31T23:59:59.999Z` decodes to a `Double` 7 µs early, and the nearest
    /// microsecond, truncated, would write `.998`. The shortest decimal is what was written.
    ///
    /// Exact: the `Double` is taken apart in integer arithmetic rather than multiplied out,
    /// so no half-way case is decided by a rounding error.
    ///
    /// - Precondition: `date` is finite and within ±2^62 seconds of 2001 (every Date a
    ///   calendar produces is). A timestamp outside FastDate's range is still created; check
    ///   `isInSupportedRange` before formatting it.
    public init(_ date: Date) {
        guard let timestamp = Self(instantOf: date) else {
            preconditionFailure("Date \(date.timeIntervalSinceReferenceDate) is not finite or is too far from 2001")
        }
        self = timestamp
    }

    /// ``init(_:)``, or `nil` for a `Date` that is not finite or too far out for `Int64`
    /// seconds: what the encoders call, which report such a `Date` as out of range.
    init?(instantOf date: Date) {
        guard let (seconds, microseconds) = SubsecondRounding.instant(date) else { return nil }
        self.init(seconds: seconds, nanoseconds: Int32(microseconds) * 1_000)
    }
}
