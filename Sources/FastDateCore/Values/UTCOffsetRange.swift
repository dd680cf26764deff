/// The UTC offsets FastDate accepts anywhere: less than a day either way.
///
/// Every type that carries an offset (`Timestamp`, `LocalDateTime`, `Format`'s assumed
/// offset, the `FastDate` module's `ZonedDate`) checks it here, so they all agree. Why a
/// day: the text grammar allows `±hh:mm` up to `±23:59`, and an offset of a whole day
/// would name another calendar day, not another zone. Real zones stay within −12:00 …
/// +14:00, but senders are not held to that: a parsed offset is kept as written.
@usableFromInline
package enum UTCOffsetRange: Sendable {
    /// The largest magnitude, in seconds: 23:59:59. (Computed, so no global is read.)
    @inlinable package static var maximumMagnitude: Int { 86_399 }

    /// Whether `seconds` east of UTC is an offset FastDate accepts.
    @inlinable @inline(__always)
    package static func contains(_ seconds: Int) -> Bool {
        seconds >= -maximumMagnitude && seconds <= maximumMagnitude
    }

    /// Whether an offset in this range has seconds (is not whole minutes): the remainder by
    /// 60 taken unsigned, after a shift by a whole day (itself whole minutes) that makes
    /// every such offset positive, so no fix-up for a sign is needed.
    @inline(__always)
    package static func hasSeconds(_ offset: Int) -> Bool {
        UInt32(truncatingIfNeeded: offset &+ 86_400) % 60 != 0
    }
}
