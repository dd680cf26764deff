import FastDate
import Foundation

/// Where and when the numbers were taken, for the report, the JSON and the chart title.
struct Machine: Codable {
    var cpu: String
    var cores: Int
    var os: String
    var swift: String
    /// RFC 3339, UTC, written by FastDate itself.
    var date: String

    var description: String { "\(cpu), \(cores) cores · \(os) · \(swift)" }

    static func current() -> Machine {
        let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let model = cpuinfo.split(separator: "\n").first { $0.hasPrefix("model name") }
            .flatMap { $0.split(separator: ":", maxSplits: 1).last }
            .map { $0.trimmingCharacters(in: .whitespaces) }
        let release = (try? String(contentsOfFile: "/etc/os-release", encoding: .utf8)) ?? ""
        let pretty = release.split(separator: "\n").first { $0.hasPrefix("PRETTY_NAME=") }
            .map { $0.dropFirst("PRETTY_NAME=".count).trimmingCharacters(in: CharacterSet(charactersIn: "\"")) }
        let now = FastDate.Timestamp(Date())
        return Machine(
            cpu: model ?? "unknown CPU",
            cores: ProcessInfo.processInfo.activeProcessorCount,
            os: pretty ?? "unknown OS",
            swift: compilerVersion,
            date: (try? FastDate.format(FastDate.Timestamp(seconds: now.seconds), as: .rfc3339.fractionDigits(0))) ?? "unknown date")
    }

    static var compilerVersion: String {
        #if compiler(>=6.5)
            "Swift 6.5 or later"
        #elseif compiler(>=6.4)
            "Swift 6.4"
        #elseif compiler(>=6.3)
            "Swift 6.3"
        #else
            "Swift 6.2 or earlier"
        #endif
    }
}
