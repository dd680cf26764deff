/// The rule a TZif file's footer states for instants past its last transition: a POSIX `TZ`
/// string such as `CET-1CEST,M3.5.0,M10.5.0/3` (`Spec/time-zones/time-zones.md`, "The footer
/// rule"; RFC 8536 section 3.3, with its version 3 extension of rule times to ±167 hours).
///
/// Read once when a zone is loaded; asked for an offset only past the years a zone's table
/// holds (`ZoneRules.horizon`).
package struct POSIXTimeZoneRule: Sendable, Hashable {
    /// Seconds east of UTC of standard time (`CET-1` is +3600: POSIX writes the offset the
    /// other way round).
    let standardOffset: Int32
    /// Daylight saving time, when the rule has it.
    let daylight: Daylight?

    struct Daylight: Sendable, Hashable {
        /// Seconds east of UTC while it is in force.
        let offset: Int32
        /// When it starts, on the standard-time clock.
        let start: Change
        /// When it ends, on the daylight-time clock.
        let end: Change
    }

    /// A day of the year and a time on it, at which the clock changes.
    struct Change: Sendable, Hashable {
        let day: Day
        /// Seconds after the day's local midnight; −167 h to +167 h (RFC 8536's extension).
        let time: Int32
    }

    enum Day: Sendable, Hashable {
        /// `Jn`: day 1–365, February 29 never counted.
        case skippingLeapDay(Int)
        /// `n`: day 0–365, February 29 counted.
        case counted(Int)
        /// `Mm.w.d`: weekday `d` (0 is Sunday) of week `w` (5 is the last) of month `m`.
        case monthWeekDay(month: Int, week: Int, weekday: Int)
    }

    /// POSIX's default when a rule names daylight time but no dates (RFC 8536 leaves it to
    /// the reader; glibc and Go take the United States' rule since 2007).
    static var defaultStart: Change { Change(day: .monthWeekDay(month: 3, week: 2, weekday: 0), time: 2 * 3600) }
    static var defaultEnd: Change { Change(day: .monthWeekDay(month: 11, week: 1, weekday: 0), time: 2 * 3600) }
    /// Hours an offset may have (POSIX: 0–24).
    static var offsetHourLimit: Int { 24 }
    /// Hours a rule time may have (RFC 8536 version 3: −167 to 167).
    static var timeHourLimit: Int { 167 }
}

// MARK: - Reading

extension POSIXTimeZoneRule {
    /// Reads a whole TZ string; `nil` when it is not one (the caller reports where the footer
    /// began).
    init?(_ text: UnsafeRawBufferPointer) {
        var reader = Reader(bytes: text)
        guard let rule = reader.rule(), reader.index == text.count else { return nil }
        self = rule
    }

    /// One byte cursor over the TZ string; each function consumes what it names or returns
    /// `nil`.
    private struct Reader {
        let bytes: UnsafeRawBufferPointer
        var index = 0

        var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

        mutating func rule() -> POSIXTimeZoneRule? {
            guard name(), let standard = offset(hourLimit: POSIXTimeZoneRule.offsetHourLimit) else { return nil }
            let standardOffset = -standard
            guard index < bytes.count else { return POSIXTimeZoneRule(standardOffset: Int32(standardOffset), daylight: nil) }
            guard name() else { return nil }
            var daylightOffset = standardOffset + 3600  // POSIX: an hour ahead unless written
            if let byte = peek, byte != UInt8(ascii: ",") {
                guard let written = offset(hourLimit: POSIXTimeZoneRule.offsetHourLimit) else { return nil }
                daylightOffset = -written
            }
            var start = POSIXTimeZoneRule.defaultStart
            var end = POSIXTimeZoneRule.defaultEnd
            if peek == UInt8(ascii: ",") {
                index += 1
                guard let s = change() else { return nil }
                guard peek == UInt8(ascii: ",") else { return nil }
                index += 1
                guard let e = change() else { return nil }
                start = s
                end = e
            }
            return POSIXTimeZoneRule(
                standardOffset: Int32(standardOffset),
                daylight: Daylight(offset: Int32(daylightOffset), start: start, end: end))
        }

        /// A zone abbreviation: three or more letters, or `<` three or more letters, digits,
        /// `+` or `-` `>`.
        mutating func name() -> Bool {
            let start = index
            if peek == UInt8(ascii: "<") {
                index += 1
                let inner = index
                while let b = peek, isLetter(b) || isDigit(b) || b == UInt8(ascii: "+") || b == UInt8(ascii: "-") { index += 1 }
                guard index - inner >= 3, peek == UInt8(ascii: ">") else { index = start; return false }
                index += 1
                return true
            }
            while let b = peek, isLetter(b) { index += 1 }
            guard index - start >= 3 else { index = start; return false }
            return true
        }

        /// `[+-]hh[:mm[:ss]]` in seconds, the hour at most `hourLimit`.
        mutating func offset(hourLimit: Int) -> Int? {
            var sign = 1
            if peek == UInt8(ascii: "+") { index += 1 } else if peek == UInt8(ascii: "-") { sign = -1; index += 1 }
            guard let hours = number(maxDigits: 3), hours <= hourLimit else { return nil }
            var seconds = hours * 3600
            if peek == UInt8(ascii: ":") {
                index += 1
                guard let minutes = number(maxDigits: 2), minutes <= 59 else { return nil }
                seconds += minutes * 60
                if peek == UInt8(ascii: ":") {
                    index += 1
                    guard let s = number(maxDigits: 2), s <= 59 else { return nil }
                    seconds += s
                }
            }
            return sign * seconds
        }

        /// `date[/time]`.
        mutating func change() -> Change? {
            guard let day = day() else { return nil }
            var time = 2 * 3600  // POSIX: 02:00 unless written
            if peek == UInt8(ascii: "/") {
                index += 1
                guard let t = offset(hourLimit: POSIXTimeZoneRule.timeHourLimit) else { return nil }
                time = t
            }
            return Change(day: day, time: Int32(time))
        }

        /// `Jn`, `n` or `Mm.w.d`.
        mutating func day() -> Day? {
            switch peek {
            case UInt8(ascii: "J"):
                index += 1
                guard let n = number(maxDigits: 3), (1...365).contains(n) else { return nil }
                return .skippingLeapDay(n)
            case UInt8(ascii: "M"):
                index += 1
                guard let m = number(maxDigits: 2), (1...12).contains(m), peek == UInt8(ascii: ".") else { return nil }
                index += 1
                guard let w = number(maxDigits: 1), (1...5).contains(w), peek == UInt8(ascii: ".") else { return nil }
                index += 1
                guard let d = number(maxDigits: 1), (0...6).contains(d) else { return nil }
                return .monthWeekDay(month: m, week: w, weekday: d)
            default:
                guard let n = number(maxDigits: 3), n <= 365 else { return nil }
                return .counted(n)
            }
        }

        /// One to `maxDigits` decimal digits.
        mutating func number(maxDigits: Int) -> Int? {
            var value = 0
            var count = 0
            while count < maxDigits, let b = peek, isDigit(b) {
                value = value * 10 + Int(b &- UInt8(ascii: "0"))
                count += 1
                index += 1
            }
            return count > 0 ? value : nil
        }

        func isDigit(_ b: UInt8) -> Bool { b &- UInt8(ascii: "0") < 10 }
        func isLetter(_ b: UInt8) -> Bool { (b | 0x20) &- UInt8(ascii: "a") < 26 }
    }
}

// MARK: - Offsets and transitions

extension POSIXTimeZoneRule {
    /// A change of the clock the rule makes: the instant, and whether daylight time starts.
    struct Event {
        let instant: Int64
        let startsDaylight: Bool

        /// Events in time order; at one instant an end comes before a start, so that a rule
        /// in daylight time all year (`EST5EDT,0/0,J365/25`) stays in it.
        static func < (a: Event, b: Event) -> Bool {
            a.instant != b.instant ? a.instant < b.instant : (!a.startsDaylight && b.startsDaylight)
        }
    }

    /// The year, on the standard-time clock, that `instant` falls in; instants past the
    /// supported range are taken at its edge, so the calendar arithmetic cannot overflow.
    func year(of instant: Int64) -> Int64 {
        let clamped = min(max(instant, FastDate.Timestamp.minimumSeconds), FastDate.Timestamp.maximumSeconds)
        return CivilCalendar.year(ofSecondsSinceEpoch: clamped &+ Int64(standardOffset))
    }

    /// The later of `current` and `candidate`, counting `candidate` only at or before
    /// `instant`.
    private static func latest(_ current: Event?, _ candidate: Event, notAfter instant: Int64) -> Event? {
        guard candidate.instant <= instant else { return current }
        guard let current else { return candidate }
        return current < candidate ? candidate : current
    }

    /// Daylight time's start and end in `year`, as instants.
    func events(in year: Int64) -> (start: Event, end: Event)? {
        guard let daylight else { return nil }
        let start = Self.day(daylight.start.day, in: year) &* .secondsPerDay &+ Int64(daylight.start.time) &- Int64(standardOffset)
        let end = Self.day(daylight.end.day, in: year) &* .secondsPerDay &+ Int64(daylight.end.time) &- Int64(daylight.offset)
        return (Event(instant: start, startsDaylight: true), Event(instant: end, startsDaylight: false))
    }

    /// The offset in force at `instant`: the kind of the latest change at or before it,
    /// among those of the year before, the year and the year after (a change's time may
    /// carry it across New Year).
    func offset(at instant: Int64) -> Int32 {
        guard let daylight else { return standardOffset }
        // Loops and static helpers rather than a closure over `latest`, which an unoptimized
        // build would box on the heap: lookups allocate nothing in any build.
        var latest: Event?
        let year = self.year(of: instant)
        var y = year - 1
        while y <= year + 1 {
            if let (start, end) = events(in: y) {
                latest = Self.latest(latest, start, notAfter: instant)
                latest = Self.latest(latest, end, notAfter: instant)
            }
            y += 1
        }
        return latest?.startsDaylight == true ? daylight.offset : standardOffset
    }

    /// Appends to `result` every change of offset the rule makes in `years` strictly
    /// between `after` and `before`, in time order, as (instant, offset from then on),
    /// starting from `offset` in force before them.
    func appendChanges(in years: ClosedRange<Int64>, from offset: Int32, after: Int64, before: Int64,
                       to result: inout [(instant: Int64, offset: Int32)]) {
        guard let daylight else { return }
        var events: [Event] = []
        events.reserveCapacity(2 * (Int(years.upperBound - years.lowerBound) + 1))
        var sorted = true
        for year in years {
            guard let (start, end) = self.events(in: year) else { continue }
            let (first, second) = start < end ? (start, end) : (end, start)
            if let last = events.last, first < last { sorted = false }
            events.append(first)
            events.append(second)
        }
        // A year's two changes in order, and years one after another: sorted already, but
        // for a rule whose changes cross New Year.
        if !sorted { events.sort(by: <) }
        var current = offset
        result.reserveCapacity(result.count + events.count)
        for event in events where event.instant > after && event.instant < before {
            let next = event.startsDaylight ? daylight.offset : standardOffset
            if next != current {
                result.append((event.instant, next))
                current = next
            }
        }
    }

    /// The first change of offset after `instant`, as (instant, offset before, offset after).
    func nextChange(after instant: Int64) -> (instant: Int64, before: Int32, after: Int32)? {
        nearestChange(to: instant, later: true)
    }

    /// The last change of offset before `instant`.
    func previousChange(before instant: Int64) -> (instant: Int64, before: Int32, after: Int32)? {
        nearestChange(to: instant, later: false)
    }

    /// The nearest start or end of daylight time after (or before) `instant` at which the
    /// offset really changes, among the changes of four years around it: a year has two,
    /// so a rule that changes at all changes within them. A rule in daylight time all year
    /// has none.
    private func nearestChange(to instant: Int64, later: Bool) -> (instant: Int64, before: Int32, after: Int32)? {
        guard daylight != nil else { return nil }
        var best: Int64?
        let year = self.year(of: instant)
        var y = later ? year - 1 : year - 2
        while y <= (later ? year + 2 : year + 1) {
            if let (start, end) = events(in: y) {
                best = nearer(best, start.instant, to: instant, later: later)
                best = nearer(best, end.instant, to: instant, later: later)
            }
            y += 1
        }
        guard let best else { return nil }
        return (best, offset(at: best &- 1), offset(at: best))
    }

    /// `t` when it is on the asked side of `instant`, nearer to it than `best`, and a real
    /// change of offset; else `best`.
    private func nearer(_ best: Int64?, _ t: Int64, to instant: Int64, later: Bool) -> Int64? {
        guard later ? t > instant : t < instant else { return best }
        if let best, later ? t >= best : t <= best { return best }
        return offset(at: t &- 1) != offset(at: t) ? t : best
    }

    /// Days since 1970 of the rule's day in `year`.
    static func day(_ day: Day, in year: Int64) -> Int64 {
        switch day {
        case .skippingLeapDay(let n):
            // Day 60 is March 1 in every year: February 29 is skipped, not counted.
            let january1 = CivilCalendar.daysSinceEpoch(year: year, month: 1, day: 1)
            return january1 + Int64(n - 1) + (CivilCalendar.isLeapYear(year) && n >= 60 ? 1 : 0)
        case .counted(let n):
            return CivilCalendar.daysSinceEpoch(year: year, month: 1, day: 1) + Int64(n)
        case .monthWeekDay(let month, let week, let weekday):
            let first = CivilCalendar.daysSinceEpoch(year: year, month: month, day: 1)
            // `dayOfWeek` counts from Monday (0); POSIX from Sunday (0).
            let firstWeekday = (CivilCalendar.dayOfWeek(daysSinceEpoch: first) + 1) % 7
            var day = first + Int64((weekday - firstWeekday + 7) % 7) + Int64(7 * (week - 1))
            let length = Int64(CivilCalendar.daysInMonth(month, year: year))
            while day >= first + length { day -= 7 }  // week 5: the last such weekday
            return day
        }
    }
}
