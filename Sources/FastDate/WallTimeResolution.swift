#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads a date-time written without a UTC offset as a wall-clock time in a `TimeZone`.
///
/// The core does the reading both times; only the offset comes from here. A wall time
/// that a transition skips (02:30 on a spring-forward night) is read with the offset in
/// force before the transition, so it lands as many minutes after it as the gap is long
/// (03:30 daylight time); a wall time that happens twice (01:30 on a fall-back night) is
/// its first occurrence. Both are what `java.time` and Foundation's `Calendar` do.
enum WallTimeResolution {
    static func timestamp(_ text: String, in timeZone: TimeZone) throws(FastDate.ParseError) -> FastDate.Timestamp {
        let wall = try wallTime(text)
        guard let offset = utcOffset(forWallTime: wall, in: timeZone) else {
            throw FastDate.ParseError(.missingOffset, offset: text.utf8.count)
        }
        return try FastDate.parseTimestamp(text, as: .iso8601.assumingUTCOffset(offset))
    }

    /// The wall-clock fields of `text` as if they were UTC: the core reads them at +00:00.
    ///
    /// Within a day of the range's ends that instant can be out of range while the real
    /// one is not, so it is then read at ∓23:59:59 and shifted back. KNOWN LIMIT: a leap
    /// second, valid only at 23:59:60 UTC, cannot be read as wall time this way (the read
    /// at +00:00 refuses it) and stays an `invalidLeapSecond` error.
    private static func wallTime(_ text: String) throws(FastDate.ParseError) -> Date {
        var firstError: FastDate.ParseError?
        for offset: Int32 in [0, 86_399, -86_399] {
            do throws(FastDate.ParseError) {
                let t = try FastDate.parseTimestamp(text, as: .iso8601.assumingUTCOffset(offset))
                return Date(t) + TimeInterval(offset)
            } catch {
                guard error.kind == .outOfRange else { throw error }
                firstError = firstError ?? error
            }
        }
        throw firstError!
    }

    /// The offset at which the wall time `wall` (its fields read as if it were UTC) names
    /// an instant in `timeZone`.
    static func utcOffset(forWallTime wall: Date, in timeZone: TimeZone) -> Int32? {
        // Every instant the wall time can name lies within a day of `wall`, so the offsets
        // a day either side are the ones in force before and after any transition near it.
        let day: TimeInterval = 86_400
        let before = timeZone.secondsFromGMT(for: wall - day)
        let candidates = [before, timeZone.secondsFromGMT(for: wall), timeZone.secondsFromGMT(for: wall + day)]
        // An offset reads the wall time correctly when the zone really is at that offset at
        // the instant it gives. Two such offsets: a repeated hour, so take the larger offset,
        // the earlier instant. None: a skipped hour, so take the offset from before it.
        let consistent = candidates.filter { timeZone.secondsFromGMT(for: wall - TimeInterval($0)) == $0 }
        let offset = consistent.max() ?? before
        guard offset > -86_400 && offset < 86_400 else { return nil }
        return Int32(offset)
    }
}
