/// A time zone's offsets as a table, built once when the zone is loaded and only read after:
/// the offsets in force from each change of offset on, the footer rule past them, and an
/// index that finds the change in force at an instant with one shift and a few comparisons
/// that never branch on the data (`Spec/time-zones/time-zones.md`, "Lookups").
///
/// `@unchecked Sendable`: the buffers are written in `init` and freed in `deinit`, never
/// written in between. Buffers rather than arrays because a lookup then costs no retain and
/// no bounds check (`Benchmarks/LEDGER.md`, "Time zones"); every index is in range by
/// construction, as the comments at each read say.
package final class ZoneRules: @unchecked Sendable {
    /// `starts[i]` is the instant from which `offsets[i]` is in force; `starts[0]` is
    /// `Int64.min` and the last entry `Int64.max`, a sentinel whose offset repeats the one
    /// before it, so a step forward never reads past the end.
    private let starts: UnsafeMutableBufferPointer<Int64>
    private let offsets: UnsafeMutableBufferPointer<Int32>
    /// For each ``bucketShift``-sized stretch of instants from ``bucketBase``, the index of
    /// the offset in force at its start.
    private let buckets: UnsafeMutableBufferPointer<UInt32>
    private let bucketBase: Int64
    private let bucketShift: Int64
    /// The most changes of offset inside one bucket: a lookup steps that many times,
    /// whatever the instant, so its one loop has a trip count the processor learns per zone.
    private let steps: Int
    /// Instants before this are answered by ``earlyIndex(at:)``: only the few changes
    /// older than the index's start (the "big bang" entry of a fat TZif file).
    private let indexed: Int64
    /// From this instant on the ``footer`` rule answers, when it has daylight time.
    let horizon: Int64
    /// The footer rule, past ``horizon``.
    let footer: POSIXTimeZoneRule?
    /// For a zone bridged from another source (Foundation's `TimeZone`): the offsets it
    /// gives outside the years the table was built for, before ``indexed`` and from
    /// ``horizon`` on.
    let outside: (@Sendable (Int64) -> Int32)?

    /// 2^24 s, about 194 days: two changes a year fall in separate buckets nearly always.
    static var preferredBucketShift: Int64 { 24 }
    /// Buckets at most; a table spanning more widens its buckets rather than grow.
    static var maximumBuckets: Int { 4096 }
    /// The table holds the footer rule's changes up to this instant, 2101-01-01T00:00:00Z,
    /// so every instant of 1900–2100 is one lookup (`Spec/time-zones/time-zones.md`).
    static var materializedUntil: Int64 { 4_133_980_800 }
    /// The oldest instant the index starts at: 1800-01-01T00:00:00Z. Changes before it are
    /// searched one by one.
    static var oldestIndexed: Int64 { -5_364_662_400 }

    /// A table of `changes`, the offset `initial` before the first of them.
    ///
    /// - Parameters:
    ///   - changes: Instants in strictly ascending order with the offset from each on,
    ///     every offset different from the one before it.
    ///   - footer: The rule past the last change; its changes up to ``materializedUntil``
    ///     are added to the table.
    ///   - outside: A bridged zone's offsets before `coveredFrom` and from `coveredUntil`.
    package init(initial: Int32, changes: [(instant: Int64, offset: Int32)], footer: POSIXTimeZoneRule?,
         outside: (@Sendable (Int64) -> Int32)? = nil, coveredFrom: Int64 = .min, coveredUntil: Int64 = .max) {
        var all = changes
        var horizon = coveredUntil
        if let footer {
            let last = all.last
            let lastOffset = last?.offset ?? initial
            if footer.daylight != nil {
                if let last, last.instant >= Self.materializedUntil {
                    horizon = last.instant &+ 1
                } else if last == nil {
                    // No transitions: the rule governs every instant (RFC 8536 section 3.2).
                    horizon = .min
                } else {
                    let from = footer.year(of: last.unsafelyUnwrapped.instant)
                    all += footer.changes(in: from...2101, from: lastOffset, after: last.unsafelyUnwrapped.instant, before: Self.materializedUntil)
                    horizon = Self.materializedUntil
                }
            } else if footer.standardOffset != lastOffset {
                // A footer that disagrees with the last type governs after it (RFC 8536 3.3).
                all.append(((last?.instant ?? .min) &+ 1, footer.standardOffset))
            }
        }
        self.horizon = horizon
        self.footer = footer
        self.outside = outside

        let count = all.count + 2
        starts = .allocate(capacity: count)
        offsets = .allocate(capacity: count)
        starts[0] = .min
        offsets[0] = initial
        for (i, change) in all.enumerated() {
            starts[i + 1] = change.instant
            offsets[i + 1] = change.offset
        }
        starts[count - 1] = .max
        offsets[count - 1] = offsets[count - 2]

        // The index starts at the first change from 1800 on; older ones are searched.
        var first = 1
        while first < count - 1 && starts[first] < Self.oldestIndexed { first += 1 }
        let base = first < count - 1 ? starts[first] : 0
        let last = count - 2 >= first ? starts[count - 2] : base
        var shift = Self.preferredBucketShift
        while shift < 62 && Int((UInt64(bitPattern: last &- base) >> UInt64(shift)) + 1) > Self.maximumBuckets { shift += 1 }
        let bucketCount = Int(UInt64(bitPattern: last &- base) >> UInt64(shift)) + 1
        buckets = .allocate(capacity: bucketCount)
        var index = first - 1
        var steps = 0
        for b in 0..<bucketCount {
            let bucketStart = base &+ (Int64(b) << shift)
            while starts[index + 1] <= bucketStart { index += 1 }
            buckets[b] = UInt32(index)
            let bucketEnd = b == bucketCount - 1 ? Int64.max - 1 : bucketStart &+ (Int64(1) << shift) &- 1
            var end = index
            while starts[end + 1] <= bucketEnd { end += 1 }
            steps = max(steps, end - index)
        }
        self.steps = steps
        bucketBase = base
        bucketShift = shift
        indexed = max(first < count - 1 ? base : .min, coveredFrom)
    }

    deinit {
        starts.deallocate()
        offsets.deallocate()
        buckets.deallocate()
    }

    // MARK: Lookups

    /// The offset in force at `instant` (seconds since 1970 UTC).
    @inline(__always)
    func offset(at instant: Int64) -> Int32 {
        guard instant >= indexed && instant < horizon else { return offsetOutsideIndex(at: instant) }
        return offsets[index(at: instant)]
    }

    /// The index of the change in force at an instant from ``indexed`` to before ``horizon``.
    @inline(__always)
    private func index(at instant: Int64) -> Int {
        // Never below 0 (the instant is indexed); past the last bucket, the last bucket.
        let bucket = min(UInt64(bitPattern: instant &- bucketBase) >> UInt64(bitPattern: bucketShift), UInt64(buckets.count &- 1))
        var i = Int(buckets[Int(bucket)])
        // `starts` ends in `Int64.max`, which no instant before `horizon` reaches, so `i + 1`
        // stays in the buffer.
        for _ in 0..<steps { i &+= starts[i &+ 1] <= instant ? 1 : 0 }
        return i
    }

    /// The offset before the index or past the horizon: the bridged source, the footer
    /// rule, or a search of the old changes.
    private func offsetOutsideIndex(at instant: Int64) -> Int32 {
        if let outside { return outside(instant) }
        if instant >= horizon, let footer { return footer.offset(at: instant) }
        return offsets[earlyIndex(at: instant)]
    }

    /// The index of the change in force at `instant`, by a walk from the start: for instants
    /// before the index (a few changes at most) and before an index of nothing.
    private func earlyIndex(at instant: Int64) -> Int {
        var i = 0
        // Never onto the sentinel, which `Int64.max` itself would reach.
        while i + 2 < starts.count && starts[i + 1] <= instant { i += 1 }
        return i
    }

    /// The one offset in force from `start` through `end`, when no change falls between
    /// them and both are in the table; else `nil`. One lookup and one comparison.
    @inline(__always)
    func offset(throughout start: Int64, _ end: Int64) -> Int32? {
        guard start >= indexed && end < horizon else { return nil }
        let i = index(at: start)
        return starts[i &+ 1] > end ? offsets[i] : nil
    }

    // MARK: Transitions

    /// The first change of offset after `instant`, as (instant, offset before, offset after).
    func nextChange(after instant: Int64) -> (instant: Int64, before: Int32, after: Int32)? {
        if outside != nil && (instant < indexed || instant >= horizon) { return nil }
        if instant < horizon {
            let i = instant >= indexed ? index(at: instant) : earlyIndex(at: instant)
            // `i + 1` is a real change unless it is the sentinel at `starts.count - 1`.
            if i + 2 < starts.count && starts[i + 1] < horizon {
                return (starts[i + 1], offsets[i], offsets[i + 1])
            }
        }
        guard outside == nil, let footer else { return nil }
        // Changes from the horizon on (a horizon of `.min`: the rule governs every instant).
        return footer.nextChange(after: horizon == .min ? instant : max(instant, horizon - 1))
    }

    /// The last change of offset before `instant`.
    func previousChange(before instant: Int64) -> (instant: Int64, before: Int32, after: Int32)? {
        guard instant > .min else { return nil }
        if outside != nil && (instant <= indexed || instant > horizon) { return nil }
        if instant > horizon, let footer, let change = footer.previousChange(before: instant), change.instant >= horizon {
            return change
        }
        guard horizon > .min else { return nil }
        let probe = min(instant, horizon) &- 1
        let i = probe >= indexed && probe < horizon ? index(at: probe) : earlyIndex(at: probe)
        // Index 0 is the offset before every change; `count - 1` the sentinel.
        guard i >= 1 && i < starts.count - 1 else { return nil }
        return (starts[i], offsets[i - 1], offsets[i])
    }
}
