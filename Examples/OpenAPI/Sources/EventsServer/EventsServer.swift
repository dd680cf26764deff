import EventsAPI

/// Serves the Events API on http://127.0.0.1:8080.
@main struct EventsServer {
    static func main() async throws {
        try await EventsService.example().application().runService()
    }
}
