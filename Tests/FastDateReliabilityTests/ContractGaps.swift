import FastDate
import Testing

/// Holes this target found in the core's contract, now closed; each test guards its fix.
@Suite struct ContractGaps {
    /// `Timestamp.nanoseconds` is a public `var`, so a caller can store a value outside
    /// `0 ..< 1_000_000_000`. The formatters used to write text that was not the instant
    /// (`…20.00000000/Z` for −1, `…20.500000000Z` for 1.5e9); they must refuse it. (A
    /// `LocalDateTime`'s seconds and nanoseconds are read-only, set through its checked
    /// initializers, so it cannot carry such a value.)
    @Test func nanosecondsOutsideTheirRangeAreRefused() {
        for nanoseconds: Int32 in [-1, -999_999_999, 1_000_000_000, 1_500_000_000, .min, .max] {
            var t = FastDate.Timestamp(seconds: 1_616_146_640)
            t.nanoseconds = nanoseconds
            #expect(!t.isInSupportedRange, "nanoseconds \(nanoseconds)")
            #expect(throws: FastDate.FormatError(.outOfRange), "nanoseconds \(nanoseconds)") {
                try FastDate.format(t, as: .rfc3339.fractionDigits(9))
            }
            #expect(throws: FastDate.FormatError(.outOfRange), "nanoseconds \(nanoseconds)") {
                try FastDate.format(t, as: .javaScript)
            }
        }
    }
}
