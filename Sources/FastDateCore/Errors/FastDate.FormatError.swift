extension FastDate {
    /// Why a timestamp could not be written.
    public struct FormatError: Error, Sendable, Hashable, CustomStringConvertible {
        /// What was wrong.
        public enum Kind: String, Sendable, Hashable, CaseIterable {
            /// The buffer is shorter than the text; ``FastDate/maxFormattedLength`` bytes
            /// always suffice.
            case bufferTooSmall
            /// The instant is outside ±8.64e15 ms from 1970 (ECMAScript's range).
            case outOfRange
            /// `fractionDigits` is not in 0...9.
            case invalidFractionDigits
            /// The UTC offset cannot be written: RFC 3339 and RFC 5322 write whole minutes
            /// within ±23:59 only, ISO 8601 anything within ±23:59:59.
            case invalidOffset
            /// The year is outside 0000–9999, which the format (HTTP-date, RFC 5322) can only
            /// write with four digits.
            case unrepresentableYear
        }

        /// What was wrong.
        public let kind: Kind

        /// Creates an error of `kind`, for comparing with a caught error or for wrappers that
        /// report their own failures the way FastDate does.
        public init(_ kind: Kind) { self.kind = kind }

        /// A sentence a person understands.
        public var description: String {
            switch kind {
            case .bufferTooSmall: "the buffer is too small for the formatted date"
            case .outOfRange: "the date is outside the supported range (±8.64e15 ms from 1970)"
            case .invalidFractionDigits: "fraction digits must be between 0 and 9"
            case .invalidOffset: "the UTC offset cannot be written in this format (whole minutes within ±23:59, or for ISO 8601 within ±23:59:59)"
            case .unrepresentableYear: "the year is outside 0000–9999, which this format writes with four digits"
            }
        }
    }
}
