import FastDateCore
import Testing
import FastDateTestSupport

/// `.dotNetJSON` (`Spec/dotnet-json/dotnet-json.md`) beyond its vectors: both spellings through
/// every door, the offset kept, and the shape written back.
@Suite struct DotNetJSONParsing {
    @Test func bothSpellingsAreOneInstantThroughEveryDoor() {
        let want = FastDate.Timestamp(seconds: 1_616_146_640, nanoseconds: 123_000_000, utcOffset: 3600)
        for text in ["/Date(1616146640123+0100)/", #"\/Date(1616146640123+0100)\/"#] {
            let bytes = Array(text.utf8)
            for door in Door.allCases where door.accepts(bytes) {
                let got = door.parseTimestamp(bytes, as: .dotNetJSON)
                #expect(got == .success(want), "\(text) via \(door)")
            }
        }
    }

    /// The number is the instant; the offset is the sender's and does not move it.
    @Test func theOffsetDoesNotMoveTheInstant() throws {
        let utc = try FastDate.parseTimestamp("/Date(1616146640123)/", as: .dotNetJSON)
        let local = try FastDate.parseTimestamp("/Date(1616146640123-0500)/", as: .dotNetJSON)
        #expect(utc.seconds == local.seconds && utc.nanoseconds == local.nanoseconds)
        #expect(local.utcOffset == -18_000)
    }

    @Test func writesTheSameShapeBack() throws {
        for text in ["/Date(1616146640123)/", "/Date(1616146640123+0530)/", "/Date(-1)/", "/Date(0-0100)/"] {
            let t = try FastDate.parseTimestamp(text, as: .dotNetJSON)
            #expect(try FastDate.format(t, as: .dotNetJSON) == text)
        }
        // Toward the past, as `.epoch(.milliseconds)` writes.
        #expect(try FastDate.format(FastDate.Timestamp(seconds: -1, nanoseconds: 999_999_999), as: .dotNetJSON) == "/Date(-1)/")
    }
}
