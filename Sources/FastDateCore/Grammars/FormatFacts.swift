/// What a format answers to the questions every door asks of it, beside reading and
/// writing: its name, which options it takes, how it writes fractions and which four-value
/// path the column door tries. Each grammar states its answers in its own folder
/// (`Grammars/<Grammar>/<Grammar>+Facts.swift`); ``FastDate/Format/Profile/facts`` is the
/// one place that maps a format's kind to them, so adding a format means a reader, a writer,
/// a facts file and one case in each of the three dispatches (facts, `FormatReader`,
/// `FormatWriter`).
@usableFromInline
package struct FormatFacts: Sendable {
    /// How a format writes the fraction of a second.
    @usableFromInline
    package enum Fractions: Sendable, Equatable {
        /// A count the caller chooses with `fractionDigits(_:)`, kept in `Format.detail`;
        /// the default given here.
        case chosen(default: UInt8)
        /// Always this many digits; `fractionDigits(_:)` does not apply.
        case fixed(UInt8)
        /// Fractions of the epoch unit, exact by default (`EpochDigits`).
        case epoch
        /// The pattern's own fraction fields.
        case pattern
    }

    /// The four-value path the column door tries before reading values one at a time.
    @usableFromInline
    package enum ColumnFastPathKind: Sendable {
        /// `toISOString()`'s 24 bytes (`JavaScriptFastPath`).
        case javaScript
        /// Epoch numbers of one length (`EpochLanesFastPath`, `EpochFastPath`).
        case epoch
        /// None: every value is read on its own.
        case none
    }

    /// The format's member name (`rfc3339`), as its `Codable` form stores it.
    @usableFromInline package let name: StaticString
    /// How it writes fractions.
    @usableFromInline package let fractions: Fractions
    /// Whether `writingUTCOffset(_:)` applies: `false` for a format that always writes
    /// UTC or has no offset.
    @usableFromInline package let takesWrittenOffset: Bool
    /// Whether `assumingUTCOffset(_:)` applies: `false` for a pattern, which carries its
    /// own zone.
    @usableFromInline package let takesAssumedOffset: Bool
    /// Whether two-digit years are read against a current year (`httpDate(currentYear:)`).
    @usableFromInline package let takesCurrentYear: Bool
    /// The column door's four-value path.
    @usableFromInline package let columnFastPath: ColumnFastPathKind

    @inlinable
    init(name: StaticString, fractions: Fractions, takesWrittenOffset: Bool, takesAssumedOffset: Bool = true,
         takesCurrentYear: Bool = false, columnFastPath: ColumnFastPathKind = .none) {
        (self.name, self.fractions, self.columnFastPath) = (name, fractions, columnFastPath)
        (self.takesWrittenOffset, self.takesAssumedOffset, self.takesCurrentYear) = (takesWrittenOffset, takesAssumedOffset, takesCurrentYear)
    }
}

extension FastDate.Format.Profile: CaseIterable {
    /// Every kind, in the order of `FastDate.Format`'s members.
    @usableFromInline package static var allCases: [Self] {
        [.iso8601, .rfc3339, .javaScript, .fullDate, .epoch, .httpDate, .rfc5322, .rfc9557,
         .iso8601Basic, .dotNetJSON, .cookieDate, .pattern]
    }

    /// This kind's answers, stated in its grammar's folder: the one switch over the kind
    /// outside the reader and writer dispatches. Inlinable, so a format named at the call
    /// site folds to its constants.
    @inlinable
    package var facts: FormatFacts {
        switch self {
        case .iso8601: .iso8601
        case .rfc3339: .rfc3339
        case .javaScript: .javaScript
        case .fullDate: .fullDate
        case .epoch: .epoch
        case .httpDate: .httpDate
        case .rfc5322: .rfc5322
        case .rfc9557: .rfc9557
        case .iso8601Basic: .iso8601Basic
        case .dotNetJSON: .dotNetJSON
        case .cookieDate: .cookieDate
        case .pattern: .pattern
        }
    }
}
