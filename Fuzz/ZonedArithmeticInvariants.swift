/// What must hold for computing with time (`Spec/arithmetic/`), for any counts, units,
/// increments and rules the input's bytes choose, in a real zone of the bundled database:
/// nothing traps, and every error is one of the kinds the Spec names for the call; every
/// result is in range, carries its zone's offset at its instant, and:
///
/// - adding clock units alone moves the instant by exactly their sum;
/// - a timestamp rounded down is at or before the reading and less than a step before it,
///   rounded up at or after it, and the rounded-to-nearest result is one of the two;
/// - a zoned value's day starts at or before it, and its day lasts more than an hour and
///   less than two days;
/// - a zoned value rounded to the day is its day's start or the next day's;
/// - the difference of two dates, added back (months, then days), reaches the other date, and
///   `since` is the negated `until`.
enum ZonedArithmeticInvariants {
    static let zones: [FastDate.TimeZone] = ["America/New_York", "Europe/Berlin", "Australia/Lord_Howe", "America/Santiago",
                                             "Pacific/Apia", "Asia/Kolkata", "Pacific/Chatham", "America/St_Johns", "UTC"].map {
        try! FastDate.TimeZone(bundledIdentifier: $0)
    }
    static let rules: [FastDate.RoundingRule] = [.down, .up, .towardZero, .awayFromZero, .toNearestOrAwayFromZero, .toNearestOrEven]

    static func check(_ input: UnsafeRawBufferPointer) {
        var seed = fingerprint(input)
        func next() -> UInt64 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return seed
        }
        /// A count: small, near a boundary, or any `Int`, as the input's bytes choose.
        func count() -> Int {
            let r = next()
            switch r & 3 {
            case 0: return Int(truncatingIfNeeded: r >> 40) % 50
            case 1: return Int(truncatingIfNeeded: r >> 20) % 200_000
            case 2: return [Int.max, Int.min, Int.max / 12, -(Int.max / 7), 1 << 40][Int(r >> 60) % 5]
            default: return Int(truncatingIfNeeded: r)
            }
        }
        checkDifference(Int64(next() % 3_652_425) - 719_528, Int64(next() % 3_652_425) - 719_528,
                        FastDate.Unit.allCases[Int(next() >> 40) % FastDate.Unit.allCases.count], input)
        for _ in 0..<4 {
            let zone = zones[Int(next() >> 33) % zones.count]
            // Instants over the whole supported range, and often 1900–2100.
            let wide = next() & 1 == 0
            let span: UInt64 = wide ? 17_280_000_000_000 : 6_311_390_400
            let seconds = Int64(next() % span) - (wide ? 8_640_000_000_000 : 2_208_988_800)
            let nanoseconds = Int32(next() % 1_000_000_000)
            let t = FastDate.Timestamp(seconds: seconds, nanoseconds: nanoseconds, utcOffset: Int32(Int64(next() % 172_799) - 86_399))
            let unit = FastDate.Unit.allCases[Int(next() >> 40) % FastDate.Unit.allCases.count]
            let increment = next() & 1 == 0 ? [1, 2, 5, 15, 30, 500][Int(next() >> 50) % 6] : count()
            let rule = rules[Int(next() >> 40) % rules.count]
            checkTimestamp(t, unit, increment, rule, input)
            let z: FastDate.ZonedDateTime
            do throws(FastDate.ArithmeticError) {
                z = try FastDate.ZonedDateTime(t, in: zone)
            } catch {
                if error.kind != .outOfRange { violated("ZonedDateTime(\(t)) threw \(error)", input) }
                continue
            }
            checkZoned(z, unit, increment, rule, input)
            let disambiguation = FastDate.Disambiguation.allCases[Int(next() >> 40) % 4]
            let (years, months, weeks, days) = (count(), count(), count(), count())
            let (hours, minutes, secs, nanos) = (count(), count(), count(), count())
            let calendarOnly = next() & 1 == 0
            do throws(FastDate.ArithmeticError) {
                let moved = try calendarOnly
                    ? z.adding(years: years, months: months, weeks: weeks, days: days, resolving: disambiguation)
                    : z.adding(hours: hours, minutes: minutes, seconds: secs, nanoseconds: nanos)
                consistent(moved, "adding to \(z)", input)
                if !calendarOnly {
                    // Exactly the sum, in 128-bit arithmetic.
                    let total = (Int128(hours) * 3600 + Int128(minutes) * 60 + Int128(secs)) * 1_000_000_000 + Int128(nanos)
                    let before = Int128(z.timestamp.seconds) * 1_000_000_000 + Int128(z.timestamp.nanoseconds)
                    let after = Int128(moved.timestamp.seconds) * 1_000_000_000 + Int128(moved.timestamp.nanoseconds)
                    if after - before != total { violated("\(z) plus \(hours)h \(minutes)m \(secs)s \(nanos)ns is \(moved)", input) }
                }
            } catch {
                let allowed: [FastDate.ArithmeticError.Kind] = calendarOnly && disambiguation == .reject
                    ? [.outOfRange, .skippedLocalTime, .repeatedLocalTime] : [.outOfRange]
                if !allowed.contains(error.kind) { violated("adding to \(z) threw \(error)", input) }
            }
        }
    }

    static func checkTimestamp(_ t: FastDate.Timestamp, _ unit: FastDate.Unit, _ increment: Int, _ rule: FastDate.RoundingRule,
                               _ input: UnsafeRawBufferPointer) {
        do throws(FastDate.ArithmeticError) {
            let down = try t.rounded(to: unit, increment: increment, .down)
            let up = try t.rounded(to: unit, increment: increment, .up)
            let ruled = try t.rounded(to: unit, increment: increment, rule)
            func reading(_ r: FastDate.Timestamp) -> Int128 { (Int128(r.seconds) + Int128(r.utcOffset)) * 1_000_000_000 + Int128(r.nanoseconds) }
            let step = Int128(increment) * Int128(unit == .day ? 86_400_000_000_000 : unit == .hour ? 3_600_000_000_000
                : unit == .minute ? 60_000_000_000 : unit == .second ? 1_000_000_000 : unit == .millisecond ? 1_000_000 : unit == .microsecond ? 1_000 : 1)
            let r = reading(t)
            if !(reading(down) <= r && r - reading(down) < step && reading(up) >= r && reading(up) - r < step)
                || (ruled != down && ruled != up) || down.utcOffset != t.utcOffset {
                violated("\(t) rounded to \(increment) \(unit): down \(down), up \(up), \(rule) \(ruled)", input)
            }
        } catch {
            if error.kind == .skippedLocalTime || error.kind == .repeatedLocalTime { violated("\(t) rounded threw \(error)", input) }
        }
    }

    static func checkZoned(_ z: FastDate.ZonedDateTime, _ unit: FastDate.Unit, _ increment: Int, _ rule: FastDate.RoundingRule,
                           _ input: UnsafeRawBufferPointer) {
        consistent(z, "made", input)
        let length = z.lengthOfDay.components.seconds
        if length <= 3600 || length >= 172_800 { violated("\(z): a day of \(length) s", input) }
        do throws(FastDate.ArithmeticError) {
            let start = try z.start(of: .day)
            consistent(start, "start of \(z)'s day", input)
            if start > z && start.timestamp != z.timestamp { violated("\(z)'s day starts after it, at \(start)", input) }
            let day = try z.rounded(to: .day, rule)
            let next = start.timestamp.seconds + length
            if day.timestamp != start.timestamp && !(day.timestamp.seconds == next && day.timestamp.nanoseconds == 0) {
                violated("\(z) rounded to the day is \(day), its day starts at \(start) and lasts \(length) s", input)
            }
        } catch {
            if error.kind != .outOfRange { violated("\(z): a day's start or rounding threw \(error)", input) }
        }
        do throws(FastDate.ArithmeticError) {
            consistent(try z.rounded(to: unit, increment: increment, rule), "\(z) rounded", input)
        } catch {
            if error.kind == .skippedLocalTime || error.kind == .repeatedLocalTime { violated("\(z) rounded threw \(error)", input) }
        }
    }

    static func checkDifference(_ a: Int64, _ b: Int64, _ unit: FastDate.Unit, _ input: UnsafeRawBufferPointer) {
        guard let one = FastDate.LocalDate(daysSinceEpoch: a), let two = FastDate.LocalDate(daysSinceEpoch: b) else { return }
        do throws(FastDate.ArithmeticError) {
            let until = try one.until(two, largestUnit: unit)
            let since = try one.since(two, largestUnit: unit)
            let sign: Int64 = until.isNegative ? -1 : 1
            let months = Int(sign * (until.years * 12 + until.months)), days = Int(sign * (until.weeks * 7 + until.days))
            let back = try? one.adding(months: months).adding(days: days)
            if back != two || since.isNegative == until.isNegative && !until.isZero
                || (since.years, since.months, since.weeks, since.days) != (until.years, until.months, until.weeks, until.days) {
                violated("\(one) until \(two) in \(unit)s is \(until), since \(since)", input)
            }
        } catch {
            if error.kind != .invalidUnit || [.year, .month, .week, .day].contains(unit) { violated("\(one) until \(two) threw \(error)", input) }
        }
    }

    /// A zoned value's instant is in range and carries the zone's offset there.
    static func consistent(_ z: FastDate.ZonedDateTime, _ what: String, _ input: UnsafeRawBufferPointer) {
        if !z.timestamp.isInSupportedRange || z.timeZone.offset(at: z.timestamp) != z.utcOffset {
            violated("\(what): \(z) is out of range or off its zone's offset", input)
        }
    }
}
