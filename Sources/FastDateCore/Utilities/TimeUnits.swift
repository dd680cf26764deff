// The time constants every grammar and writer shares, named once.
//
// The rule for constants in the core: a constant is a computed property that returns a
// literal (`var x: T { literal }`), never a stored `let`. A computed constant is folded into
// every use, needs no lazy initialization or `swift_once` check on a hot path, and works the
// same in Embedded Swift; a stored `static let` is kept only for a value that is computed
// (a table) or public API that reads as a value.

/// Seconds in a minute.
var secondsPerMinute: Int64 { 60 }
/// Seconds in an hour.
var secondsPerHour: Int64 { 3_600 }
/// Seconds in a civil day: UTC days have no leap seconds in the POSIX count FastDate uses.
var secondsPerDay: Int64 { 86_400 }
/// Nanoseconds in a second: the finest unit FastDate keeps.
var nanosecondsPerSecond: Int64 { 1_000_000_000 }
