import FastDate
import Foundation
import Vapor

// Vapor 4 carries headers as NIOHTTP1's `HTTPHeaders`, whose values are `String`s, so an
// HTTP-date is read through FastDate's `String` door and written as a `String`.
extension HTTPHeaders {
    /// The first `name` value that is a valid HTTP-date (RFC 9110, section 5.6.7, any of its
    /// three forms); `nil` when there is none or it is not one, which RFC 9110 has a recipient
    /// of `If-Modified-Since` ignore.
    public func httpDate(_ name: Name) -> Date? {
        guard let value = first(name: name), let instant = try? FastDate.parseTimestamp(value, as: .httpDate) else { return nil }
        return Date(instant)
    }

    /// Sets `name` to `date` as an IMF-fixdate, `Sun, 06 Nov 1994 08:49:37 GMT`.
    public mutating func setHTTPDate(_ name: Name, _ date: Date) throws {
        replaceOrAdd(name: name, value: date.formatted(.fast(.httpDate)))
    }
}
