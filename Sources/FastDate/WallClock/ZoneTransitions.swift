#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Synchronization

/// A time zone's UTC offsets from 1900 to 2100, read once from Foundation and kept as a
/// sorted table, so placing a wall time asks a binary search instead of Foundation's
/// `secondsFromGMT(for:)` four times (about 95% of a local-time decode before).
///
/// Exactly Foundation's answers: the table is built from Foundation's own transitions
/// (`nextDaylightSavingTimeTransition(after:)`, which lists changes of standard time too)
/// and offsets, and `WallClockDSTTests` compares it with Foundation every hour, and on both
/// sides of every transition, from 1900 to 2100 in a dozen zones. Outside those years the
/// table defers to Foundation. Tables are made lazily, one per zone, shared by
/// every thread behind a mutex, and at most ``capacity`` are kept.
final class ZoneTransitions: Sendable {
    /// 1900-01-01T00:00:00Z: the table starts here.
    static var firstCovered: Int64 { -2_208_988_800 }
    /// 2100-01-01T00:00:00Z: the table ends here (exclusive).
    static var endCovered: Int64 { 4_102_444_800 }
    /// Zones kept at once; a program that meets more starts over (a table is ~5 kB and
    /// takes about a millisecond to build).
    static var capacity: Int { 64 }

    /// `starts[i]` is the instant from which `offsets[i]` is in force; `starts[0]` is
    /// ``firstCovered``.
    private let starts: [Int64]
    private let offsets: [Int32]

    init(_ zone: TimeZone) {
        var starts = [Self.firstCovered]
        var offsets = [Int32(clamping: zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(Self.firstCovered))))]
        var cursor = Date(timeIntervalSince1970: TimeInterval(Self.firstCovered))
        let end = Date(timeIntervalSince1970: TimeInterval(Self.endCovered))
        while let next = zone.nextDaylightSavingTimeTransition(after: cursor), next < end, next > cursor {
            let seconds = Int64(next.timeIntervalSince1970.rounded(.up))
            starts.append(seconds)
            offsets.append(Int32(clamping: zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(seconds)))))
            cursor = next
        }
        self.starts = starts
        self.offsets = offsets
    }

    /// The zone's offset at `instant` (seconds since 1970), or `nil` outside 1900–2100.
    @inline(__always)
    func offset(at instant: Int64) -> Int? {
        guard instant >= Self.firstCovered && instant < Self.endCovered else { return nil }
        // The last start at or before `instant`.
        var low = 0
        var high = starts.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if starts[middle] <= instant { low = middle } else { high = middle }
        }
        return Int(offsets[low])
    }

    /// The table for `zone`, made on first use; `nil` where the platform's `Mutex` is not
    /// available (Apple systems before 2024), and the caller asks Foundation directly.
    static func of(_ zone: TimeZone) -> ZoneTransitions? {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return nil }
        // Fixed-offset zones made with `TimeZone(secondsFromGMT:)` are named by their offset
        // rounded to the minute ("GMT+0001" for both 30 and 60 seconds), and compare equal
        // by that name: no key tells them apart, so they are left to Foundation (one
        // offset, no transitions: the cheap case anyway).
        guard !zone.identifier.hasPrefix("GMT") else { return nil }
        if let table = Cache.shared.withLock({ $0[zone] }) { return table }
        let table = ZoneTransitions(zone)  // built outside the lock: another thread may too
        return Cache.shared.withLock { tables in
            if let existing = tables[zone] { return existing }
            if tables.count >= capacity { tables.removeAll(keepingCapacity: true) }
            tables[zone] = table
            return table
        }
    }

    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    private enum Cache {
        static let shared = Mutex<[TimeZone: ZoneTransitions]>([:])
    }
}
