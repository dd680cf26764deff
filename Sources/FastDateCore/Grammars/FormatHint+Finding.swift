/// Finding the hint: the other format that reads a text the asked-for format refused, for
/// the error to name. Each grammar of the registry that has a `hintRank` is asked in turn,
/// by its own `hint(for:_:)`. Here, beside the grammars, so that `Errors/`, where the hint
/// is kept, calls none of them.
///
/// The order is the ranks': the strict and common grammars first, then the duration (not a
/// format, so named here by `durationRank`), the cookie date last, as it reads a date out of
/// almost any text with a month name in it.
extension FormatHint {
    /// Grammars ranked below this are asked before the duration, the others after it.
    static var durationRank: UInt8 { 7 }

    /// The first other format that reads all of `bytes`, for an `error` that `format`
    /// reported; `.nothing` when the error is about a value rather than the shape (a day
    /// out of range is wrong in every format) or when no other format reads the text.
    static func find(_ bytes: UnsafeRawBufferPointer, failedAs format: FastDate.Format, _ error: FastDate.ParseError) -> FormatHint {
        guard !error.kind.isAboutAValue, let base = bytes.baseAddress, bytes.count > 0 else { return .nothing }
        let input = ByteInput(base: base, count: bytes.count)
        let order = rankedKinds()
        var askedDuration = false
        var rank: UInt8 = 0
        while rank < maximumRanks {
            let code = UInt8(truncatingIfNeeded: order >> (UInt64(rank) &* 4)) & 0xF
            if code != 0, let profile = FastDate.Format.Profile(rawValue: code &- 1) {
                if rank >= durationRank && !askedDuration {
                    askedDuration = true
                    if readsDuration(input) { return .duration }
                }
                if let suggested = FastDate.Format(profile).withGrammar(Hinting(input: input)), !format.reads(as: suggested) {
                    return FormatHint(suggested)
                }
            }
            rank &+= 1
        }
        if !askedDuration && readsDuration(input) { return .duration }
        return .nothing
    }

    /// How many ranks there are room for: sixteen kinds, four bits each, in a `UInt64`.
    private static var maximumRanks: UInt8 { 16 }

    /// Each rank's kind, as its raw value plus one in the rank's four bits (0 for a rank no
    /// kind has): one pass over the kinds, and no allocation, on the error path only.
    private static func rankedKinds() -> UInt64 {
        var order: UInt64 = 0
        var raw: UInt8 = 0
        while let profile = FastDate.Format.Profile(rawValue: raw) {
            if let rank = profile.facts.hintRank, rank < maximumRanks, raw < 15 {
                order |= UInt64(raw &+ 1) << (UInt64(rank) &* 4)
            }
            raw &+= 1
        }
        return order
    }

    /// A grammar's answer, once its kind is known.
    private struct Hinting: FormatGrammarVisitor {
        let input: ByteInput

        func visit<Grammar: FormatGrammar>(_ grammar: Grammar.Type, _ format: FastDate.Format) -> FastDate.Format? {
            Grammar.hint(for: input, format)
        }
    }

    /// Whether the text is an ISO 8601 duration. Only ISO 8601's: the friendly form reads
    /// `09:37:20` and `2021:03:19` as hours, minutes and seconds, which names a date's
    /// mistake as a duration.
    private static func readsDuration(_ input: ByteInput) -> Bool {
        let start = input[0] == UInt8(ascii: "+") || input[0] == UInt8(ascii: "-") ? 1 : 0
        guard input[start] | 0x20 == UInt8(ascii: "p") else { return false }
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
        hinted.hint = FormatHint.find(bytes, failedAs: format, self)
        return hinted
    }
}
