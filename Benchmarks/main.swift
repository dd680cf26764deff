import FastDate

@inline(never)
func run(_ text: [UInt8], _ n: Int) -> (Double, Duration) {
    var sink = 0.0
    let start = ContinuousClock.now
    text.withUnsafeBytes { raw in
        for _ in 0..<n {
            sink += (try? FastDate.parse(raw)) ?? 0
        }
    }
    return (sink, ContinuousClock.now - start)
}
for s in ["2021-03-19T09:37:20.123Z", "2021-03-19T09:37:20+01:00", "1616112000"] {
    let (sink, elapsed) = run(Array(s.utf8), 20_000_000)
    let ns = (Double(elapsed.components.seconds) * 1e18 + Double(elapsed.components.attoseconds)) / 1e9 / 20_000_000
    print("FastDate.parse \(s): \(ns) ns/op (sink \(sink))")
}
