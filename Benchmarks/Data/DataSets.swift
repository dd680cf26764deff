import FastDate

/// One data set: the text a server would send, what it must parse to, and the same text
/// laid out the ways the benchmarked calls want it.
///
/// The unsafe buffers are allocated once and never freed: the sets live for the whole
/// process, and reading through raw pointers keeps bounds checks and reference counting
/// out of the loops whose cost is being measured.
final class DateSet {
    /// How the fraction of a second is written, which decides the options a Foundation
    /// parser needs to read the set at all.
    enum FractionShape {
        case none
        case digits(Int)
        /// Some dates have a fraction, some do not: no single option set reads them all.
        case mixed
    }

    let key: String
    let title: String
    let fraction: FractionShape
    /// Set for epoch numbers: the unit the text is written in.
    let epochUnit: FastDate.EpochUnit?
    let texts: [String]
    let expected: [FastDate.Timestamp]
    let strings: UnsafeBufferPointer<String>
    let buffers: UnsafeBufferPointer<UnsafeRawBufferPointer>
    /// The UTF-8 inside each of ``strings``' own heap storage, for sets whose texts are all
    /// longer than 15 bytes (shorter ones live inside the `String` value, not on the heap):
    /// the bytes door on exactly the memory the String door reads, so the two rows differ
    /// only by the door. Benchmark only: the pointers outlive the closure that gave them,
    /// which holds because the strings are never mutated and never freed.
    let stringStorage: UnsafeBufferPointer<UnsafeRawBufferPointer>?
    let timestamps: UnsafeBufferPointer<FastDate.Timestamp>
    let averageBytes: Double

    /// How many of a set's dates the rows of Foundation's formatters read, in a cycle: at
    /// microseconds a date, a pass over 2^17 would take minutes (and its audit as long),
    /// and a cycle cannot make that much work measurably faster.
    static let foundationSampleSize = 4096

    /// The first ``foundationSampleSize`` dates: what Foundation's formatter rows read,
    /// and the labelled "repeating cycle" rows.
    lazy var sample: DateSet = count <= Self.foundationSampleSize ? self : DateSet(
        key: key + "-cycle", title: title, fraction: fraction, epochUnit: epochUnit,
        items: Array(zip(texts, expected).prefix(Self.foundationSampleSize)))

    /// Power of two, so the loops can wrap their index with a mask instead of a division.
    var count: Int { texts.count }
    var mask: Int { texts.count - 1 }
    var example: String { texts[0] }

    init(
        key: String, title: String, fraction: FractionShape, epochUnit: FastDate.EpochUnit? = nil,
        items: [(text: String, value: FastDate.Timestamp)]
    ) {
        precondition(items.count > 0 && items.count & (items.count - 1) == 0, "set size must be a power of two")
        self.key = key
        self.title = title
        self.fraction = fraction
        self.epochUnit = epochUnit
        texts = items.map(\.text)
        expected = items.map(\.value)

        let stringStorage_ = UnsafeMutableBufferPointer<String>.allocate(capacity: items.count)
        _ = stringStorage_.initialize(from: texts)
        strings = UnsafeBufferPointer(stringStorage_)

        let totalBytes = texts.reduce(0) { $0 + $1.utf8.count }
        let bytes = UnsafeMutableRawBufferPointer.allocate(byteCount: totalBytes, alignment: 16)
        let slices = UnsafeMutableBufferPointer<UnsafeRawBufferPointer>.allocate(capacity: items.count)
        var offset = 0
        for (i, text) in texts.enumerated() {
            let length = text.utf8.count
            _ = UnsafeMutableRawBufferPointer(rebasing: bytes[offset..<(offset + length)]).initializeMemory(as: UInt8.self, from: text.utf8)
            slices[i] = UnsafeRawBufferPointer(rebasing: bytes[offset..<(offset + length)])
            offset += length
        }
        buffers = UnsafeBufferPointer(slices)

        if texts.allSatisfy({ $0.utf8.count > 15 }) {
            let views = UnsafeMutableBufferPointer<UnsafeRawBufferPointer>.allocate(capacity: items.count)
            for i in 0..<items.count {
                views[i] = stringStorage_[i].utf8.withContiguousStorageIfAvailable { UnsafeRawBufferPointer($0) }!
            }
            stringStorage = UnsafeBufferPointer(views)
        } else {
            stringStorage = nil
        }

        let stamps = UnsafeMutableBufferPointer<FastDate.Timestamp>.allocate(capacity: items.count)
        _ = stamps.initialize(from: expected)
        timestamps = UnsafeBufferPointer(stamps)
        averageBytes = Double(totalBytes) / Double(items.count)
    }
}

/// The data sets, generated from one seed so every run measures the same dates.
struct DataSets {
    static let seed: UInt64 = 0x00FA_57DA_7E20_2604
    /// Distinct dates per set, read in turn by the loops: 2^17, far more than a branch
    /// predictor can learn, so a row costs what it costs on traffic that does not repeat
    /// (with 4,096 in a cycle the predictor learned the branchy grammars: HTTP-date read
    /// 1.3× RFC 3339 that way and 2.3× on distinct dates; Benchmarks/README.md).
    static let size = 1 << 17

    let jsMilliseconds: DateSet
    let offsets: DateSet
    let wholeSeconds: DateSet
    let microseconds: DateSet
    /// Microseconds with real offsets, as Python's `datetime.isoformat()` writes an aware
    /// date-time.
    let microsecondsOffsets: DateSet
    /// Seven digits, .NET's 100-nanosecond ticks, in UTC, as its round-trip format (`"o"`)
    /// writes them.
    let ticks: DateSet
    /// Seven digits with real offsets, as .NET's round-trip format (`"o"`) writes a
    /// `DateTimeOffset`.
    let ticksOffsets: DateSet
    /// Nine digits with real offsets, as Go's `RFC3339Nano` writes a time in a local zone and
    /// Java's `OffsetDateTime` one with nanoseconds.
    let nanosecondsOffsets: DateSet
    let nanoseconds: DateSet
    let mixed: DateSet
    let epochSeconds: DateSet
    let epochMilliseconds: DateSet
    /// Epoch seconds with six fraction digits, as Slack's `ts` and Python's `time.time()`
    /// send them.
    let epochFraction: DateSet
    /// The instants of `wholeSeconds`, as HTTP-dates: the same values, another layout.
    let httpDates: DateSet
    /// The instants of `offsets`, as RFC 5322 date-times in their own offsets.
    let rfc5322Dates: DateSet
    /// The text of `offsets` with an RFC 9557 zone name after it: the same instants, plus
    /// the suffix whose cost the RFC 9557 rows measure.
    let rfc9557Dates: DateSet

    /// The sets with date-time text, in the order the report shows them.
    var dateTimeSets: [DateSet] { [jsMilliseconds, offsets, wholeSeconds, microseconds, microsecondsOffsets, ticks, ticksOffsets, nanoseconds, nanosecondsOffsets, mixed] }
    var epochSets: [DateSet] { [epochSeconds, epochMilliseconds, epochFraction] }

    /// Offsets in use somewhere in the world, in minutes, including the odd ones
    /// (+05:45 Nepal, +12:45 Chatham, −03:30 Newfoundland).
    static let realOffsets: [Int32] = [
        -720, -660, -600, -570, -540, -480, -420, -360, -300, -240, -210, -180, -120, -60,
        60, 120, 180, 210, 240, 270, 300, 330, 345, 360, 390, 420, 480, 525, 540, 570,
        600, 630, 660, 720, 765, 780, 840,
    ]

    init() {
        var random = SplitMix64(seed: Self.seed)
        // 1900-01-01 ..< 2100-01-01: far enough from 1970 that the calendar math is real.
        let dateRange: Range<Int64> = -2_208_988_800 ..< 4_102_444_800
        // 2000 ..< 2040 for epoch numbers: what servers send today.
        let epochRange: Range<Int64> = 946_684_800 ..< 2_208_988_800

        func instant(_ digits: Int, offset: Int32 = 0) -> FastDate.Timestamp {
            let seconds = Int64.random(in: dateRange, using: &random)
            var scale: Int32 = 1
            for _ in digits..<9 { scale *= 10 }
            let nanos = digits == 0 ? 0 : Int32.random(in: 0..<1_000_000_000, using: &random) / scale * scale
            return FastDate.Timestamp(seconds: seconds, nanoseconds: nanos, utcOffset: offset)
        }
        func offset() -> Int32 { Self.realOffsets.randomElement(using: &random)! * 60 }
        func dates(_ digits: Int, withOffsets: Bool) -> [(text: String, value: FastDate.Timestamp)] {
            (0..<Self.size).map { _ in
                let t = instant(digits, offset: withOffsets ? offset() : 0)
                return (CivilText.rfc3339(t, fractionDigits: digits), t)
            }
        }

        /// A set of `dates(_:withOffsets:)`, whose fraction is `digits` long.
        func dateSet(_ key: String, _ title: String, digits: Int, withOffsets: Bool) -> DateSet {
            DateSet(key: key, title: title, fraction: digits == 0 ? .none : .digits(digits), items: dates(digits, withOffsets: withOffsets))
        }

        jsMilliseconds = dateSet("js-ms", "JavaScript toISOString(), milliseconds, Z", digits: 3, withOffsets: false)
        offsets = dateSet("offset", "whole seconds, ±hh:mm offsets", digits: 0, withOffsets: true)
        wholeSeconds = dateSet("seconds", "whole seconds, Z", digits: 0, withOffsets: false)
        microseconds = dateSet("micro", "microseconds, Z (PostgreSQL, Python)", digits: 6, withOffsets: false)
        nanoseconds = dateSet("nano", "nanoseconds, Z (Go RFC3339Nano)", digits: 9, withOffsets: false)

        var bag: [(text: String, value: FastDate.Timestamp)] = []
        for _ in 0..<Self.size {
            let digits = [0, 3, 6, 9].randomElement(using: &random)!
            let t = instant(digits, offset: Bool.random(using: &random) ? offset() : 0)
            bag.append((CivilText.rfc3339(t, fractionDigits: digits), t))
        }
        mixed = DateSet(
            key: "mixed", title: "mixed: 0/3/6/9 fraction digits, Z or ±hh:mm", fraction: .mixed,
            items: bag)

        httpDates = DateSet(
            key: "http-date", title: "HTTP-date (IMF-fixdate), the instants of \"whole seconds, Z\"", fraction: .none,
            items: wholeSeconds.expected.map { (CivilText.httpDate($0), $0) })
        rfc5322Dates = DateSet(
            key: "rfc5322", title: "RFC 5322, ±hhmm, the instants of \"whole seconds, ±hh:mm offsets\"", fraction: .none,
            items: offsets.expected.map { (CivilText.rfc5322($0), $0) })

        let zoneNames = ["America/New_York", "Europe/Paris", "Asia/Kolkata", "Australia/Sydney", "America/Sao_Paulo",
                         "Asia/Tokyo", "Africa/Johannesburg", "Pacific/Auckland"]
        rfc9557Dates = DateSet(
            key: "rfc9557", title: "RFC 9557, ±hh:mm[Area/City], the text of \"whole seconds, ±hh:mm offsets\" plus a zone",
            fraction: .none,
            items: zip(offsets.texts, offsets.expected).enumerated().map { i, pair in
                (pair.0 + "[" + zoneNames[i % zoneNames.count] + "]", pair.1)
            })

        epochSeconds = DateSet(
            key: "epoch-s", title: "epoch seconds, integers", fraction: .none, epochUnit: .seconds,
            items: (0..<Self.size).map { _ in
                let seconds = Int64.random(in: epochRange, using: &random)
                return (String(seconds), FastDate.Timestamp(seconds: seconds))
            })
        epochMilliseconds = DateSet(
            key: "epoch-ms", title: "epoch milliseconds, integers (Date.now())", fraction: .none,
            epochUnit: .milliseconds,
            items: (0..<Self.size).map { _ in
                let seconds = Int64.random(in: epochRange, using: &random)
                let millis = Int32.random(in: 0..<1000, using: &random)
                return (String(seconds * 1000 + Int64(millis)), FastDate.Timestamp(seconds: seconds, nanoseconds: millis * 1_000_000))
            })
        epochFraction = DateSet(
            key: "epoch-s-fraction", title: "epoch seconds with microseconds (Slack's ts)", fraction: .digits(6),
            epochUnit: .seconds,
            items: (0..<Self.size).map { _ in
                let seconds = Int64.random(in: epochRange, using: &random)
                let micros = Int32.random(in: 0..<1_000_000, using: &random)
                let fraction = String(micros)
                let text = String(seconds) + "." + String(repeating: "0", count: 6 - fraction.count) + fraction
                return (text, FastDate.Timestamp(seconds: seconds, nanoseconds: micros * 1_000))
            })
        // Last, so that the sets before it keep the data they had.
        microsecondsOffsets = dateSet("micro-offset", "microseconds, ±hh:mm offsets (Python isoformat())", digits: 6, withOffsets: true)
        ticks = dateSet("ticks", "seven digits, Z (.NET round-trip \"o\")", digits: 7, withOffsets: false)
        ticksOffsets = dateSet("ticks-offset", "seven digits, ±hh:mm offsets (.NET DateTimeOffset \"o\")", digits: 7, withOffsets: true)
        nanosecondsOffsets = dateSet("nano-offset", "nanoseconds, ±hh:mm offsets (Go RFC3339Nano, Java OffsetDateTime)", digits: 9, withOffsets: true)
    }
}
