// swift-tools-version: 6.1
import PackageDescription

// No package dependencies, on purpose: FastDate must be something any app or server
// can add without pulling a graph of packages behind it.
let package = Package(
    name: "FastDate",
    products: [
        .library(name: "FastDateCore", targets: ["FastDateCore"]),
        .library(name: "FastDate", targets: ["FastDate"]),
        .executable(name: "fastdate-bench", targets: ["FastDateBench"]),
    ],
    targets: [
        // Foundation-free byte scanner and formatter; CI also builds it as Embedded Swift.
        .target(name: "FastDateCore"),
        // Foundation / Codable layer; re-exports FastDateCore.
        .target(name: "FastDate", dependencies: ["FastDateCore"]),
        .executableTarget(
            name: "FastDateBench",
            dependencies: ["FastDate", "AllocationCounter"],
            path: "Benchmarks",
            exclude: ["README.md", "results"]
        ),
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
            dependencies: ["FastDate", "FastDateTestSupport"]
        ),
        // Differential, hostile-input and mutation tests (sizes set by environment).
        .testTarget(
            name: "FastDateReliabilityTests",
            dependencies: ["FastDate", "FastDateTestSupport"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
