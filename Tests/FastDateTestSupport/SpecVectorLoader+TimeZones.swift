import FastDateCore
import Foundation

/// `Spec/time-zones/vectors/zones.json`: what Python's `zoneinfo` says of 40 zones
/// (`Spec/tools/time_zone_vectors.py`).
public struct ZoneVectors: Decodable, Sendable {
    public let tzdata: String
    public let zones: [Zone]

    public struct Zone: Decodable, Sendable {
        public let identifier: String
        /// `[instant, offset before, offset after]`, every change from 1900 to 2100.
        public let transitions: [[Int64]]
        /// `[instant, offset, local seconds]`.
        public let offsets: [[Int64]]
        /// `[local seconds, kind (u, g, o), before, after, compatible, earlier, later]`.
        public let locals: [Local]
        /// `[days since 1970, first instant of that local day]`.
        public let startsOfDay: [[Int64]]
    }

    public struct Local: Decodable, Sendable {
        public let localSeconds: Int64
        public let kind: String
        public let before: Int32
        public let after: Int32
        public let compatible: Int64
        public let earlier: Int64
        public let later: Int64

        public init(from decoder: any Decoder) throws {
            var row = try decoder.unkeyedContainer()
            localSeconds = try row.decode(Int64.self)
            kind = try row.decode(String.self)
            before = try row.decode(Int32.self)
            after = try row.decode(Int32.self)
            compatible = try row.decode(Int64.self)
            earlier = try row.decode(Int64.self)
            later = try row.decode(Int64.self)
        }

        /// Where the reference says the reading falls, as the core's value.
        public var placement: FastDate.TimeZone.Placement {
            switch kind {
            case "g": .gap(before: before, after: after)
            case "o": .overlap(before: before, after: after)
            default: .unique(before)
            }
        }

        /// The instant `disambiguation` names, or `nil` where `.reject` refuses it.
        public func instant(_ disambiguation: FastDate.Disambiguation) -> Int64? {
            switch disambiguation {
            case .compatible: compatible
            case .earlier: earlier
            case .later: later
            case .reject: kind == "u" ? compatible : nil
            }
        }
    }

    /// The file, decoded; it must hold 40 zones.
    public static func load() throws -> ZoneVectors {
        let url = PackagePaths.specVectors("time-zones").appendingPathComponent("zones.json")
        return try JSONDecoder().decode(ZoneVectors.self, from: Data(contentsOf: url))
    }

    /// Checks `zone` against everything the reference says of it; one line per mismatch.
    public static func check(_ zone: FastDate.TimeZone, against expected: Zone, report: inout FailureReport) {
        let name = expected.identifier
        for row in expected.transitions {
            let (t, before, after) = (row[0], Int32(row[1]), Int32(row[2]))
            let at = FastDate.Timestamp(seconds: t)
            report.check(zone.offset(at: FastDate.Timestamp(seconds: t - 1)) == before && zone.offset(at: at) == after,
                         "\(name): offsets around the transition at \(t)")
            let next = zone.nextTransition(after: FastDate.Timestamp(seconds: t - 1))
            report.check(next?.instant.seconds == t && next?.offsetBefore == before && next?.offsetAfter == after,
                         "\(name): nextTransition(after: \(t - 1)) is \(String(describing: next)), not \(row)")
            let previous = zone.previousTransition(before: FastDate.Timestamp(seconds: t + 1))
            report.check(previous?.instant.seconds == t && previous?.offsetBefore == before && previous?.offsetAfter == after,
                         "\(name): previousTransition(before: \(t + 1)) is \(String(describing: previous)), not \(row)")
        }
        // Walking forward from 1900 meets exactly the reference's transitions.
        var walked: [Int64] = []
        var cursor = FastDate.Timestamp(seconds: -2_208_988_800)
        while let next = zone.nextTransition(after: cursor), next.instant.seconds < 4_102_444_800, walked.count <= expected.transitions.count {
            walked.append(next.instant.seconds)
            cursor = next.instant
        }
        report.check(walked == expected.transitions.map({ $0[0] }),
                     "\(name): walking nextTransition from 1900 meets \(walked.count) transitions, the reference \(expected.transitions.count)")
        for row in expected.offsets {
            let at = FastDate.Timestamp(seconds: row[0])
            report.check(zone.offset(at: at) == Int32(row[1]), "\(name): offset(at: \(row[0])) is \(zone.offset(at: at)), not \(row[1])")
            let local = try? FastDate.LocalDateTime(at, in: zone)
            report.check(local?.localSeconds == row[2], "\(name): LocalDateTime(\(row[0]), in:) is \(String(describing: local)), not \(row[2])")
        }
        for local in expected.locals {
            guard let reading = try? FastDate.LocalDateTime(localSeconds: local.localSeconds) else {
                report.add("\(name): the reading \(local.localSeconds) is outside 0000–9999")
                continue
            }
            let placement = zone.placement(of: reading)
            report.check(placement == local.placement, "\(name): placement(of: \(reading)) is \(placement), not \(local.placement)")
            for choice in FastDate.Disambiguation.allCases {
                let got: Int64?
                do throws(FastDate.ParseError) { got = try reading.instant(in: zone, resolving: choice).seconds } catch {
                    got = nil
                    let want: FastDate.ParseError.Kind = local.kind == "g" ? .skippedLocalTime : .repeatedLocalTime
                    if error.kind != want { report.add("\(name): \(reading) with .\(choice) throws \(error.kind)") }
                }
                report.check(got == local.instant(choice),
                             "\(name): \(reading).timestamp(resolving: .\(choice)) is \(String(describing: got)), not \(String(describing: local.instant(choice)))")
            }
        }
        for row in expected.startsOfDay {
            let day = FastDate.LocalDate(daysSinceEpoch: row[0])!
            let start = try? day.start(in: zone)
            report.check(start?.seconds == row[1], "\(name): \(day).start(in:) is \(String(describing: start?.seconds)), not \(row[1])")
        }
    }
}
