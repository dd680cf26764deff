import FastDateCore

/// Printable forms for failure reports.
public enum Show {
    /// The input as a Swift literal, or hex when it is not UTF-8; long inputs are cut.
    public static func input(_ bytes: [UInt8]) -> String {
        let tail = bytes.count > 80 ? "… (\(bytes.count) bytes)" : ""
        if let text = String(validating: bytes, as: UTF8.self) {
            return String(reflecting: String(text.prefix(80))) + tail
        }
        return "hex " + hex(bytes.prefix(80)) + tail
    }

    /// Two lowercase hex digits per byte.
    public static func hex<C: Collection<UInt8>>(_ bytes: C) -> String {
        bytes.map { String($0, radix: 16).leftPadded(to: 2) }.joined()
    }

    public static func result(_ r: Result<FastDate.Timestamp, FastDate.ParseError>) -> String {
        switch r {
        case .success(let t): timestamp(t)
        case .failure(let e): error(e)
        }
    }

    public static func result(_ r: Result<Double, FastDate.ParseError>) -> String {
        switch r {
        case .success(let d): "\(d)"
        case .failure(let e): error(e)
        }
    }

    public static func result(_ r: Result<FastDate.LocalTime, FastDate.ParseError>) -> String {
        switch r {
        case .success(let t): "secondsSinceMidnight \(t.secondsSinceMidnight), nanoseconds \(t.nanoseconds)"
        case .failure(let e): error(e)
        }
    }

    public static func result(_ r: Result<FastDate.LocalDateTime, FastDate.ParseError>) -> String {
        switch r {
        case .success(let t): "localSeconds \(t.localSeconds), nanoseconds \(t.nanoseconds), utcOffset \(t.utcOffset.map(String.init) ?? "none")"
        case .failure(let e): error(e)
        }
    }

    public static func timestamp(_ t: FastDate.Timestamp) -> String {
        "seconds \(t.seconds), nanoseconds \(t.nanoseconds), utcOffset \(t.utcOffset)"
    }

    public static func error(_ e: FastDate.ParseError) -> String {
        "error \(e.kind.rawValue) at \(e.offset)"
    }
}

extension String {
    public func leftPadded(to width: Int, with pad: Character = "0") -> String {
        count >= width ? self : String(repeating: pad, count: width - count) + self
    }
}
