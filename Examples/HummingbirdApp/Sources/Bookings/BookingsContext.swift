import FastDate
import Foundation
import Hummingbird

/// The request context of the bookings application: Hummingbird asks it for the decoder of
/// every request body and the encoder of every response, so this is where FastDate's
/// strategies go.
public struct BookingsContext: RequestContext {
    public var coreContext: CoreRequestContextStorage

    public init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
    }

    /// Reads any date a client sends: ISO 8601 with any fraction and offset, epoch numbers,
    /// RFC 5322 and .NET dates; a bad date is a 400 naming the field and the byte.
    public var requestDecoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .fastFlexible
        return decoder
    }

    /// Writes `toISOString()`'s layout, `2021-03-19T09:37:20.123Z`.
    public var responseEncoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .fast(.javaScript)
        return encoder
    }
}
