/// Epoch numbers' answers (`FormatFacts`): fractions of the unit (`EpochDigits`), no offset
/// to write or assume, and the column's four-value epoch path.
extension FormatFacts {
    @inlinable static var epoch: Self {
        Self(name: "epoch", fractions: .epoch, takesWrittenOffset: false, columnFastPath: .epoch)
    }
}
