// The time constants every grammar and writer shares, named once.
//
// The rule for constants in this package: a constant is a computed property that returns a
// literal (`static var x: T { literal }`), never a stored `let`. A computed constant is
// folded into every use, needs no lazy initialization or `swift_once` check on a hot path,
// and works the same in Embedded Swift. A stored `static let` is kept only for a value that
// is computed (a table) or for public API that reads as a value.
//
// These are members of every fixed-width integer type, so a use takes the type of its
// context (`nanoseconds < .nanosecondsPerSecond` on an `Int32`, `days &* .secondsPerDay` on
// an `Int64`) with no conversion written out. Each fits in `Int32`; used on a narrower type
// it would trap, and none is.

extension FixedWidthInteger {
    /// Seconds in a minute.
    @inlinable package static var secondsPerMinute: Self { 60 }
    /// Seconds in an hour.
    @inlinable package static var secondsPerHour: Self { 3_600 }
    /// Seconds in a civil day: POSIX time, which `Date` and every format here count in, has
    /// no leap seconds.
    @inlinable package static var secondsPerDay: Self { 86_400 }
    /// Nanoseconds in a second: the finest unit FastDate keeps.
    @inlinable package static var nanosecondsPerSecond: Self { 1_000_000_000 }
    /// Attoseconds in a nanosecond: what `Swift.Duration` counts below a second.
    @inlinable package static var attosecondsPerNanosecond: Self { 1_000_000_000 }
}
