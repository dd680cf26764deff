/// Reads the friendly duration form, `2h 30m`, `1 year, 2 months`, `1d 02:30:00`, `3 days
/// ago` (`Spec/duration/friendly.md`: jiff's grammar), left to right, reporting the first
/// problem at its byte. ``DurationReader`` sends it every text that starts with a digit
/// after its optional sign, so one door reads both forms.
///
/// Units come largest first, each at most once, with a designator from
/// ``FriendlyUnit/named(_:)``. Milliseconds, microseconds and nanoseconds fold into the
/// seconds' fraction, and a fraction on hours or minutes into the components below it, as
/// the ISO reader does: the value is one `ISODuration` whichever form was read.
enum FriendlyDurationReader {
    /// Every form and every error.
    @inline(never)
    static func read(_ input: ByteInput) throws(FastDate.ParseError) -> FastDate.ISODuration {
        var i = 0
        var isNegative = false
        let signed = input[0] == UInt8(ascii: "+") || input[0] == UInt8(ascii: "-")
        if signed {
            isNegative = input[0] == UInt8(ascii: "-")
            i = 1
        }
        var parts = Parts()
        var previous: FriendlyUnit?
        while true {
            let start = i
            guard input.digit(i) < 10 else { throw FastDate.ParseError(.expectedDurationNumber, offset: i) }
            if input[digitsEnd(input, from: i)] == UInt8(ascii: ":") {
                // `HH:MM:SS`, alone or after the date units: the last thing written.
                if let unit = previous, unit.isTime { throw FastDate.ParseError(.misplacedDurationUnit, offset: start) }
                i = try readClock(input, from: i, into: &parts)
                break
            }
            let value = try DurationReader.number(input, from: &i)
            var billionths = -1
            if input[i] == UInt8(ascii: ".") || input[i] == UInt8(ascii: ",") {
                (billionths, i) = try fraction(input, from: i &+ 1)
            }
            i = skipSpace(input, from: i)
            let designator = i
            guard let (unit, end) = FriendlyUnit.named(input, at: i) else {
                // Before one whole unit is read, the text is no more friendly than ISO 8601
                // without its `P` (`3Y6M`, `1D`, a date): say where a duration should start.
                throw FastDate.ParseError(previous == nil ? .expectedDurationStart : .expectedDurationUnit,
                                          offset: previous == nil ? (signed ? 1 : 0) : designator)
            }
            if let last = previous, last.rawValue >= unit.rawValue {
                throw FastDate.ParseError(.misplacedDurationUnit, offset: designator)
            }
            // A fraction of a day has no fixed length, and one of a nanosecond is below what
            // a duration holds.
            if billionths >= 0 && (!unit.isTime || unit == .nanosecond) {
                throw FastDate.ParseError(.misplacedDurationFraction, offset: designator)
            }
            previous = unit
            guard parts.add(value, unit) else { throw FastDate.ParseError(.durationOutOfRange, offset: start) }
            i = end
            if billionths >= 0 {
                guard parts.addFraction(billionths, of: unit) else { throw FastDate.ParseError(.durationOutOfRange, offset: start) }
                break  // a fraction is the last number written
            }
            // After a designator: `, ` or spaces, then another unit, `ago`, or the end.
            if input[i] == UInt8(ascii: ",") {
                guard isSpace(input[i &+ 1]) else { throw FastDate.ParseError(.trailingBytes, offset: i) }
                i &+= 1
            }
            let spaced = skipSpace(input, from: i)
            if spaced == input.count || (spaced > i && isAgo(input, at: spaced)) { break }
            i = spaced
            guard input.digit(i) < 10 else { throw FastDate.ParseError(.trailingBytes, offset: i) }
        }
        // The end: spaces, or spaces and `ago` (for a text with no sign).
        let afterSpace = skipSpace(input, from: i)
        if afterSpace > i && isAgo(input, at: afterSpace) {
            if signed { throw FastDate.ParseError(.trailingBytes, offset: afterSpace) }
            isNegative = true
            i = afterSpace &+ 3  // nothing may follow `ago`
        } else {
            i = afterSpace
        }
        guard i == input.count else {
            // A number after a fraction is a unit the fraction should have been (`1.5h 30m`).
            throw FastDate.ParseError(input.digit(i) < 10 ? .misplacedDurationFraction : .trailingBytes, offset: i)
        }
        guard let duration = parts.duration(isNegative: isNegative) else { throw FastDate.ParseError(.durationOutOfRange, offset: 0) }
        return duration
    }

    /// The components read so far, and the exact seconds of weeks down to seconds, which
    /// must stay within `Int64` as in an ISO duration.
    struct Parts {
        var years: Int64 = 0, months: Int64 = 0, weeks: Int64 = 0, days: Int64 = 0
        var hours: Int64 = 0, minutes: Int64 = 0, seconds: Int64 = 0
        var nanoseconds: Int64 = 0  // below a second, may pass one: carried at the end
        var exactSeconds: Int64 = 0

        /// Adds `value` `unit`s; `false` when the exact seconds pass `Int64`.
        mutating func add(_ value: Int64, _ unit: FriendlyUnit) -> Bool {
            switch unit {
            case .year: years = value; return true
            case .month: months = value; return true
            case .week: weeks = value; return DurationUnit.week.add(value, to: &exactSeconds)
            case .day: days = value; return DurationUnit.day.add(value, to: &exactSeconds)
            case .hour: hours = value; return DurationUnit.hour.add(value, to: &exactSeconds)
            case .minute: minutes = value; return DurationUnit.minute.add(value, to: &exactSeconds)
            case .second: seconds = value; return DurationUnit.second.add(value, to: &exactSeconds)
            case .millisecond, .microsecond, .nanosecond:
                // Whole seconds carry at once, so no count overflows as nanoseconds.
                let perSecond = unit.perSecond
                nanoseconds &+= value % perSecond &* (.nanosecondsPerSecond / perSecond)
                guard DurationUnit.second.add(value / perSecond, to: &exactSeconds) else { return false }
                seconds &+= value / perSecond  // within the exact seconds just checked
                return true
            }
        }

        /// Adds `billionths` of one `unit` (an hour or smaller), spread into the components
        /// below it exactly, as the ISO reader spreads `PT1.5H`.
        mutating func addFraction(_ billionths: Int, of unit: FriendlyUnit) -> Bool {
            let fraction: Int64  // in nanoseconds: at most 999,999,999 × 3,600
            switch unit {
            case .hour: fraction = Int64(billionths) &* .secondsPerHour
            case .minute: fraction = Int64(billionths) &* .secondsPerMinute
            case .second: fraction = Int64(billionths)
            default: fraction = Int64(billionths) / unit.perSecond
            }
            let spread = fraction / .nanosecondsPerSecond
            nanoseconds &+= fraction % .nanosecondsPerSecond
            if unit == .hour {
                minutes = spread / 60
                seconds = spread % 60
            } else if unit == .minute {
                seconds = spread
            } else {
                seconds &+= spread
            }
            return DurationUnit.second.add(spread, to: &exactSeconds)
        }

        /// The duration, the nanoseconds past a second carried into the seconds; `nil` when
        /// that passes `Int64` seconds.
        func duration(isNegative: Bool) -> FastDate.ISODuration? {
            var total = exactSeconds
            let carry = nanoseconds / .nanosecondsPerSecond
            guard DurationUnit.second.add(carry, to: &total) else { return nil }
            let (carried, overflow) = seconds.addingReportingOverflow(carry)
            guard !overflow else { return nil }
            return FastDate.ISODuration(unchecked: isNegative, years, months, weeks, days, hours, minutes, carried,
                                        Int32(nanoseconds % .nanosecondsPerSecond))
        }
    }

    /// `HH:MM:SS[.f]`, any number of digits in each (`100:00:00` is a hundred hours), as the
    /// hours, minutes and seconds. Returns the index past it.
    static func readClock(_ input: ByteInput, from start: Int, into parts: inout Parts) throws(FastDate.ParseError) -> Int {
        var i = start
        let hours = try DurationReader.number(input, from: &i)
        guard input[i] == UInt8(ascii: ":") else { throw FastDate.ParseError(.expectedDurationUnit, offset: i) }
        i &+= 1
        guard input.digit(i) < 10 else { throw FastDate.ParseError(.expectedDurationNumber, offset: i) }
        let minutes = try DurationReader.number(input, from: &i)
        guard input[i] == UInt8(ascii: ":") else { throw FastDate.ParseError(.expectedDurationUnit, offset: i) }
        i &+= 1
        guard input.digit(i) < 10 else { throw FastDate.ParseError(.expectedDurationNumber, offset: i) }
        let seconds = try DurationReader.number(input, from: &i)
        guard parts.add(hours, .hour), parts.add(minutes, .minute), parts.add(seconds, .second) else {
            throw FastDate.ParseError(.durationOutOfRange, offset: start)
        }
        if input[i] == UInt8(ascii: ".") || input[i] == UInt8(ascii: ",") {
            let (billionths, end) = try fraction(input, from: i &+ 1)
            parts.nanoseconds &+= Int64(billionths)
            i = end
        }
        return i
    }

    /// The index past the digits at `i`.
    static func digitsEnd(_ input: ByteInput, from start: Int) -> Int {
        var i = start
        while input.digit(i) < 10 { i &+= 1 }
        return i
    }

    /// Space, tab, line feed, form feed or carriage return: jiff's whitespace.
    @inline(__always)
    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
    }

    static func skipSpace(_ input: ByteInput, from start: Int) -> Int {
        var i = start
        while i < input.count && isSpace(input[i]) { i &+= 1 }
        return i
    }

    /// The digits of a fraction from `start` (just past the mark), at most nine: a
    /// billionth is the finest a duration holds, and jiff's grammar allows no more.
    static func fraction(_ input: ByteInput, from start: Int) throws(FastDate.ParseError) -> (nanoseconds: Int, end: Int) {
        let (billionths, end) = try FractionReader.read(input, from: start)
        let tenthDigit = start &+ maximumFractionDigits
        guard end <= tenthDigit else { throw FastDate.ParseError(.expectedDurationUnit, offset: tenthDigit) }
        return (billionths, end)
    }

    /// Nine digits: nanoseconds.
    static var maximumFractionDigits: Int { 9 }

    /// Whether `ago` ends the text at `i`.
    static func isAgo(_ input: ByteInput, at i: Int) -> Bool {
        input[i] == UInt8(ascii: "a") && input[i &+ 1] == UInt8(ascii: "g") && input[i &+ 2] == UInt8(ascii: "o")
            && i &+ 3 == input.count
    }
}
