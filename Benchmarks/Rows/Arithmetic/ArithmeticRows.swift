import FastDate
import FastDateTimeZones
import Foundation

/// Computing with time: `FastDate.ZonedDateTime` and `Timestamp.rounded` against what an app
/// otherwise calls, `Calendar` in the same zone and a `Date`'s `Double` rounded. 2^17 instants
/// from 1970 to 2037, each in one of `TimeZoneRows`'s 16 zones chosen at random.
enum ArithmeticRows {
    static let count = 1 << 17

    struct Inputs {
        let zoned: [FastDate.ZonedDateTime]
        let stamps: [FastDate.Timestamp]
        let dates: [Date]
        let calendars: [Calendar]
        let zone: [Int]
        /// For spans: a later value in the same zone (up to 90 days on), and as a `Date`.
        let later: [FastDate.ZonedDateTime]
        let laterDates: [Date]

        init() {
            var random = SplitMix64(seed: 48)
            let zones = TimeZoneRows.names.map { try! FastDate.TimeZone(bundledIdentifier: $0) }
            calendars = TimeZoneRows.names.map { name in
                var calendar = Calendar(identifier: .gregorian)
                calendar.timeZone = TimeZone(identifier: name)!
                return calendar
            }
            var zoned: [FastDate.ZonedDateTime] = [], stamps: [FastDate.Timestamp] = [], dates: [Date] = [], zone: [Int] = []
            var later: [FastDate.ZonedDateTime] = [], laterDates: [Date] = []
            for _ in 0..<ArithmeticRows.count {
                let z = Int(random.next() % UInt64(zones.count))
                let seconds = Int64(random.next() % 2_145_916_800)
                let nanoseconds = Int32(random.next() % 1_000_000) * 1000
                let t = FastDate.Timestamp(seconds: seconds, nanoseconds: nanoseconds)
                zone.append(z)
                zoned.append(try! FastDate.ZonedDateTime(t, in: zones[z]))
                stamps.append(FastDate.Timestamp(seconds: seconds, nanoseconds: nanoseconds, utcOffset: zones[z].offset(at: t)))
                dates.append(Date(t))
                let end = FastDate.Timestamp(seconds: seconds + Int64(random.next() % 7_776_000), nanoseconds: Int32(random.next() % 1_000_000) * 1000)
                later.append(try! FastDate.ZonedDateTime(end, in: zones[z]))
                laterDates.append(Date(end))
            }
            (self.zoned, self.stamps, self.dates, self.zone) = (zoned, stamps, dates, zone)
            (self.later, self.laterDates) = (later, laterDates)
        }
    }

    static func sections() -> [Section] {
        let inputs = Inputs()
        let title = "2^17 instants 1970–2037 in 16 zones"
        return [
            Section(group: "Arithmetic", title: "a day later, \(title)", referenceLabels: ["FastDate"], rows: [
                audited(zonedRow("FastDate.ZonedDateTime.adding(days: 1)", inputs, reference: true, AddingADay()),
                        inputs, AddingADay()) { $0.date(byAdding: .day, value: 1, to: $1) },
                calendarRow("Calendar.date(byAdding: .day, value: 1, to:)", inputs) { $0.date(byAdding: .day, value: 1, to: $1) },
            ]),
            Section(group: "Arithmetic", title: "5 hours later, \(title)", referenceLabels: ["FastDate"], rows: [
                audited(zonedRow("FastDate.ZonedDateTime.adding(hours: 5)", inputs, reference: true, AddingFiveHours()),
                        inputs, AddingFiveHours()) { $0.date(byAdding: .hour, value: 5, to: $1) },
                calendarRow("Calendar.date(byAdding: .hour, value: 5, to:)", inputs) { $0.date(byAdding: .hour, value: 5, to: $1) },
            ]),
            Section(group: "Arithmetic", title: "the start of the day, \(title)", referenceLabels: ["FastDate"], rows: [
                audited(zonedRow("FastDate.ZonedDateTime.start(of: .day)", inputs, reference: true, StartOfDay()),
                        inputs, StartOfDay()) { $0.startOfDay(for: $1) },
                calendarRow("Calendar.startOfDay(for:)", inputs) { $0.startOfDay(for: $1) },
            ]),
            Section(group: "Arithmetic", title: "rounded to 15 minutes, \(title)", referenceLabels: ["FastDate"], rows: [
                roundingRow(inputs), doubleRoundingRow(inputs),
                zonedRow("FastDate.ZonedDateTime.rounded(to: .minute, increment: 15)", inputs, reference: false, RoundedToAQuarter()),
            ]),
            Section(group: "Arithmetic", title: "the span to a later value in the same zone (up to 90 days), \(title)", referenceLabels: ["FastDate"], rows: [
                untilRow("FastDate.ZonedDateTime.until(_:largestUnit: .day)", inputs, reference: true) { a, b throws(FastDate.ArithmeticError) in
                    let d = try a.until(b, largestUnit: .day)
                    return d.days &* 86_400 &+ d.hours &* 3600 &+ d.minutes &* 60 &+ d.seconds
                },
                calendarSpanRow("Calendar.dateComponents([.day, .hour, .minute, .second, .nanosecond], from:to:)", inputs,
                                [.day, .hour, .minute, .second, .nanosecond]),
                untilRow("FastDate.ZonedDateTime.until(_:largestUnit: .month, smallestUnit: .minute, increment: 15, .toNearestOrAwayFromZero)",
                         inputs, reference: false) { a, b throws(FastDate.ArithmeticError) in
                    let d = try a.until(b, largestUnit: .month, smallestUnit: .minute, increment: 15, .toNearestOrAwayFromZero)
                    return d.months &* 2_592_000 &+ d.days &* 86_400 &+ d.hours &* 3600 &+ d.minutes &* 60
                },
                calendarSpanRow("Calendar.dateComponents([.month, .day, .hour, .minute], from:to:)", inputs, [.month, .day, .hour, .minute]),
            ]),
        ]
    }

    /// `row` audited against `Calendar` in the same zone on every 97th instant: the same
    /// instant (the zones' tables agree from 1970 to 2037, and so do the rules for these
    /// operations, gaps included).
    static func audited(_ row: Row, _ inputs: Inputs, _ fast: some ZonedWork, _ calendar: @escaping (Calendar, Date) -> Date?) -> Row {
        var row = row
        row.audit = {
            for j in stride(from: 0, to: count, by: 97) {
                let want = calendar(inputs.calendars[inputs.zone[j]], inputs.dates[j]).map { Int64($0.timeIntervalSince1970.rounded(.down)) }
                let got = try? fast(inputs.zoned[j])
                if got != want { return Audit(problem: "\(inputs.zoned[j]): \(String(describing: got)), Calendar says \(String(describing: want))") }
            }
            return Audit()
        }
        return row
    }

    /// A row over the zoned values running `work`, whose seconds are summed.
    /// `work` is a ``ZonedWork`` value rather than a closure, so the loop is specialized for
    /// each and the work inlined into it, as `CivilRows.row` does.
    static func zonedRow(_ name: String, _ inputs: Inputs, reference: Bool, _ work: some ZonedWork) -> Row {
        let values = inputs.zoned
        var next = 0
        var row = Row(name: name, kind: .fastDate, bytesPerUnit: 0, unitsPerPass: count) { units in
            var sink: Int64 = 0
            var failures = 0
            var j = next
            for _ in 0..<units {
                do throws(FastDate.ArithmeticError) { sink &+= try work(values[j]) } catch { failures &+= 1 }
                j = (j &+ 1) & (count - 1)
            }
            next = j
            return Outcome(sink: Double(sink), failures: failures)
        }
        if reference { row.reference = 0 }
        row.mustNotAllocate = true
        return row
    }

    /// A row over the same instants as `Date`s, each with its zone's `Calendar`.
    static func calendarRow(_ name: String, _ inputs: Inputs, _ work: @escaping (Calendar, Date) -> Date?) -> Row {
        let (calendars, zone, dates) = (inputs.calendars, inputs.zone, inputs.dates)
        var next = 0
        let row = Row(name: name, kind: .baseline, bytesPerUnit: 0, unitsPerPass: count) { units in
            var sink = 0.0
            var failures = 0
            var j = next
            for _ in 0..<units {
                if let date = work(calendars[zone[j]], dates[j]) { sink += date.timeIntervalSince1970 } else { failures &+= 1 }
                j = (j &+ 1) & (count - 1)
            }
            next = j
            return Outcome(sink: sink, failures: failures)
        }
        return row
    }

    /// A row of spans from each value to its later one. The work is a generic closure: each
    /// call site specializes `untilRow` for its own, so it inlines (the `ZonedWork` trick).
    @inline(__always)
    static func untilRow(_ name: String, _ inputs: Inputs, reference: Bool,
                         _ work: @escaping (FastDate.ZonedDateTime, FastDate.ZonedDateTime) throws(FastDate.ArithmeticError) -> Int64) -> Row {
        let (values, later) = (inputs.zoned, inputs.later)
        var next = 0
        var row = Row(name: name, kind: .fastDate, bytesPerUnit: 0, unitsPerPass: count) { units in
            var sink: Int64 = 0
            var failures = 0
            var j = next
            for _ in 0..<units {
                do throws(FastDate.ArithmeticError) { sink &+= try work(values[j], later[j]) } catch { failures &+= 1 }
                j = (j &+ 1) & (count - 1)
            }
            next = j
            return Outcome(sink: Double(sink), failures: failures)
        }
        if reference {
            row.reference = 0
            // Against `Calendar` on every 97th pair: the same days, hours, minutes and seconds
            // but where a day is cut by a change of offset, which the two count differently.
            row.audit = {
                var differ = 0
                for j in stride(from: 0, to: count, by: 97) {
                    let c = inputs.calendars[inputs.zone[j]].dateComponents([.day, .hour, .minute, .second], from: inputs.dates[j], to: inputs.laterDates[j])
                    let want = Int64(c.day!) * 86_400 + Int64(c.hour!) * 3600 + Int64(c.minute!) * 60 + Int64(c.second!)
                    if (try? work(inputs.zoned[j], inputs.later[j])) != want { differ += 1 }
                }
                return differ * 20 > count / 97 ? Audit(problem: "\(differ) of \(count / 97) differ from Calendar")
                    : Audit(note: differ == 0 ? nil : "\(differ) of \(count / 97) differ from Calendar across a change of offset")
            }
        }
        row.mustNotAllocate = true
        return row
    }

    /// `Calendar.dateComponents(_:from:to:)` over the same pairs.
    static func calendarSpanRow(_ name: String, _ inputs: Inputs, _ components: Set<Calendar.Component>) -> Row {
        let (calendars, zone, dates, later) = (inputs.calendars, inputs.zone, inputs.dates, inputs.laterDates)
        var next = 0
        return Row(name: name, kind: .baseline, bytesPerUnit: 0, unitsPerPass: count) { units in
            var sink = 0
            var j = next
            for _ in 0..<units {
                let c = calendars[zone[j]].dateComponents(components, from: dates[j], to: later[j])
                sink &+= (c.month ?? 0) &+ (c.day ?? 0) &+ (c.hour ?? 0) &+ (c.minute ?? 0)
                j = (j &+ 1) & (count - 1)
            }
            next = j
            return Outcome(sink: Double(sink))
        }
    }

    static func roundingRow(_ inputs: Inputs) -> Row {
        let stamps = inputs.stamps
        var next = 0
        var row = Row(name: "FastDate.Timestamp.rounded(to: .minute, increment: 15)", kind: .fastDate, bytesPerUnit: 0, unitsPerPass: count) { units in
            var sink: Int64 = 0
            var failures = 0
            var j = next
            for _ in 0..<units {
                do throws(FastDate.ArithmeticError) {
                    sink &+= try stamps[j].rounded(to: .minute, increment: 15).seconds
                } catch { failures &+= 1 }
                j = (j &+ 1) & (count - 1)
            }
            next = j
            return Outcome(sink: Double(sink), failures: failures)
        }
        row.reference = 0
        row.mustNotAllocate = true
        return row
    }

    /// What an app writes without FastDate: the `Date`'s seconds rounded as a `Double`
    /// (counted from 1970, so at a half-hour offset the quarters are the zone's too).
    static func doubleRoundingRow(_ inputs: Inputs) -> Row {
        let dates = inputs.dates
        var next = 0
        return Row(name: "Date(timeIntervalSince1970: (t / 900).rounded() * 900)", kind: .baseline, bytesPerUnit: 0, unitsPerPass: count) { units in
            var sink = 0.0
            var j = next
            for _ in 0..<units {
                sink += Date(timeIntervalSince1970: (dates[j].timeIntervalSince1970 / 900).rounded() * 900).timeIntervalSince1970
                j = (j &+ 1) & (count - 1)
            }
            next = j
            return Outcome(sink: sink)
        }
    }
}

/// The work of one zoned row on one value, its result's seconds; see `ArithmeticRows.zonedRow`.
protocol ZonedWork {
    func callAsFunction(_ z: FastDate.ZonedDateTime) throws(FastDate.ArithmeticError) -> Int64
}

struct AddingADay: ZonedWork {
    func callAsFunction(_ z: FastDate.ZonedDateTime) throws(FastDate.ArithmeticError) -> Int64 { try z.adding(days: 1).timestamp.seconds }
}

struct AddingFiveHours: ZonedWork {
    func callAsFunction(_ z: FastDate.ZonedDateTime) throws(FastDate.ArithmeticError) -> Int64 { try z.adding(hours: 5).timestamp.seconds }
}

struct StartOfDay: ZonedWork {
    func callAsFunction(_ z: FastDate.ZonedDateTime) throws(FastDate.ArithmeticError) -> Int64 { try z.start(of: .day).timestamp.seconds }
}

struct RoundedToAQuarter: ZonedWork {
    func callAsFunction(_ z: FastDate.ZonedDateTime) throws(FastDate.ArithmeticError) -> Int64 {
        try z.rounded(to: .minute, increment: 15).timestamp.seconds
    }
}
