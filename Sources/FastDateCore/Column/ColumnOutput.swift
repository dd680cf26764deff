/// A column door's output type: `Double` seconds or an exact ``FastDate/Timestamp``.
protocol ColumnOutput {
    init(_ timestamp: FastDate.Timestamp)
    /// What a skipped value's slot holds.
    static var skipped: Self { get }
    /// Writes four values the four-lane path read, at `slots` and the three after it.
    static func store(_ fields: JavaScriptLanes.Fields, at slots: UnsafeMutablePointer<Self>)
}

extension ColumnOutput {
    /// Writes four timestamps at `slots` and the three after it, each as one value is
    /// written. (Converting four to `Double` in vectors measured no faster: Benchmarks/
    /// README.md, "Ledger".)
    @inline(__always)
    static func store(_ t0: FastDate.Timestamp, _ t1: FastDate.Timestamp, _ t2: FastDate.Timestamp, _ t3: FastDate.Timestamp,
                      at slots: UnsafeMutablePointer<Self>) {
        slots.initialize(to: Self(t0))
        (slots + 1).initialize(to: Self(t1))
        (slots + 2).initialize(to: Self(t2))
        (slots + 3).initialize(to: Self(t3))
    }
}

extension Double: ColumnOutput {
    /// Seconds, exactly as `FastDate.parse` returns them.
    @inline(__always)
    init(_ timestamp: FastDate.Timestamp) { self = timestamp.timeIntervalSince1970 }
    static var skipped: Double { .nan }

    /// `Double(seconds) + Double(nanoseconds) / 1e9`, as ``FastDate/Timestamp/timeIntervalSince1970``
    /// computes it, two lanes at a time, and the same `Double`s: the whole seconds are
    /// `days * 86400 + secondOfDay`, integers below 2^53, so every step is exact; and
    /// `milliseconds / 1e3` is the same correctly rounded quotient as
    /// `(milliseconds * 1e6) / 1e9`, since both are the same rational number.
    @inline(__always)
    static func store(_ fields: JavaScriptLanes.Fields, at slots: UnsafeMutablePointer<Double>) {
        let days = fields.days, secondOfDay = fields.secondOfDay, milliseconds = fields.milliseconds
        let low = SIMD2<Double>(Double(days[0]), Double(days[1])) * 86_400
            + SIMD2<Double>(Double(secondOfDay[0]), Double(secondOfDay[1]))
            + SIMD2<Double>(Double(milliseconds[0]), Double(milliseconds[1])) / 1e3
        let high = SIMD2<Double>(Double(days[2]), Double(days[3])) * 86_400
            + SIMD2<Double>(Double(secondOfDay[2]), Double(secondOfDay[3]))
            + SIMD2<Double>(Double(milliseconds[2]), Double(milliseconds[3])) / 1e3
        UnsafeMutableRawPointer(slots).storeBytes(of: low, as: SIMD2<Double>.self)
        UnsafeMutableRawPointer(slots + 2).storeBytes(of: high, as: SIMD2<Double>.self)
    }
}

extension FastDate.Timestamp: ColumnOutput {
    @inline(__always)
    init(_ timestamp: FastDate.Timestamp) { self = timestamp }
    static var skipped: FastDate.Timestamp { FastDate.Timestamp(unchecked: 0, 0, 0) }

    @inline(__always)
    static func store(_ fields: JavaScriptLanes.Fields, at slots: UnsafeMutablePointer<FastDate.Timestamp>) {
        for lane in 0 ..< 4 {
            let seconds = Int64(fields.days[lane]) &* .secondsPerDay &+ Int64(fields.secondOfDay[lane])
            (slots + lane).initialize(to: FastDate.Timestamp(unchecked: seconds, fields.milliseconds[lane] &* 1_000_000, 0))
        }
    }
}
