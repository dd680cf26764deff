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
        public var subsecondDigits: Int { Int(facts.subsecondDigits) }

        /// How many units make a second: 1, 1,000, 1,000,000 or 1,000,000,000.
        public var unitsPerSecond: Int64 { facts.unitsPerSecond }

        /// The unit's name, as `Codable` spells it and the Arrow kernel after `epoch`
        /// (`milliseconds`, `epochMilliseconds`).
        package var name: String { facts.name.description }

        /// Arrow's symbol for the unit (`timestamp[ms]`): `s`, `ms`, `us` or `ns`.
        package var symbol: String { facts.symbol.description }

        /// The unit's place in a ``Format``'s packed bytes: the enum's own representation,
        /// its place in declaration order, so that ``init(code:)`` is a cast both ways and no
        /// table row can disagree with it.
        @inlinable var code: UInt8 { unsafeBitCast(self, to: UInt8.self) }

        /// The unit stored as `code`, which only ``Format/epoch(_:)`` stores. A cast rather
        /// than a switch: three code bits make the switch's default a branch the epoch reader
        /// paid for on every number (Benchmarks/LEDGER.md). Masked to the codes in use, so
        /// that no byte is ever cast to a case that does not exist (a format that is not an
        /// epoch number has other bits there); widen the mask with a fifth unit.
        /// `FormatRegistryTests` checks that every unit survives a format's bytes.
        @inlinable init(code: UInt8) {
            self = unsafeBitCast(code & Self.codesInUse, to: Self.self)
        }

        /// The bits of ``code`` that four units use.
        @inlinable static var codesInUse: UInt8 { 0b11 }

        /// The unit named `name` (``name``), or `nil`.
        package init?(name: String) {
            guard let unit = Self.allCases.first(where: { $0.name == name }) else { return nil }
            self = unit
        }

        /// Everything that differs from one unit to another, in one table: the switch below.
        /// A unit added is one case of the enum (at the end: its place is its `code`, which has
        /// room for eight), one row here, and its type (`EpochUnitType`) where the column
        /// door picks its output and lanes.
        @usableFromInline
        struct Facts {
            @usableFromInline let name: StaticString
            @usableFromInline let symbol: StaticString
            /// Decimal digits of a second the unit spans.
            @usableFromInline let subsecondDigits: UInt8
            @usableFromInline let unitsPerSecond: Int64
            /// Whether the column's SIMD lanes read four numbers of the unit at once
            /// (`EpochLanes`, whose range limits come from `unitsPerSecond`); the other
            /// units are read one at a time (`EpochFastPath`).
            @usableFromInline let readsInLanes: Bool

            @inlinable init(name: StaticString, symbol: StaticString, subsecondDigits: UInt8, unitsPerSecond: Int64, readsInLanes: Bool) {
                (self.name, self.symbol) = (name, symbol)
                (self.subsecondDigits, self.unitsPerSecond, self.readsInLanes) = (subsecondDigits, unitsPerSecond, readsInLanes)
            }
        }

        @inlinable var facts: Facts {
            switch self {
            case .seconds: Facts(name: "seconds", symbol: "s", subsecondDigits: 0, unitsPerSecond: 1, readsInLanes: true)
            case .milliseconds: Facts(name: "milliseconds", symbol: "ms", subsecondDigits: 3, unitsPerSecond: 1_000, readsInLanes: true)
            case .microseconds: Facts(name: "microseconds", symbol: "us", subsecondDigits: 6, unitsPerSecond: 1_000_000, readsInLanes: false)
            case .nanoseconds: Facts(name: "nanoseconds", symbol: "ns", subsecondDigits: 9, unitsPerSecond: .nanosecondsPerSecond, readsInLanes: false)
            }
        }
    }
}
