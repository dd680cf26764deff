extension FastDate {
    /// How a value between two steps is rounded: the standard library's
    /// `FloatingPointRoundingRule`, case for case, with Temporal's name for each
    /// (`Spec/arithmetic/rounding.md`).
    ///
    /// A type of FastDate's own rather than the standard library's because that one is
    /// resilient: every reading of it is a call into the runtime, which costs more than the
    /// whole rounding of a timestamp. ``init(_:)`` takes the standard library's.
    public enum RoundingRule: Sendable, Hashable, CaseIterable {
        /// To the nearest step; at the half, the later (Temporal's `halfExpand`), the default.
        case toNearestOrAwayFromZero
        /// To the nearest step; at the half, the even one counted from midnight (`halfEven`).
        case toNearestOrEven
        /// The step at or before (`floor`).
        case down
        /// The step at or after (`ceil`).
        case up
        /// Toward zero (`trunc`): a time of day is never negative, so `.down`.
        case towardZero
        /// Away from zero (`expand`): a time of day is never negative, so `.up`.
        case awayFromZero

        /// The rule `rule` names.
        public init(_ rule: FloatingPointRoundingRule) {
            switch rule {
            case .toNearestOrAwayFromZero: self = .toNearestOrAwayFromZero
            case .toNearestOrEven: self = .toNearestOrEven
            case .down: self = .down
            case .up: self = .up
            case .towardZero: self = .towardZero
            case .awayFromZero: self = .awayFromZero
            @unknown default: self = .toNearestOrAwayFromZero
            }
        }
    }
}
