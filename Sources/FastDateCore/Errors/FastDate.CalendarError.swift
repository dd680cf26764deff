extension FastDate {
    /// Why a calendar date or a clock time could not be made: a field out of range, or
    /// arithmetic that leaves the years 0000–9999 (`Spec/civil/civil.md`).
    public struct CalendarError: Error, Sendable, Hashable, CustomStringConvertible {
        /// What was wrong.
        public enum Kind: String, Sendable, Hashable, CaseIterable {
            /// The year, given or reached, is outside 0000–9999.
            case yearOutOfRange
            /// The month is not 1–12.
            case monthOutOfRange
            /// The day is 0 or past the last day of its month.
            case dayOutOfRange
            /// The hour is not 0–23.
            case hourOutOfRange
            /// The minute is not 0–59.
            case minuteOutOfRange
            /// The second is not 0–59.
            case secondOutOfRange
            /// The nanosecond is not 0–999,999,999.
            case nanosecondOutOfRange
        }

        /// What was wrong.
        public let kind: Kind

        /// Creates an error of `kind`.
        public init(_ kind: Kind) { self.kind = kind }

        /// A sentence a person understands.
        public var description: String {
            switch kind {
            case .yearOutOfRange: "the year is outside 0000–9999"
            case .monthOutOfRange: "the month is not 1–12"
            case .dayOutOfRange: "the day is not in its month"
            case .hourOutOfRange: "the hour is not 0–23"
            case .minuteOutOfRange: "the minute is not 0–59"
            case .secondOutOfRange: "the second is not 0–59"
            case .nanosecondOutOfRange: "the nanosecond is not 0–999,999,999"
            }
        }
    }
}
