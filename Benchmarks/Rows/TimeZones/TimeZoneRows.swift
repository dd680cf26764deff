import FastDate
import FastDateTimeZones
import Foundation

/// Time zones: FastDate's own (`FastDate.TimeZone`, read from the bundled TZif files)
/// against Foundation's `TimeZone` and `Calendar`, on the same work called the way a user
/// calls it. 2^17 instants from 1970 to 2037 and as many local date-times, each in one of 16
/// real zones chosen at random, so neither the zone nor the table a value lands in can be
/// learnt by a branch predictor.
enum TimeZoneRows {
    static let names = [
        "America/New_York", "America/Los_Angeles", "America/Sao_Paulo", "America/St_Johns",
        "Europe/London", "Europe/Paris", "Europe/Dublin", "Africa/Casablanca", "Africa/Johannesburg",
        "Asia/Kolkata", "Asia/Kathmandu", "Asia/Tokyo", "Asia/Tehran", "Australia/Lord_Howe",
        "Pacific/Auckland", "Pacific/Apia",
    ]
    static let count = 1 << 17

    struct Inputs {
        let zones: [FastDate.TimeZone]
        let foundationZones: [TimeZone]
        let calendars: [Calendar]
        /// Per value: its zone's index, its instant, its local reading.
        let zone: [Int]
        let instants: [Int64]
        let dates: [Date]
        let locals: [FastDate.LocalDateTime]
        let components: [DateComponents]

        init() {
            var random = SplitMix64(seed: 46)
            zones = TimeZoneRows.names.map { try! FastDate.TimeZone(bundledIdentifier: $0) }
            foundationZones = TimeZoneRows.names.map { TimeZone(identifier: $0)! }
            calendars = foundationZones.map { zone in
                var calendar = Calendar(identifier: .gregorian)
                calendar.timeZone = zone
                return calendar
            }
            var zone: [Int] = [], instants: [Int64] = [], locals: [FastDate.LocalDateTime] = [], components: [DateComponents] = []
            for _ in 0..<TimeZoneRows.count {
                zone.append(Int(random.next() % UInt64(TimeZoneRows.names.count)))
                instants.append(Int64(random.next() % 2_145_916_800))
                let local = Int64(random.next() % 2_145_916_800)
                let reading = try! FastDate.LocalDateTime(localSeconds: local)
                locals.append(reading)
                components.append(DateComponents(year: reading.date.year, month: reading.date.month, day: reading.date.day,
                                                  hour: reading.time.hour, minute: reading.time.minute, second: reading.time.second))
            }
            self.zone = zone
            self.instants = instants
            self.dates = instants.map { Date(timeIntervalSince1970: TimeInterval($0)) }
            self.locals = locals
            self.components = components
        }
    }

    static func sections() -> [Section] {
        let inputs = Inputs()
        return [
            Section(
                group: "Time zones", title: "the offset at an instant, 2^17 instants 1970–2037 in 16 zones",
                referenceLabels: ["FastDate"],
                rows: [offsetRow(inputs), foundationOffsetRow(inputs)]),
            Section(
                group: "Time zones", title: "a local date-time to its instant, 2^17 readings 1970–2037 in 16 zones",
                referenceLabels: ["FastDate"],
                rows: [localRow(inputs), localInFoundationZoneRow(inputs), calendarRow(inputs)]),
            Section(
                group: "Time zones", title: "a zone loaded from the bundled database, all \(FastDate.TimeZone.bundledIdentifiers.count) names",
                referenceLabels: ["FastDate"],
                rows: [loadRow()]),
        ]
    }

    static func offsetRow(_ inputs: Inputs) -> Row {
        let (zones, zone, instants) = (inputs.zones, inputs.zone, inputs.instants)
        var next = 0
        var row = Row(name: "FastDate.TimeZone.offset(at:)", kind: .fastDate, bytesPerUnit: 8, unitsPerPass: count) { units in
            var sink = 0
            var j = next
            for _ in 0..<units {
                sink &+= Int(zones[zone[j]].offset(at: FastDate.Timestamp(seconds: instants[j])))
                j = (j &+ 1) & (count - 1)
            }
            next = j
            return Outcome(sink: Double(sink))
        }
        row.reference = 0
        row.mustNotAllocate = true
        row.audit = {
            for j in stride(from: 0, to: count, by: 97) {
                let want = inputs.foundationZones[zone[j]].secondsFromGMT(for: inputs.dates[j])
                let got = Int(zones[zone[j]].offset(at: FastDate.Timestamp(seconds: instants[j])))
                if got != want {
                    return Audit(problem: "\(names[zone[j]]) at \(instants[j]): \(got), Foundation says \(want)")
                }
            }
            return Audit()
        }
        return row
    }

    static func foundationOffsetRow(_ inputs: Inputs) -> Row {
        let (zones, zone, dates) = (inputs.foundationZones, inputs.zone, inputs.dates)
        var next = 0
        return Row(name: "TimeZone.secondsFromGMT(for:)", kind: .baseline, bytesPerUnit: 8, unitsPerPass: count) { units in
            var sink = 0
            var j = next
            for _ in 0..<units {
                sink &+= zones[zone[j]].secondsFromGMT(for: dates[j])
                j = (j &+ 1) & (count - 1)
            }
            next = j
            return Outcome(sink: Double(sink))
        }
    }

    static func localRow(_ inputs: Inputs) -> Row {
        let (zones, zone, locals) = (inputs.zones, inputs.zone, inputs.locals)
        var next = 0
        var row = Row(name: "LocalDateTime.timestamp(in: FastDate.TimeZone)", kind: .fastDate, bytesPerUnit: 8, unitsPerPass: count) { units in
            var sink: Int64 = 0
            var failures = 0
            var j = next
            for _ in 0..<units {
                do throws(FastDate.ArithmeticError) {
                    sink &+= try locals[j].timestamp(in: zones[zone[j]]).seconds
                } catch { failures &+= 1 }
                j = (j &+ 1) & (count - 1)
            }
            next = j
            return Outcome(sink: Double(sink), failures: failures)
        }
        row.reference = 0
        row.mustNotAllocate = true
        row.audit = {
            for j in stride(from: 0, to: count, by: 97) {
                let want = inputs.calendars[zone[j]].date(from: inputs.components[j]).map { Int64($0.timeIntervalSince1970) }
                let got = try? locals[j].timestamp(in: zones[zone[j]]).seconds
                if got != want { return Audit(problem: "\(locals[j]) in \(names[zone[j]]): Calendar says \(String(describing: want))") }
            }
            return Audit()
        }
        return row
    }

    static func localInFoundationZoneRow(_ inputs: Inputs) -> Row {
        let (zones, zone, locals) = (inputs.foundationZones, inputs.zone, inputs.locals)
        var next = 0
        return Row(name: "LocalDateTime.timestamp(in: TimeZone) (Foundation's zone, bridged per call)", kind: .fastDate,
                   bytesPerUnit: 8, unitsPerPass: count) { units in
            var sink: Int64 = 0
            var failures = 0
            var j = next
            for _ in 0..<units {
                do throws(FastDate.ArithmeticError) {
                    sink &+= try locals[j].timestamp(in: zones[zone[j]]).seconds
                } catch { failures &+= 1 }
                j = (j &+ 1) & (count - 1)
            }
            next = j
            return Outcome(sink: Double(sink), failures: failures)
        }
    }

    static func calendarRow(_ inputs: Inputs) -> Row {
        let (calendars, zone, components) = (inputs.calendars, inputs.zone, inputs.components)
        var next = 0
        return Row(name: "Calendar.date(from: DateComponents)", kind: .baseline, bytesPerUnit: 8, unitsPerPass: count) { units in
            var sink = 0.0
            var failures = 0
            var j = next
            for _ in 0..<units {
                if let date = calendars[zone[j]].date(from: components[j]) { sink += date.timeIntervalSince1970 } else { failures &+= 1 }
                j = (j &+ 1) & (count - 1)
            }
            next = j
            return Outcome(sink: sink, failures: failures)
        }
    }

    static func loadRow() -> Row {
        let names = FastDate.TimeZone.bundledIdentifiers
        var next = 0
        var row = Row(name: "FastDate.TimeZone(bundledIdentifier:)", kind: .fastDate, bytesPerUnit: 0, unitsPerPass: names.count) { units in
            var sink = 0
            var failures = 0
            var j = next
            for _ in 0..<units {
                do throws(FastDate.TimeZoneError) {
                    sink &+= Int(try FastDate.TimeZone(bundledIdentifier: names[j]).offset(at: FastDate.Timestamp(seconds: 0)))
                } catch { failures &+= 1 }
                j = j + 1 == names.count ? 0 : j + 1
            }
            next = j
            return Outcome(sink: Double(sink), failures: failures)
        }
        row.reference = 0
        return row
    }
}
