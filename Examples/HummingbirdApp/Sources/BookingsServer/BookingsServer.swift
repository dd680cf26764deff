import Bookings

/// Serves the bookings API on http://127.0.0.1:8080.
@main struct BookingsServer {
    static func main() async throws {
        try await bookingsApplication().runService()
    }
}
