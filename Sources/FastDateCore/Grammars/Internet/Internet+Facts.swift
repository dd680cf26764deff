/// The Internet dates' answers (`FormatFacts`): whole seconds; an HTTP-date is always GMT and
/// reads two-digit years against a current year; RFC 5322 writes any whole-minute offset.
extension FormatFacts {
    @inlinable static var httpDate: Self {
        Self(name: "httpDate", fractions: .fixed(0), takesWrittenOffset: false, takesCurrentYear: true)
    }
    @inlinable static var rfc5322: Self {
        Self(name: "rfc5322", fractions: .fixed(0), takesWrittenOffset: true)
    }
}
