#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Synchronization

/// A time zone's UTC offsets from 1900 to 2100, read once from Foundation and kept as a
/// sorted table with a bucket index, so placing a wall time asks one or two lookups
/// instead of Foundation's `secondsFromGMT(for:)` four times (about 95% of a local-time
/// decode before).
///
/// Exactly Foundation's answers: the table is built from Foundation's own transitions
/// (`nextDaylightSavingTimeTransition(after:)`, which lists changes of standard time too)
/// and offsets, and `ZoneTransitionTests` compares placement with Foundation every hour,
/// and on both sides of every transition, from 1900 to 2100 in a dozen zones. Outside
/// those years the table defers to Foundation. Tables are made lazily, one per zone,
/// shared by every thread behind a mutex, and at most ``capacity`` are kept.
///
/// `@unchecked Sendable`: the tables are buffers written once in `init` and only read
/// after it (see the note on them below).
final class ZoneTransitions: @unchecked Sendable {
    /// 1900-01-01T00:00:00Z: the table starts here.
    static var firstCovered: Int64 { -2_208_988_800 }
    /// 2100-01-01T00:00:00Z: the table ends here (exclusive).
    static var endCovered: Int64 { 4_102_444_800 }
    /// Zones kept at once; a program that meets more starts over (a table is 18–21 kB,
    /// nearly all of it the bucket index, and takes about a millisecond to build).
    static var capacity: Int { 64 }

    /// `starts[i]` is the instant from which `offsets[i]` is in force; `starts[0]` is
    /// ``firstCovered``.
    private let starts: UnsafeBufferPointer<Int64>
    private let offsets: UnsafeBufferPointer<Int32>
    /// For each ``bucketSeconds``-long stretch from ``firstCovered``, the index of the
    /// offset in force at its start: a lookup is one division and a step or two forward,
    /// never a search. 9,132 buckets of 8 days, 18 kB per zone. The top bit
    /// (``steadyBucket``) marks a bucket with no transition within a day of it.
    private let buckets: UnsafeBufferPointer<UInt16>
    private static var bucketSeconds: Int64 { 8 * .secondsPerDay }
    /// Set in a bucket's entry when one offset is in force from a day before the bucket to
    /// a day after it, so ``offset(throughoutDayAround:)`` is one lookup for any instant
    /// in it. Nearly all buckets have it: DST moves the clock twice a year, which leaves
    /// about two buckets in 45 without. The other bits are the index, so a table holds
    /// fewer than 2^15 offsets (a zone has a few hundred from 1900 to 2100).
    private static var steadyBucket: UInt16 { 0x8000 }
    /// How far from its local seconds a wall-clock reading can name an instant: a day, since
    /// no offset reaches one (`UTCOffsetRange`). The offsets this far either side are the
    /// ones in force before and after any transition near the reading, so it is also the
    /// window a steady stretch must hold through, either side.
    static var reach: Int64 { .secondsPerDay }
    private static var day: Int64 { reach }
    // The three tables are buffers this object owns (written once in `init`, freed in
    // `deinit`, never written in between), not arrays: a lookup then costs no retain and
    // no bounds check, which were most of its cost. Every index is in range by
    // construction: buckets cover the years exactly, and each holds an index into starts.

    init(_ zone: TimeZone) {
        var starts = [Self.firstCovered]
        var offsets = [Int32(clamping: zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(Self.firstCovered))))]
        var cursor = Date(timeIntervalSince1970: TimeInterval(Self.firstCovered))
        let end = Date(timeIntervalSince1970: TimeInterval(Self.endCovered))
        while let next = zone.nextDaylightSavingTimeTransition(after: cursor), next < end, next > cursor,
              starts.count < Int(Self.steadyBucket) {
            let seconds = Int64(next.timeIntervalSince1970.rounded(.up))
            starts.append(seconds)
            offsets.append(Int32(clamping: zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(seconds)))))
            cursor = next
        }
        var buckets: [UInt16] = []
        var index = 0
        var bucketStart = Self.firstCovered
        while bucketStart < Self.endCovered {
            while index + 1 < starts.count && starts[index + 1] <= bucketStart { index += 1 }
            buckets.append(UInt16(index))
            bucketStart += Self.bucketSeconds
        }
        self.starts = Self.copy(starts)
        self.offsets = Self.copy(offsets)
        self.buckets = Self.copy(buckets)
        // Marked with the table's own two-lookup test, so the mark says exactly what that
        // test would (`index(at:)` ignores the mark it reads).
        let marked = UnsafeMutableBufferPointer(mutating: self.buckets)
        for bucket in marked.indices {
            let start = Self.firstCovered &+ Int64(bucket) &* Self.bucketSeconds
            if offset(throughout: start &- Self.day, start &+ Self.bucketSeconds &- 1 &+ Self.day) != nil {
                marked[bucket] |= Self.steadyBucket
            }
        }
    }

    deinit {
        starts.deallocate()
        offsets.deallocate()
        buckets.deallocate()
    }

    private static func copy<Element>(_ array: [Element]) -> UnsafeBufferPointer<Element> {
        let buffer = UnsafeMutableBufferPointer<Element>.allocate(capacity: array.count)
        _ = buffer.initialize(from: array)
        return UnsafeBufferPointer(buffer)
    }

    /// The zone's offset at `instant` (seconds since 1970), or `nil` outside 1900–2100.
    @inline(__always)
    func offset(at instant: Int64) -> Int? {
        guard instant >= Self.firstCovered && instant < Self.endCovered else { return nil }
        return Int(offsets[index(at: instant)])
    }

    /// The one offset in force from `start` to `end` (both covered, `start <= end`) when
    /// no transition falls between them, else `nil`: two lookups, where placing a wall
    /// time by the general rule takes four or more.
    @inline(__always)
    func offset(throughout start: Int64, _ end: Int64) -> Int? {
        guard start >= Self.firstCovered && end < Self.endCovered else { return nil }
        let first = index(at: start)
        return first == index(at: end) ? Int(offsets[first]) : nil
    }

    /// The one offset in force from a day before `instant` to a day after it, when no
    /// transition falls in between, else `nil`: ``offset(throughout:_:)`` of that window,
    /// answered by the bucket's mark in one lookup nearly always.
    @inline(__always)
    func offset(throughoutDayAround instant: Int64) -> Int? {
        guard instant >= Self.firstCovered && instant < Self.endCovered else { return nil }
        let entry = buckets[Self.bucket(of: instant)]
        if entry & Self.steadyBucket != 0 { return Int(offsets[Int(entry & ~Self.steadyBucket)]) }
        return offset(throughout: instant &- Self.day, instant &+ Self.day)
    }

    /// The bucket that holds a covered `instant`.
    @inline(__always)
    private static func bucket(of instant: Int64) -> Int {
        Int((instant &- firstCovered) / bucketSeconds)
    }

    /// The index of the offset in force at a covered `instant`.
    @inline(__always)
    private func index(at instant: Int64) -> Int {
        var index = Int(buckets[Self.bucket(of: instant)] & ~Self.steadyBucket)
        // Changes less than 8 days apart are rare; step over those in this bucket.
        while index &+ 1 < starts.count && starts[index &+ 1] <= instant { index &+= 1 }
        return index
    }

    /// The table for `zone`, made on first use; `nil` where the platform's `Mutex` is not
    /// available (Apple systems before 2024), and the caller asks Foundation directly.
    static func of(_ zone: TimeZone) -> ZoneTransitions? {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return nil }
        // The zone asked for last: most programs place every reading in one zone, and
        // comparing it is cheaper than hashing it.
        if let table = Cache.shared.withLock({ $0.last.flatMap { $0.zone == zone ? $0.table : nil } }) { return table }
        // Fixed-offset zones made with `TimeZone(secondsFromGMT:)` are named by their offset
        // rounded to the minute ("GMT+0001" for both 30 and 60 seconds), and compare equal
        // by that name: no key tells them apart, so they are left to Foundation (one
        // offset, no transitions: the cheap case anyway).
        guard !zone.identifier.hasPrefix("GMT") else { return nil }
        if let table = Cache.shared.withLock({ state -> ZoneTransitions? in
            guard let table = state.tables[zone] else { return nil }
            state.last = (zone, table)
            return table
        }) {
            return table
        }
        let table = ZoneTransitions(zone)  // built outside the lock: another thread may too
        return Cache.shared.withLock { state in
            let kept = state.tables[zone] ?? table
            if state.tables[zone] == nil {
                if state.tables.count >= capacity { state.tables.removeAll(keepingCapacity: true) }
                state.tables[zone] = kept
            }
            state.last = (zone, kept)
            return kept
        }
    }

    private struct State: Sendable {
        var tables: [TimeZone: ZoneTransitions] = [:]
        var last: (zone: TimeZone, table: ZoneTransitions)?
    }

    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    private enum Cache {
        static let shared = Mutex<State>(State())
    }
}
