import AllocationCounter
import FastDate
import Foundation
import Testing

/// What `FastDate.DateTranscoder` allocates. Its behaviour through swift-openapi-runtime's
/// real `DateTranscoder` protocol, beside the runtime's stock transcoder, is tested in the
/// OpenAPI example (`Examples/OpenAPI/Tests/EventsAPITests/DateTranscoderTests.swift`), which
/// depends on the runtime; this package depends on nothing.
@Suite struct DateTranscoderAllocationTests {
    /// Reading allocates nothing, writing only its `String` (measured where the counter works).
    @Test(.enabled(if: fastdate_allocation_counting_available() != 0, "allocation counting needs glibc's malloc to interpose (Linux)"))
    func allocatesOnlyTheString() throws {
        let fast = FastDate.DateTranscoder()
        let text = "2021-03-19T09:37:20.123+01:00"
        let date = try fast.decode(text)  // warm-up
        _ = try fast.encode(date)
        var decoded = 0.0
        let before = fastdate_thread_allocations()
        for _ in 0..<100 { decoded += try fast.decode(text).timeIntervalSince1970 }
        let decoding = fastdate_thread_allocations() - before
        var written = 0
        let middle = fastdate_thread_allocations()
        for _ in 0..<100 { written += try fast.encode(date).utf8.count }
        let encoding = fastdate_thread_allocations() - middle
        #expect(decoded > 0 && written == 100 * 24)
        #expect(decoding == 0, "decode allocated \(decoding) times in 100 calls")
        #expect(encoding == 100, "encode allocated \(encoding) times in 100 calls: one String each")
    }
}
