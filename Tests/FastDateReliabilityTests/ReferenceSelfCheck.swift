import Testing
import FastDateTestSupport

/// The oracles are only worth what they agree with. These hold the reference parser,
/// calendar and formatter to the Spec's vectors (made by an independent Python reference,
/// cross-checked with `datetime`, `decimal` and node) and to brute-force counting.
@Suite struct ReferenceSelfCheck {
    @Test func referenceParserReproducesEverySpecVector() throws {
        let vectors = try SpecVectorFiles.all()
        try #require(vectors.count >= 2_000, "only \(vectors.count) parse vectors in \(PackagePaths.instantGrammars)")
        var report = FailureReport(limit: 40)
        for vector in vectors {
            let got = vector.profile.reference(vector.bytes)
            if got != vector.expected {
                report.add("\(vector.label): reference \(got.text), Spec \(vector.expected.text)")
            }
        }
        report.finish(checked: vectors.count)
    }

    @Test func referenceLocalTimeParsersReproduceEveryVector() throws {
        let vectors = try SpecVectorFiles.localTimeVectors()
        try #require(vectors.count >= 300, "only \(vectors.count) local-time vectors")
        var report = FailureReport(limit: 40)
        for vector in vectors {
            let reference = vector.grammar == .localDateTime
                ? LocalTimeGrammar.text(ReferenceParser.parseLocalDateTime(vector.bytes))
                : LocalTimeGrammar.text(ReferenceParser.parseTimeOfDay(vector.bytes))
            if reference != vector.expected { report.add("\(vector.label): reference \(reference), Spec \(vector.expected)") }
        }
        report.finish(checked: vectors.count)
    }

    @Test func referenceFormatterReproducesEveryFormatVector() throws {
        let vectors = try SpecVectorFiles.formatVectors()
        try #require(vectors.count >= 1_000, "only \(vectors.count) format vectors")
        var report = FailureReport(limit: 40)
        for v in vectors {
            let got = v.javaScript
                ? ReferenceWriter.javaScript(seconds: v.seconds, nanoseconds: v.nanoseconds)
                : ReferenceWriter.rfc3339(
                    seconds: v.seconds, nanoseconds: v.nanoseconds, utcOffset: v.utcOffset, fractionDigits: v.fractionDigits)
            if got != v.expected { report.add("\(v.label): reference \(got), Spec \(v.expected)") }
        }
        report.finish(checked: vectors.count)
    }

    /// The leap-year count formula against adding up year lengths one year at a time, over
    /// the whole supported range and a little past it.
    @Test func calendarFormulaMatchesYearByYearWalk() {
        var report = FailureReport(limit: 40)
        let epoch = ReferenceCalendar.daysBeforeYear(1970)
        var day: Int64 = 0
        for year in Int64(1970)...275_762 {
            if ReferenceCalendar.daysBeforeYear(year) - epoch != day { report.add("January 1, \(year): formula disagrees with walk") }
            day += ReferenceCalendar.isLeap(year) ? 366 : 365
        }
        day = 0
        for year in stride(from: Int64(1969), through: -271_823, by: -1) {
            day -= ReferenceCalendar.isLeap(year) ? 366 : 365
            if ReferenceCalendar.daysBeforeYear(year) - epoch != day { report.add("January 1, \(year): formula disagrees with walk") }
        }
        #expect([2000, 2400, 0, -4, -400, 2020].allSatisfy { ReferenceCalendar.isLeap(Int64($0)) })
        #expect(![1900, 2100, -100, 2021, -1].contains { ReferenceCalendar.isLeap(Int64($0)) })
        report.finish(checked: 547_585)
    }

    /// Day count → date → day count is the identity, every day of a few thousand years
    /// around year 0 and 1970 and at both ends of the range, and sparsely in between.
    @Test func civilDateInvertsDaysSinceEpoch() {
        var report = FailureReport(limit: 40)
        let limit: Int64 = 100_000_000  // days; the range is about ±100,000,000 days
        var days: [Int64] = []
        for center: Int64 in [0, -719_528, -limit, limit] {
            days += Array((center - 150_000)...(center + 150_000))
        }
        days += Array(stride(from: -limit - 1_000_000, through: limit + 1_000_000, by: 997))
        for n in days {
            let (y, m, d) = ReferenceCalendar.civilDate(daysSinceEpoch: n)
            let back = ReferenceCalendar.daysSinceEpoch(year: y, month: m, day: d)
            if back != n || m < 1 || m > 12 || d < 1 || d > ReferenceCalendar.monthLength(m, year: y) {
                report.add("day \(n) → \(y)-\(m)-\(d) → \(back)")
            }
        }
        #expect(ReferenceCalendar.civilDate(daysSinceEpoch: 0) == (1970, 1, 1))
        #expect(ReferenceCalendar.civilDate(daysSinceEpoch: -719_528) == (0, 1, 1))
        #expect(ReferenceCalendar.civilDate(daysSinceEpoch: 100_000_000) == (275_760, 9, 13))
        #expect(ReferenceCalendar.civilDate(daysSinceEpoch: -100_000_000) == (-271_821, 4, 20))
        report.finish(checked: days.count)
    }
}
