import FastDate
import Foundation

/// Civil dates (`FastDate.LocalDate`, `Spec/civil/civil.md`): reading `YYYY-MM-DD` without an
/// instant, against `.fullDate`'s reading of the same text (the goal: at most 0.6×) and
/// `DateFormatter`; and the calendar arithmetic and queries, against `Calendar`, which is
/// what apps use for them.
enum CivilRows {
    /// 2^17 distinct days of 1900–2100, written here (not by FastDate), and their fields.
    struct Days {
        let texts: UnsafeBufferPointer<UnsafeRawBufferPointer>
        let strings: [String]
        let fields: [(year: Int, month: Int, day: Int)]
        let dates: [FastDate.LocalDate]
        let foundationDates: [Date]
        var mask: Int { strings.count - 1 }

        init() {
            var rng = SplitMix64(seed: DataSets.seed ^ 0xC1_F11)
            var fields: [(Int, Int, Int)] = []
            var strings: [String] = []
            for _ in 0..<DataSets.size {
                let year = Int(rng.next() % 201) + 1900
                let month = Int(rng.next() % 12) + 1
                let lengths = [31, year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
                let day = Int(rng.next() % UInt64(lengths[month - 1])) + 1
                fields.append((year, month, day))
                strings.append(String(format: "%04d-%02d-%02d", year, month, day))
            }
            self.fields = fields
            self.strings = strings
            let bytes = UnsafeMutableRawBufferPointer.allocate(byteCount: 10 * strings.count, alignment: 16)
            let slices = UnsafeMutableBufferPointer<UnsafeRawBufferPointer>.allocate(capacity: strings.count)
            for (i, text) in strings.enumerated() {
                let slice = UnsafeMutableRawBufferPointer(rebasing: bytes[(10 * i)..<(10 * i + 10)])
                _ = slice.initializeMemory(as: UInt8.self, from: text.utf8)
                slices[i] = UnsafeRawBufferPointer(slice)
            }
            texts = UnsafeBufferPointer(slices)
            dates = fields.map { try! FastDate.LocalDate(year: $0.0, month: $0.1, day: $0.2) }
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: "UTC")!
            foundationDates = fields.prefix(DateSet.foundationSampleSize).map {
                calendar.date(from: DateComponents(year: $0.0, month: $0.1, day: $0.2))!
            }
        }
    }

    static func sections() -> [Section] {
        let days = Days()
        return [
            Section(group: "Civil", title: "read YYYY-MM-DD — \(days.strings[0])", referenceLabels: ["LocalDate"], rows: [
                localDateParse(days), fullDateParse(days), dateFormatterParse(days),
            ]),
            Section(group: "Civil", title: "calendar arithmetic and queries — 2^17 days of 1900–2100", referenceLabels: ["adding(months:)", "isoWeek"], rows: [
                addingMonths(days), addingDays(days), weekday(days), isoWeek(days), calendarAddingMonth(days), calendarWeekOfYear(days),
            ]),
            Section(group: "Civil", title: "years, months and days between two dates — 2^17 pairs of 1900–2100", referenceLabels: ["until"], rows: [
                untilRow(days), calendarDifferenceRow(days),
            ]),
        ]
    }

    /// A row over `days` running `work` on day `j`, whose result is summed into the sink.
    /// `work` is a ``DayWork`` value rather than a closure, so this loop is specialized for
    /// each and the work inlined into it: a closure call a day costs about as much as the
    /// work measured (`FastDateParseRows` writes its loops out for the same reason).
    static func row(_ name: String, _ kind: Row.Kind, _ days: Days, count: Int? = nil, _ work: some DayWork) -> Row {
        let units = count ?? days.strings.count
        let mask = units - 1
        var next = 0
        return Row(name: name, kind: kind, bytesPerUnit: 10, unitsPerPass: units) { n in
            var sink = 0
            var j = next
            for _ in 0..<n {
                sink &+= work(j)
                j = (j &+ 1) & mask
            }
            next = j
            return Outcome(sink: Double(sink))
        }
    }

    static func localDateParse(_ days: Days) -> Row {
        let texts = days.texts
        var r = row("FastDate.LocalDate(parsing:) (bytes)", .fastDate, days, LocalDateParse(texts: texts))
        r.reference = 0
        r.mustNotAllocate = true
        r.audit = {
            let wrong = days.fields.indices.first { i in
                let d = try? FastDate.LocalDate(parsing: days.strings[i])
                return d?.year != days.fields[i].year || d?.month != days.fields[i].month || d?.day != days.fields[i].day
            }
            return Audit(problem: wrong.map { "misread \(days.strings[$0])" })
        }
        return r
    }

    static func fullDateParse(_ days: Days) -> Row {
        let texts = days.texts
        var r = row("FastDate.parseTimestamp(as: .fullDate) (bytes)", .fastDate, days, FullDateParse(texts: texts))
        r.mustNotAllocate = true
        return r
    }

    static func dateFormatterParse(_ days: Days) -> Row {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        let strings = days.strings
        return row("DateFormatter (\"yyyy-MM-dd\")", .baseline, days, count: DateSet.foundationSampleSize, DateFormatterParse(formatter: formatter, strings: strings))
    }

    static func addingMonths(_ days: Days) -> Row {
        let dates = days.dates
        var r = row("FastDate.LocalDate.adding(months: 1)", .fastDate, days, AddingMonth(dates: dates))
        r.reference = 0
        r.mustNotAllocate = true
        return r
    }

    static func addingDays(_ days: Days) -> Row {
        let dates = days.dates
        var r = row("FastDate.LocalDate.adding(days: 30)", .fastDate, days, AddingThirtyDays(dates: dates))
        r.mustNotAllocate = true
        return r
    }

    static func weekday(_ days: Days) -> Row {
        let dates = days.dates
        var r = row("FastDate.LocalDate.weekday", .fastDate, days, Weekday(dates: dates))
        r.mustNotAllocate = true
        return r
    }

    static func isoWeek(_ days: Days) -> Row {
        let dates = days.dates
        var r = row("FastDate.LocalDate.isoWeek", .fastDate, days, ISOWeek(dates: dates))
        r.reference = 1
        r.mustNotAllocate = true
        return r
    }

    static func calendarAddingMonth(_ days: Days) -> Row {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let dates = days.foundationDates
        return row("Calendar.date(byAdding: .month, value: 1, to:)", .baseline, days, count: dates.count, CalendarAddingMonth(calendar: calendar, dates: dates))
    }

    static func untilRow(_ days: Days) -> Row {
        let dates = days.dates
        var r = row("FastDate.LocalDate.until(_:largestUnit: .year)", .fastDate, days, Until(dates: dates))
        r.reference = 0
        r.mustNotAllocate = true
        r.audit = {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: "UTC")!
            for j in stride(from: 0, to: min(dates.count, days.foundationDates.count) - 1, by: 61) {
                let (one, two) = (dates[j], dates[(j &+ 7919) & days.mask])
                guard two > one, let d = try? one.until(two, largestUnit: .year), j + 1 < days.foundationDates.count else { continue }
                // Foundation agrees where the start's day of the month is reached in the end's month.
                guard one.day <= 28 else { continue }
                let from = calendar.date(from: DateComponents(year: one.year, month: one.month, day: one.day))!
                let to = calendar.date(from: DateComponents(year: two.year, month: two.month, day: two.day))!
                let c = calendar.dateComponents([.year, .month, .day], from: from, to: to)
                if c.year != Int(d.years) || c.month != Int(d.months) || c.day != Int(d.days) {
                    return Audit(problem: "\(one) until \(two): \(d), Calendar says \(c)")
                }
            }
            return Audit()
        }
        return r
    }

    static func calendarDifferenceRow(_ days: Days) -> Row {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let dates = days.foundationDates
        return row("Calendar.dateComponents([.year, .month, .day], from:to:)", .baseline, days, count: dates.count,
                   CalendarDifference(calendar: calendar, dates: dates))
    }

    static func calendarWeekOfYear(_ days: Days) -> Row {
        var calendar = Calendar(identifier: .iso8601)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let dates = days.foundationDates
        return row("Calendar(.iso8601).component(.weekOfYear, from:)", .baseline, days, count: dates.count, CalendarWeekOfYear(calendar: calendar, dates: dates))
    }
}

/// The work of one civil row on day `j` of its set; see `CivilRows.row`.
protocol DayWork {
    func callAsFunction(_ j: Int) -> Int
}

struct LocalDateParse: DayWork {
    let texts: UnsafeBufferPointer<UnsafeRawBufferPointer>
    func callAsFunction(_ j: Int) -> Int { (try? FastDate.LocalDate(parsing: texts[j]))?.day ?? -1 }
}

struct FullDateParse: DayWork {
    let texts: UnsafeBufferPointer<UnsafeRawBufferPointer>
    func callAsFunction(_ j: Int) -> Int { Int((try? FastDate.parseTimestamp(texts[j], as: .fullDate))?.seconds ?? -1) }
}

struct DateFormatterParse: DayWork {
    let formatter: DateFormatter
    let strings: [String]
    func callAsFunction(_ j: Int) -> Int { Int(formatter.date(from: strings[j])?.timeIntervalSince1970 ?? -1) }
}

struct AddingMonth: DayWork {
    let dates: [FastDate.LocalDate]
    func callAsFunction(_ j: Int) -> Int { (try? dates[j].adding(months: 1))?.day ?? -1 }
}

struct AddingThirtyDays: DayWork {
    let dates: [FastDate.LocalDate]
    func callAsFunction(_ j: Int) -> Int { (try? dates[j].adding(days: 30))?.day ?? -1 }
}

struct Weekday: DayWork {
    let dates: [FastDate.LocalDate]
    func callAsFunction(_ j: Int) -> Int { dates[j].weekday }
}

struct ISOWeek: DayWork {
    let dates: [FastDate.LocalDate]
    func callAsFunction(_ j: Int) -> Int { dates[j].isoWeek.week }
}

struct CalendarAddingMonth: DayWork {
    let calendar: Calendar
    let dates: [Date]
    func callAsFunction(_ j: Int) -> Int { Int(calendar.date(byAdding: .month, value: 1, to: dates[j])?.timeIntervalSince1970 ?? -1) }
}

struct CalendarWeekOfYear: DayWork {
    let calendar: Calendar
    let dates: [Date]
    func callAsFunction(_ j: Int) -> Int { calendar.component(.weekOfYear, from: dates[j]) }
}

/// Day `j` until day `j + 7919` of the set (a prime stride: pairs a predictor cannot learn).
struct Until: DayWork {
    let dates: [FastDate.LocalDate]
    func callAsFunction(_ j: Int) -> Int {
        let other = dates[(j &+ 7919) & (dates.count &- 1)]
        do throws(FastDate.ArithmeticError) {
            let d = try dates[j].until(other, largestUnit: .year)
            return Int(d.years &+ d.months &+ d.days)
        } catch {
            return -1
        }
    }
}

struct CalendarDifference: DayWork {
    let calendar: Calendar
    let dates: [Date]
    func callAsFunction(_ j: Int) -> Int {
        let c = calendar.dateComponents([.year, .month, .day], from: dates[j], to: dates[(j &+ 7919) % dates.count])
        return (c.year ?? 0) &+ (c.month ?? 0) &+ (c.day ?? 0)
    }
}
