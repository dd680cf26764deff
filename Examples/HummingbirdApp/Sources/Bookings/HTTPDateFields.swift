import FastDate
import HTTPTypes

extension HTTPFields {
    /// The instant of the first `name` field that is a valid HTTP-date (RFC 9110, section
    /// 5.6.7, in any of its three forms), read from the field's bytes: no `String` is made.
    /// `nil` when there is none, or when its value is not an HTTP-date: RFC 9110 has a
    /// recipient ignore such an `If-Modified-Since`.
    public func httpDate(_ name: HTTPField.Name) -> FastDate.Timestamp? {
        guard let field = first(where: { $0.name == name }) else { return nil }
        return field.withUnsafeBytesOfValue { bytes in
            try? FastDate.parseTimestamp(bytes, as: .httpDate)
        }
    }

    /// Sets `name` to `instant` as an IMF-fixdate, `Sun, 06 Nov 1994 08:49:37 GMT`, written
    /// into a buffer on the stack.
    public mutating func setHTTPDate(_ name: HTTPField.Name, _ instant: FastDate.Timestamp) throws(FastDate.FormatError) {
        let field = try withUnsafeTemporaryAllocation(byteCount: 32, alignment: 1) { buffer throws(FastDate.FormatError) in
            let count = try FastDate.format(instant, as: .httpDate, into: buffer)
            return HTTPField(name: name, value: buffer[..<count])
        }
        self[fields: name] = [field]
    }
}
