// swift-tools-version: 6.2
// FastDate measured as a client measures it: from another package, which sees only the
// public API and what it marks inlinable (no package-level optimization across the
// boundary). Run from this directory; see Benchmarks/README.md, "From outside the package".
import PackageDescription

let package = Package(
    name: "FastDateOutside",
    dependencies: [.package(name: "FastDate", path: "../..")],
    targets: [
        // The benchmark's own C reference (Benchmarks/CReference), compiled here too.
        .target(
            name: "COutsideReference",
            cSettings: [.unsafeFlags(["-I", "../CReference/include"])]
        ),
        .executableTarget(
            name: "fastdate-outside",
            dependencies: ["COutsideReference", .product(name: "FastDateCore", package: "FastDate")]
        ),
    ]
)
