import FastDate
import Foundation
import Testing
import FastDateTestSupport

/// The `Data` doors accept exactly what the raw-buffer door accepts: every Spec vector
/// through both, compared result for result.
@Suite("Data door") struct DataDoorTests {
    @Test func everyParseVectorGivesTheRawBufferDoorsResult() throws {
        let vectors = try SpecVectorLoader.parseVectors()
        try #require(!vectors.isEmpty)
        var report = FailureReport()
        for vector in vectors {
            // A slice of a larger Data, so a door that read past its bytes would see more.
            let padded = Data([0x32] + vector.bytes + [0x30, 0x5A])
            let data = padded.dropFirst().dropLast(2)
            let exact = Result { () throws(FastDate.ParseError) in try FastDate.parseTimestamp(data, as: vector.format) }
            let seconds = Result { () throws(FastDate.ParseError) in try FastDate.parse(data, as: vector.format) }
            switch vector.expected {
            case .timestamp(let want):
                if case .success(let got) = exact, got == want {} else { report.add("\(vector.label): got \(Show.result(exact))") }
                if case .success(let got) = seconds, got == want.timeIntervalSince1970 {} else {
                    report.add("\(vector.label) parse: got \(Show.result(seconds))")
                }
            case .error(let kind, let offset):
                if case .failure(let got) = exact, got.kind == kind, got.offset == offset {} else {
                    report.add("\(vector.label): expected \(kind.rawValue) at \(offset), got \(Show.result(exact))")
                }
                if case .failure(let got) = seconds, got.kind == kind, got.offset == offset {} else {
                    report.add("\(vector.label) parse: expected \(kind.rawValue) at \(offset), got \(Show.result(seconds))")
                }
            }
        }
        report.finish(checked: vectors.count)
    }

    @Test func everyLocalTimeVectorGivesTheRawBufferDoorsResult() throws {
        let vectors = try SpecVectorLoader.localTimeVectors()
        try #require(!vectors.isEmpty)
        var report = FailureReport()
        for vector in vectors {
            let data = Data(vector.bytes)
            let raw = vector.bytes.withUnsafeBytes { bytes in
                switch vector.grammar {
                case .timeOfDay: "\(Result { () throws(FastDate.ParseError) in try FastDate.LocalTime(parsing: bytes, as: .timeOfDay) })"
                case .localDateTime: "\(Result { () throws(FastDate.ParseError) in try FastDate.parseLocalDateTime(bytes) })"
                }
            }
            let viaData = switch vector.grammar {
            case .timeOfDay: "\(Result { () throws(FastDate.ParseError) in try FastDate.LocalTime(parsing: data, as: .timeOfDay) })"
            case .localDateTime: "\(Result { () throws(FastDate.ParseError) in try FastDate.parseLocalDateTime(data) })"
            }
            if raw != viaData { report.add("\(vector.label): Data door gave \(viaData), raw buffer \(raw)") }
        }
        report.finish(checked: vectors.count)
    }

    @Test func everyDurationVectorThroughTheDataDoor() throws {
        let vectors = try SpecVectorLoader.durationVectors()
        var report = FailureReport()
        for vector in vectors {
            let got = Result { () throws(FastDate.ParseError) in try FastDate.parseDuration(Data(vector.bytes)) }
            switch (vector.expected, got) {
            case (.duration(let want, _), .success(let value)) where value == want: break
            case (.error(let kind, let offset), .failure(let error)) where error.kind == kind && error.offset == offset: break
            default: report.add("\(vector): Data door gave \(got)")
            }
        }
        report.finish(checked: vectors.count)
    }

    @Test func theDefaultFormatDoor() throws {
        #expect(try FastDate.parse(Data("2021-03-19T09:37:20.123Z".utf8)) == 1_616_146_640.123)
        #expect(throws: FastDate.ParseError(.empty, offset: 0)) { try FastDate.parse(Data()) }
    }
}

/// Errors read well wherever they are printed: `localizedDescription`, string
/// interpolation, logging.
@Suite("Error descriptions") struct ErrorDescriptionTests {
    @Test func parseErrorsLocalizedDescriptionIsItsSentence() {
        do {
            _ = try FastDate.parseTimestamp("2021-02-30T00:00:00Z")
            Issue.record("Feb 30 parsed")
        } catch {
            #expect(error.localizedDescription == "day 30 is out of range for February 2021 at byte 8")
            #expect((error as any Error).localizedDescription == "day 30 is out of range for February 2021 at byte 8")
            #expect("\(error)" == "day 30 is out of range for February 2021 at byte 8")
        }
    }

    @Test func formatErrorsLocalizedDescriptionIsItsSentence() {
        let error: any Error = FastDate.FormatError(.invalidOffset)
        #expect(error.localizedDescription == "the UTC offset cannot be written in this format (whole minutes within ±23:59, or for ISO 8601 within ±23:59:59)")
    }

    @Test func zonedDatesDescribeAndOrderThemselves() throws {
        let paris = try JSONDecoder().decode(FastDate.ZonedDate.self, from: Data(#""2024-07-12T15:00:00+02:00""#.utf8))
        let utc = try JSONDecoder().decode(FastDate.ZonedDate.self, from: Data(#""2024-07-12T13:30:00Z""#.utf8))
        #expect("\(paris)" == "2024-07-12T15:00:00+02:00")
        #expect(paris < utc)
        #expect([utc, paris].sorted() == [paris, utc])
    }
}
