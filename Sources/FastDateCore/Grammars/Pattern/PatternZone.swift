/// The clock a pattern reads and writes a date-time on when the text carries no offset, and
/// always when it writes: a fixed offset, or a `FastDate.TimeZone`'s rules, so a pattern
/// places a local time exactly as `.fastLocalDateTime(in:)` does.
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

    /// A time zone, and what a reading in its gaps and overlaps names.
    package final class Rules: Sendable, Hashable {
        /// The zone: what makes two rules equal, with ``disambiguation``.
        package let zone: FastDate.TimeZone
        /// What a reading the clock skips or shows twice names.
        package let disambiguation: FastDate.Disambiguation

        package init(zone: FastDate.TimeZone, disambiguation: FastDate.Disambiguation) {
            self.zone = zone
            self.disambiguation = disambiguation
        }

        /// The zone's identifier (`Europe/Paris`): what a pattern's `Codable` form stores.
        package var identifier: String { zone.identifier }

        package static func == (a: Rules, b: Rules) -> Bool { a.zone == b.zone && a.disambiguation == b.disambiguation }
        package func hash(into hasher: inout Hasher) {
            hasher.combine(zone)
            hasher.combine(disambiguation)
        }

        /// The zone's offset at `seconds` since 1970 UTC, in a frame of its own.
        ///
        /// Why: the zone's lookup (a search of its transitions, then its rule) inlined into
        /// the pattern writer made every write pay for its registers, a fixed offset's too
        /// (Benchmarks/LEDGER.md).
        @inline(never)
        func offset(atInstant seconds: Int64) -> Int32 {
            zone.offset(atSeconds: seconds)
        }
    }

    /// Whether the clock is UTC at every instant: offset zero, or a zone of no rules at
    /// offset zero.
    package var isAlwaysUTC: Bool {
        guard let rules else { return fixedOffset == 0 }
        return rules.zone.rules == nil && rules.zone.fixedOffset == 0
    }

    /// The offset a timestamp at `seconds` is written in.
    @inline(__always)
    func offset(atInstant seconds: Int64) -> Int32 {
        // Tested against nil first: binding the reference would retain it on every call,
        // fixed offsets included.
        guard rules != nil else { return fixedOffset }
        return rules.unsafelyUnwrapped.offset(atInstant: seconds)
    }

    /// The offset a local reading without one is read at, or the zone's refusal of a
    /// reading its clock skips or repeats (`skippedLocalTime`, `repeatedLocalTime`, at byte 0).
    @inline(__always)
    func offset(forLocalSeconds local: Int64) -> Result<Int32, FastDate.ParseError> {
        guard rules != nil else { return .success(fixedOffset) }
        let rules = rules.unsafelyUnwrapped
        return rules.zone.offset(forLocalSeconds: local, resolving: rules.disambiguation)
    }
}
