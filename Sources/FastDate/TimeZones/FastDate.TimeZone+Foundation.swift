#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Synchronization

extension FastDate.TimeZone {
    /// The zone Foundation's `timeZone` is, with exactly its offsets.
    ///
    /// The offsets from 1900 to 2100 are read from Foundation once and kept as a table, so
    /// a lookup does not ask Foundation again; outside those years Foundation answers. The
    /// table is made on first use (about a millisecond) and shared by every thread; at most
    /// 64 are kept. Transitions are known from 1900 to 2100. Where the system's database
    /// has the zone, ``init(identifier:)`` reads it from TZif instead, without Foundation.
    ///
    /// ```swift
    /// let zone = FastDate.TimeZone(TimeZone.current)
    /// ```
    public init(_ timeZone: TimeZone) {
        self = FoundationZoneBridge.zone(timeZone)
    }
}

extension TimeZone {
    /// Foundation's zone of the same identifier, or for a fixed offset a zone of that
    /// offset; `nil` where Foundation has neither (named zones need FoundationInternationalization
    /// on Linux).
    public init?(_ timeZone: FastDate.TimeZone) {
        if let zone = TimeZone(identifier: timeZone.identifier) {
            self = zone
        } else if timeZone.isFixedOffset, let zone = TimeZone(secondsFromGMT: Int(timeZone.offset(at: FastDate.Timestamp(seconds: 0)))) {
            self = zone
        } else {
            return nil
        }
    }
}

/// Foundation's `TimeZone` as a `FastDate.TimeZone`: its transitions from 1900 to 2100 read
/// once into the core's table, with Foundation asked outside those years.
enum FoundationZoneBridge {
    /// 1900-01-01T00:00:00Z: the table starts here.
    static var firstCovered: Int64 { -2_208_988_800 }
    /// 2100-01-01T00:00:00Z: the table ends here (exclusive).
    static var endCovered: Int64 { 4_102_444_800 }
    /// Zones kept at once; a program that meets more starts over.
    static var capacity: Int { 64 }

    /// The zone, from the cache or made now.
    static func zone(_ timeZone: TimeZone) -> FastDate.TimeZone {
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *),
           let zone = Cache.shared.withLock({ state -> FastDate.TimeZone? in
               if let last = state.last, last.0 == timeZone { return last.1 }
               guard let zone = state.zones[timeZone] else { return nil }
               state.last = (timeZone, zone)
               return zone
           }) {
            return zone
        }
        // Fixed-offset zones made with `TimeZone(secondsFromGMT:)` are named by their offset
        // rounded to the minute ("GMT+0001" for both 30 and 60 seconds) and compare equal by
        // that name, so no key tells them apart: each is made anew, a fixed zone of its exact
        // offset, which is cheap.
        if timeZone.identifier.hasPrefix("GMT"), timeZone.nextDaylightSavingTimeTransition == nil {
            return FastDate.TimeZone(utcOffset: clamped(timeZone.secondsFromGMT())).unsafelyUnwrapped  // clamped into range
        }
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else {
            // No `Mutex` to share a table: Foundation answers every lookup.
            return FastDate.TimeZone(rules: ZoneRules(
                identifier: timeZone.identifier, initial: 0, changes: [], footer: nil, outside: offsets(of: timeZone),
                coveredFrom: .max, coveredUntil: .max))
        }
        let made = table(timeZone)  // made outside the lock: another thread may too
        return Cache.shared.withLock { state in
            let kept = state.zones[timeZone] ?? made
            if state.zones[timeZone] == nil {
                if state.zones.count >= capacity { state.zones.removeAll(keepingCapacity: true) }
                state.zones[timeZone] = kept
            }
            state.last = (timeZone, kept)
            return kept
        }
    }

    /// Foundation's offsets, within the range every `FastDate.TimeZone` keeps (a custom
    /// zone could say a day or more).
    static func offsets(of timeZone: TimeZone) -> @Sendable (Int64) -> Int32 {
        { seconds in clamped(timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(seconds)))) }
    }

    static func clamped(_ offset: Int) -> Int32 {
        Int32(min(max(offset, -UTCOffsetRange.maximumMagnitude), UTCOffsetRange.maximumMagnitude))
    }

    /// The table of Foundation's changes from 1900 to 2100. Its transitions
    /// (`nextDaylightSavingTimeTransition(after:)`) list changes of standard time too.
    static func table(_ timeZone: TimeZone) -> FastDate.TimeZone {
        let offset = offsets(of: timeZone)
        let initial = offset(firstCovered)
        var changes: [(instant: Int64, offset: Int32)] = []
        var current = initial
        var cursor = Date(timeIntervalSince1970: TimeInterval(firstCovered))
        let end = Date(timeIntervalSince1970: TimeInterval(endCovered))
        while let next = timeZone.nextDaylightSavingTimeTransition(after: cursor), next < end, next > cursor {
            let seconds = Int64(next.timeIntervalSince1970.rounded(.up))
            let after = offset(seconds)
            if after != current, seconds > (changes.last?.instant ?? .min) {
                changes.append((seconds, after))
                current = after
            }
            cursor = next
        }
        return FastDate.TimeZone(rules: ZoneRules(
            identifier: timeZone.identifier, initial: initial, changes: changes, footer: nil, outside: offset,
            coveredFrom: firstCovered, coveredUntil: endCovered))
    }

    private struct State: Sendable {
        var zones: [TimeZone: FastDate.TimeZone] = [:]
        var last: (TimeZone, FastDate.TimeZone)?
    }

    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    private enum Cache {
        static let shared = Mutex<State>(State())
    }
}
