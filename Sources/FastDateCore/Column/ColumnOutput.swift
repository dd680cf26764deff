/// A column door's output type: `Double` seconds, an exact ``FastDate/Timestamp``, an
/// `Int64` count of a unit (``UnitCount``) or `Int32` days (``DayCount``), as
/// ``FastDate/Column/Output`` names them.
protocol ColumnOutput {
    /// The slot's value for `timestamp`; `nil` when it does not fit the slot (nanoseconds
    /// past `Int64`), which fails the value with `outOfOutputRange`.
    init?(columnValue timestamp: FastDate.Timestamp)
    /// What a skipped value's slot holds.
    static var skipped: Self { get }
    /// Writes four values the four-lane path read, at `slots` and the three after it, or
    /// returns `false` having written nothing when one does not fit.
    static func store(_ fields: JavaScriptLanes.Fields, at slots: UnsafeMutablePointer<Self>) -> Bool
    /// Writes four values the epoch four-lane path read, as above.
    static func store(_ fields: EpochLanes.Fields, at slots: UnsafeMutablePointer<Self>) -> Bool
}

extension ColumnOutput {
    /// Writes four timestamps at `slots` and the three after it, each as one value is
    /// written, or nothing when one does not fit. (Converting four to `Double` in vectors
    /// measured no faster: Benchmarks/LEDGER.md.)
    @inline(__always)
    static func store(_ t0: FastDate.Timestamp, _ t1: FastDate.Timestamp, _ t2: FastDate.Timestamp, _ t3: FastDate.Timestamp,
                      at slots: UnsafeMutablePointer<Self>) -> Bool {
        guard let v0 = Self(columnValue: t0), let v1 = Self(columnValue: t1),
              let v2 = Self(columnValue: t2), let v3 = Self(columnValue: t3) else { return false }
        slots.initialize(to: v0)
        (slots + 1).initialize(to: v1)
        (slots + 2).initialize(to: v2)
        (slots + 3).initialize(to: v3)
        return true
    }
}

/// Where a column door writes: the caller's slots, and the validity bitmap it sets a bit of
/// for each slot written (1 for a value, 0 for a null), when it gave one.
struct ColumnSlots<Output: ColumnOutput> {
    let values: UnsafeMutableBufferPointer<Output>
    let validity: UnsafeMutablePointer<UInt8>?

    init(_ values: UnsafeMutableBufferPointer<Output>, validity: UnsafeMutablePointer<UInt8>? = nil) {
        self.values = values
        self.validity = validity
    }

    /// Sets or clears slot `index`'s bit (least significant bit first, as Arrow's are).
    @inline(__always)
    func mark(_ index: Int, valid: Bool) {
        guard let validity else { return }
        let byte = validity + (index &>> 3), bit = UInt8(1) &<< UInt8(truncatingIfNeeded: index & 7)
        byte.pointee = valid ? byte.pointee | bit : byte.pointee & ~bit
    }

    /// Sets the bits of slots `index ..< index + 4`: four bits of one 16-bit word.
    @inline(__always)
    func markValid(four index: Int) {
        guard let validity else { return }
        let shift = UInt16(truncatingIfNeeded: index & 7)
        let byte = validity + (index &>> 3)
        byte.pointee |= UInt8(truncatingIfNeeded: 0xF &<< shift)
        if shift > 4 { (byte + 1).pointee |= UInt8(truncatingIfNeeded: (0xF &<< shift) &>> 8) }
    }
}

extension Double: ColumnOutput {
    /// Seconds, exactly as `FastDate.parse` returns them.
    @inline(__always)
    init?(columnValue timestamp: FastDate.Timestamp) { self = timestamp.timeIntervalSince1970 }
    static var skipped: Double { .nan }

    /// `Double(seconds) + Double(nanoseconds) / 1e9`, as ``FastDate/Timestamp/timeIntervalSince1970``
    /// computes it, two lanes at a time, and the same `Double`s: the whole seconds are
    /// `days * 86400 + secondOfDay`, integers below 2^53, so every step is exact; and
    /// `milliseconds / 1e3` is the same correctly rounded quotient as
    /// `(milliseconds * 1e6) / 1e9`, since both are the same rational number.
    @inline(__always)
    static func store(_ fields: JavaScriptLanes.Fields, at slots: UnsafeMutablePointer<Double>) -> Bool {
        let days = fields.days, secondOfDay = fields.secondOfDay, milliseconds = fields.milliseconds
        let low = SIMD2<Double>(Double(days[0]), Double(days[1])) * 86_400
            + SIMD2<Double>(Double(secondOfDay[0]), Double(secondOfDay[1]))
            + SIMD2<Double>(Double(milliseconds[0]), Double(milliseconds[1])) / 1e3
        let high = SIMD2<Double>(Double(days[2]), Double(days[3])) * 86_400
            + SIMD2<Double>(Double(secondOfDay[2]), Double(secondOfDay[3]))
            + SIMD2<Double>(Double(milliseconds[2]), Double(milliseconds[3])) / 1e3
        UnsafeMutableRawPointer(slots).storeBytes(of: low, as: SIMD2<Double>.self)
        UnsafeMutableRawPointer(slots + 2).storeBytes(of: high, as: SIMD2<Double>.self)
        return true
    }

    /// `Double(seconds) + Double(nanoseconds) / 1e9`, as for one value, two lanes at a time,
    /// and the same `Double`s: a whole number below 2^52 with the exponent bits of 2^52
    /// set is the `Double` 2^52 plus it, so subtracting 2^52 leaves it exactly; and
    /// `milliseconds / 1e3` is the same correctly rounded quotient as
    /// `(milliseconds * 1e6) / 1e9`, the same rational number. (Seconds have no
    /// milliseconds, and adding `0 / 1e9` changes no `Double` of 0 or more.)
    @inline(__always)
    static func store(_ fields: EpochLanes.Fields, at slots: UnsafeMutablePointer<Double>) -> Bool {
        var first = exactDouble(fields.seconds01), second = exactDouble(fields.seconds23)
        if fields.hasMilliseconds {
            first += exactDouble(fields.milliseconds01) / 1e3
            second += exactDouble(fields.milliseconds23) / 1e3
        }
        UnsafeMutableRawPointer(slots).storeBytes(of: first, as: SIMD2<Double>.self)
        UnsafeMutableRawPointer(slots + 2).storeBytes(of: second, as: SIMD2<Double>.self)
        return true
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
    init?(columnValue timestamp: FastDate.Timestamp) { self = timestamp }
    static var skipped: FastDate.Timestamp { FastDate.Timestamp(unchecked: 0, 0, 0) }

    @inline(__always)
    static func store(_ fields: JavaScriptLanes.Fields, at slots: UnsafeMutablePointer<FastDate.Timestamp>) -> Bool {
        for lane in 0 ..< 4 { (slots + lane).initialize(to: fields.timestamp(lane)) }
        return true
    }

    @inline(__always)
    static func store(_ fields: EpochLanes.Fields, at slots: UnsafeMutablePointer<FastDate.Timestamp>) -> Bool {
        for lane in 0 ..< 4 { (slots + lane).initialize(to: fields.timestamp(lane)) }
        return true
    }
}

extension JavaScriptLanes.Fields {
    /// Lane `lane`'s instant.
    @inline(__always)
    func timestamp(_ lane: Int) -> FastDate.Timestamp {
        let seconds = Int64(days[lane]) &* .secondsPerDay &+ Int64(secondOfDay[lane])
        return FastDate.Timestamp(unchecked: seconds, milliseconds[lane] &* 1_000_000, 0)
    }
}

extension EpochLanes.Fields {
    /// Lane `lane`'s instant (lanes 0 and 1 in the `01` vectors, 2 and 3 in the `23` ones).
    @inline(__always)
    func timestamp(_ lane: Int) -> FastDate.Timestamp {
        let seconds = lane < 2 ? seconds01[lane] : seconds23[lane &- 2]
        let milliseconds = lane < 2 ? milliseconds01[lane] : milliseconds23[lane &- 2]
        return FastDate.Timestamp(unchecked: Int64(seconds), Int32(truncatingIfNeeded: milliseconds) &* 1_000_000, 0)
    }
}

/// An `Int64` count of `Unit` since 1970, truncated toward the past as the epoch formats
/// write (an instant 1.5 ms before 1970 is -2 ms): Arrow's `timestamp[unit]`. Laid out as
/// an `Int64`, so the caller's `Int64` slots are bound to it.
struct UnitCount<Unit: EpochUnitType>: ColumnOutput {
    /// The unit's count in a second, from its table.
    @inline(__always) static var perSecond: Int64 { Unit.unit.unitsPerSecond }

    var value: Int64

    @inline(__always)
    init?(columnValue t: FastDate.Timestamp) {
        // Nanoseconds are 0 ..< 1e9 after the seconds, so dividing them truncates toward the past.
        let (scaled, overflow) = t.seconds.multipliedReportingOverflow(by: Self.perSecond)
        let (count, carry) = scaled.addingReportingOverflow(Int64(t.nanoseconds) / (1_000_000_000 / Self.perSecond))
        guard !overflow && !carry else { return nil }
        value = count
    }

    private init(_ value: Int64) { self.value = value }
    static var skipped: UnitCount { UnitCount(0) }

    /// A `toISOString()` text is in the years 0000–9999, whose microseconds fit `Int64`
    /// with room to spare: every unit but nanoseconds is written without an overflow test.
    @inline(__always)
    static func store(_ fields: JavaScriptLanes.Fields, at slots: UnsafeMutablePointer<UnitCount>) -> Bool {
        guard Self.perSecond <= FastDate.EpochUnit.microseconds.unitsPerSecond else {
            return store(fields.timestamp(0), fields.timestamp(1), fields.timestamp(2), fields.timestamp(3), at: slots)
        }
        let perDay = Int64.secondsPerDay &* Self.perSecond
        let perMillisecond = Self.perSecond / 1_000
        for lane in 0 ..< 4 {
            let milliseconds = perMillisecond == 0 ? 0 : Int64(fields.milliseconds[lane]) &* perMillisecond
            let count = Int64(fields.days[lane]) &* perDay &+ Int64(fields.secondOfDay[lane]) &* Self.perSecond &+ milliseconds
            (slots + lane).initialize(to: UnitCount(count))
        }
        return true
    }

    @inline(__always)
    static func store(_ fields: EpochLanes.Fields, at slots: UnsafeMutablePointer<UnitCount>) -> Bool {
        store(fields.timestamp(0), fields.timestamp(1), fields.timestamp(2), fields.timestamp(3), at: slots)
    }
}

/// An `Int32` count of days since 1970-01-01, the UTC day of the instant (truncated toward
/// the past): Arrow's `date32`. Laid out as an `Int32`.
struct DayCount: ColumnOutput {
    var value: Int32

    @inline(__always)
    init?(columnValue t: FastDate.Timestamp) {
        let days = t.seconds >= 0 ? t.seconds / .secondsPerDay : (t.seconds &+ 1) / .secondsPerDay &- 1
        guard let value = Int32(exactly: days) else { return nil }
        self.value = value
    }

    private init(_ value: Int32) { self.value = value }
    static var skipped: DayCount { DayCount(0) }

    /// A `toISOString()` text is in UTC: its day is the lanes' own day count.
    @inline(__always)
    static func store(_ fields: JavaScriptLanes.Fields, at slots: UnsafeMutablePointer<DayCount>) -> Bool {
        UnsafeMutableRawPointer(slots).storeBytes(of: fields.days, as: SIMD4<Int32>.self)
        return true
    }

    @inline(__always)
    static func store(_ fields: EpochLanes.Fields, at slots: UnsafeMutablePointer<DayCount>) -> Bool {
        store(fields.timestamp(0), fields.timestamp(1), fields.timestamp(2), fields.timestamp(3), at: slots)
    }
}
