/// The other format that reads a text the asked-for format refused, for the error to name
/// (`FormatHint`): each grammar of the registry that has a `suggestionRank` is asked in
/// turn, by its own `suggestion(for:_:)`.
///
/// The order is the ranks': the strict and common grammars first, then the duration (not a
/// format, so named here by `durationRank`), the cookie date last, as it reads a date out of
/// almost any text with a month name in it.
enum FormatSuggestion {
    /// Grammars ranked below this are asked before the duration, the others after it.
    static var durationRank: UInt8 { 7 }

    /// The first other format that reads all of `bytes`, for an `error` that `format`
    /// reported; `.nothing` when the error is about a value rather than the shape (a day
    /// out of range is wrong in every format) or when no other format reads the text.
    static func find(_ bytes: UnsafeRawBufferPointer, failedAs format: FastDate.Format, _ error: FastDate.ParseError) -> FormatHint {
        guard !error.kind.isAboutAValue, let base = bytes.baseAddress, bytes.count > 0 else { return .nothing }
        let input = ByteInput(base: base, count: bytes.count)
        var askedDuration = false
        var rank: UInt8 = 0
        while let (profile, found) = kind(ranked: rank) {
            if found >= durationRank && !askedDuration {
                askedDuration = true
                if readsDuration(input) { return .duration }
            }
            if let suggested = FastDate.Format(profile).withGrammar(Suggesting(input: input)), !format.reads(as: suggested) {
                return FormatHint(suggested)
            }
            rank = found &+ 1
        }
        if !askedDuration && readsDuration(input) { return .duration }
        return .nothing
    }

    /// The kind of the grammar whose rank is `rank`, or else the next one above it, and its
    /// rank; `nil` past the last. A linear search over a dozen kinds, on the error path only.
    private static func kind(ranked rank: UInt8) -> (FastDate.Format.Profile, UInt8)? {
        var best: (FastDate.Format.Profile, UInt8)?
        var raw: UInt8 = 0
        while let profile = FastDate.Format.Profile(rawValue: raw) {
            if let r = profile.facts.suggestionRank, r >= rank, r < best?.1 ?? .max { best = (profile, r) }
            raw &+= 1
        }
        return best
    }

    /// A grammar's answer, once its kind is known.
    private struct Suggesting: FormatGrammarVisitor {
        let input: ByteInput

        func visit<Grammar: FormatGrammar>(_ grammar: Grammar.Type, _ format: FastDate.Format) -> FastDate.Format? {
            Grammar.suggestion(for: input, format)
        }
    }

    private static func readsDuration(_ input: ByteInput) -> Bool {
        // `do`/`catch` rather than `try?`, which would box the typed error.
        do {
            _ = try DurationReader.read(input)
            return true
        } catch {
            return false
        }
    }
}

extension FastDate.Format {
    /// Whether this format reads as `other` does (its kind, and an epoch number's unit), so
    /// that naming `other` would not help.
    fileprivate func reads(as other: Self) -> Bool {
        profile == other.profile && (profile.facts.fractions != .epoch || unit == other.unit)
    }
}

extension FastDate.ParseError {
    /// This error, with the other format that reads `bytes` when there is one.
    func hinted(_ bytes: UnsafeRawBufferPointer, failedAs format: FastDate.Format) -> Self {
        var hinted = self
        hinted.hint = FormatSuggestion.find(bytes, failedAs: format, self)
        return hinted
    }
}
