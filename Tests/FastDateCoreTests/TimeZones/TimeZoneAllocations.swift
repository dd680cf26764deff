import AllocationCounter
import FastDateCore
import FastDateTimeZones
import Testing

extension Allocations {
    /// A zone, once made, allocates nothing for any question: offsets, placements with every
    /// disambiguation (a refusal included), transitions in and past its table, and the
    /// readings and days of `LocalDateTime(_:in:)`, `timestamp(in:)` and `start(in:)`.
    @Test(.enabled(if: Allocations.canMeasure, Allocations.measuredElsewhere))
    func timeZoneLookupsAllocateNothing() throws {
        let zones = try ["America/New_York", "Europe/Dublin", "Australia/Lord_Howe", "Pacific/Apia", "Asia/Kolkata"]
            .map { try FastDate.TimeZone(bundledIdentifier: $0) } + [.utc, FastDate.TimeZone(utcOffset: 19_800)!]
        let instants: [Int64] = [-3_000_000_000, 0, 1_615_705_200, 1_636_264_800, 1_700_000_000, 4_200_000_000, 9_000_000_000]
        let locals = try ["2021-03-14T02:30:00", "2021-11-07T01:30:00", "2024-06-01T12:00:00", "2150-10-03T02:15:00"]
            .map { try FastDate.LocalDateTime(parsing: $0) }
        var sink: Int64 = 0
        var refusals = 0
        // One call of each kind a count: a `for` loop inside the counted closure allocates
        // an iterator box in an unoptimized build, which is the harness, not the zone.
        func resolve(_ local: FastDate.LocalDateTime, _ zone: FastDate.TimeZone, _ choice: FastDate.Disambiguation) {
            do throws(FastDate.ArithmeticError) {
                sink &+= try local.timestamp(in: zone, resolving: choice).seconds
            } catch { refusals += 1 }
            do throws(FastDate.ParseError) {
                sink &+= try local.instant(in: zone, resolving: choice).seconds
            } catch { refusals += 1 }
        }
        func all(reporting: Bool) {
            for zone in zones {
                var n = 0
                for t in instants {
                    let instant = FastDate.Timestamp(seconds: t)
                    n += Self.count {
                        sink &+= Int64(zone.offset(at: instant))
                        sink &+= zone.nextTransition(after: instant)?.instant.seconds ?? 0
                        sink &+= zone.previousTransition(before: instant)?.instant.seconds ?? 0
                        do throws(FastDate.CalendarError) {
                            sink &+= try FastDate.LocalDateTime(instant, in: zone).localSeconds
                        } catch { sink &+= 1 }
                    }
                }
                for local in locals {
                    n += Self.count {
                        if case .gap(let before, _) = zone.placement(of: local) { sink &+= Int64(before) }
                        resolve(local, zone, .compatible)
                        resolve(local, zone, .earlier)
                        resolve(local, zone, .later)
                        resolve(local, zone, .reject)
                        do throws(FastDate.ParseError) { sink &+= try local.date.start(in: zone).seconds } catch { refusals += 1 }
                    }
                }
                if reporting && n != 0 { Issue.record("\(n) allocations in lookups of \(zone.identifier)") }
            }
        }
        all(reporting: false)  // warm-up
        refusals = 0
        all(reporting: true)
        #expect(sink != 0)
        #expect(refusals >= 2, "the refusal path was not measured")
        print(Self.marker, "zones", zones.count)
    }
}
