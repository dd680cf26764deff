import FastDate
import Foundation
import HTTPTypes
import Hummingbird

/// The bookings application's state: the bookings made so far.
actor BookingStore {
    private var bookings: [Int: Booking] = [:]

    func add(_ request: BookingRequest, at now: Date) throws -> Booking {
        let id = bookings.count + 1
        let booking = Booking(
            id: id, guest: request.guest, checkIn: request.checkIn,
            checkOut: try request.checkIn.adding(days: request.nights),
            requestedAt: request.requestedAt, modified: Date(timeIntervalSince1970: now.timeIntervalSince1970.rounded(.down)))
        bookings[id] = booking
        return booking
    }

    func booking(_ id: Int) -> Booking? { bookings[id] }
}

/// Builds the bookings application: a JSON API whose dates all pass through FastDate.
///
/// - `POST /bookings` decodes a ``BookingRequest`` with the context's FastDate decoder and
///   answers the ``Booking`` with its `Last-Modified`;
/// - `GET /bookings/{id}` answers 304 when `If-Modified-Since` is not before the booking's
///   last change;
/// - `POST /dates` returns the ``DateList`` it read (the benchmark's request).
public func bookingsApplication(
    address: BindAddress = .hostname("127.0.0.1", port: 8080), clock: @escaping @Sendable () -> Date = Date.init
) -> some ApplicationProtocol {
    let store = BookingStore()
    let router = Router(context: BookingsContext.self)
    router.post("bookings") { request, context -> EditedResponse<Booking> in
        let booking = try await store.add(request.decodeNamingTheField(as: BookingRequest.self, context: context), at: clock())
        var headers = HTTPFields()
        try headers.setHTTPDate(.lastModified, FastDate.Timestamp(booking.modified))
        return EditedResponse(status: .created, headers: headers, response: booking)
    }
    router.get("bookings/{id}") { request, context -> Response in
        let id = try context.parameters.require("id", as: Int.self)
        guard let booking = await store.booking(id) else { throw HTTPError(.notFound) }
        let modified = FastDate.Timestamp(booking.modified)
        var headers = HTTPFields()
        try headers.setHTTPDate(.lastModified, modified)
        if let since = request.headers.httpDate(.ifModifiedSince), modified.seconds <= since.seconds {
            return Response(status: .notModified, headers: headers)
        }
        return try context.responseEncoder.encode(booking, from: request, context: context).with(headers: headers)
    }
    router.post("dates") { request, context in
        try await request.decodeNamingTheField(as: DateList.self, context: context)
    }
    return Application(router: router, configuration: .init(address: address))
}

extension Response {
    /// The response with `headers` added.
    func with(headers added: HTTPFields) -> Response {
        var response = self
        response.headers.append(contentsOf: added)
        return response
    }
}
