extension FastDate {
    /// A time zone: UTC, a fixed offset, or an IANA zone's rules read from TZif, with no
    /// Foundation (`Spec/time-zones/time-zones.md`).
    ///
    /// A value: `Sendable`, equal and hashed by ``identifier``, and once made it allocates
    /// nothing, whatever it is asked. Where a zone comes from is said by how it is made:
    ///
    /// - ``utc`` and ``init(utcOffset:)``, here;
    /// - ``init(identifier:tzif:)`` from TZif bytes of your own (Embedded Swift, a firmware
    ///   image);
    /// - `init(identifier:)` from the system's database (`TZDIR`, else
    ///   `/usr/share/zoneinfo`), and `init(_:)` from Foundation's `TimeZone`, in the
    ///   `FastDate` module;
    /// - `init(bundledIdentifier:)` from the database the `FastDateTimeZones` product
    ///   carries, for containers without tzdata and reproducible builds.
    ///
    /// ```swift
    /// let paris = try FastDate.TimeZone(identifier: "Europe/Paris")
    /// let t = try FastDate.parseTimestamp("2024-07-12T13:00:00Z")
    /// paris.offset(at: t)                                   // 7200
    /// try FastDate.LocalDateTime(t, in: paris).description  // "2024-07-12T15:00:00"
    /// ```
    public struct TimeZone: Sendable, Hashable, CustomStringConvertible {
        /// An IANA zone's table, which also holds its name; `nil` for a fixed offset. One
        /// reference, so that copying a zone costs one retain.
        @usableFromInline let rules: ZoneRules?
        /// The offset of a fixed zone, when there are no ``rules``.
        @usableFromInline let fixedOffset: Int32
        /// Whether a fixed zone is named `UTC` rather than by its offset.
        let isUTC: Bool

        /// The zone's name: an IANA identifier (`Europe/Paris`), `UTC`, or for a fixed
        /// offset the offset as RFC 3339 writes it (`+05:30`, `-08:00`; `+05:30:15` with
        /// seconds; `+00:00` for zero), as Temporal names them.
        public var identifier: String {
            if let rules { return rules.identifier }
            if isUTC { return "UTC" }
            // Temporal's name for a fixed offset; RFC 3339's `Z` is not one.
            return fixedOffset == 0 ? "+00:00" : LocalDateTime.offsetText(fixedOffset)
        }

        /// Coordinated Universal Time: offset zero, no transitions, identifier `UTC`.
        public static var utc: TimeZone { TimeZone(rules: nil, fixedOffset: 0, isUTC: true) }

        /// A zone `utcOffset` seconds east of UTC at every instant, named by the offset
        /// (`+05:30`); `nil` for an offset of a day or more.
        public init?(utcOffset: Int32) {
            guard UTCOffsetRange.contains(Int(utcOffset)) else { return nil }
            self.init(rules: nil, fixedOffset: utcOffset, isUTC: false)
        }

        /// Reads a zone's rules from TZif bytes (RFC 8536, versions 1 to 4, with the footer's
        /// POSIX TZ rule for instants past the last transition), and names it `identifier`.
        ///
        /// The bytes are read once and not kept. Bytes that are not valid TZif throw, never
        /// trap; a `right/` zone's leap-second records are refused.
        /// - Throws: ``TimeZoneError`` with the kind and the byte of the first problem.
        public init<Bytes: Input>(identifier: String, tzif bytes: Bytes) throws(TimeZoneError) {
            let rules = try bytes.withUTF8Bytes { (raw) throws(TimeZoneError) in try TZifReader.rules(raw, identifier: identifier) }
            self.init(rules: rules)
        }

        /// A zone with `rules`, for the `FastDate` module's sources.
        package init(rules: ZoneRules) {
            self.init(rules: rules, fixedOffset: 0, isUTC: false)
        }

        private init(rules: ZoneRules?, fixedOffset: Int32, isUTC: Bool) {
            self.rules = rules
            self.fixedOffset = fixedOffset
            self.isUTC = isUTC
        }

        /// Whether the zone is one offset at every instant (UTC or a fixed offset).
        public var isFixedOffset: Bool { rules == nil }

        /// Whether the zone has a name of its own (an IANA zone, or `UTC`) rather than its
        /// offset's: what RFC 9557 text writes in brackets after the offset.
        package var hasName: Bool { rules != nil || isUTC }

        /// The identifier.
        public var description: String { identifier }

        /// Two zones are equal when their identifiers are, byte for byte.
        public static func == (lhs: TimeZone, rhs: TimeZone) -> Bool {
            if lhs.rules === rhs.rules && lhs.fixedOffset == rhs.fixedOffset && lhs.isUTC == rhs.isUTC { return true }
            return lhs.identifier.utf8.elementsEqual(rhs.identifier.utf8)
        }

        /// Hashes the identifier's bytes.
        public func hash(into hasher: inout Hasher) {
            for byte in identifier.utf8 { hasher.combine(byte) }
        }
    }
}

// MARK: - Queries

extension FastDate.TimeZone {
    /// Seconds east of UTC in force at `instant` (its offset field is ignored).
    ///
    /// ```swift
    /// let newYork = try FastDate.TimeZone(identifier: "America/New_York")
    /// newYork.offset(at: FastDate.Timestamp(seconds: 1_720_800_000))  // -14400
    /// ```
    @inlinable @inline(__always)
    public func offset(at instant: FastDate.Timestamp) -> Int32 {
        offset(atSeconds: instant.seconds)
    }

    /// The offset at `seconds` since 1970 UTC.
    @inlinable @inline(__always)
    package func offset(atSeconds seconds: Int64) -> Int32 {
        // Bound with `if let`, the rules are borrowed; `unsafelyUnwrapped` would hand back a
        // copy, a retain and release around every lookup.
        if let rules { return rules.offset(at: seconds) }
        return fixedOffset
    }

    /// The one offset in force from `start` through `end` (seconds since 1970), when the
    /// zone's table says no change falls between them; `nil` when one does or the table
    /// cannot say.
    @inlinable @inline(__always)
    package func offset(throughout start: Int64, _ end: Int64) -> Int32? {
        if let rules { return rules.offset(throughout: start, end) }
        return fixedOffset
    }

    /// The one offset of every instant within a day of the reading `local` (seconds
    /// since 1970 as if the clock showed UTC), when the zone's table says no change falls
    /// there: then it is where the reading falls, uniquely.
    @inlinable @inline(__always)
    package func steadyOffset(aroundLocal local: Int64) -> Int32? {
        offset(throughout: local &- .secondsPerDay, local &+ .secondsPerDay)
    }

    /// Where a local date-time falls on this zone's clock (its offset field is ignored):
    /// shown once, skipped by a gap, or shown twice in an overlap, with the offsets either
    /// side.
    ///
    /// ```swift
    /// let newYork = try FastDate.TimeZone(identifier: "America/New_York")
    /// newYork.placement(of: try FastDate.LocalDateTime(parsing: "2021-03-14T02:30:00"))
    /// // .gap(before: -18000, after: -14400)
    /// ```
    public func placement(of local: FastDate.LocalDateTime) -> Placement {
        placement(ofLocalSeconds: local.localSeconds)
    }

    /// Where the reading `local` (seconds since 1970 as if the clock showed UTC) falls.
    ///
    /// Temporal's rule: the offsets a day before and a day after the reading are the only
    /// ones it can have (no zone changes twice within two days), and an offset fits when
    /// the zone really has it at the instant it gives.
    package func placement(ofLocalSeconds local: Int64) -> Placement {
        // Nearly every reading, and always in a fixed zone: one offset from a day before it
        // to a day after.
        if let steady = steadyOffset(aroundLocal: local) { return .unique(steady) }
        let rules = rules.unsafelyUnwrapped  // a fixed zone is steady, so this zone has rules
        let day = Int64.secondsPerDay
        let before = rules.offset(at: local &- day)
        let after = rules.offset(at: local &+ day)
        let beforeFits = rules.offset(at: local &- Int64(before)) == before
        let afterFits = rules.offset(at: local &- Int64(after)) == after
        switch (beforeFits, afterFits) {
        case (true, true): return before == after ? .unique(before) : .overlap(before: before, after: after)
        case (true, false): return .unique(before)
        case (false, true): return .unique(after)
        case (false, false):
            guard before == after else { return .gap(before: before, after: after) }
            // Two changes within two days that cancel out (no real zone has them): the
            // offset at the instant the reading would name.
            let inner = rules.offset(at: local &- Int64(before))
            return rules.offset(at: local &- Int64(inner)) == inner ? .unique(inner) : .gap(before: before, after: inner)
        }
    }

    /// The first change of offset after `instant`, or `nil` when the zone changes no more.
    ///
    /// Changes only of a zone's abbreviation or of its daylight-saving flag, with the same
    /// offset, are not transitions here. A zone bridged from Foundation knows its changes
    /// from 1900 to 2100 only.
    public func nextTransition(after instant: FastDate.Timestamp) -> Transition? {
        guard let change = rules?.nextChange(after: instant.seconds) else { return nil }
        return Transition(change)
    }

    /// The last change of offset before `instant`, or `nil` when there is none.
    public func previousTransition(before instant: FastDate.Timestamp) -> Transition? {
        // An instant with nanoseconds is after its whole second: a change at that second
        // is before it.
        let seconds = instant.nanoseconds > 0 && instant.seconds < .max ? instant.seconds &+ 1 : instant.seconds
        guard let change = rules?.previousChange(before: seconds) else { return nil }
        return Transition(change)
    }

    /// Where a local date-time falls on a zone's clock; see ``placement(of:)``.
    public enum Placement: Sendable, Hashable {
        /// The clock shows it once, at this offset.
        case unique(Int32)
        /// The clock skips it (it moved forward from `before` to `after`).
        case gap(before: Int32, after: Int32)
        /// The clock shows it twice: first at `before`, then at `after`.
        case overlap(before: Int32, after: Int32)
    }

    /// A change of a zone's offset.
    public struct Transition: Sendable, Hashable {
        /// The first instant at the new offset (its offset is the new one).
        public var instant: FastDate.Timestamp
        /// Seconds east of UTC before it.
        public var offsetBefore: Int32
        /// Seconds east of UTC from it on.
        public var offsetAfter: Int32

        /// A transition at `instant` from `offsetBefore` to `offsetAfter`.
        public init(instant: FastDate.Timestamp, offsetBefore: Int32, offsetAfter: Int32) {
            self.instant = instant
            self.offsetBefore = offsetBefore
            self.offsetAfter = offsetAfter
        }

        init(_ change: (instant: Int64, before: Int32, after: Int32)) {
            self.init(instant: FastDate.Timestamp(unchecked: change.instant, 0, change.after),
                      offsetBefore: change.before, offsetAfter: change.after)
        }
    }
}

// MARK: - Resolving a local date-time

extension FastDate.TimeZone {
    /// The offset at which the reading `local` names an instant, chosen by
    /// `disambiguation` in a gap or an overlap; `nil` where `.reject` refuses it, with the
    /// error to throw.
    package func offset(forLocalSeconds local: Int64, resolving disambiguation: FastDate.Disambiguation) -> Result<Int32, FastDate.ParseError> {
        switch placement(ofLocalSeconds: local) {
        case .unique(let offset):
            return .success(offset)
        case .gap(let before, let after):
            // A skipped time moves forward by the gap (read at the offset before it), or
            // back with `.earlier` (read at the offset after it).
            switch disambiguation {
            case .compatible, .later: return .success(before)
            case .earlier: return .success(after)
            case .reject: return .failure(FastDate.ParseError(.skippedLocalTime, offset: 0))
            }
        case .overlap(let before, let after):
            switch disambiguation {
            case .compatible, .earlier: return .success(before)
            case .later: return .success(after)
            case .reject: return .failure(FastDate.ParseError(.repeatedLocalTime, offset: 0))
            }
        }
    }
}

extension FastDate.LocalDateTime {
    /// The date and time a clock in `zone` shows at `instant`, with no offset.
    ///
    /// ```swift
    /// let t = try FastDate.parseTimestamp("2024-01-15T03:00:00Z")
    /// try FastDate.LocalDateTime(t, in: .utc).description  // "2024-01-15T03:00:00"
    /// ```
    /// - Throws: ``FastDate/CalendarError`` `yearOutOfRange` when that reading is outside
    ///   0000–9999.
    public init(_ instant: FastDate.Timestamp, in zone: FastDate.TimeZone) throws(FastDate.CalendarError) {
        guard instant.isInSupportedRange else { throw FastDate.CalendarError(.yearOutOfRange) }
        try self.init(localSeconds: instant.seconds + Int64(zone.offset(atSeconds: instant.seconds)), nanoseconds: instant.nanoseconds)
    }

    /// The instant this reading names in `zone`, or at the offset the text wrote.
    ///
    /// A time the zone's clock skips or shows twice names the instant `disambiguation`
    /// chooses; the default, `.compatible`, is what `Calendar.date(from:)`, java.time and
    /// Temporal do: a skipped time takes the offset from before the gap, a repeated one is
    /// its first occurrence.
    ///
    /// ```swift
    /// let local = try FastDate.parseLocalDateTime("2021-03-14T02:30:00")
    /// let t = try local.timestamp(in: FastDate.TimeZone(identifier: "America/New_York"))
    /// // 2021-03-14T07:30:00Z, which New York calls 03:30 EDT
    /// ```
    /// - Throws: ``FastDate/ArithmeticError`` `skippedLocalTime` or `repeatedLocalTime`, with
    ///   this reading as its `localDateTime`, when `disambiguation` is `.reject` and the clock
    ///   skips or repeats it; `outOfRange` when the instant is outside ±8.64e15 ms from 1970.
    @inlinable @inline(__always)
    public func timestamp(in zone: FastDate.TimeZone, resolving disambiguation: FastDate.Disambiguation = .compatible) throws(FastDate.ArithmeticError) -> FastDate.Timestamp {
        do throws(FastDate.ParseError) {
            return try instant(in: zone, resolving: disambiguation)
        } catch {
            throw FastDate.ArithmeticError(resolving: self, error)
        }
    }

    /// ``timestamp(in:resolving:)`` for the readers of text, whose errors are a
    /// ``FastDate/ParseError`` at the reading's first byte.
    @inlinable @inline(__always)
    package func instant(in zone: FastDate.TimeZone, resolving disambiguation: FastDate.Disambiguation = .compatible) throws(FastDate.ParseError) -> FastDate.Timestamp {
        // Nearly every reading: no change within a day of it, so its one offset, and an
        // instant strictly inside the supported range (the edges, and expanded years past
        // them, take the whole rule and its error). Inlined into the caller
        // (`Benchmarks/LEDGER.md`, "Time zones").
        if utcOffset == nil, let offset = zone.steadyOffset(aroundLocal: localSeconds) {
            let seconds = localSeconds &- Int64(offset)
            if seconds > FastDate.Timestamp.minimumSeconds && seconds < FastDate.Timestamp.maximumSeconds {
                return FastDate.Timestamp(unchecked: seconds, nanoseconds, offset)
            }
        }
        return try resolvedTimestamp(in: zone, resolving: disambiguation)
    }

    /// ``timestamp(in:resolving:)`` by the whole rule.
    @usableFromInline
    func resolvedTimestamp(in zone: FastDate.TimeZone, resolving disambiguation: FastDate.Disambiguation) throws(FastDate.ParseError) -> FastDate.Timestamp {
        if utcOffset != nil { return try timestamp(assumingUTCOffset: 0) }
        // The instant carries the offset it was read at: for a skipped time that is the
        // offset from before the gap, so the text written back is the text read.
        return try timestamp(assumingUTCOffset: zone.offset(forLocalSeconds: localSeconds, resolving: disambiguation).get())
    }
}

extension FastDate.LocalDate {
    /// The day a clock in `zone` shows at `instant`.
    ///
    /// - Throws: ``FastDate/CalendarError`` `yearOutOfRange` when that day is outside
    ///   0000–9999.
    public init(_ instant: FastDate.Timestamp, in zone: FastDate.TimeZone) throws(FastDate.CalendarError) {
        self = try FastDate.LocalDateTime(instant, in: zone).date
    }

    /// The first instant of this day in `zone`: midnight, unless the zone's clock skips
    /// midnight that day (then the first instant after the gap).
    ///
    /// ```swift
    /// let day = try FastDate.LocalDate(parsing: "2024-01-15")
    /// try day.start(in: FastDate.TimeZone(identifier: "Asia/Tokyo"))  // 2024-01-14T15:00:00Z
    /// ```
    public func start(in zone: FastDate.TimeZone) throws(FastDate.ParseError) -> FastDate.Timestamp {
        try FastDate.LocalDateTime(date: self, time: FastDate.LocalTime(secondsSinceMidnight: 0)).instant(in: zone)
    }
}

// MARK: - Names

extension FastDate.TimeZone {
    /// The longest identifier a database is asked for (tzdata's longest is 32 bytes).
    static var maximumIdentifierLength: Int { 255 }

    /// `UTC`, or a fixed offset named as Temporal names one: `±hh:mm`, `±hhmm` or `±hh`,
    /// the hour at most 23; `nil` for any other name.
    package static func fixed(named identifier: String) -> FastDate.TimeZone? {
        if identifier == "UTC" { return .utc }
        guard identifier.utf8.count >= 3 && identifier.utf8.count <= 6, let sign = identifier.utf8.first,
              sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") else { return nil }
        var utf8 = Array(identifier.utf8.dropFirst())
        if utf8.count == 5 && utf8[2] == UInt8(ascii: ":") { utf8.remove(at: 2) }
        guard utf8.count == 2 || utf8.count == 4, utf8.allSatisfy({ $0 &- UInt8(ascii: "0") < 10 }) else { return nil }
        let digits = utf8.map { Int32($0 &- UInt8(ascii: "0")) }
        let hours = digits[0] * 10 + digits[1]
        let minutes = utf8.count == 4 ? digits[2] * 10 + digits[3] : 0
        guard hours <= 23 && minutes <= 59 else { return nil }
        let seconds = (hours * 3600 + minutes * 60) * (sign == UInt8(ascii: "-") ? -1 : 1)
        return FastDate.TimeZone(utcOffset: seconds)
    }

    /// Whether `identifier` can name a file of a zone database without leaving it: 1 to 255
    /// bytes of `A-Z a-z 0-9 / _ - + .`, no empty part (so no leading `/`), and no part of
    /// dots alone (`.`, `..`).
    package static func isDatabaseName(_ identifier: String) -> Bool {
        let bytes = identifier.utf8
        guard !bytes.isEmpty, bytes.count <= maximumIdentifierLength else { return false }
        var partLength = 0
        var dotsOnly = true
        for byte in bytes {
            if byte == UInt8(ascii: "/") {
                guard partLength > 0, !dotsOnly else { return false }
                partLength = 0
                dotsOnly = true
                continue
            }
            let letterOrDigit = (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte &- UInt8(ascii: "0") < 10
            guard letterOrDigit || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
                || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".") else { return false }
            if byte != UInt8(ascii: ".") { dotsOnly = false }
            partLength += 1
        }
        return partLength > 0 && !dotsOnly
    }
}

extension FastDate.ArithmeticError {
    /// The error of placing `reading` in a zone, from the reader's: the skipped or repeated
    /// reading itself, where the reader's names a byte of text the value never had.
    @usableFromInline
    init(resolving reading: FastDate.LocalDateTime, _ error: FastDate.ParseError) {
        switch error.kind {
        case .skippedLocalTime: self.init(.skippedLocalTime, localDateTime: reading)
        case .repeatedLocalTime: self.init(.repeatedLocalTime, localDateTime: reading)
        default: self.init(.outOfRange)
        }
    }
}
