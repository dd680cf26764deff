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

        /// What ``offset(forLocalSeconds:)`` returns for a reading the clock skipped, when
        /// the choice is to refuse it: no offset is this far from UTC.
        package static var skipped: Int32 { .min }
        /// … and for a reading the clock showed twice.
        package static var repeated: Int32 { .min + 1 }

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

        /// The offset at which a wall-clock reading names an instant, or ``skipped`` or
        /// ``repeated`` where the choice is to refuse it.
        func offset(forLocalSeconds local: Int64) -> Int32 {
            switch zone.offset(forLocalSeconds: local, resolving: disambiguation) {
            case .success(let offset): return offset
            case .failure(let error): return error.kind == .skippedLocalTime ? Self.skipped : Self.repeated
            }
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
        return rules.unsafelyUnwrapped.zone.offset(atSeconds: seconds)
    }

    /// The offset a wall-clock reading without one is read at.
    @inline(__always)
    func offset(forLocalSeconds local: Int64) -> Int32 {
        guard rules != nil else { return fixedOffset }
        return rules.unsafelyUnwrapped.offset(forLocalSeconds: local)
    }
}
