import FastDateCore
import Testing
import FastDateTestSupport

/// The parse doors are thin wrappers over one reader: they must agree on everything,
/// default to `.iso8601`, and report the offset the text was written in.
@Suite struct DoorAgreement {
    static let mix: [(String, FastDate.Format)] = [
        ("2021-03-19T09:37:20.123Z", .iso8601),
        ("2021-03-19T10:37:20+01:00", .rfc3339),
        ("2021-03-19 04:07:20.5-0530", .iso8601),
        ("2021-03-19t09:37z", .iso8601),
        ("2021-03-19", .fullDate),
        ("2021-03-19", .iso8601),
        ("+010000-01-01T00:00:00Z", .iso8601),
        ("-000001-12-31T23:59:59.999999999Z", .iso8601),
        ("1998-12-31T15:59:60.123-08:00", .rfc3339),
        ("2021-03-19T09:37:20", .iso8601.assumingUTCOffset(-3600)),
        ("1616112000", .iso8601),
        ("-1.5", .iso8601),
        ("1616112000123", .epoch(.milliseconds)),
        ("1616112000123456", .epoch(.microseconds)),
        ("1616112000123456789", .epoch(.nanoseconds)),
        ("", .iso8601),
        ("2021-02-29", .fullDate),
        ("2021-03-19T09:37:20+0100", .rfc3339),
        ("20230328", .fullDate),
        ("1.6e9", .iso8601),
        ("2021-03-19T09:37:20Z\n", .iso8601),
        ("\u{FF12}021-03-19", .iso8601),
    ]

    @Test func doorsAgree() {
        var report = FailureReport()
        for (text, format) in Self.mix {
            let bytes = Array(text.utf8)
            let reference = Door.array.parseTimestamp(bytes, as: format)
            for door in Door.allCases {
                let exact = door.parseTimestamp(bytes, as: format)
                if exact != reference {
                    report.add("\(Show.input(bytes)) via \(door) gave \(Show.result(exact)), [UInt8] gave \(Show.result(reference))")
                }
                let double = door.parse(bytes, as: format)
                if double != reference.map(\.timeIntervalSince1970) {
                    report.add("\(Show.input(bytes)) via \(door) parse gave \(Show.result(double)), [UInt8] gave \(Show.result(reference))")
                }
            }
        }
        report.finish(checked: Self.mix.count)
    }

    /// Every door called without `as:` behaves as `.iso8601`.
    @Test func defaultFormatIsISO8601() throws {
        for (text, _) in Self.mix {
            let bytes = Array(text.utf8)
            let want = Door.array.parseTimestamp(bytes, as: .iso8601)
            let wantDouble = want.map(\.timeIntervalSince1970)
            let substring = Door.embedded(bytes)
            var got: [(String, Result<FastDate.Timestamp, FastDate.ParseError>, Result<Double, FastDate.ParseError>)] = [
                ("String", Result { () throws(FastDate.ParseError) in try FastDate.parseTimestamp(text) },
                 Result { () throws(FastDate.ParseError) in try FastDate.parse(text) }),
                ("Substring", Result { () throws(FastDate.ParseError) in try FastDate.parseTimestamp(substring) },
                 Result { () throws(FastDate.ParseError) in try FastDate.parse(substring) }),
                ("[UInt8]", Result { () throws(FastDate.ParseError) in try FastDate.parseTimestamp(bytes) },
                 Result { () throws(FastDate.ParseError) in try FastDate.parse(bytes) }),
            ]
            bytes.withUnsafeBytes { raw in
                got.append(("UnsafeRawBufferPointer",
                            Result { () throws(FastDate.ParseError) in try FastDate.parseTimestamp(raw) },
                            Result { () throws(FastDate.ParseError) in try FastDate.parse(raw) }))
            }
            bytes.withUnsafeBufferPointer { typed in
                got.append(("UnsafeBufferPointer<UInt8>",
                            Result { () throws(FastDate.ParseError) in try FastDate.parseTimestamp(typed) },
                            Result { () throws(FastDate.ParseError) in try FastDate.parse(typed) }))
            }
            bytes.withSpan { span in
                got.append(("Span<UInt8>",
                            Result { () throws(FastDate.ParseError) in try FastDate.parseTimestamp(span) },
                            Result { () throws(FastDate.ParseError) in try FastDate.parse(span) }))
            }

            for (door, exact, double) in got {
                #expect(exact == want, "\(String(reflecting: text)) via \(door) without as:")
                #expect(double == wantDouble, "\(String(reflecting: text)) via \(door) parse without as:")
            }
        }
    }

    @Test func emptyInputThroughEveryDoor() {
        for door in Door.allCases {
            #expect(door.parseTimestamp([], as: .iso8601) == .failure(FastDate.ParseError(.empty, offset: 0)), "\(door)")
            #expect(door.parse([], as: .epoch(.seconds)) == .failure(FastDate.ParseError(.empty, offset: 0)), "\(door)")
        }
        // A buffer with no memory behind it at all.
        let none = UnsafeRawBufferPointer(start: nil, count: 0)
        #expect(Thrown.parseError { () throws(FastDate.ParseError) in try FastDate.parse(none) }?.kind == .empty)
        let noneTyped = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
        #expect(Thrown.parseError { () throws(FastDate.ParseError) in try FastDate.parse(noneTyped, as: .rfc3339) }?.kind == .empty)
        #expect(Thrown.parseError { () throws(FastDate.ParseError) in try FastDate.parse("abc".prefix(0)) }?.kind == .empty)
    }

    /// `utcOffset` is the offset as written, seconds east of UTC; the instant is UTC.
    @Test func offsetsAsWritten() throws {
        let cases: [(String, FastDate.Format, seconds: Int64, offset: Int32)] = [
            ("2021-03-19T10:37:20+01:00", .iso8601, 1_616_146_640, 3600),
            ("2021-03-19T04:07:20-0530", .iso8601, 1_616_146_640, -19_800),
            ("2021-03-19T14:37:20+05", .iso8601, 1_616_146_640, 18_000),
            ("2021-03-19T09:37:20-00:00", .rfc3339, 1_616_146_640, 0),
            ("2021-03-19T09:37:20Z", .rfc3339, 1_616_146_640, 0),
            ("2021-03-19T09:37:20z", .rfc3339, 1_616_146_640, 0),
            ("2021-03-20T09:36:20+23:59", .rfc3339, 1_616_146_640, 86_340),
            ("2021-03-18T09:38:20-23:59", .rfc3339, 1_616_146_640, -86_340),
            ("2021-03-19", .iso8601, 1_616_112_000, 0),
            ("1616146640", .iso8601, 1_616_146_640, 0),
            // An assumed offset is used only when none is written, and is then reported.
            ("2021-03-19T10:37:20", .iso8601.assumingUTCOffset(3600), 1_616_146_640, 3600),
            ("2021-03-19T10:37:20", .rfc3339.assumingUTCOffset(3630), 1_616_146_610, 3630),
            ("2021-03-19T09:37:20Z", .iso8601.assumingUTCOffset(3600), 1_616_146_640, 0),
            ("2021-03-19", .iso8601.assumingUTCOffset(3600), 1_616_112_000, 0),
            ("1616146640", .iso8601.assumingUTCOffset(3600), 1_616_146_640, 0),
            ("1616146640", .epoch(.seconds).assumingUTCOffset(3600), 1_616_146_640, 0),
            ("2021-03-19", .fullDate.assumingUTCOffset(-3600), 1_616_112_000, 0),
        ]
        for (text, format, seconds, offset) in cases {
            let t = try FastDate.parseTimestamp(text, as: format)
            #expect(t.seconds == seconds && t.utcOffset == offset && t.nanoseconds == 0,
                    "\(text): \(Show.timestamp(t))")
        }
    }

    @Test func doubleIsSecondsPlusNanoseconds() throws {
        #expect(try FastDate.parse("2021-03-19T09:37:20.123Z") == 1_616_146_640.123)
        #expect(try FastDate.parse("1969-12-31T23:59:59.5Z") == -0.5)
        #expect(try FastDate.parse("-1.5") == -1.5)
        let t = try FastDate.parseTimestamp("-1.5")
        #expect(t.seconds == -2 && t.nanoseconds == 500_000_000)
        #expect(try FastDate.parse("1616112000123", as: .epoch(.milliseconds)) == 1_616_112_000.123)
    }
}
