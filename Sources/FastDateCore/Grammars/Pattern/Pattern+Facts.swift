/// Patterns' answers (`FormatFacts`): the pattern carries its own zone, fraction fields and
/// two-digit-year window, so no option of `Format` applies to it.
extension FormatFacts {
    @inlinable static var pattern: Self {
        Self(name: "pattern", fractions: .pattern, takesWrittenOffset: false, takesAssumedOffset: false)
    }
}
