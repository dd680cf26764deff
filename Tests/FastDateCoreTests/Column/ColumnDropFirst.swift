import FastDateCore
import Testing
import FastDateTestSupport

/// `Column.dropFirst(_:)` (`Spec/column/column.md`, "Dropping records"): in every layout, the
/// column without its first `k` values reads as values `k…` of the whole column, the
/// failures' indices counted from the first value kept.
@Suite struct ColumnDropFirst {
    /// Each slot of `column` read in `format`: the instant, or `nil` for a null or a failure.
    static func read(_ column: FastDate.Column, _ format: FastDate.Format) -> (values: [FastDate.Timestamp?], failures: [Int]) {
        let count = column.count
        var stamps = [FastDate.Timestamp](repeating: FastDate.Timestamp(seconds: 0), count: count)
        var bits = [UInt8](repeating: 0, count: (count + 7) / 8)
        var failures: [Int] = []
        stamps.withUnsafeMutableBufferPointer { values in
            bits.withUnsafeMutableBytes { validity in
                _ = FastDate.parse(column, as: format, into: .timestamps(values, validity: validity)) { failure in
                    failures.append(failure.index)
                    return .null
                }
            }
        }
        let slots = (0..<count).map { (i: Int) -> FastDate.Timestamp? in
            let present: Bool = (bits[i >> 3] >> UInt8(i & 7)) & 1 == 1
            return present ? stamps[i] : nil
        }
        return (slots, failures)
    }

    /// Texts from the `.iso8601` Spec vectors, valid and not, that hold no byte any layout
    /// below uses as a boundary.
    static func texts() throws -> [[UInt8]] {
        let boundaries = Set(",;\"\n\r".utf8)
        let all = try SpecVectorLoader.stringVectors(profile: "iso8601").map(\.bytes)
            .filter { !$0.isEmpty && !$0.contains(where: boundaries.contains) }
        return Array(all.prefix(60))
    }

    /// Every layout, every `k` from 0 to past the end.
    @Test func keepsTheValuesAfterTheFirstK() throws {
        let values = try Self.texts()
        try #require(values.count == 60)
        var report = FailureReport()
        let lines = values.flatMap { $0 + [UInt8(ascii: "\n")] }
        // A CSV header whose quoted field holds a newline: one record on two lines.
        var csv = Array("id,\"when\nit happened\"\r\n".utf8)
        var delimited: [UInt8] = []
        for (i, v) in values.enumerated() {
            csv += Array("\(i),".utf8) + v + Array("\r\n".utf8)
            delimited += Array("\(i);".utf8) + v + [UInt8(ascii: "\n")]
        }
        var offsets: [Int32] = [0]
        for v in values { offsets.append(offsets.last! + Int32(v.count)) }
        let data = values.flatMap { $0 }
        let bitmap: [UInt8] = (0..<(values.count + 7) / 8).map { (i: Int) -> UInt8 in UInt8(truncatingIfNeeded: 0b1011_0111 &* (i + 1)) }
        func check(_ name: String, _ column: FastDate.Column, header: Int) {
            let whole = Self.read(column, .iso8601)
            report.check(whole.values.count == values.count + header, "\(name): \(whole.values.count) values")
            for k in [0, 1, 2, 7, header + 13, values.count + header - 1, values.count + header, values.count + header + 5] {
                let kept = column.dropFirst(k)
                let got = Self.read(kept, .iso8601)
                let want = Array(whole.values.dropFirst(k))
                report.check(kept.count == want.count, "\(name), dropFirst(\(k)): count \(kept.count), want \(want.count)")
                report.check(got.values == want, "\(name), dropFirst(\(k)): values differ")
                report.check(got.failures == whole.failures.filter { $0 >= k }.map { $0 - k }, "\(name), dropFirst(\(k)): failures \(got.failures)")
            }
        }
        lines.withUnsafeBytes { check("separated", FastDate.Column($0, separator: UInt8(ascii: "\n")), header: 0) }
        lines.withUnsafeBytes { check("log lines", FastDate.Column($0, records: .prefix), header: 0) }
        csv.withUnsafeBytes { check("quoted CSV", FastDate.Column($0, records: .csv(1)), header: 1) }
        delimited.withUnsafeBytes { check("delimited", FastDate.Column($0, records: .delimited(1, by: UInt8(ascii: ";"))), header: 0) }
        data.withUnsafeBytes { bytes in
            offsets.withUnsafeBufferPointer { offsets in
                bitmap.withUnsafeBytes { bitmap in
                    check("Arrow offsets with nulls", FastDate.Column(bytes, offsets: offsets, validity: .init(bitmap, offset: 0)), header: 0)
                }
            }
        }
        let wide = offsets.map(Int.init)
        data.withUnsafeBytes { bytes in wide.withUnsafeBufferPointer { check("Arrow large offsets", FastDate.Column(bytes, offsets: $0), header: 0) } }
        report.finish(minimumChecked: 1)
    }

    /// The CSV header is one record even with a newline inside its quotes: without it, the
    /// first value is the first row's.
    @Test func dropsAQuotedHeaderWhole() {
        let csv = Array("id,\"when\nit happened\"\n1,2021-03-19T09:37:20Z\n".utf8)
        csv.withUnsafeBytes { bytes in
            let column = FastDate.Column(bytes, records: .csv(1))
            #expect(column.count == 2)
            let rows = column.dropFirst()
            #expect(rows.count == 1)
            #expect(Self.read(rows, .iso8601).values == [FastDate.Timestamp(seconds: 1_616_146_640)])
            #expect(Self.read(column, .iso8601).failures == [0])
        }
    }
}
