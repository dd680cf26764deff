/// The clock a pattern reads and writes a date-time on when the text carries no offset, and
/// always when it writes: a fixed offset (the core's option), or a time zone's rules (the
/// `FastDate` module's `TimeZone` option).
///
/// The rules are two functions rather than a `TimeZone`: the core has no Foundation. The
/// `FastDate` module builds them from the zone tables its wall-clock strategies use, so a
/// pattern places a local time exactly as `.fastLocalDateTime(in:)` does.
package struct PatternZone: Sendable, Hashable {
    /// Seconds east of UTC, when there are no ``rules``.
    package let fixedOffset: Int32
    package let rules: Rules?

    /// A fixed offset, in seconds east of UTC.
    package init(fixedOffset: Int32) {
        self.fixedOffset = fixedOffset
        self.rules = nil
    }

    /// A time zone's rules.
    package init(rules: Rules) {
        self.fixedOffset = 0
        self.rules = rules
    }

    /// A time zone's offsets, by instant and by wall-clock reading.
    ///
    /// The functions are called from inside the door entries, which promise to read only
    /// (`@_effects(readonly)`, `Doors/DoorEntries.swift`): they must change nothing a caller can
    /// see and release nothing of the caller's. The `FastDate` module's read the zone's
    /// transition table, found once when the pattern is compiled, and outside its years ask
    /// Foundation for the offset, which gives the same answer for the same instant.
    package final class Rules: Sendable, Hashable {
        /// The zone's identifier (`Europe/Paris`): what makes two rules equal, and what a
        /// pattern's `Codable` form stores.
        package let identifier: String
        /// The offset in force at an instant (seconds since 1970 UTC).
        let offsetAtInstant: @Sendable (Int64) -> Int32
        /// The offset at which a wall-clock reading (local seconds since 1970) names an
        /// instant, by the zone's choice for gaps and overlaps; or ``skipped`` or
        /// ``repeated`` when the choice is to refuse such a reading.
        let offsetForLocalSeconds: @Sendable (Int64) -> Int32
        /// Which choice for gaps and overlaps the rules make (the `FastDate` module's
        /// `Disambiguation`, by its index): part of what makes two rules equal.
        package let resolution: UInt8

        /// What ``offsetForLocalSeconds`` returns for a reading the clock skipped, when the
        /// choice is to refuse it: no offset is this far from UTC.
        package static var skipped: Int32 { .min }
        /// … and for a reading the clock showed twice.
        package static var repeated: Int32 { .min + 1 }

        package init(
            identifier: String,
            resolution: UInt8,
            offsetAtInstant: @escaping @Sendable (Int64) -> Int32,
            offsetForLocalSeconds: @escaping @Sendable (Int64) -> Int32
        ) {
            self.identifier = identifier
            self.resolution = resolution
            self.offsetAtInstant = offsetAtInstant
            self.offsetForLocalSeconds = offsetForLocalSeconds
        }

        package static func == (a: Rules, b: Rules) -> Bool { a.identifier == b.identifier && a.resolution == b.resolution }
        package func hash(into hasher: inout Hasher) {
            hasher.combine(identifier)
            hasher.combine(resolution)
        }

        /// A `skipped` or `repeated` answer as the error a reading reports (at byte 0, as
        /// the `FastDate` module's strategies report it); nothing for an offset.
        static func refusal(_ offset: Int) throws(FastDate.ParseError) {
            if offset == Int(skipped) { throw FastDate.ParseError(.skippedLocalTime, offset: 0) }
            if offset == Int(repeated) { throw FastDate.ParseError(.repeatedLocalTime, offset: 0) }
        }
    }

    /// The offset a timestamp at `seconds` is written in.
    @inline(__always)
    func offset(atInstant seconds: Int64) -> Int32 {
        // Tested against nil first: binding the reference would retain it on every call,
        // fixed offsets included.
        guard rules != nil else { return fixedOffset }
        return rules.unsafelyUnwrapped.offsetAtInstant(seconds)
    }

    /// The offset a wall-clock reading without one is read at.
    @inline(__always)
    func offset(forLocalSeconds local: Int64) -> Int32 {
        guard rules != nil else { return fixedOffset }
        return rules.unsafelyUnwrapped.offsetForLocalSeconds(local)
    }
}
