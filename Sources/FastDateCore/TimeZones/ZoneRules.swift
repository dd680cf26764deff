/// A time zone's offsets as a table, built once when the zone is loaded and only read after:
/// the offsets in force from each change of offset on, the footer rule past them, and an
/// index that finds the change in force at an instant with one shift and a few comparisons
/// that never branch on the data (`Spec/time-zones/time-zones.md`, "Lookups").
///
/// `@unchecked Sendable`: the buffers are written in `init` and freed in `deinit`, never
/// written in between. Buffers rather than arrays because a lookup then costs no retain and
/// no bounds check (`Benchmarks/LEDGER.md`, "Time zones"); every index is in range by
/// construction, as the comments at each read say.
@usableFromInline package final class ZoneRules: @unchecked Sendable {
    /// The zone's name.
    let identifier: String
    /// `starts[i]` is the instant from which `offsets[i]` is in force; `starts[0]` is
    /// `Int64.min` and the last entry `Int64.max`, a sentinel whose offset repeats the one
    /// before it, so the walks that build the buckets never read past the end.
    private let starts: UnsafeMutableBufferPointer<Int64>
    @usableFromInline let offsets: UnsafeMutableBufferPointer<Int32>
    /// For each ``bucketShift``-sized stretch of instants from ``bucketBase``, the offsets
    /// in force through it and the (at most two) changes inside it: a lookup is one load
    /// and two selects (`Spec/time-zones/time-zones.md`, "Lookups").
    @usableFromInline let buckets: UnsafeMutableRawBufferPointer
    @usableFromInline let bucketCount: Int
    @usableFromInline let bucketBase: Int64
    @usableFromInline let bucketShift: Int64
    /// Instants before this are answered by ``search(_:)``: only those before 1900 and
    /// before the last change older than the index's first bucket (the "big bang" entry of
    /// a fat TZif file, a zone's change from local mean time).
    @usableFromInline let indexed: Int64
    /// From this instant on the ``footer`` rule answers, when it has daylight time.
    @usableFromInline let horizon: Int64
    /// The footer rule, past ``horizon``.
    let footer: POSIXTimeZoneRule?
    /// For a zone bridged from another source (Foundation's `TimeZone`): the offsets it
    /// gives outside the years the table was built for, before ``indexed`` and from
    /// ``horizon`` on.
    let outside: (@Sendable (Int64) -> Int32)?

    /// 2^24 s, about 194 days: a bucket holds the two changes of a daylight-saving year
    /// at most, nearly always.
    static var preferredBucketShift: Int64 { 24 }
    /// Buckets at most; a table spanning more widens its buckets rather than grow.
    static var maximumBuckets: Int { 4096 }
    /// The table holds the footer rule's changes up to this instant, 2101-01-01T00:00:00Z,
    /// so every instant of 1900–2100 is one lookup (`Spec/time-zones/time-zones.md`).
    static var materializedUntil: Int64 { 4_133_980_800 }
    /// The oldest instant the index starts at: 1900-01-01T00:00:00Z (most zones' change
    /// from local mean time falls before it, and indexing those decades cost a sixth of a
    /// zone's load). Changes before it are found by a binary search.
    static var oldestIndexed: Int64 { -2_208_988_800 }

    /// A table of `changes`, the offset `initial` before the first of them, for the zone
    /// named `identifier`.
    ///
    /// - Parameters:
    ///   - changes: Instants in strictly ascending order with the offset from each on,
    ///     every offset different from the one before it.
    ///   - footer: The rule past the last change; its changes up to ``materializedUntil``
    ///     are added to the table.
    ///   - outside: A bridged zone's offsets before `coveredFrom` and from `coveredUntil`.
    package init(identifier: String, initial: Int32, changes: [(instant: Int64, offset: Int32)], footer: POSIXTimeZoneRule?,
         outside: (@Sendable (Int64) -> Int32)? = nil, coveredFrom: Int64 = .min, coveredUntil: Int64 = .max) {
        self.identifier = identifier
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
                    footer.appendChanges(in: from...2101, from: lastOffset, after: last.unsafelyUnwrapped.instant,
                                         before: Self.materializedUntil, to: &all)
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

        // The index starts at the first change from 1900 on; older ones are searched.
        var first = 1
        while first < count - 1 && starts[first] < Self.oldestIndexed { first += 1 }
        let base = first < count - 1 ? starts[first] : 0
        let last = count - 2 >= first ? starts[count - 2] : base
        var shift = Self.preferredBucketShift
        while shift < 62 && Int((UInt64(bitPattern: last &- base) >> UInt64(shift)) + 1) > Self.maximumBuckets { shift += 1 }
        let bucketCount = Int(UInt64(bitPattern: last &- base) >> UInt64(shift)) + 1
        self.bucketCount = bucketCount
        buckets = .allocate(byteCount: bucketCount * Self.bucketBytes, alignment: Self.bucketBytes)
        var index = first - 1
        for b in 0..<bucketCount {
            let bucketStart = base &+ (Int64(b) << shift)
            // The change in force just before the bucket; one at its very start is one of
            // its own, so that the first bucket also holds the offset before the base.
            while starts[index + 1] < bucketStart { index += 1 }
            let bucketEnd = b == bucketCount - 1 ? Int64.max - 1 : bucketStart &+ (Int64(1) << shift) &- 1
            var end = index
            while starts[end + 1] <= bucketEnd { end += 1 }
            let entry = buckets.baseAddress.unsafelyUnwrapped + b * Self.bucketBytes
            switch end - index {
            case 0: Self.store(entry, .max, .max, offsets[index], offsets[index], offsets[index])
            case 1: Self.store(entry, starts[index + 1], .max, offsets[index], offsets[index + 1], offsets[index + 1])
            case 2: Self.store(entry, starts[index + 1], starts[index + 2], offsets[index], offsets[index + 1], offsets[index + 2])
            default: Self.store(entry, .min, .min, Self.crowded, Self.crowded, Self.crowded)
            }
        }
        bucketBase = base
        bucketShift = shift
        // The first bucket also answers back to the change before its own first one (its
        // offset before that change holds there), but not before 1900 when that change is
        // older, so that a zone whose first change from 1900 is late (Lord Howe, 1981) has
        // its earlier decades indexed without buckets for them.
        indexed = max(starts[first - 1], min(base, Self.oldestIndexed), coveredFrom)
    }

    /// A bucket's 32 bytes: the instants of its first and second change (`Int64.max` for
    /// one it does not have) at bytes 0 and 8, then the offsets before, between and after
    /// them at 16, 20 and 24. An instant's offset is the one at `16 + 4k`, `k` the number
    /// of the bucket's changes at or before it: two comparisons and one load, with no
    /// branch on where in the bucket the instant falls. A bucket with three or more changes
    /// has both instants `Int64.min` and every offset ``crowded``, and is searched.
    @inlinable static var bucketBytes: Int { 32 }

    /// The mark of a bucket with more changes than an entry holds (no offset is this).
    @inlinable static var crowded: Int32 { .min }

    private static func store(_ entry: UnsafeMutableRawPointer, _ first: Int64, _ second: Int64, _ a: Int32, _ b: Int32, _ c: Int32) {
        entry.storeBytes(of: first, as: Int64.self)
        entry.storeBytes(of: second, toByteOffset: 8, as: Int64.self)
        entry.storeBytes(of: a, toByteOffset: 16, as: Int32.self)
        entry.storeBytes(of: b, toByteOffset: 20, as: Int32.self)
        entry.storeBytes(of: c, toByteOffset: 24, as: Int32.self)
        entry.storeBytes(of: 0, toByteOffset: 28, as: Int32.self)
    }

    /// The offset a bucket gives `instant`, or ``crowded``.
    @inlinable @inline(__always)
    func offset(in entry: UnsafeRawPointer, at instant: Int64) -> Int32 {
        entry.load(fromByteOffset: 16 &+ 4 &* Self.changes(in: entry, atOrBefore: instant), as: Int32.self)
    }

    /// The bucket of an instant from ``indexed`` on.
    @inlinable @inline(__always)
    func entry(_ instant: Int64) -> UnsafeRawPointer {
        UnsafeRawPointer(buckets.baseAddress.unsafelyUnwrapped) + bucketIndex(of: instant) &* Self.bucketBytes
    }

    deinit {
        starts.deallocate()
        offsets.deallocate()
        buckets.deallocate()
    }

    // MARK: Lookups

    /// The offset in force at `instant` (seconds since 1970 UTC).
    @inlinable @inline(__always)
    func offset(at instant: Int64) -> Int32 {
        guard instant >= indexed && instant < horizon else { return offsetOutsideIndex(at: instant) }
        let offset = offset(in: entry(instant), at: instant)
        return offset != Self.crowded ? offset : offsets[search(instant)]
    }

    /// The bucket of an instant from ``indexed`` on: the first for one before
    /// ``bucketBase``, and past the last bucket, the last.
    @inlinable @inline(__always)
    func bucketIndex(of instant: Int64) -> Int {
        // From the base on, the difference is exact as an unsigned count.
        // A shift of at most 62 (`init`), so the masking shift is the plain one.
        let index = Int(min(UInt64(bitPattern: instant &- bucketBase) &>> UInt64(bitPattern: bucketShift), UInt64(bucketCount &- 1)))
        return instant < bucketBase ? 0 : index
    }

    /// The index of the change in force at `instant`, by binary search: for crowded
    /// buckets and transitions, which are not the hot path. Read-only (`@_effects`), so
    /// that a caller holding a zone need not retain it around the call.
    @usableFromInline @_effects(readonly) func search(_ instant: Int64) -> Int {
        // `starts[0]` is `Int64.min` (at or before every instant); the sentinel at the end
        // is `Int64.max`, never counted as at or before.
        var low = 0, high = starts.count - 2
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= instant { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The offset before the index or past the horizon: the bridged source, the footer
    /// rule, or a search of the old changes. Read-only, as ``search(_:)`` is: the bridged
    /// source answers the same instant the same way.
    @usableFromInline @_effects(readonly) func offsetOutsideIndex(at instant: Int64) -> Int32 {
        if let outside { return outside(instant) }
        if instant >= horizon, let footer { return footer.offset(at: instant) }
        return offsets[search(instant)]
    }

    /// The one offset in force from `start` through `end`, when no change falls between
    /// them and both are in the table; else `nil`. The window is shorter than a bucket (a
    /// week at most), so its changes are those of the buckets of its ends.
    @inlinable @inline(__always)
    func offset(throughout start: Int64, _ end: Int64) -> Int32? {
        guard start >= indexed && end < horizon else { return nil }
        let first = bucketIndex(of: start)
        guard first == bucketIndex(of: end) else { return offset(across: start, end) }
        // Nearly always: one bucket holds the window, which is steady when neither of the
        // bucket's changes falls in it. Where in its bucket a reading falls is random, so
        // the tests are arithmetic, not branches.
        let entry = UnsafeRawPointer(buckets.baseAddress.unsafelyUnwrapped) + first &* Self.bucketBytes
        let changed = Self.changes(in: entry, after: start, through: end)
        let offset = offset(in: entry, at: start)
        return !changed && offset != Self.crowded ? offset : nil
    }

    /// ``offset(throughout:_:)`` for a window across two buckets: both ends read the same
    /// offset from their buckets, and neither bucket changes between them.
    @usableFromInline func offset(across start: Int64, _ end: Int64) -> Int32? {
        let a = entry(start), b = entry(end)
        let offset = self.offset(in: a, at: start)
        guard offset != Self.crowded, self.offset(in: b, at: end) == offset,
              !Self.changes(in: a, after: start, through: end), !Self.changes(in: b, after: start, through: end) else { return nil }
        return offset
    }

    /// Whether the bucket `entry` changes its offset after `start` and at or before `end`.
    @inlinable @inline(__always)
    static func changes(in entry: UnsafeRawPointer, after start: Int64, through end: Int64) -> Bool {
        // A change `c` is in `start + 1 ... end` when `c − start − 1`, counted modulo 2^64,
        // is below the window's length: one unsigned comparison, whatever the sentinels.
        let length = UInt64(bitPattern: end &- start)
        let first = UInt64(bitPattern: entry.load(as: Int64.self) &- start &- 1)
        let second = UInt64(bitPattern: entry.load(fromByteOffset: 8, as: Int64.self) &- start &- 1)
        return (first < length ? 1 : 0) | (second < length ? 1 : 0) != 0
    }

    /// How many of the bucket `entry`'s changes fall at or before `instant`: 0, 1 or 2.
    @inlinable @inline(__always)
    static func changes(in entry: UnsafeRawPointer, atOrBefore instant: Int64) -> Int {
        (instant >= entry.load(as: Int64.self) ? 1 : 0) &+ (instant >= entry.load(fromByteOffset: 8, as: Int64.self) ? 1 : 0)
    }

    // MARK: Transitions

    /// The first change of offset after `instant`, as (instant, offset before, offset after).
    func nextChange(after instant: Int64) -> (instant: Int64, before: Int32, after: Int32)? {
        if outside != nil && (instant < indexed || instant >= horizon) { return nil }
        if instant < horizon {
            let i = search(instant)
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
        let i = search(probe)
        // Index 0 is the offset before every change; `count - 1` the sentinel.
        guard i >= 1 && i < starts.count - 1 else { return nil }
        return (starts[i], offsets[i - 1], offsets[i])
    }
}
