#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// Local date-times and times of day, for `.fastLocalDateTime(in:)` and
// `.fastTimeOfDay(on:in:)`: the core reads the text, `WallTimeResolution` places it.
extension DateDecoding {
    /// A date-time string whose offset may be missing, read as wall-clock time in `timeZone`.
    static func localDateTime(from decoder: any Decoder, in timeZone: TimeZone) throws -> FastDate.Timestamp {
        let text = try wallClockText(from: decoder)
        return try parse(text, decoder) { (text) throws(FastDate.ParseError) in
            try WallTimeResolution.timestamp(text, in: timeZone)
        }
    }

    /// A time-of-day string on the day `anchor` stands for.
    static func timeOfDay(from decoder: any Decoder, on anchor: TimeOfDayAnchor) throws -> FastDate.Timestamp {
        let text = try wallClockText(from: decoder)
        return try parse(text, decoder) { (text) throws(FastDate.ParseError) in
            let time = try FastDate.parseTimeOfDay(text)
            let reading = FastDate.LocalDateTime(
                localSeconds: anchor.localMidnight + Int64(time.secondsSinceMidnight), nanoseconds: time.nanoseconds)
            if let steady = anchor.steadyOffset { return try reading.timestamp(assumingUTCOffset: steady) }
            return try WallTimeResolution.timestamp(reading, in: anchor.timeZone, inputLength: text.utf8.count)
        }
    }

    /// The single value as a `String`, or the error `string(from:as:)` would give.
    private static func wallClockText(from decoder: any Decoder) throws -> String {
        let container = try decoder.singleValueContainer()
        do {
            return try container.decode(String.self)
        } catch {
            throw stringFailure(error, container, decoder)
        }
    }
}

/// The day `.fastTimeOfDay(on:in:)` puts every value on, worked out once when the strategy
/// is made rather than for every date decoded.
struct TimeOfDayAnchor: Sendable {
    let timeZone: TimeZone
    /// The day's midnight as local seconds.
    let localMidnight: Int64
    /// The offset for every reading that day, when no transition comes near it.
    let steadyOffset: Int32?

    init(day: Date, in timeZone: TimeZone) {
        self.timeZone = timeZone
        localMidnight = WallTimeResolution.localMidnight(of: day, in: timeZone)
        steadyOffset = WallTimeResolution.steadyOffset(onDayStarting: localMidnight, in: timeZone)
    }
}
