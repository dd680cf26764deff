/// Cookie dates' answers (`FormatFacts`): written as IMF-fixdate, whole seconds in GMT.
extension FormatFacts {
    @inlinable static var cookieDate: Self {
        Self(name: "cookieDate", fractions: .fixed(0), takesWrittenOffset: false)
    }
}
