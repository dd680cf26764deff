extension FastDate {
    /// The unit of an epoch number.
    public enum EpochUnit: Sendable, Hashable, CaseIterable {
        /// Seconds; up to 9 fraction digits.
        case seconds
        /// Milliseconds, as JavaScript's `Date.now()`; up to 6 fraction digits.
        case milliseconds
        /// Microseconds; up to 3 fraction digits.
        case microseconds
        /// Nanoseconds; no fraction.
        case nanoseconds

        /// How many decimal digits of a second the unit spans: 0, 3, 6 or 9. An epoch number's
        /// fraction may have `9 - subsecondDigits` digits.
        public var subsecondDigits: Int {
            switch self {
            case .seconds: 0
            case .milliseconds: 3
            case .microseconds: 6
            case .nanoseconds: 9
            }
        }

        /// The unit's place in a ``Format``'s packed bytes.
        @inlinable var code: UInt8 {
            switch self {
            case .seconds: 0
            case .milliseconds: 1
            case .microseconds: 2
            case .nanoseconds: 3
            }
        }

        /// The unit stored as `code`.
        @inlinable init(code: UInt8) {
            switch code {
            case 0: self = .seconds
            case 1: self = .milliseconds
            case 2: self = .microseconds
            default: self = .nanoseconds
            }
        }

        /// How many units make a second: 1, 1,000, 1,000,000 or 1,000,000,000.
        public var unitsPerSecond: Int64 {
            switch self {
            case .seconds: 1
            case .milliseconds: 1_000
            case .microseconds: 1_000_000
            case .nanoseconds: .nanosecondsPerSecond
            }
        }
    }
}
