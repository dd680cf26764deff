import FastDate
import Foundation
import OpenAPIRuntime

/// The implementation of `openapi.yaml`.
public struct EventsService: APIProtocol {
    /// The zone the business keeps its days in: an invoice due on the 15th is due from the
    /// start of the 15th there.
    public let businessZone: FastDate.TimeZone
    /// When the report last changed (whole seconds: an HTTP-date has no fraction).
    public let reportModified: FastDate.Timestamp
    /// The report's text.
    public let report: String

    public init(businessZone: FastDate.TimeZone, reportModified: FastDate.Timestamp, report: String) {
        self.businessZone = businessZone
        self.reportModified = reportModified
        self.report = report
    }

    /// Each `date-time` arrives as a `Date` that `FastDate.DateTranscoder` read, and leaves
    /// as the text it writes: nothing here touches a date's text.
    public func echoDates(_ input: Operations.EchoDates.Input) async throws -> Operations.EchoDates.Output {
        switch input.body {
        case .json(let list): .ok(.init(body: .json(list)))
        }
    }

    /// A `format: date` field is a `String` in generated code (the generator maps only
    /// `date-time` to `Date`). Read as a `FastDate.LocalDate`, it stays the day the client
    /// wrote, whatever zone the server runs in; a `Date` at UTC midnight would be the day
    /// before anywhere west of UTC.
    public func createInvoice(_ input: Operations.CreateInvoice.Input) async throws -> Operations.CreateInvoice.Output {
        let invoice: Components.Schemas.Invoice
        switch input.body {
        case .json(let body): invoice = body
        }
        let dueDate: FastDate.LocalDate
        do {
            dueDate = try FastDate.LocalDate(parsing: invoice.dueDate)
        } catch {
            throw BadDateField(field: "dueDate", error: error)
        }
        let receipt = Components.Schemas.InvoiceReceipt(
            number: invoice.number,
            issuedAt: invoice.issuedAt,
            dueDate: dueDate.description,
            dueWeekday: dueDate.weekday,
            dueAt: Date(try dueDate.start(in: businessZone)))
        return .created(.init(body: .json(receipt)))
    }

    /// `Last-Modified` is written and `If-Modified-Since` read as HTTP-dates (RFC 9110,
    /// section 5.6.7), in all three of its forms.
    public func getReport(_ input: Operations.GetReport.Input) async throws -> Operations.GetReport.Output {
        let lastModified = try FastDate.format(reportModified, as: .httpDate)
        // RFC 9110, section 13.1.3: a field value that is not a valid HTTP-date is ignored,
        // as if the request had not sent it.
        if let field = input.headers.ifModifiedSince,
           let since = try? FastDate.parseTimestamp(field, as: .httpDate),
           reportModified.seconds <= since.seconds {
            return .notModified(.init(headers: .init(lastModified: lastModified)))
        }
        return .ok(.init(headers: .init(lastModified: lastModified), body: .plainText(HTTPBody(report))))
    }
}

/// A date a handler read itself (a `format: date` field) and refused: which field, and why.
/// ``BadDateMiddleware`` answers it with a 400.
public struct BadDateField: Error {
    public let field: String
    public let error: FastDate.ParseError
}
