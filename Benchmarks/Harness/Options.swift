/// Command-line options, parsed by hand: the package takes no dependencies, not even
/// ArgumentParser for its benchmark.
struct Options {
    var quick = false
    var list = false
    var filters: [String] = []
    var jsonPath: String?
    var svgPath: String?
    /// `--peer-data FILE` and `--peer FILE` (`PeerRun`).
    var peerDataPath: String?
    var peerPath: String?
    /// `--peer-shape SHAPE`: which text the peers' data set holds (`PeerRun.Shape`).
    var peerShape = "javascript"

    static let usage = """
        usage: fastdate-bench [--quick] [--filter SUBSTRING]... [--json FILE] [--svg FILE] [--list]

          --quick             seconds-long smoke run with tiny samples (CI); numbers are rough
          --filter SUBSTRING  run only rows whose "group · section · row" contains SUBSTRING
                              (case-insensitive; repeat to run the union)
          --json FILE         also write the results as JSON
          --svg FILE          also draw median ns/op per row as an SVG bar chart
          --list              print the rows that would run, and exit
          --peer-data FILE    write the peers' data set (Benchmarks/Peers) and print its checksum
          --peer FILE         time FastDate on that data set as the peers are timed
          --peer-shape SHAPE  the data set's text: javascript (toISOString(), the default),
                              seconds (RFC 3339, whole seconds, Z), offset (RFC 3339, whole
                              seconds, ±hh:mm) or milliseconds (epoch milliseconds)
        """

    enum Failure: Error {
        case usage(String)
        case help
    }

    static func parse(_ arguments: some Sequence<String>) throws(Failure) -> Options {
        var options = Options()
        var iterator = arguments.makeIterator()
        func value(for flag: String) throws(Failure) -> String {
            guard let value = iterator.next(), !value.hasPrefix("--") else { throw .usage("\(flag) needs a value") }
            return value
        }
        while let argument = iterator.next() {
            switch argument {
            case "--quick": options.quick = true
            case "--list": options.list = true
            case "--filter": options.filters.append(try value(for: argument))
            case "--json": options.jsonPath = try value(for: argument)
            case "--svg": options.svgPath = try value(for: argument)
            case "--peer-data": options.peerDataPath = try value(for: argument)
            case "--peer": options.peerPath = try value(for: argument)
            case "--peer-shape": options.peerShape = try value(for: argument)
            case "--help", "-h": throw .help
            default: throw .usage("unknown argument \(argument)")
            }
        }
        return options
    }
}
