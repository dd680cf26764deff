/// What must hold for spans (`Spec/arithmetic/spans.md`), for any two values, settings and
/// spans the input's bytes choose, in a real zone of the bundled database: nothing traps;
/// every error is one the Spec names for the call; and
///
/// - `until` of a value with itself is zero, and otherwise has the sign of the order (with
///   the default rule, toward zero, it may round to zero but never to the other sign);
/// - `since` is `until` negated when nothing is rounded;
/// - unrounded, a `LocalDate`'s or a `LocalDateTime`'s span added back reaches the other value;
/// - a `Timestamp`'s span is the exact difference, in 128-bit arithmetic;
/// - a span balanced relative to a date (smallest unit a nanosecond) reaches the same date-time
///   from it as the span did;
/// - a span written in either style reads back equal.
enum SpanInvariants {
    static let units = FastDate.Unit.allCases
    static let rules: [FastDate.RoundingRule] = [.down, .up, .towardZero, .awayFromZero, .toNearestOrAwayFromZero, .toNearestOrEven]

    static func check(_ input: UnsafeRawBufferPointer) {
        var seed = fingerprint(input) ^ 0x5DEE_CE66
        func next() -> UInt64 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return seed
        }
        func localSeconds() -> Int64 {
            // 0000–9999, often near 2024.
            next() & 1 == 0 ? Int64(next() % 315_537_897_600) - 62_167_219_200 : 1_704_067_200 + Int64(next() % 200_000_000) - 100_000_000
        }
        let zone = ZonedArithmeticInvariants.zones[Int(next() >> 33) % ZonedArithmeticInvariants.zones.count]
        let largest: FastDate.Unit? = next() & 3 == 0 ? nil : units[Int(next() >> 40) % units.count]
        let smallest = units[Int(next() >> 40) % units.count]
        let increment = [1, 1, 1, 2, 3, 5, 6, 15, 30, 250, 1_000_000_000, 0, -1, Int.max][Int(next() >> 40) % 14]
        let rule = rules[Int(next() >> 40) % rules.count]
        let a = FastDate.LocalDateTime(unchecked: localSeconds(), Int32(next() % 1_000_000_000), nil)
        let b = FastDate.LocalDateTime(unchecked: next() & 1 == 0 ? localSeconds() : a.localSeconds + Int64(next() % 9_000_000) - 4_500_000,
                                       Int32(next() % 1_000_000_000), nil)
        checkPlain(a, b, largest, smallest, increment, rule, input)
        if let za = try? FastDate.ZonedDateTime(a, in: zone), let zb = try? FastDate.ZonedDateTime(b, in: zone) {
            checkZoned(za, zb, largest, smallest, increment, rule, input)
            checkInstants(za.timestamp, zb.timestamp, largest, smallest, increment, rule, input)
            checkSpan(zb.timestamp, za, a.date, input)
        }
    }

    /// The errors a call may throw; anything else is a violation.
    static func allowed(_ error: FastDate.ArithmeticError, _ kinds: [FastDate.ArithmeticError.Kind], _ what: String, _ input: UnsafeRawBufferPointer) {
        if !kinds.contains(error.kind) { violated("\(what) threw \(error)", input) }
    }

    static func sign(_ d: FastDate.ISODuration) -> Int { d.isZero ? 0 : d.isNegative ? -1 : 1 }

    static func checkPlain(_ a: FastDate.LocalDateTime, _ b: FastDate.LocalDateTime, _ largest: FastDate.Unit?, _ smallest: FastDate.Unit,
                           _ increment: Int, _ rule: FastDate.RoundingRule, _ input: UnsafeRawBufferPointer) {
        let order = a < b ? 1 : b < a ? -1 : 0
        do throws(FastDate.ArithmeticError) {
            let span = try a.until(b, largestUnit: largest, smallestUnit: smallest, increment: increment, rule)
            if order == 0 && !span.isZero { violated("\(a) until itself is \(span)", input) }
            if rule == .towardZero && sign(span) == -order { violated("\(a) until \(b) is \(span), against the order", input) }
            if smallest == .nanosecond && increment == 1 {
                let back = try a.adding(span)
                if back != b { violated("\(a) + (\(a) until \(b) = \(span)) is \(back), not \(b)", input) }
                let since = try a.since(b, largestUnit: largest, smallestUnit: smallest, increment: increment, rule)
                if since != -span { violated("\(a) since \(b) is \(since), until \(span)", input) }
            }
        } catch {
            allowed(error, [.invalidUnit, .invalidIncrement, .outOfRange], "\(a) until \(b)", input)
        }
        do throws(FastDate.ArithmeticError) {
            let (da, db) = (a.date, b.date)
            let span = try da.until(db, largestUnit: largest, smallestUnit: smallest, increment: increment, rule)
            if smallest == .day && increment == 1 {
                let back = try da.adding(span)
                if back != db { violated("\(da) + \(span) is \(back), not \(db)", input) }
            }
        } catch {
            allowed(error, [.invalidUnit, .invalidIncrement, .outOfRange], "\(a.date) until \(b.date)", input)
        }
    }

    static func checkZoned(_ a: FastDate.ZonedDateTime, _ b: FastDate.ZonedDateTime, _ largest: FastDate.Unit?, _ smallest: FastDate.Unit,
                           _ increment: Int, _ rule: FastDate.RoundingRule, _ input: UnsafeRawBufferPointer) {
        let order = a.timestamp < b.timestamp ? 1 : b.timestamp < a.timestamp ? -1 : 0
        do throws(FastDate.ArithmeticError) {
            let span = try a.until(b, largestUnit: largest, smallestUnit: smallest, increment: increment, rule)
            if order == 0 && !span.isZero { violated("\(a) until itself is \(span)", input) }
            if rule == .towardZero && sign(span) == -order { violated("\(a) until \(b) is \(span), against the order", input) }
            _ = try a.since(b, largestUnit: largest, smallestUnit: smallest, increment: increment, rule)
        } catch {
            allowed(error, [.invalidUnit, .invalidIncrement, .outOfRange], "\(a) until \(b)", input)
        }
    }

    static func checkInstants(_ a: FastDate.Timestamp, _ b: FastDate.Timestamp, _ largest: FastDate.Unit?, _ smallest: FastDate.Unit,
                              _ increment: Int, _ rule: FastDate.RoundingRule, _ input: UnsafeRawBufferPointer) {
        do throws(FastDate.ArithmeticError) {
            let span = try a.until(b, largestUnit: largest, smallestUnit: .nanosecond)
            let sign: Int128 = span.isNegative ? -1 : 1
            let total = sign * ((Int128(span.hours) * 3600 + Int128(span.minutes) * 60 + Int128(span.seconds)) * 1_000_000_000 + Int128(span.nanoseconds))
            let exact = (Int128(b.seconds) - Int128(a.seconds)) * 1_000_000_000 + Int128(b.nanoseconds) - Int128(a.nanoseconds)
            if total != exact || span.days != 0 { violated("\(a) until \(b) is \(span), not \(exact) ns", input) }
            let back = try a.adding(span)
            if back.seconds != b.seconds || back.nanoseconds != b.nanoseconds { violated("\(a) + \(span) is \(back), not \(b)", input) }
            _ = try a.until(b, largestUnit: largest, smallestUnit: smallest, increment: increment, rule)
        } catch {
            allowed(error, [.invalidUnit, .invalidIncrement], "\(a) until \(b) in \(String(describing: largest))", input)
        }
    }

    /// A span from a timestamp's digits, balanced relative to a date and a zoned value, and
    /// written in both styles.
    static func checkSpan(_ t: FastDate.Timestamp, _ zoned: FastDate.ZonedDateTime, _ date: FastDate.LocalDate, _ input: UnsafeRawBufferPointer) {
        let s = t.seconds.magnitude
        let span = FastDate.ISODuration(years: Int64(s % 7), months: Int64(s / 7 % 30), weeks: Int64(s / 210 % 3), days: Int64(s / 630 % 60),
                                        hours: Int64(s / 37_800 % 50), minutes: Int64(s % 61), seconds: Int64(s % 59),
                                        nanoseconds: t.nanoseconds, isNegative: t.seconds < 0)
        for style in FastDate.ISODuration.Style.allCases {
            let text = FastDate.format(span, style: style)
            if (try? FastDate.parseDuration(text)) != span { violated("\(span) written \(text) does not read back", input) }
        }
        do throws(FastDate.ArithmeticError) {
            let origin = FastDate.LocalDateTime(date: date, time: FastDate.LocalTime(secondsSinceMidnight: 0))
            let balanced = try span.rounded(largestUnit: .year, relativeTo: date)
            let (there, here) = (try origin.adding(balanced), try origin.adding(span))
            if there != here { violated("\(span) balanced from \(date) is \(balanced): \(there), not \(here)", input) }
            _ = try span.total(.day, relativeTo: zoned)
            _ = try span.rounded(largestUnit: .month, smallestUnit: .hour, increment: 6, .toNearestOrEven, relativeTo: zoned)
        } catch {
            allowed(error, [.outOfRange], "\(span) from \(date) or \(zoned)", input)
        }
    }
}
