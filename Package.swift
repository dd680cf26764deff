// swift-tools-version: 6.2
// 6.2, not 6.1: the public API takes `Span<UInt8>`, which the Swift 6.2 standard library
// introduced. An older toolchain stops here with "package requires minimum Swift tools
// version 6.2" instead of failing with compile errors inside the package.
import PackageDescription

// No package dependencies, on purpose: FastDate must be something any app or server
// can add without pulling a graph of packages behind it.
let package = Package(
    name: "FastDate",
    // One floor for both products (README, "Requirements"): `FormatStyle`/`ParseStrategy`
    // need macOS 12 / iOS 15, and `Swift.Duration` (the benchmark's clock, and durations)
    // macOS 13 / iOS 16. `Span` is back-deployed below these; `String.UTF8View.span` (macOS
    // and iOS 26) is used behind `#available`, with a fallback.
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "FastDateCore", targets: ["FastDateCore"]),
        .library(name: "FastDate", targets: ["FastDate"]),
        // The column door behind the Arrow C Data Interface, for engines and Python
        // (include/fastdate_arrow.h). Dynamic, so that a foreign process can load it.
        .library(name: "FastDateArrow", type: .dynamic, targets: ["FastDateArrow"]),
        .executable(name: "fastdate-bench", targets: ["FastDateBench"]),
    ],
    // `FastDate.Pattern(_ formatter: DateFormatter)` on Linux, where `DateFormatter` lives in
    // Foundation proper and the rest of the FastDate module needs only FoundationEssentials
    // (on Apple platforms Foundation is one library and the initializer is always there).
    // On by default; a server that wants FastDate to link FoundationEssentials alone turns
    // it off with `.package(url: …, from: …, traits: [])`.
    traits: [
        .trait(
            name: "DateFormatterMigration",
            description: "FastDate.Pattern(_:) takes a DateFormatter on Linux too, which links Foundation there, not only FoundationEssentials."
        ),
        .default(enabledTraits: ["DateFormatterMigration"]),
    ],
    targets: [
        // Foundation-free byte scanner and formatter; CI also builds it as Embedded Swift.
        .target(name: "FastDateCore", dependencies: ["CFastDateLanes"]),
        // The core's one C header: SSE2's `pmovmskb`, which Swift cannot spell (a log line's
        // end, a quoted CSV text's masks). Header only, `static inline`, no C library.
        .target(name: "CFastDateLanes"),
        // Foundation / Codable layer; re-exports FastDateCore.
        .target(name: "FastDate", dependencies: ["FastDateCore"], swiftSettings: dateFormatterMigration),
        // The C Data Interface's two structs and the kernel's declaration (a header; the
        // kernel itself is Swift, in FastDateArrow).
        .target(name: "CFastDateArrow"),
        .target(name: "FastDateArrow", dependencies: ["FastDateCore", "CFastDateArrow"]),
        .executableTarget(
            name: "FastDateBench",
            dependencies: ["FastDate", "AllocationCounter", "CReference"],
            path: "Benchmarks",
            exclude: ["README.md", "LEDGER.md", "results", "CReference", "Peers", "Outside"]
        ),
        // Benchmark only: hand-tuned C for the same jobs (SWAR epoch numbers, an SSE2
        // toISOString scanner, a Neri-Schneider formatter), so fastdate-bench states FastDate's
        // ratio to plain C in one run. Not a product, not a dependency of either library.
        .target(name: "CReference", path: "Benchmarks/CReference"),
        // Test and benchmark support only: counts this thread's heap allocations by
        // interposing malloc. Not a product and not a package dependency.
        .target(name: "AllocationCounter", path: "Tests/AllocationCounter"),
        // Test support shared by the test targets (package paths, Spec vector loaders, doors,
        // seeded generator, failure report). Test-only: not a product.
        .target(name: "FastDateTestSupport", dependencies: ["FastDateCore"], path: "Tests/FastDateTestSupport"),
        .testTarget(
            name: "FastDateCoreTests",
            dependencies: ["FastDateCore", "AllocationCounter", "FastDateTestSupport"]
        ),
        .testTarget(
            name: "FastDateTests",
            dependencies: ["FastDate", "AllocationCounter", "FastDateTestSupport"],
            swiftSettings: dateFormatterMigration
        ),
        // Declares its own types with the names of FastDate's public types, and then names
        // every public type as `FastDate.X`: it passes by compiling.
        .testTarget(
            name: "FastDateNamingTests",
            dependencies: ["FastDate"]
        ),
        // Differential, hostile-input and mutation tests (sizes set by environment).
        .testTarget(
            name: "FastDateReliabilityTests",
            dependencies: ["FastDate", "FastDateTestSupport"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

/// `FASTDATE_DATEFORMATTER` is defined where the `DateFormatterMigration` trait is on.
var dateFormatterMigration: [SwiftSetting] {
    [.define("FASTDATE_DATEFORMATTER", .when(traits: ["DateFormatterMigration"]))]
}
