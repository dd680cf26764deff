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
        let unit: FriendlyUnit
        if micro {
            guard word("s") || word("sec") || word("secs") else { return nil }
            unit = .microsecond
        } else if word("y") || word("yr") || word("yrs") || word("year") || word("years") { unit = .year
        } else if word("mo") || word("mos") || word("month") || word("months") { unit = .month
        } else if word("w") || word("wk") || word("wks") || word("week") || word("weeks") { unit = .week
        } else if word("d") || word("day") || word("days") { unit = .day
        } else if word("h") || word("hr") || word("hrs") || word("hour") || word("hours") { unit = .hour
        } else if word("m") || word("min") || word("mins") || word("minute") || word("minutes") { unit = .minute
        } else if word("s") || word("sec") || word("secs") || word("second") || word("seconds") { unit = .second
        } else if word("ms") || word("msec") || word("msecs") || word("milli") || word("millis") || word("millisecond") || word("milliseconds") { unit = .millisecond
        } else if word("us") || word("usec") || word("usecs") || word("micro") || word("micros") || word("microsecond") || word("microseconds") { unit = .microsecond
        } else if word("ns") || word("nsec") || word("nsecs") || word("nano") || word("nanos") || word("nanosecond") || word("nanoseconds") { unit = .nanosecond
        } else { return nil }
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
