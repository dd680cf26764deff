import FastDate
import Foundation
import Vapor

/// Installs FastDate's coders for JSON and the reminder routes.
///
/// Vapor asks `ContentConfiguration` for the coder of each media type, so one decoder and one
/// encoder configured with FastDate's strategies serve every route.
public func configure(_ app: Application, clock: @escaping @Sendable () -> Date = Date.init) throws {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .fastFlexible  // ISO 8601, epoch numbers, RFC 5322, .NET dates
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .fast(.javaScript)  // 2021-03-19T09:37:20.123Z
    ContentConfiguration.global.use(decoder: decoder, for: .json)
    ContentConfiguration.global.use(encoder: encoder, for: .json)

    let store = ReminderStore()
    app.post("reminders") { request async throws -> Response in
        var reminder = try request.content.decode(Reminder.self)
        reminder.stored = Date(timeIntervalSince1970: clock().timeIntervalSince1970.rounded(.down))
        reminder.id = await store.add(reminder)
        let response = try await reminder.encodeResponse(status: .created, for: request)
        try response.headers.setHTTPDate(.lastModified, reminder.stored!)
        return response
    }
    app.get("reminders", ":id") { request async throws -> Response in
        guard let id = request.parameters.get("id", as: Int.self), let reminder = await store.reminder(id),
              let stored = reminder.stored
        else { throw Abort(.notFound) }
        if let since = request.headers.httpDate(.ifModifiedSince), stored <= since {
            let response = Response(status: .notModified)
            try response.headers.setHTTPDate(.lastModified, stored)
            return response
        }
        let response = try await reminder.encodeResponse(for: request)
        try response.headers.setHTTPDate(.lastModified, stored)
        return response
    }
}

/// The reminders stored so far.
actor ReminderStore {
    private var reminders: [Int: Reminder] = [:]

    func add(_ reminder: Reminder) -> Int {
        let id = reminders.count + 1
        reminders[id] = reminder
        reminders[id]!.id = id
        return id
    }

    func reminder(_ id: Int) -> Reminder? { reminders[id] }
}
