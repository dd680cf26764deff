/// A column door's output type: `Double` seconds or an exact ``FastDate/Timestamp``.
protocol ColumnOutput {
    init(_ timestamp: FastDate.Timestamp)
    /// What a skipped value's slot holds.
    static var skipped: Self { get }
    /// Writes four values the four-lane path read, at `slots` and the three after it.
    static func store(_ fields: JavaScriptLanes.Fields, at slots: UnsafeMutablePointer<Self>)
    /// Writes four values the epoch four-lane path read, at `slots` and the three after it.
    static func store(_ fields: EpochLanes.Fields, at slots: UnsafeMutablePointer<Self>)
}

extension ColumnOutput {
    /// Writes four timestamps at `slots` and the three after it, each as one value is
    /// written. (Converting four to `Double` in vectors measured no faster:
    /// Benchmarks/LEDGER.md.)
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

    /// `Double(seconds) + Double(nanoseconds) / 1e9`, as for one value, two lanes at a time,
    /// and the same `Double`s: a whole number below 2^52 with the exponent bits of 2^52
    /// set is the `Double` 2^52 plus it, so subtracting 2^52 leaves it exactly; and
    /// `milliseconds / 1e3` is the same correctly rounded quotient as
    /// `(milliseconds * 1e6) / 1e9`, the same rational number. (Seconds have no
    /// milliseconds, and adding `0 / 1e9` changes no `Double` of 0 or more.)
    @inline(__always)
    static func store(_ fields: EpochLanes.Fields, at slots: UnsafeMutablePointer<Double>) {
        var first = exactDouble(fields.seconds01), second = exactDouble(fields.seconds23)
        if fields.hasMilliseconds {
            first += exactDouble(fields.milliseconds01) / 1e3
            second += exactDouble(fields.milliseconds23) / 1e3
        }
        UnsafeMutableRawPointer(slots).storeBytes(of: first, as: SIMD2<Double>.self)
        UnsafeMutableRawPointer(slots + 2).storeBytes(of: second, as: SIMD2<Double>.self)
    }

    /// Each lane, a whole number below 2^52, as a `Double`.
    @inline(__always)
    private static func exactDouble(_ x: SIMD2<UInt64>) -> SIMD2<Double> {
        let twoToThe52 = SIMD2<Double>(repeating: 4_503_599_627_370_496)
        return unsafeBitCast(x | unsafeBitCast(twoToThe52, to: SIMD2<UInt64>.self), to: SIMD2<Double>.self) - twoToThe52
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

    @inline(__always)
    static func store(_ fields: EpochLanes.Fields, at slots: UnsafeMutablePointer<FastDate.Timestamp>) {
        func timestamp(_ seconds: UInt64, _ milliseconds: UInt64) -> FastDate.Timestamp {
            FastDate.Timestamp(unchecked: Int64(seconds), Int32(truncatingIfNeeded: milliseconds) &* 1_000_000, 0)
        }
        slots.initialize(to: timestamp(fields.seconds01[0], fields.milliseconds01[0]))
        (slots + 1).initialize(to: timestamp(fields.seconds01[1], fields.milliseconds01[1]))
        (slots + 2).initialize(to: timestamp(fields.seconds23[0], fields.milliseconds23[0]))
        (slots + 3).initialize(to: timestamp(fields.seconds23[1], fields.milliseconds23[1]))
    }
}
