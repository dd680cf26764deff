import FastDate
import Foundation
import Testing
import FastDateTestSupport

/// `FastDate.parse(_:as:) -> [Date?]`, the column door for a caller who does not manage
/// buffers: each slot is what `Date(fast:as:)` reads from that value alone, `nil` where that
/// throws, and `nil` for a null.
@Suite struct ColumnDatesTests {
    @Test func eachSlotIsTheSingleValueReading() throws {
        let vectors = try SpecVectorLoader.stringVectors(profile: "iso8601").filter { !$0.bytes.contains(UInt8(ascii: "\n")) }
        try #require(vectors.count > 500)
        let text = vectors.flatMap { $0.bytes + [UInt8(ascii: "\n")] }
        let dates = text.withUnsafeBytes { FastDate.parse(FastDate.Column($0, separator: UInt8(ascii: "\n"))) }
        #expect(dates.count == vectors.count)
        var report = FailureReport()
        for (vector, date) in zip(vectors, dates) {
            report.check(date == (try? Date(fast: vector.input!, as: .iso8601)), "\(vector.label): \(String(describing: date))")
        }
        report.finish(checked: vectors.count)
    }

    @Test func nullsAndAHeader() {
        let csv = Data("id,when\n1,2021-03-19T09:37:20Z\n2,not a date\n".utf8)
        let dates = csv.withUnsafeBytes { FastDate.parse(FastDate.Column($0, records: .csv(1)).dropFirst()) }
        #expect(dates == [Date(timeIntervalSince1970: 1_616_146_640), nil])
        let data = Array("2021-03-19T09:37:20Z2021-03-19T09:37:21Z".utf8)
        let offsets: [Int32] = [0, 20, 40]
        let bitmap: [UInt8] = [0b10]
        let arrow = data.withUnsafeBytes { bytes in
            offsets.withUnsafeBufferPointer { offsets in
                bitmap.withUnsafeBytes { FastDate.parse(FastDate.Column(bytes, offsets: offsets, validity: .init($0)), as: .javaScript) }
            }
        }
        #expect(arrow == [nil, Date(timeIntervalSince1970: 1_616_146_641)])
    }
}
