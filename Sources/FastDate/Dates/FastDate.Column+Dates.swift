#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension FastDate {
    /// Every value of `column` read in `format`, as a `Date`, or `nil` where a value is null
    /// or not a date: for a caller who does not manage buffers.
    ///
    /// ```swift
    /// let csv = Data("id,when\n1,2021-03-19T09:37:20Z\n2,not a date\n".utf8)
    /// let dates = csv.withUnsafeBytes { FastDate.parse(FastDate.Column($0, records: .csv(1)).dropFirst()) }
    /// dates.count  // 2
    /// ```
    ///
    /// Each value reads as the core's `FastDate.parse(_:as:into:onFailure:)`
    /// reads it, sized by `Column.count`; the array is the one allocation. To learn why a
    /// value failed, or to read without allocating, use that door with `onFailure`.
    public static func parse(_ column: Column, as format: Format = .iso8601) -> [Date?] {
        let count = column.count
        var stamps = [Timestamp](repeating: Timestamp(seconds: 0), count: count)
        var bits = [UInt8](repeating: 0, count: (count + 7) / 8)
        stamps.withUnsafeMutableBufferPointer { values in
            bits.withUnsafeMutableBytes { validity in
                _ = FastDate.parse(column, as: format, into: .timestamps(values, validity: validity)) { _ in .null }
            }
        }
        return bits.withUnsafeBytes { bitmap in
            let present = Column.Validity(bitmap)
            return (0..<count).map { present.bit($0) == 1 ? Date(stamps[$0]) : nil }
        }
    }
}
