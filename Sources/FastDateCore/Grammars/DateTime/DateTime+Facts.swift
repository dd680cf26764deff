/// The RFC 3339 family's answers (`FormatFacts`): `.iso8601` and `.rfc3339` write a chosen
/// number of fraction digits (milliseconds by default, what JavaScript and most JSON APIs
/// carry) in any offset; `.javaScript` is `toISOString()`, always three digits in UTC;
/// `.fullDate` has no time. The three with a time take the column's `toISOString()` path.
extension FormatFacts {
    @inlinable static var iso8601: Self {
        Self(name: "iso8601", fractions: .chosen(default: 3), takesWrittenOffset: true, columnFastPath: .javaScript)
    }
    @inlinable static var rfc3339: Self {
        Self(name: "rfc3339", fractions: .chosen(default: 3), takesWrittenOffset: true, columnFastPath: .javaScript)
    }
    @inlinable static var javaScript: Self {
        Self(name: "javaScript", fractions: .fixed(3), takesWrittenOffset: false, columnFastPath: .javaScript)
    }
    @inlinable static var fullDate: Self {
        Self(name: "fullDate", fractions: .fixed(0), takesWrittenOffset: true)
    }
}
