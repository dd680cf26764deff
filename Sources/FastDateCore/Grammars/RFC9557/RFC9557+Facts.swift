/// RFC 9557's answers (`FormatFacts`): written as RFC 3339 is, so the same options.
extension FormatFacts {
    @inlinable static var rfc9557: Self {
        Self(name: "rfc9557", fractions: .chosen(default: 3), takesWrittenOffset: true)
    }
}
