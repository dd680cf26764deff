import FastDate

/// A column of dates as the column door reads it: one data set's texts end to end, laid
/// out again and again until the bytes are far larger than any cache, so every row reads
/// from main memory, as a door over a log file or an Arrow array does. The 2^17 distinct
/// values of the set repeat only after megabytes, which no branch predictor learns.
///
/// Two layouts of the same values: Arrow's (bytes end to end, `Int32` offsets) and lines
/// (each value then a newline). Benchmark only: the buffers live for the whole process.
final class ColumnSet {
    let set: DateSet
    /// How many times the set is laid out.
    let copies: Int
    let count: Int
    /// The values end to end, and `count + 1` offsets into them.
    let bytes: UnsafeRawBufferPointer
    let offsets: UnsafeBufferPointer<Int32>
    /// The values, each followed by a newline, and where each line starts (`count + 1`
    /// entries, the last the end), so a row can cut the lines it reads out of the bytes.
    let lines: UnsafeRawBufferPointer
    let lineStarts: UnsafeBufferPointer<Int>
    /// Where each row writes its values, one slot per value as a column door writes them.
    let seconds: UnsafeMutableBufferPointer<Double>

    /// Bytes per value in the Arrow layout.
    var averageBytes: Double { Double(bytes.count) / Double(count) }

    init(_ set: DateSet, copies: Int) {
        self.set = set
        self.copies = copies
        count = set.count * copies
        let setBytes = set.texts.reduce(0) { $0 + $1.utf8.count }

        let data = UnsafeMutableRawBufferPointer.allocate(byteCount: setBytes * copies, alignment: 64)
        let text = UnsafeMutableRawBufferPointer.allocate(byteCount: (setBytes + set.count) * copies, alignment: 64)
        let offsets = UnsafeMutableBufferPointer<Int32>.allocate(capacity: count + 1)
        let starts = UnsafeMutableBufferPointer<Int>.allocate(capacity: count + 1)
        var at = 0
        var lineAt = 0
        for copy in 0..<copies {
            for (i, value) in set.texts.enumerated() {
                offsets[copy * set.count + i] = Int32(at)
                starts[copy * set.count + i] = lineAt
                for byte in value.utf8 {
                    data[at] = byte
                    text[lineAt] = byte
                    at += 1
                    lineAt += 1
                }
                text[lineAt] = UInt8(ascii: "\n")
                lineAt += 1
            }
        }
        offsets[count] = Int32(at)
        starts[count] = lineAt
        bytes = UnsafeRawBufferPointer(data)
        lines = UnsafeRawBufferPointer(text)
        self.offsets = UnsafeBufferPointer(offsets)
        lineStarts = UnsafeBufferPointer(starts)
        seconds = .allocate(capacity: count)
        seconds.initialize(repeating: 0)
    }

    /// The `n + 1` offsets of values `first ..< first + n`.
    func offsets(_ first: Int, _ n: Int) -> UnsafeBufferPointer<Int32> {
        UnsafeBufferPointer(rebasing: offsets[first ..< first + n + 1])
    }

    /// The lines of values `first ..< first + n`, newlines included.
    func lines(_ first: Int, _ n: Int) -> UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(rebasing: lines[lineStarts[first] ..< lineStarts[first + n]])
    }

    /// Value `i` alone, for the single-value door.
    @inline(__always)
    func value(_ i: Int) -> UnsafeRawBufferPointer {
        let start = Int(offsets[i])
        return UnsafeRawBufferPointer(rebasing: bytes[start ..< Int(offsets[i + 1])])
    }

    /// The slots of values `first ..< first + n`.
    func slots(_ first: Int, _ n: Int) -> UnsafeMutableBufferPointer<Double> {
        UnsafeMutableBufferPointer(rebasing: seconds[first ..< first + n])
    }

    /// The value `i` must read to.
    func expected(_ i: Int) -> Double { set.expected[i % set.count].timeIntervalSince1970 }
}
