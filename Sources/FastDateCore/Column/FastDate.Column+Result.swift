extension FastDate.Column {
    /// What reading a column did: how many values it read and the first that failed.
    public struct Result: Sendable, Hashable {
        /// How many slots of the output were written, from the first: the values read, and
        /// those that failed and were skipped (see ``FailureAction/skip``). When reading
        /// stopped at a failure, the value that failed is not counted.
        public var count: Int
        /// The first value that failed, or `nil` when none did.
        public var firstFailure: Failure?
        /// Whether every value of the column was read (or skipped): `false` when reading
        /// stopped at a failure or the output was full first.
        public var isComplete: Bool

        /// A result, as the column doors report it.
        public init(count: Int, firstFailure: Failure?, isComplete: Bool) {
            self.count = count
            self.firstFailure = firstFailure
            self.isComplete = isComplete
        }
    }

    /// A value of a column that is not a date in the format: which value, and why.
    public struct Failure: Error, Sendable, Hashable, CustomStringConvertible {
        /// The value's index in the column, from 0.
        public var index: Int
        /// What the single-value door says about the value's bytes: the same kind at the
        /// same offset, counted from the value's first byte.
        public var error: FastDate.ParseError

        /// A failure of value `index`.
        public init(index: Int, error: FastDate.ParseError) {
            self.index = index
            self.error = error
        }

        /// `value 3: <the error's description>`.
        public var description: String { "value \(index): \(error.description)" }
    }

    /// What a column door does after a value fails, as the caller's `onFailure` decides.
    public enum FailureAction: Sendable, Hashable {
        /// Stop reading: the result counts the values before the failure.
        case stop
        /// Go on with the next value. The failed value's slot is written all the same, with
        /// `Double.nan` or a ``FastDate/Timestamp`` of zero seconds, so that every later
        /// value keeps its index.
        case skip
        /// Go on with the next value, as ``skip`` does, and make the failed value null: its
        /// bit in the output's validity bitmap is 0 (``Output``). Without a bitmap, the same
        /// as ``skip``.
        case null
    }
}
