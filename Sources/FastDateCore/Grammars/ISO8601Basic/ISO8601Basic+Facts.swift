/// ISO 8601 basic's answers (`FormatFacts`): whole seconds unless told otherwise, as
/// `x-amz-date` and iCalendar write them, in any offset.
extension FormatFacts {
    @inlinable static var iso8601Basic: Self {
        Self(name: "iso8601Basic", fractions: .chosen(default: 0), takesWrittenOffset: true)
    }
}
