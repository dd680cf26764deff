#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension FastDate.Format: Codable {
    private enum CodingKeys: String, CodingKey {
        case name, fractionDigits, epochUnit, currentYear, assumedUTCOffset, writtenUTCOffset
        case pattern, strftime, utcOffset, timeZone, resolving, twoDigitYearStart, defaultDate
    }

    /// Decodes a format written by ``encode(to:)``: its member's name and the options it
    /// carries. An unknown name or unit, or an offset out of range (or, to write in, not
    /// whole minutes), is
    /// `DecodingError.dataCorrupted` rather than a trap, and so are fraction digits outside
    /// 0...9.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let name = try container.decode(String.self, forKey: .name)
        guard let profile = Profile.allCases.first(where: { $0.facts.name.description == name }) else {
            throw DecodingError.dataCorruptedError(forKey: .name, in: container, debugDescription: "unknown format \(name)")
        }
        let facts = profile.facts
        var format = Self(profile)
        if case .chosen(let digits) = facts.fractions { format = Self(profile, detail: digits) }
        if facts.fractions == .epoch {
            let unitName = try container.decode(String.self, forKey: .epochUnit)
            guard let unit = FastDate.EpochUnit(name: unitName) else {
                throw DecodingError.dataCorruptedError(forKey: .epochUnit, in: container, debugDescription: "unknown epoch unit \(unitName)")
            }
            format = .epoch(unit)
        }
        if facts.fractions == .pattern {
            format = .pattern(try Self.decodePattern(container))
        }
        if facts.takesCurrentYear, let year = try container.decodeIfPresent(Int.self, forKey: .currentYear) {
            format = format.readingCurrentYear(year)
        }
        if let digits = try container.decodeIfPresent(Int.self, forKey: .fractionDigits) {
            guard (0...9).contains(digits) else {
                throw DecodingError.dataCorruptedError(forKey: .fractionDigits, in: container, debugDescription: "fractionDigits \(digits) is not in 0...9")
            }
            format = format.fractionDigits(digits)
        }
        if let offset = try container.decodeIfPresent(Int32.self, forKey: .assumedUTCOffset) {
            guard UTCOffsetRange.contains(Int(offset)) else {
                throw DecodingError.dataCorruptedError(forKey: .assumedUTCOffset, in: container, debugDescription: "UTC offset \(offset) is out of range")
            }
            format = format.assumingUTCOffset(offset)
        }
        if let offset = try container.decodeIfPresent(Int32.self, forKey: .writtenUTCOffset) {
            guard UTCOffsetRange.contains(Int(offset)), offset % 60 == 0 else {
                throw DecodingError.dataCorruptedError(forKey: .writtenUTCOffset, in: container, debugDescription: "written UTC offset \(offset) is out of range or not whole minutes")
            }
            format = format.writingUTCOffset(offset)
        }
        self = format
    }

    /// Encodes the format as its member's name and the options it carries, such as
    /// `{"name":"rfc3339","fractionDigits":6}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        let facts = profile.facts
        try container.encode(facts.name.description, forKey: .name)
        if facts.takesCurrentYear, !needsCurrentYear {
            try container.encode(Int(currentYear), forKey: .currentYear)
        }
        switch facts.fractions {
        case .chosen:
            try container.encode(writtenFractionDigits, forKey: .fractionDigits)
        case .epoch:
            try container.encode(unit.name, forKey: .epochUnit)
            try container.encodeIfPresent(epochDigits.requestedCount, forKey: .fractionDigits)
        case .fixed:
            break
        case .pattern:
            guard let pattern else { break }
            try container.encode(pattern.text, forKey: .pattern)
            try container.encodeIfPresent(pattern.strftimeDialect?.rawValue, forKey: .strftime)
            if let identifier = pattern.zoneRules?.identifier {
                try container.encode(identifier, forKey: .timeZone)
                if let choice = pattern.zoneRules?.disambiguation, choice != .compatible {
                    try container.encode(choice.name, forKey: .resolving)
                }
            } else {
                try container.encodeIfPresent(pattern.utcOffset, forKey: .utcOffset)
            }
            if pattern.strftimeDialect == nil {
                try container.encode(pattern.twoDigitYearStart, forKey: .twoDigitYearStart)
                try container.encode(pattern.defaultDate.localSeconds, forKey: .defaultDate)
            }
        }
        try container.encodeIfPresent(assumedUTCOffset, forKey: .assumedUTCOffset)
        try container.encodeIfPresent(writtenUTCOffset, forKey: .writtenUTCOffset)
    }

    /// A pattern stored as its text and options: `{"name":"pattern","pattern":"yyyy-MM-dd",
    /// "utcOffset":0,…}`, or with `"timeZone":"Europe/Paris"` (and `"resolving":"later"` for a
    /// choice other than `.compatible`); a strftime format adds `"strftime":"posix"` (or
    /// `"chrono"`), whose two-digit years and default date its dialect fixes. A pattern that does not
    /// compile, or a zone that does not exist, is `dataCorrupted` with the reason.
    private static func decodePattern(_ container: KeyedDecodingContainer<CodingKeys>) throws -> FastDate.Pattern {
        let text = try container.decode(String.self, forKey: .pattern)
        var dialect: FastDate.Pattern.StrftimeDialect?
        if let name = try container.decodeIfPresent(String.self, forKey: .strftime) {
            guard let named = FastDate.Pattern.StrftimeDialect(rawValue: name) else {
                throw DecodingError.dataCorruptedError(forKey: .strftime, in: container, debugDescription: "unknown strftime dialect \(name)")
            }
            dialect = named
        }
        let start = try container.decodeIfPresent(Int.self, forKey: .twoDigitYearStart) ?? 1950
        var defaultDate = FastDate.Pattern.defaultDate
        if let seconds = try container.decodeIfPresent(Int64.self, forKey: .defaultDate) {
            do { defaultDate = try FastDate.LocalDateTime(localSeconds: seconds) } catch {
                throw DecodingError.dataCorruptedError(forKey: .defaultDate, in: container, debugDescription: "defaultDate \(seconds) is outside the years 0000–9999")
            }
        }
        do {
            if let identifier = try container.decodeIfPresent(String.self, forKey: .timeZone) {
                guard let zone = FastDate.TimeZone.named(identifier) else {
                    throw DecodingError.dataCorruptedError(forKey: .timeZone, in: container, debugDescription: "unknown time zone \(identifier)")
                }
                var choice = FastDate.Disambiguation.compatible
                if let name = try container.decodeIfPresent(String.self, forKey: .resolving) {
                    guard let named = FastDate.Disambiguation(name: name) else {
                        throw DecodingError.dataCorruptedError(forKey: .resolving, in: container, debugDescription: "unknown disambiguation \(name)")
                    }
                    choice = named
                }
                if let dialect { return try FastDate.Pattern(strftime: text, dialect: dialect, timeZone: zone, resolving: choice) }
                return try FastDate.Pattern(text, timeZone: zone, twoDigitYearStart: start, defaultDate: defaultDate, resolving: choice)
            }
            let offset = try container.decodeIfPresent(Int32.self, forKey: .utcOffset) ?? 0
            if let dialect { return try FastDate.Pattern(strftime: text, dialect: dialect, utcOffset: offset) }
            return try FastDate.Pattern(text, utcOffset: offset, twoDigitYearStart: start, defaultDate: defaultDate)
        } catch let error as FastDate.PatternError {
            throw DecodingError.dataCorruptedError(forKey: .pattern, in: container, debugDescription: error.description)
        }
    }
}
