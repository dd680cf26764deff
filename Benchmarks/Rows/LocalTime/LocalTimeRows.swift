import FastDate
import Foundation

/// The local-time sections: times of day and offset-less date-times in a zone, FastDate
/// against the `DateFormatter` (and `Date.ISO8601FormatStyle`) code apps use for them.
///
/// Two FastDate columns: `to Date` is the whole job Foundation's rows do (text to the
/// instant in the zone); `reading` is the core's parse alone (no time zone), the part that
/// allocates nothing. Loops are written out by hand, as in `FastDateParseRows`.
enum LocalTimeRows {
    static func sections(objects: Int) -> [Section] {
        let sets = LocalTimeSets()
        let times = JSONDocument(sets.timesOfDay.dates, objects: objects, quoted: true)
        let locals = JSONDocument(sets.localMilliseconds.dates, objects: objects, quoted: true)
        let zoned = LocalTimeZoneSets(sets.localMilliseconds).sets
            .map { JSONDocument($0, objects: min(objects, LocalTimeZoneSets.size), quoted: true) }
        return [
            Section(
                group: "Parse local time", title: "\(sets.timesOfDay.dates.title) — \(sets.timesOfDay.dates.example)",
                referenceLabels: ["to Date", "reading"],
                rows: [
                    timeOfDayToDate(sets.timesOfDay),
                    timeOfDayBytes(sets.timesOfDay),
                    timeOfDayString(sets.timesOfDay),
                    dateFormatterThenCalendar(sets.timesOfDay),
                    dateFormatterWithDefaultDate(sets.timesOfDay),
                ]),
            localSection(sets.localSeconds),
            localSection(sets.localMilliseconds),
            Section(
                group: "JSONDecoder", title: "\(times.set.title) — \(times.sizeDescription)",
                referenceLabels: ["FastDate"],
                rows: [
                    JSONRows.decode(times, "floor: .custom that only decodes the String", .floor, JSONRows.floorStringStrategy),
                    decodeFastDate(times, "FastDate .fastTimeOfDay(on:in:)", .fastTimeOfDay(on: LocalTimeSet.day, in: LocalTimeSet.zone)),
                    JSONRows.decode(times, ".custom(DateFormatter \"h:mm:ss a\", defaultDate)", .baseline,
                                    customStrategy(timeFormatter(defaultDate: LocalTimeSet.day))),
                ]),
            Section(
                group: "JSONDecoder", title: "\(locals.set.title) — \(locals.sizeDescription)",
                referenceLabels: ["FastDate"],
                rows: [
                    JSONRows.decode(locals, "floor: .custom that only decodes the String", .floor, JSONRows.floorStringStrategy),
                    decodeFastDate(locals, "FastDate .fastLocalDateTime(in:)", .fastLocalDateTime(in: LocalTimeSet.zone)),
                    decodeFastDate(locals, "FastDate .fastFlexible(timeZone:)", .fastFlexible(timeZone: LocalTimeSet.zone)),
                    JSONRows.decode(locals, ".custom(DateFormatter \"yyyy-MM-dd'T'HH:mm:ss.SSS\")", .baseline,
                                    customStrategy(localFormatter(digits: 3))),
                ]),
            Section(
                group: "JSONDecoder", title: "the same local date-times in 12 real zones, one document each — \(zoned[0].sizeDescription) a zone",
                referenceLabels: ["FastDate"],
                rows: [
                    decodeInZones(zoned, "floor: .custom that only decodes the String", .floor) { _ in JSONRows.floorStringStrategy },
                    decodeInZones(zoned, "FastDate .fastLocalDateTime(in:), 12 zones", .fastDate) { .fastLocalDateTime(in: $0) },
                    decodeInZones(zoned, "FastDate .fastFlexible(timeZone:), 12 zones", .fastDate) { .fastFlexible(timeZone: $0) },
                    decodeInZones(zoned, "FastDate .fastLocalDateTime(in: FastDate.TimeZone), 12 zones", .fastDate) {
                        .fastLocalDateTime(in: try! FastDate.TimeZone(bundledIdentifier: $0.identifier))
                    },
                ]),
        ]
    }

    static func localSection(_ set: LocalTimeSet) -> Section {
        Section(
            group: "Parse local time", title: "\(set.dates.title) — \(set.dates.example)",
            referenceLabels: ["to Date", "reading"],
            rows: [
                localToDate(set),
                localBytes(set),
                localString(set),
                localDateFormatter(set),
                localFormatStyle(set),
            ])
    }

    // MARK: FastDate

    static func timeOfDayToDate(_ set: LocalTimeSet) -> Row {
        let inputs = set.dates.strings
        let mask = set.dates.mask
        let (day, zone) = (LocalTimeSet.day, LocalTimeSet.zone)
        var next = 0
        var row = Row(name: "FastDate.LocalTime(parsing: _:, as: .timeOfDay).timestamp(on:in:) (String → Date)", kind: .fastDate,
                      bytesPerUnit: set.dates.averageBytes, unitsPerPass: set.dates.count) { units in
            var sink = 0.0
            var failures = 0
            var j = next
            for _ in 0..<units {
                do throws(FastDate.ParseError) {
                    sink += Date(try FastDate.LocalTime(parsing: inputs[j], as: .timeOfDay).timestamp(on: day, in: zone)).timeIntervalSinceReferenceDate
                } catch { failures &+= 1 }
                j = (j &+ 1) & mask
            }
            next = j
            return Outcome(sink: sink, failures: failures)
        }
        row.reference = 0
        row.audit = {
            instantAudit(set) { i throws(FastDate.ParseError) in
                try FastDate.LocalTime(parsing: set.dates.texts[i], as: .timeOfDay).timestamp(on: day, in: zone)
            }
        }
        return row
    }

    static func timeOfDayBytes(_ set: LocalTimeSet) -> Row {
        let inputs = set.dates.buffers
        let mask = set.dates.mask
        var next = 0
        var row = Row(name: "FastDate.LocalTime(parsing:as: .timeOfDay) (bytes, reading only)", kind: .fastDate,
                      bytesPerUnit: set.dates.averageBytes, unitsPerPass: set.dates.count) { units in
            var sink = 0
            var failures = 0
            var j = next
            for _ in 0..<units {
                do throws(FastDate.ParseError) {
                    let t = try FastDate.LocalTime(parsing: inputs[j], as: .timeOfDay)
                    sink &+= Int(t.secondsSinceMidnight) &+ Int(t.nanoseconds)
                } catch { failures &+= 1 }
                j = (j &+ 1) & mask
            }
            next = j
            return Outcome(sink: Double(sink), failures: failures)
        }
        row.mustNotAllocate = true
        row.audit = { timeOfDayAudit(set) }
        return row
    }

    static func timeOfDayString(_ set: LocalTimeSet) -> Row {
        let inputs = set.dates.strings
        let mask = set.dates.mask
        var next = 0
        var row = Row(name: "FastDate.LocalTime(parsing:as: .timeOfDay) (String, reading only)", kind: .fastDate,
                      bytesPerUnit: set.dates.averageBytes, unitsPerPass: set.dates.count) { units in
            var sink = 0
            var failures = 0
            var j = next
            for _ in 0..<units {
                do throws(FastDate.ParseError) {
                    let t = try FastDate.LocalTime(parsing: inputs[j], as: .timeOfDay)
                    sink &+= Int(t.secondsSinceMidnight) &+ Int(t.nanoseconds)
                } catch { failures &+= 1 }
                j = (j &+ 1) & mask
            }
            next = j
            return Outcome(sink: Double(sink), failures: failures)
        }
        row.reference = 1
        row.mustNotAllocate = true
        row.audit = { timeOfDayAudit(set) }
        return row
    }

    static func localToDate(_ set: LocalTimeSet) -> Row {
        let inputs = set.dates.strings
        let mask = set.dates.mask
        let zone = LocalTimeSet.zone
        var next = 0
        var row = Row(name: "FastDate.parseLocalDateTime(_:).timestamp(in:) (String → Date)", kind: .fastDate,
                      bytesPerUnit: set.dates.averageBytes, unitsPerPass: set.dates.count) { units in
            var sink = 0.0
            var failures = 0
            var j = next
            for _ in 0..<units {
                do {  // a ParseError from the text, an ArithmeticError from the zone
                    sink += Date(try FastDate.parseLocalDateTime(inputs[j]).timestamp(in: zone)).timeIntervalSinceReferenceDate
                } catch { failures &+= 1 }
                j = (j &+ 1) & mask
            }
            next = j
            return Outcome(sink: sink, failures: failures)
        }
        row.reference = 0
        row.audit = {
            instantAudit(set) { i throws(FastDate.ParseError) in
                try FastDate.parseLocalDateTime(set.dates.texts[i]).instant(in: FastDate.TimeZone(zone))
            }
        }
        return row
    }

    static func localBytes(_ set: LocalTimeSet) -> Row {
        let inputs = set.dates.buffers
        let mask = set.dates.mask
        var next = 0
        var row = Row(name: "FastDate.parseLocalDateTime (bytes, reading only)", kind: .fastDate,
                      bytesPerUnit: set.dates.averageBytes, unitsPerPass: set.dates.count) { units in
            var sink: Int64 = 0
            var failures = 0
            var j = next
            for _ in 0..<units {
                do throws(FastDate.ParseError) {
                    let t = try FastDate.parseLocalDateTime(inputs[j])
                    sink &+= t.localSeconds &+ Int64(t.nanoseconds)
                } catch { failures &+= 1 }
                j = (j &+ 1) & mask
            }
            next = j
            return Outcome(sink: Double(sink), failures: failures)
        }
        row.mustNotAllocate = true
        row.audit = { localAudit(set) }
        return row
    }

    static func localString(_ set: LocalTimeSet) -> Row {
        let inputs = set.dates.strings
        let mask = set.dates.mask
        var next = 0
        var row = Row(name: "FastDate.parseLocalDateTime (String, reading only)", kind: .fastDate,
                      bytesPerUnit: set.dates.averageBytes, unitsPerPass: set.dates.count) { units in
            var sink: Int64 = 0
            var failures = 0
            var j = next
            for _ in 0..<units {
                do throws(FastDate.ParseError) {
                    let t = try FastDate.parseLocalDateTime(inputs[j])
                    sink &+= t.localSeconds &+ Int64(t.nanoseconds)
                } catch { failures &+= 1 }
                j = (j &+ 1) & mask
            }
            next = j
            return Outcome(sink: Double(sink), failures: failures)
        }
        row.reference = 1
        row.mustNotAllocate = true
        row.audit = { localAudit(set) }
        return row
    }

    /// Each zone's document decoded with the strategy for that zone, one after another: a
    /// unit is all twelve, an op one object.
    static func decodeInZones(
        _ documents: [JSONDocument], _ name: String, _ kind: Row.Kind,
        _ strategy: (TimeZone) -> JSONDecoder.DateDecodingStrategy
    ) -> Row {
        let decoders = LocalTimeZoneSets.zones.map { zone in
            let decoder = JSONDecoder()
            decoder.dateDecodingStrategy = strategy(zone)
            return decoder
        }
        let pairs = Array(zip(decoders, documents.map(\.data)))
        let objects = documents.reduce(0) { $0 + $1.objects }
        let bytes = documents.reduce(0.0) { $0 + Double($1.data.count) }
        var row = Row(name: name, kind: kind, opsPerUnit: objects, bytesPerUnit: bytes, unitsPerPass: 1) { units in
            var sink = 0.0
            var failures = 0
            for _ in 0..<units {
                for (decoder, data) in pairs {
                    do {
                        let events = try decoder.decode([Event].self, from: data)
                        sink += events[events.count - 1].t.timeIntervalSince1970 + Double(events.count)
                    } catch { failures &+= 1 }
                }
            }
            return Outcome(sink: sink, failures: failures)
        }
        if kind == .fastDate {
            row.reference = 0
            row.audit = {
                for (decoder, document) in zip(decoders, documents) {
                    let audit = JSONRows.decodeAudit(decoder, document, fastDate: true)
                    if audit.problem != nil { return audit }
                }
                return Audit()
            }
        }
        return row
    }

    static func decodeFastDate(_ document: JSONDocument, _ name: String, _ strategy: JSONDecoder.DateDecodingStrategy) -> Row {
        var row = JSONRows.decode(document, name, .fastDate, strategy)
        row.reference = 0
        return row
    }

    // MARK: Foundation

    /// QA1480's fixed-format formatter for `h:mm:ss a`. It yields that time on 2000-01-01
    /// (or on `defaultDate`), so code that wants another day has to move it there.
    static func timeFormatter(defaultDate: Date? = nil) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = LocalTimeSet.zone
        formatter.dateFormat = "h:mm:ss a"
        formatter.defaultDate = defaultDate
        return formatter
    }

    static func localFormatter(digits: Int) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = LocalTimeSet.zone
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss" + (digits == 0 ? "" : "." + String(repeating: "S", count: digits))
        return formatter
    }

    /// The common recipe: parse the time, take its hour, minute and second, and ask the
    /// calendar for them on the wanted day.
    static func dateFormatterThenCalendar(_ set: LocalTimeSet) -> Row {
        let formatter = timeFormatter()
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = LocalTimeSet.zone
        let day = calendar.dateComponents([.year, .month, .day], from: LocalTimeSet.day)
        return FoundationRow.parse(set.dates, "DateFormatter \"h:mm:ss a\" + Calendar (day's y/M/d, time's h/m/s)") { text in
            guard let time = formatter.date(from: text) else { return nil }
            let clock = calendar.dateComponents([.hour, .minute, .second], from: time)
            var components = day
            (components.hour, components.minute, components.second) = (clock.hour, clock.minute, clock.second)
            return calendar.date(from: components)?.timeIntervalSince1970
        }
    }

    static func dateFormatterWithDefaultDate(_ set: LocalTimeSet) -> Row {
        let formatter = timeFormatter(defaultDate: LocalTimeSet.day)
        return FoundationRow.parse(set.dates, "DateFormatter \"h:mm:ss a\", defaultDate = the day") {
            formatter.date(from: $0)?.timeIntervalSince1970
        }
    }

    static func localDateFormatter(_ set: LocalTimeSet) -> Row {
        let digits = set.nanoseconds.contains { $0 != 0 } ? 3 : 0
        let formatter = localFormatter(digits: digits)
        return FoundationRow.parse(set.dates, "DateFormatter \"\(formatter.dateFormat!)\" (en_US_POSIX, zone)") {
            formatter.date(from: $0)?.timeIntervalSince1970
        }
    }

    static func localFormatStyle(_ set: LocalTimeSet) -> Row {
        let fractional = set.nanoseconds.contains { $0 != 0 }
        let style = Date.ISO8601FormatStyle(timeZone: LocalTimeSet.zone).year().month().day()
            .dateTimeSeparator(.standard).time(includingFractionalSeconds: fractional)
        return FoundationRow.parse(set.dates, "Date.ISO8601FormatStyle (zone, no offset field)") {
            (try? Date($0, strategy: style))?.timeIntervalSince1970
        }
    }

    static func customStrategy(_ formatter: DateFormatter) -> JSONDecoder.DateDecodingStrategy {
        let box = UncheckedBox(formatter)
        return .custom { decoder in
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            guard let date = box.value.date(from: text) else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a date: \(text)")
            }
            return date
        }
    }

    // MARK: Audits

    static func instantAudit(_ set: LocalTimeSet, _ instant: (Int) throws(FastDate.ParseError) -> FastDate.Timestamp) -> Audit {
        for i in 0..<set.dates.count {
            do throws(FastDate.ParseError) {
                let t = try instant(i)
                let want = set.dates.expected[i]
                guard t.seconds == want.seconds && t.nanoseconds == want.nanoseconds else {
                    return Audit(problem: "\(set.dates.texts[i]) gave \(t), Calendar says \(want)")
                }
            } catch {
                return Audit(problem: "\(set.dates.texts[i]) failed: \(error)")
            }
        }
        return Audit()
    }

    static func timeOfDayAudit(_ set: LocalTimeSet) -> Audit {
        for i in 0..<set.dates.count {
            guard let t = try? FastDate.LocalTime(parsing: set.dates.texts[i], as: .timeOfDay),
                Int64(t.secondsSinceMidnight) == set.readings[i], t.nanoseconds == set.nanoseconds[i]
            else { return Audit(problem: "\(set.dates.texts[i]) did not read as \(set.readings[i]) s") }
        }
        return Audit()
    }

    static func localAudit(_ set: LocalTimeSet) -> Audit {
        for i in 0..<set.dates.count {
            guard let t = try? FastDate.parseLocalDateTime(set.dates.buffers[i]),
                t.localSeconds == set.readings[i], t.nanoseconds == set.nanoseconds[i], t.utcOffset == nil
            else { return Audit(problem: "\(set.dates.texts[i]) did not read as \(set.readings[i]) s") }
        }
        return Audit()
    }
}
