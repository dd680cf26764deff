import FastDate
import Foundation
import Hummingbird

/// What a client sends to book a stay.
public struct BookingRequest: Codable, Sendable {
    public var guest: String
    /// A day, not an instant: the same day wherever the server runs.
    public var checkIn: FastDate.LocalDate
    public var nights: Int
    /// When the client made the request, as any date text a client may send.
    public var requestedAt: Date

    public init(guest: String, checkIn: FastDate.LocalDate, nights: Int, requestedAt: Date) {
        self.guest = guest
        self.checkIn = checkIn
        self.nights = nights
        self.requestedAt = requestedAt
    }
}

/// A booking as the server keeps it.
public struct Booking: ResponseCodable, Sendable {
    public var id: Int
    public var guest: String
    public var checkIn: FastDate.LocalDate
    public var checkOut: FastDate.LocalDate
    public var requestedAt: Date
    /// When the booking last changed, in whole seconds: it is also the `Last-Modified` date.
    public var modified: Date
}

/// A list of instants: the body of the benchmark's requests.
public struct DateList: ResponseCodable, Sendable {
    public var dates: [Date]

    public init(dates: [Date]) {
        self.dates = dates
    }
}
