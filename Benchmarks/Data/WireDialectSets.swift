import FastDate

/// The wire dialects' data (`.iso8601Basic`, `.dotNetJSON`, `.cookieDate`) and, for each, a
/// set of the same instants in the format it is measured against, so that a ratio compares
/// two grammars and nothing else. `DataSets.size` distinct inputs a set, as every set.
struct WireDialectSets {
    static let seed: UInt64 = 0x00D1_A1EC_7520_2611
    static var size: Int { DataSets.size }

    /// `20240115T103000Z`, and the same instants as `2024-01-15T10:30:00Z`.
    let basic: DateSet
    let basicAsISO: DateSet
    /// `/Date(1616146640123)/`, and the same instants as `1616146640123`.
    let dotNet: DateSet
    let dotNetAsEpoch: DateSet
    /// IMF-fixdates, read as cookie dates and as HTTP-dates.
    let imfFixdates: DateSet
    /// The other shapes browsers meet (`CivilText.cookieDate`), mixed.
    let oddCookies: DateSet
    /// RFC 3339 with whole seconds, `Z`: what `ISO8601DateTranscoder`'s default options read.
    let openAPI: DateSet
    /// What a loosely specified backend sends, in turn: `toISOString()`, epoch seconds and
    /// milliseconds, IMF-fixdates and .NET dates (`.flexible`'s texts).
    let mixed: DateSet

    init() {
        var random = SplitMix64(seed: Self.seed)
        // 1970 ..< 2070: every shape (two-digit cookie years too) can carry these.
        func instants(milliseconds: Bool) -> [FastDate.Timestamp] {
            (0..<Self.size).map { _ in
                let seconds = Int64.random(in: 0 ..< 3_155_760_000, using: &random)
                let millis = milliseconds ? Int32.random(in: 0..<1000, using: &random) : 0
                return FastDate.Timestamp(seconds: seconds, nanoseconds: millis * 1_000_000)
            }
        }
        let whole = instants(milliseconds: false)
        basic = DateSet(key: "basic", title: "ISO 8601 basic, 20240115T103000Z", fraction: .none,
                        items: whole.map { (CivilText.iso8601Basic($0), $0) })
        basicAsISO = DateSet(key: "basic-iso", title: "the same instants, 2024-01-15T10:30:00Z", fraction: .none,
                             items: whole.map { (CivilText.rfc3339($0, fractionDigits: 0), $0) })
        imfFixdates = DateSet(key: "cookie-imf", title: "IMF-fixdate, Sun, 06 Nov 1994 08:49:37 GMT", fraction: .none,
                              items: whole.map { (CivilText.httpDate($0), $0) })
        oddCookies = DateSet(key: "cookie-odd", title: "cookie dates in browsers' other shapes", fraction: .none,
                             items: whole.enumerated().map { i, t in (CivilText.cookieDate(t, shape: i & 3), t) })
        openAPI = DateSet(key: "openapi", title: "OpenAPI date-time, whole seconds, Z", fraction: .none,
                          items: instants(milliseconds: false).map { (CivilText.rfc3339($0, fractionDigits: 0), $0) })
        let milliseconds = instants(milliseconds: true)
        dotNet = DateSet(key: "dotnet", title: ".NET JSON, /Date(1616146640123)/", fraction: .none,
                         items: milliseconds.map { (CivilText.dotNetJSON($0), $0) })
        mixed = DateSet(key: "mixed", title: "mixed: toISOString(), epoch s and ms, IMF-fixdate, .NET", fraction: .none,
                        items: milliseconds.enumerated().map { i, t in
                            let second = FastDate.Timestamp(seconds: t.seconds)
                            // Milliseconds before 1970-08-20 are seconds to `.flexible`.
                            let shape = i % 5 == 2 && t.seconds <= 20_000_000 ? 0 : i % 5
                            return switch shape {
                            case 0: (CivilText.rfc3339(t, fractionDigits: 3), t)
                            case 1: (String(t.seconds), second)
                            case 2: (String(t.seconds * 1000 + Int64(t.nanoseconds / 1_000_000)), t)
                            case 3: (CivilText.httpDate(second), second)
                            default: (CivilText.dotNetJSON(t), t)
                            }
                        })
        dotNetAsEpoch = DateSet(key: "dotnet-epoch", title: "the same instants, 1616146640123", fraction: .none,
                                epochUnit: .milliseconds,
                                items: milliseconds.map { (String($0.seconds * 1000 + Int64($0.nanoseconds / 1_000_000)), $0) })
    }
}
