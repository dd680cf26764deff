import FastDate
import Foundation

/// What a decoding failure must look like, written out independently of the module.
enum ExpectedError {
    /// `<reason> at byte N in "<input>"`, the input cut at 64 characters with an ellipsis
    /// and escaped as a Swift literal, then `; the text reads as <format>` for a `hint`.
    static func message(_ error: FastDate.ParseError, input: String, hint: String?) -> String {
        let shown = input.count > 64 ? String(input.prefix(64)) + "…" : input
        return "\(error.reason) at byte \(error.offset) in \(shown.debugDescription)" + (hint.map { "; the text reads as \($0)" } ?? "")
    }

    /// Whether `error` is `dataCorrupted` at `codingPath` with the core's error of `kind`
    /// at `offset` (naming `hint`) underneath and the message above; `nil` when it is, or
    /// what is wrong.
    static func mismatch(
        _ error: any Error, kind: FastDate.ParseError.Kind, offset: Int, input: String, codingPath: [String] = ["value"],
        hint: String? = nil
    ) -> String? {
        guard let context = JSONFixtures.corruption(error) else { return "not dataCorrupted: \(error)" }
        guard let parseError = context.underlyingError as? FastDate.ParseError else {
            return "underlyingError is \(String(describing: context.underlyingError))"
        }
        guard parseError.kind == kind, parseError.offset == offset, parseError.suggestedFormat == hint else {
            return "got \(parseError.kind) at \(parseError.offset) naming \(parseError.suggestedFormat ?? "no format"), want \(kind) at \(offset) naming \(hint ?? "no format")"
        }
        guard context.codingPath.map(\.stringValue) == codingPath else {
            return "coding path \(context.codingPath.map(\.stringValue))"
        }
        let want = message(parseError, input: input, hint: hint)
        guard context.debugDescription == want else { return "message \(context.debugDescription.debugDescription), want \(want.debugDescription)" }
        return nil
    }
}
