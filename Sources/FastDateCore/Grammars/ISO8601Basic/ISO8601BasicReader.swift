/// ISO 8601's basic format, `yyyyMMdd` or `yyyyMMdd'T'HHmmss[.f][offset]`
/// (`Spec/iso8601-basic/iso8601-basic.md`). The fields and their ranges are the date-time's
/// own (`DateTimeFields`), the fraction `FractionReader`'s and the offset `OffsetReader`'s:
/// only the positions are this layout's.
enum ISO8601BasicReader {
    /// `yyyyMMdd`: a date alone ends here.
    static var dateLength: Int { 8 }
    /// `yyyyMMdd'T'HHmmss`: where a fraction or the offset begins.
    static var timeEnd: Int { 15 }
    /// `yyyyMMdd'T'HHmmssZ`: the common shape, AWS's `x-amz-date`.
    static var commonLength: Int { 16 }

    static func read(_ input: ByteInput, _ format: FastDate.Format) throws(FastDate.ParseError) -> FastDate.Timestamp {
        if let t = fastPath(input) { return t }
        return try readGeneral(input, format)
    }

    /// Accept-only: `yyyyMMddTHHmmssZ` in two 8-byte loads, with every field in range (a
    /// leap second, a lower-case `t` or `z`, anything else: `nil`, and ``readGeneral(_:_:)``
    /// reads it and decides the error).
    @inline(__always)
    static func fastPath(_ input: ByteInput) -> FastDate.Timestamp? {
        guard input.count == commonLength else { return nil }
        // As in `DateTimeFastPath`: XOR with the expected text leaves 0...9 in a digit's lane and 0
        // in a letter's, and `wrongLanes` finds any other; "yyyyMMdd", then "T" "HHmmss" "Z".
        let date = input.word(at: 0) ^ 0x3030_3030_3030_3030
        let time = input.word(at: dateLength) ^ 0x5A30_3030_3030_3054
        guard date.wrongLanes(limits: 0x7676_7676_7676_7676, lanes: 0x8080_8080_8080_8080)
                | time.wrongLanes(limits: 0x7F76_7676_7676_767F, lanes: 0x8080_8080_8080_8080) == 0
        else { return nil }
        // Byte i becomes 10 * digit[i] + digit[i + 1]; no byte can carry (≤ 99).
        let datePairs = date &* 10 &+ (date &>> 8)
        let timePairs = time &* 10 &+ (time &>> 8)
        let year = Int64(datePairs & 0xFF) &* 100 &+ Int64((datePairs &>> 16) & 0xFF)
        let month = Int((datePairs &>> 32) & 0xFF)
        let day = Int((datePairs &>> 48) & 0xFF)
        let hour = Int((timePairs &>> 8) & 0xFF)
        let minute = Int((timePairs &>> 24) & 0xFF)
        let second = Int((timePairs &>> 40) & 0xFF)
        guard month >= 1 && month <= 12, day >= 1 && day <= CivilCalendar.daysInMonth(month, year: year),
              hour <= 23, minute <= 59, second <= 59
        else { return nil }
        let fields = DateTimeFields(year: year, month: month, day: day, hour: hour, minute: minute, second: second, end: timeEnd)
        return try? fields.timestamp(offset: 0)
    }

    /// The whole grammar, every error decided here.
    static func readGeneral(_ input: ByteInput, _ format: FastDate.Format) throws(FastDate.ParseError) -> FastDate.Timestamp {
        let year = Int64(try input.digits(0, width: 4, orThrow: .expectedYear))
        let month = try DateTimeFields.month(input.digits(4, width: 2, orThrow: .expectedMonth), at: 4)
        let day = try DateTimeFields.day(input.digits(6, width: 2, orThrow: .expectedDay), month: month, year: year, at: 6)
        var fields = DateTimeFields(year: year, month: month, day: day, end: dateLength)
        if input.count == dateLength { return try fields.timestamp(offset: 0) }  // UTC midnight

        let designator = input[dateLength]
        guard designator == UInt8(ascii: "T") || designator == UInt8(ascii: "t") else {
            throw FastDate.ParseError(.expectedTimeSeparator, offset: dateLength)
        }
        fields.hour = try DateTimeFields.hour(input.digits(9, width: 2, orThrow: .expectedHour), at: 9)
        fields.minute = try DateTimeFields.minute(input.digits(11, width: 2, orThrow: .expectedMinute), at: 11)
        fields.second = try DateTimeFields.second(input.digits(13, width: 2, orThrow: .expectedSecond), at: 13)
        fields.end = timeEnd

        var i = timeEnd
        if input[i] == UInt8(ascii: ".") || input[i] == UInt8(ascii: ",") {
            (fields.nanoseconds, i) = try FractionReader.read(input, from: i &+ 1)
        }
        // Basic offsets only: the extended `±hh:mm` is refused at its colon.
        let sign = input[i]
        if (sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-")) && input[i &+ 3] == UInt8(ascii: ":")
            && input.digit(i &+ 1) < 10 && input.digit(i &+ 2) < 10 {
            _ = try OffsetReader.hour(input, at: i &+ 1)
            throw FastDate.ParseError(.expectedOffsetMinute, offset: i &+ 3)
        }
        let offset: Int
        (offset, i) = try OffsetReader.read(input, at: i, strict: false, assumed: format.assumedUTCOffset)
        try input.expectEnd(at: i)
        try fields.resolveLeapSecond(offset: offset, secondAt: 13)
        return try fields.timestamp(offset: offset)
    }
}
