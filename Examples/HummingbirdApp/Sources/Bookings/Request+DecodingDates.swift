import Foundation
import Hummingbird

extension Request {
    /// `decode(as:context:)`, with the field named when a value is refused. Hummingbird's
    /// own 400 for a `DecodingError.dataCorrupted` keeps the message (FastDate's: the reason,
    /// the byte and the text) but drops the coding path; this puts it in front:
    /// `checkIn: day 30 is out of range for February 2024 at byte 8 in "2024-02-30"`.
    public func decodeNamingTheField<Body: Decodable>(as type: Body.Type, context: some RequestContext) async throws -> Body {
        do {
            return try await context.requestDecoder.decode(type, from: self, context: context)
        } catch DecodingError.dataCorrupted(let refused) {
            let field = refused.codingPath.reduce(into: "") { path, key in
                if let index = key.intValue { path += "[\(index)]" } else { path += path.isEmpty ? key.stringValue : "." + key.stringValue }
            }
            throw HTTPError(.badRequest, message: "\(field): \(refused.debugDescription)")
        } catch let error as DecodingError {
            throw HTTPError(.badRequest, message: "\(error)")
        }
    }
}
