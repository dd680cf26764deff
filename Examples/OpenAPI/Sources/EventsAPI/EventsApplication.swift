import FastDate
import Foundation
import Hummingbird
import OpenAPIHummingbird
import OpenAPIRuntime

extension EventsService {
    /// The Hummingbird application that serves this API at `address`, converting every
    /// `date-time` with FastDate, answering a refused date with a 400, and writing HTTP-date
    /// headers as HTTP does.
    public func application(address: BindAddress = .hostname("127.0.0.1", port: 8080)) throws -> some ApplicationProtocol {
        let router = Router(context: BasicRequestContext.self)
        router.add(middleware: BadDateMiddleware(bodies: [
            "echoDates": .of(Components.Schemas.DateList.self),
            "createInvoice": .of(Components.Schemas.Invoice.self),
        ]))
        try registerHandlers(on: router, configuration: .fastDate, middlewares: [HTTPDateHeaderMiddleware()])
        return Application(router: router, configuration: .init(address: address))
    }

    /// The service the executable runs: days kept in Los Angeles, a report last changed on
    /// 1 November 2026.
    public static func example() throws -> EventsService {
        EventsService(
            businessZone: try FastDate.TimeZone(identifier: "America/Los_Angeles"),
            reportModified: try FastDate.parseTimestamp("2026-11-01T09:30:00Z"),
            report: "Quarterly report\n")
    }
}
