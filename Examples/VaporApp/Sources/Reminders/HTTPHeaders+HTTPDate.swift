import FastDate
import Foundation
import HTTPTypes
import NIOHTTPTypesHTTP1
import Vapor

// Vapor 4 carries headers as NIOHTTP1's `HTTPHeaders`. swift-nio-extras' NIOHTTPTypesHTTP1
// converts them to swift-http-types' `HTTPFields` and back, and an `HTTPField` hands FastDate
// its value's bytes, as in the Hummingbird example.
extension HTTPHeaders {
    /// The first `name` value that is a valid HTTP-date (RFC 9110, section 5.6.7, any of its
    /// three forms), read from the field's bytes; `nil` when there is none or it is not one,
    /// which RFC 9110 has a recipient of `If-Modified-Since` ignore.
    public func httpDate(_ name: HTTPField.Name) -> Date? {
        guard let field = HTTPFields(self, splitCookie: false).first(where: { $0.name == name }) else { return nil }
        let instant = field.withUnsafeBytesOfValue { bytes in try? FastDate.parseTimestamp(bytes, as: .httpDate) }
        return instant.map(Date.init)
    }

    /// Sets `name` to `date` as an IMF-fixdate, `Sun, 06 Nov 1994 08:49:37 GMT`: an
    /// `HTTPField` made from the 29 bytes FastDate writes, added as Vapor's header.
    public mutating func setHTTPDate(_ name: HTTPField.Name, _ date: Date) throws {
        var bytes = [UInt8](repeating: 0, count: 32)
        let count = try bytes.withUnsafeMutableBytes { buffer throws(FastDate.FormatError) in
            try FastDate.format(FastDate.Timestamp(date), as: .httpDate, into: buffer)
        }
        let converted = HTTPHeaders(HTTPFields([HTTPField(name: name, value: bytes[..<count])]))
        for (header, value) in converted { replaceOrAdd(name: header, value: value) }
    }
}
