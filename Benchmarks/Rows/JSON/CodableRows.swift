import FastDate
import Foundation

/// FastDate's Codable rows: the strategies from the FastDate module, timed through the
/// same `JSONRows.decode` / `encode` harness as Foundation's.
enum CodableRows {
    static func decodeISO8601(_ document: JSONDocument) -> Row {
        var row = JSONRows.decode(document, "FastDate .fastISO8601", .fastDate, .fastISO8601)
        row.reference = 0
        return row
    }

    static func decodeEpoch(_ document: JSONDocument, _ unit: FastDate.EpochUnit) -> Row {
        var row = JSONRows.decode(document, "FastDate .fastEpoch(\(unit == .seconds ? ".seconds" : ".milliseconds"))", .fastDate, .fastEpoch(unit))
        row.reference = 0
        return row
    }

    static func encodeISO8601(_ document: JSONDocument) -> Row {
        var row = JSONRows.encode(document, "FastDate .fastISO8601", .fastDate, .fastISO8601)
        row.reference = 0
        return row
    }

    static func encodeEpochMilliseconds(_ document: JSONDocument) -> Row {
        var row = JSONRows.encode(document, "FastDate .fastEpoch(.milliseconds)", .fastDate, .fastEpoch(.milliseconds))
        row.reference = 0
        return row
    }
}
