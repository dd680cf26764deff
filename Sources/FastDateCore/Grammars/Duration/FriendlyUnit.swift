/// The ten units of the friendly form (`Spec/duration/friendly.md`), largest first, the
/// order they must be written in, and the words that name them.
enum FriendlyUnit: Int {
    case year, month, week, day, hour, minute, second, millisecond, microsecond, nanosecond

    /// Whether the unit is an hour or smaller: it may carry a fraction.
    var isTime: Bool { rawValue >= Self.hour.rawValue }

    /// How many of a unit below a second make one.
    var perSecond: Int64 {
        switch self {
        case .millisecond: 1_000
        case .microsecond: 1_000_000
        default: .nanosecondsPerSecond
        }
    }

    /// The unit named by the word at `i` (lower-case letters, or `µ` U+00B5 then letters)
    /// and the index past it; `nil` when the word names none. The whole word must match:
    /// `m` is a minute, `mo` a month, `ms` a millisecond.
    static func named(_ input: ByteInput, at start: Int) -> (FriendlyUnit, Int)? {
        var i = start
        // `µ` is two bytes in UTF-8; it only begins a microsecond's name.
        let micro = input[i] == 0xC2 && input[i &+ 1] == 0xB5
        if micro { i &+= 2 }
        let wordStart = i
        while input[i] >= UInt8(ascii: "a") && input[i] <= UInt8(ascii: "z") { i &+= 1 }
        let length = i &- wordStart
        guard length > 0 else { return nil }
        // One name at a time: a variadic list would allocate its array.
        func word(_ name: StaticString) -> Bool {
            guard name.utf8CodeUnitCount == length else { return false }
            var k = 0
            while k < length && name.utf8Start[k] == input[wordStart &+ k] { k &+= 1 }
            return k == length
        }
        if micro {
            return word("s") || word("sec") || word("secs") ? (.microsecond, i) : nil
        }
        // The first letter picks the few names to compare; the compact ones are one letter.
        let unit: FriendlyUnit
        switch input[wordStart] {
        case UInt8(ascii: "y"):
            guard length == 1 || word("yr") || word("yrs") || word("year") || word("years") else { return nil }
            unit = .year
        case UInt8(ascii: "w"):
            guard length == 1 || word("wk") || word("wks") || word("week") || word("weeks") else { return nil }
            unit = .week
        case UInt8(ascii: "d"):
            guard length == 1 || word("day") || word("days") else { return nil }
            unit = .day
        case UInt8(ascii: "h"):
            guard length == 1 || word("hr") || word("hrs") || word("hour") || word("hours") else { return nil }
            unit = .hour
        case UInt8(ascii: "s"):
            guard length == 1 || word("sec") || word("secs") || word("second") || word("seconds") else { return nil }
            unit = .second
        case UInt8(ascii: "m"):
            if length == 1 || word("min") || word("mins") || word("minute") || word("minutes") {
                unit = .minute
            } else if word("mo") || word("mos") || word("month") || word("months") {
                unit = .month
            } else if word("ms") || word("msec") || word("msecs") || word("milli") || word("millis") || word("millisecond") || word("milliseconds") {
                unit = .millisecond
            } else if word("micro") || word("micros") || word("microsecond") || word("microseconds") {
                unit = .microsecond
            } else {
                return nil
            }
        case UInt8(ascii: "u"):
            guard word("us") || word("usec") || word("usecs") else { return nil }
            unit = .microsecond
        case UInt8(ascii: "n"):
            guard word("ns") || word("nsec") || word("nsecs") || word("nano") || word("nanos") || word("nanosecond") || word("nanoseconds") else { return nil }
            unit = .nanosecond
        default:
            return nil
        }
        return (unit, i)
    }

    /// The name ``FriendlyDurationWriter`` writes (jiff's compact designators).
    var shortName: StaticString {
        switch self {
        case .year: "y"
        case .month: "mo"
        case .week: "w"
        case .day: "d"
        case .hour: "h"
        case .minute: "m"
        case .second: "s"
        case .millisecond: "ms"
        case .microsecond: "µs"
        case .nanosecond: "ns"
        }
    }
}
