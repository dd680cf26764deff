import FastDate

/// Records that each hold a date among other bytes, as a log or a CSV file does: the set's
/// texts laid out again and again, each in a record of its own, far larger than any cache.
///
/// - A log: each line the date, a space and a message of 40 to 120 bytes.
/// - A CSV file: five fields, the date the third, quoted in every third record; the second
///   and fifth fields quoted, with a comma or a doubled quote inside.
///
/// Benchmark only: the buffers live for the whole process.
final class RecordSet {
    enum Shape { case log, csv }

    let set: DateSet
    let shape: Shape
    let count: Int
    /// The records, each ending with a newline.
    let text: UnsafeRawBufferPointer
    /// Where each record starts (`count + 1` entries, the last the end), so a row can cut
    /// the records it reads out of the text.
    let starts: UnsafeBufferPointer<Int>
    /// Where each row writes its values.
    let seconds: UnsafeMutableBufferPointer<Double>

    var averageBytes: Double { Double(text.count) / Double(count) }

    init(_ set: DateSet, _ shape: Shape, copies: Int) {
        self.set = set
        self.shape = shape
        count = set.count * copies
        var random = SplitMix64(seed: DataSets.seed ^ (shape == .log ? 0x106 : 0xC5F))
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count * (shape == .log ? 110 : 80))
        var starts = [Int]()
        starts.reserveCapacity(count + 1)
        let words = ["GET", "POST", "/index.html", "/api/v1/users", "HTTP/1.1", "200", "404", "ok", "user=alice",
                     "latency_ms=12", "cache=miss", "region=eu-west-1", "retry", "trace=4bf92f35", "done"]
        for i in 0..<count {
            starts.append(bytes.count)
            let date = Array(set.texts[i % set.count].utf8)
            switch shape {
            case .log:
                bytes += date
                let length = 40 + Int(random.next() % 81)
                var message: [UInt8] = []
                while message.count < length {
                    message += [UInt8(ascii: " ")] + Array(words[Int(random.next() % UInt64(words.count))].utf8)
                }
                bytes += message.prefix(length)
            case .csv:
                bytes += Array("\(i),\"Doe, Jane\",".utf8)
                bytes += i % 3 == 0 ? [UInt8(ascii: "\"")] + date + [UInt8(ascii: "\"")] : date
                bytes += Array(",\(words[Int(random.next() % UInt64(words.count))]),\"she said \"\"hi\"\"\"".utf8)
            }
            bytes.append(UInt8(ascii: "\n"))
        }
        starts.append(bytes.count)
        let block = UnsafeMutableRawBufferPointer.allocate(byteCount: bytes.count, alignment: 64)
        bytes.withUnsafeBytes { block.copyMemory(from: $0) }
        text = UnsafeRawBufferPointer(block)
        let startBlock = UnsafeMutableBufferPointer<Int>.allocate(capacity: starts.count)
        _ = startBlock.initialize(from: starts)
        self.starts = UnsafeBufferPointer(startBlock)
        seconds = .allocate(capacity: count)
        seconds.initialize(repeating: 0)
    }

    /// The records `first ..< first + n`, newlines included.
    func records(_ first: Int, _ n: Int) -> UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(rebasing: text[starts[first] ..< starts[first + n]])
    }

    func slots(_ first: Int, _ n: Int) -> UnsafeMutableBufferPointer<Double> {
        UnsafeMutableBufferPointer(rebasing: seconds[first ..< first + n])
    }

    func expected(_ i: Int) -> Double { set.expected[i % set.count].timeIntervalSince1970 }
}
