/// .NET JSON dates' answers (`FormatFacts`): whole milliseconds, and the sender's offset
/// after them.
extension FormatFacts {
    @inlinable static var dotNetJSON: Self {
        Self(name: "dotNetJSON", fractions: .fixed(3), takesWrittenOffset: true)
    }
}
