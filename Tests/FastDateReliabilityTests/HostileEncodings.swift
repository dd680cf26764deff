import FastDate
import Testing
import FastDateTestSupport

/// Text that is not ASCII: digits and punctuation from other scripts that look or mean the
/// same, and byte sequences that are not UTF-8 at all. None can be part of a date (Spec:
/// only ASCII bytes are), and the error offset counts bytes, not characters.
@Suite struct HostileEncodings {
    static let base = "2021-03-19T09:37:20.123+01:00"

    /// Characters a person or a locale-aware formatter might put where ASCII belongs.
    static let lookAlikes: [String] = [
        "\u{0662}",  // ARABIC-INDIC DIGIT TWO
        "\u{06F2}",  // EXTENDED ARABIC-INDIC DIGIT TWO
        "\u{09E8}",  // BENGALI DIGIT TWO
        "\u{FF12}",  // FULLWIDTH DIGIT TWO
        "\u{1D7D0}",  // MATHEMATICAL BOLD DIGIT TWO
        "\u{00B2}",  // SUPERSCRIPT TWO
        "\u{2212}",  // MINUS SIGN
        "\u{2010}",  // HYPHEN
        "\u{FF1A}",  // FULLWIDTH COLON
        "\u{0422}",  // CYRILLIC CAPITAL TE
        "\u{00A0}",  // NO-BREAK SPACE
        "\u{202F}",  // NARROW NO-BREAK SPACE
        "\u{FF0B}",  // FULLWIDTH PLUS
        "\u{0396}",  // GREEK CAPITAL ZETA
        "\u{0301}",  // COMBINING ACUTE ACCENT
        "\u{200B}",  // ZERO WIDTH SPACE
        "\u{FEFF}",  // BYTE ORDER MARK
        "\u{1F550}",  // CLOCK FACE ONE OCLOCK
        "\u{00E9}",
    ]

    /// Each look-alike in place of each byte, before it and after it, through every door,
    /// in every profile that reads dates: the reference decides kind and offset.
    @Test func nonASCIICharactersAnywhere() {
        var report = FailureReport(limit: 40)
        var checked = 0
        for profile in [ProfileCase.iso8601, .rfc3339, .iso8601.assuming(3600)] {
            for text in [Self.base, "2021-03-19", "-000001-01-01T00:00Z", "1616112000.5"] {
                let bytes = Array(text.utf8)
                for position in 0...bytes.count {
                    for character in Self.lookAlikes {
                        let inserted = Array(character.utf8)
                        var replaced = bytes
                        if position < bytes.count { replaced.replaceSubrange(position...position, with: inserted) }
                        var before = bytes
                        before.insert(contentsOf: inserted, at: position)
                        for mutated in [replaced, before] {
                            let door = Door.rotating(checked, for: mutated)
                            if let problem = Agreement.check(mutated, profile, door: door) { report.add(problem) }
                            checked += 1
                        }
                    }
                }
            }
        }
        report.finish(checked: checked)
        Summary.print("nonASCIICharactersAnywhere", "\(checked) inputs")
    }

    /// Non-ASCII can never be accepted, whatever the profile.
    @Test func nonASCIIIsNeverAccepted() {
        for character in Self.lookAlikes {
            for profile in ProfileCase.plain {
                let text = "2021-03-19T09:37:20Z" + character
                let got = Door.string.parseTimestamp(Array(text.utf8), as: profile.format)
                #expect(throws: FastDate.ParseError.self, "\(text) [\(profile)]") { try got.get() }
            }
        }
        // The first byte of a multi-byte character is where the input stops making sense.
        func outcome(_ text: String) -> ReferenceParser.Outcome {
            ReferenceParser.Outcome(Door.string.parseTimestamp(Array(text.utf8), as: .iso8601))
        }
        #expect(outcome("\u{FF12}021-03-19") == .failure(.init(kind: "expectedYear", offset: 0)))
        #expect(outcome("2021-03-\u{FF11}9") == .failure(.init(kind: "expectedDay", offset: 8)))
        #expect(outcome("2021-03-19T09:37:20Z\u{00E9}") == .failure(.init(kind: "trailingBytes", offset: 20)))
        #expect(outcome("2021-03-19T09:37:20\u{2212}01:00") == .failure(.init(kind: "expectedOffset", offset: 19)))
        #expect(outcome("2021-03-19T09:37:2\u{FF10}.5Z") == .failure(.init(kind: "expectedSecond", offset: 18)))
    }

    /// Byte sequences that are not UTF-8 (lone continuation bytes, overlong forms,
    /// surrogates, values past U+10FFFF, truncated sequences, 0xFE/0xFF) at every position
    /// of a valid input, through the byte doors; and the same bytes through `String`, where
    /// decoding repairs them to U+FFFD first (three bytes, so offsets move).
    @Test func invalidUTF8Anywhere() {
        let sequences: [[UInt8]] = [
            [0x80], [0xBF], [0xC0, 0xAF], [0xC1, 0xBF], [0xE0, 0x80, 0xAF], [0xED, 0xA0, 0x80],
            [0xF4, 0x90, 0x80, 0x80], [0xF8, 0x88, 0x80, 0x80, 0x80], [0xC3], [0xE2, 0x82], [0xFE], [0xFF],
            [0xB2],  // the low byte of a UTF-8 digit, alone
        ]
        var report = FailureReport(limit: 40)
        var checked = 0
        for profile in [ProfileCase.iso8601, .rfc3339, .fullDate, .epochMilliseconds] {
            for text in [Self.base, "2021-03-19", "1616112000123"] {
                let bytes = Array(text.utf8)
                for position in 0...bytes.count {
                    for sequence in sequences {
                        var replaced = bytes
                        if position < bytes.count { replaced.replaceSubrange(position...position, with: sequence) }
                        for door in [Door.array, .rawBuffer, .typedBuffer, .span] {
                            if let problem = Agreement.check(replaced, profile, door: door) { report.add(problem) }
                        }
                        // What a String built from these bytes holds is repaired text, and
                        // that is what the string doors must read, offsets in its bytes.
                        let repaired = Array(String(decoding: replaced, as: UTF8.self).utf8)
                        if let problem = Agreement.check(repaired, profile, door: Door.rotating(checked, for: repaired)) {
                            report.add(problem)
                        }
                        checked += 5
                    }
                }
            }
        }
        report.finish(checked: checked)
        Summary.print("invalidUTF8Anywhere", "\(checked) inputs")
    }
}
