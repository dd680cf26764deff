import FastDate
import Foundation
import HTTPTypes
import OpenAPIRuntime

/// Sends HTTP-date header fields as HTTP writes them: `Sun, 01 Nov 2026 09:30:00 GMT`.
///
/// Generated code percent-encodes every header value it sets, as OpenAPI 3.1.0 read
/// (swift-openapi-generator issues 529 and 857), so a `Last-Modified` of
/// `Sun, 01 Nov 2026 09:30:00 GMT` leaves as `Sun%2C%2001%20Nov%202026%2009%3A30%3A00%20GMT`,
/// which no browser or cache reads as a date. On the server's responses and on the client's
/// requests, this puts back each of its fields whose decoded value is an HTTP-date, checked
/// with FastDate's `.httpDate`; any other value is left as it is. The generated code reads
/// the plain form back (its decoder takes a comma in a header as it is).
public struct HTTPDateHeaderMiddleware: ServerMiddleware, ClientMiddleware {
    /// The fields whose value is an HTTP-date (RFC 9110).
    public var fields: [HTTPField.Name]

    public init(fields: [HTTPField.Name] = [.lastModified, .ifModifiedSince, .ifUnmodifiedSince, .expires, .date]) {
        self.fields = fields
    }

    /// `headers` with each of ``fields`` that is a percent-encoded HTTP-date decoded.
    public func unescaping(_ headers: HTTPFields) -> HTTPFields {
        var headers = headers
        for name in fields {
            guard let value = headers[name], value.contains("%"), let decoded = value.removingPercentEncoding,
                  (try? FastDate.parseTimestamp(decoded, as: .httpDate)) != nil
            else { continue }
            headers[name] = decoded
        }
        return headers
    }

    public func intercept(
        _ request: HTTPRequest, body: HTTPBody?, metadata: ServerRequestMetadata, operationID: String,
        next: @Sendable (HTTPRequest, HTTPBody?, ServerRequestMetadata) async throws -> (HTTPResponse, HTTPBody?)
    ) async throws -> (HTTPResponse, HTTPBody?) {
        var (response, responseBody) = try await next(request, body, metadata)
        response.headerFields = unescaping(response.headerFields)
        return (response, responseBody)
    }

    public func intercept(
        _ request: HTTPRequest, body: HTTPBody?, baseURL: URL, operationID: String,
        next: @Sendable (HTTPRequest, HTTPBody?, URL) async throws -> (HTTPResponse, HTTPBody?)
    ) async throws -> (HTTPResponse, HTTPBody?) {
        var request = request
        request.headerFields = unescaping(request.headerFields)
        return try await next(request, body, baseURL)
    }
}
