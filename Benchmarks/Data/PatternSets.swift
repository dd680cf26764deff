import FastDate

/// The fixed patterns' data (`Spec/patterns/patterns.md`): the patterns apps hold most often,
/// each on `DataSets.size` distinct instants, and beside each the format its goal is measured
/// against on the very same text or instants.
struct PatternSets {
    static let seed: UInt64 = 0x00FA_57DA_7E20_2611
    static var size: Int { DataSets.size }

    static let sql = try! FastDate.Pattern("yyyy-MM-dd HH:mm:ss")
    static let feed = try! FastDate.Pattern("EEE, dd MMM yyyy HH:mm:ss Z")
    static let aws = try! FastDate.Pattern("yyyyMMdd'T'HHmmss'Z'")
    static let usDate = try! FastDate.Pattern("MMM d, yyyy h:mm a")

    /// `2024-03-05 14:30:00`, UTC, whole seconds.
    let sql: DateSet
    /// `Fri, 19 Mar 2021 10:37:20 +0100`: the text of `DataSets.rfc5322Dates`.
    let feed: DateSet
    /// `20240305T143000Z` (AWS request signing).
    let aws: DateSet
    /// `Mar 5, 2024 2:30 PM`.
    let usDate: DateSet

    init(_ sets: DataSets) {
        var random = SplitMix64(seed: Self.seed)
        // 1900 ..< 2100, as the other sets: four-digit years.
        let instants = (0..<Self.size).map { _ in
            FastDate.Timestamp(seconds: Int64.random(in: -2_208_988_800 ..< 4_102_444_800, using: &random))
        }
        sql = DateSet(key: "pattern-sql", title: "yyyy-MM-dd HH:mm:ss, UTC", fraction: .none,
                      items: instants.map { (String(CivilText.rfc3339($0, fractionDigits: 0).dropLast().map { $0 == "T" ? " " : $0 }), $0) })
        feed = DateSet(key: "pattern-feed", title: "EEE, dd MMM yyyy HH:mm:ss Z, the text of the RFC 5322 set", fraction: .none,
                       items: zip(sets.rfc5322Dates.texts, sets.rfc5322Dates.expected).map { ($0, $1) })
        aws = DateSet(key: "pattern-aws", title: "yyyyMMdd'T'HHmmss'Z'", fraction: .none,
                      items: instants.map { (CivilText.iso8601Basic($0), $0) })
        // Minutes only: the instants without their seconds.
        usDate = DateSet(key: "pattern-us", title: "MMM d, yyyy h:mm a, UTC", fraction: .none,
                         items: instants.map { t in
                             let minute = FastDate.Timestamp(seconds: CivilText.floorDiv(t.seconds, 60) * 60)
                             return (CivilText.usDate(minute), minute)
                         })
    }
}
