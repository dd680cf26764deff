import FastDate
import Foundation
import Hummingbird
import OpenAPIRuntime

/// Answers a request whose dates FastDate refused with a 400 and a `Problem` body that names
/// the field and what FastDate said, rather than the 500 with no body that a generated server
/// gives for a decoding error.
///
/// The runtime decodes `date-time` fields through the transcoder inside a custom
/// `JSONDecoder` strategy, and what the transcoder throws reaches the server as the
/// `underlyingError` of a `ServerError`, without the coding path. So this middleware keeps
/// the request body, and when a decoding failed it decodes the body again as the operation's
/// body type, with FastDate's own `JSONDecoder` strategy, whose `DecodingError` carries the
/// path (`dates[3]`, `issuedAt`).
public struct BadDateMiddleware<Context: RequestContext>: RouterMiddleware {
    let bodies: [String: RequestBodyType]
    let format: FastDate.Format

    /// - Parameters:
    ///   - bodies: the request body type of each operation, by its `operationId`.
    ///   - format: the format the server's transcoder reads.
    public init(bodies: [String: RequestBodyType], format: FastDate.Format = .iso8601) {
        self.bodies = bodies
        self.format = format
    }

    public func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        var request = request
        let body = try await request.collectBody(upTo: context.maxUploadSize)
        do {
            return try await next(request, context)
        } catch let error as ServerError {
            if let refused = error.underlyingError as? BadDateField {
                return try Self.problem(field: refused.field, refused.error.description)
            }
            guard let refused = error.underlyingError as? FastDate.ParseError else { throw error }
            let field = field(operation: error.operationID, body: Data(buffer: body)) ?? "body"
            return try Self.problem(field: field, refused.description)
        }
    }

    /// The coding path of the first date in `body` that FastDate refuses, read as
    /// `operation`'s body type.
    func field(operation: String, body: Data) -> String? {
        guard let type = bodies[operation] else { return nil }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .fast(format)
        do {
            try type.decode(body, decoder)
            return nil
        } catch DecodingError.dataCorrupted(let context) where context.underlyingError is FastDate.ParseError {
            return context.codingPath.reduce(into: "") { path, key in
                if let index = key.intValue { path += "[\(index)]" } else { path += path.isEmpty ? key.stringValue : "." + key.stringValue }
            }
        } catch {
            return nil
        }
    }

    static func problem(field: String, _ message: String) throws -> Response {
        let body = try JSONEncoder().encode(Components.Schemas.Problem(field: field, message: message))
        return Response(
            status: .badRequest, headers: [.contentType: "application/json"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
    }
}

/// The type of an operation's request body, for ``BadDateMiddleware`` to decode it again.
public struct RequestBodyType: Sendable {
    let decode: @Sendable (_ body: Data, _ decoder: JSONDecoder) throws -> Void

    /// The body is a `Body`.
    public static func of<Body: Decodable>(_: Body.Type) -> Self {
        Self { body, decoder in _ = try decoder.decode(Body.self, from: body) }
    }
}
