import FastDate
import Foundation

/// Local-time text, what it reads as, and the instant it names in one zone on one day.
///
/// The instants come from Foundation's `Calendar.date(from:)`, not from FastDate: the
/// checks then compare FastDate with an independent oracle (the rule both follow is
/// tested in `DaylightSavingTests`). The text is written by `CivilText`, also not FastDate.
struct LocalTimeSet {
    /// The text and the instants, in the shape the parse and JSON rows already take.
    let dates: DateSet
    /// What each text reads as: seconds since midnight, or local seconds.
    let readings: [Int64]
    let nanoseconds: [Int32]

    static let zone = TimeZone(identifier: "America/New_York")!
    /// 2021-03-19T16:00:00Z: noon on 19 March 2021 in New York.
    static let day = Date(timeIntervalSince1970: 1_616_169_600)
}

/// The seeded local-time sets: `h:mm:ss a` as sunrise-sunset.org writes it, and
/// `yyyy-MM-dd'T'HH:mm:ss` with and without `.SSS`.
struct LocalTimeSets {
    static let seed: UInt64 = 0x00FA_57DA_7E20_2607

    let timesOfDay: LocalTimeSet
    let localSeconds: LocalTimeSet
    let localMilliseconds: LocalTimeSet

    init() {
        var random = SplitMix64(seed: Self.seed)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = LocalTimeSet.zone
        let day = calendar.dateComponents([.year, .month, .day], from: LocalTimeSet.day)

        func instant(_ components: DateComponents, nanoseconds: Int32) -> FastDate.Timestamp {
            let date = calendar.date(from: components)!  // whole seconds: exact
            return FastDate.Timestamp(seconds: Int64(date.timeIntervalSince1970), nanoseconds: nanoseconds)
        }

        var times: [(text: String, value: FastDate.Timestamp)] = []
        var timeReadings: [Int64] = []
        for _ in 0..<DataSets.size {
            let s = Int.random(in: 0..<86_400, using: &random)
            let (hour, minute, second) = (s / 3600, s / 60 % 60, s % 60)
            let hour12 = hour % 12 == 0 ? 12 : hour % 12
            let text = "\(hour12):\(CivilText.pad(minute, 2)):\(CivilText.pad(second, 2)) \(hour < 12 ? "AM" : "PM")"
            var components = day
            (components.hour, components.minute, components.second) = (hour, minute, second)
            times.append((text, instant(components, nanoseconds: 0)))
            timeReadings.append(Int64(s))
        }
        timesOfDay = LocalTimeSet(
            dates: DateSet(key: "time-of-day", title: "time of day, h:mm:ss a (sunrise-sunset.org), New York, 2021-03-19",
                           fraction: .none, items: times),
            readings: timeReadings, nanoseconds: Array(repeating: 0, count: DataSets.size))

        // 1970 ..< 2038 as local readings: what such fields carry.
        func locals(_ digits: Int) -> LocalTimeSet {
            var items: [(text: String, value: FastDate.Timestamp)] = []
            var readings: [Int64] = []
            var nanos: [Int32] = []
            for _ in 0..<DataSets.size {
                let local = Int64.random(in: 0 ..< 2_145_916_800, using: &random)
                let nanoseconds = digits == 0 ? 0 : Int32.random(in: 0..<1000, using: &random) * 1_000_000
                let text = String(CivilText.rfc3339(FastDate.Timestamp(seconds: local, nanoseconds: nanoseconds), fractionDigits: digits).dropLast())
                let (year, month, dayOfMonth) = CivilText.civil(fromDays: CivilText.floorDiv(local, 86_400))
                let second = Int(local - CivilText.floorDiv(local, 86_400) * 86_400)
                let components = DateComponents(
                    year: Int(year), month: month, day: dayOfMonth, hour: second / 3600, minute: second / 60 % 60, second: second % 60)
                items.append((text, instant(components, nanoseconds: nanoseconds)))
                readings.append(local)
                nanos.append(nanoseconds)
            }
            let shape = digits == 0 ? "yyyy-MM-dd'T'HH:mm:ss" : "yyyy-MM-dd'T'HH:mm:ss.SSS"
            return LocalTimeSet(
                dates: DateSet(key: "local-\(digits)", title: "local date-time, \(shape), New York",
                               fraction: digits == 0 ? .none : .digits(digits), items: items),
                readings: readings, nanoseconds: nanos)
        }
        localSeconds = locals(0)
        localMilliseconds = locals(3)
    }
}

/// The local date-times of `LocalTimeSets.localMilliseconds` read in twelve real zones, one
/// document each: every offset sign and size, half-hour and quarter-hour offsets, zones with
/// and without daylight saving time on both hemispheres. The instants come from
/// `Calendar.date(from:)` in each zone, as the New York ones do.
struct LocalTimeZoneSets {
    static let zones: [TimeZone] = [
        "America/New_York", "America/Los_Angeles", "America/Sao_Paulo", "America/St_Johns",
        "Europe/London", "Europe/Paris", "Africa/Johannesburg", "Asia/Kolkata",
        "Asia/Kathmandu", "Asia/Tokyo", "Australia/Lord_Howe", "Pacific/Auckland",
    ].map { TimeZone(identifier: $0)! }

    /// Enough distinct dates for a document of up to this many objects per zone.
    static let size = 1 << 14

    /// One set per zone, in the order of ``zones``.
    let sets: [DateSet]

    init(_ locals: LocalTimeSet) {
        sets = Self.zones.map { zone in
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = zone
            let items = (0..<Self.size).map { i -> (text: String, value: FastDate.Timestamp) in
                let local = locals.readings[i]
                let days = CivilText.floorDiv(local, 86_400)
                let (year, month, day) = CivilText.civil(fromDays: days)
                let second = Int(local - days * 86_400)
                let components = DateComponents(
                    year: Int(year), month: month, day: day, hour: second / 3600, minute: second / 60 % 60, second: second % 60)
                let date = calendar.date(from: components)!  // whole seconds: exact
                return (locals.dates.texts[i], FastDate.Timestamp(seconds: Int64(date.timeIntervalSince1970), nanoseconds: locals.nanoseconds[i]))
            }
            return DateSet(key: "local-\(zone.identifier)", title: "local date-time, \(zone.identifier)", fraction: .digits(3), items: items)
        }
    }
}
