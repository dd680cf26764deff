// swift-tools-version: 6.0
import PackageDescription

// FastDate in a Vapor application: its JSON coders in Vapor's `ContentConfiguration`, and
// HTTP-date headers read and written with `.httpDate`. FastDate itself has no dependency;
// this example has Vapor.
let package = Package(
    name: "FastDateVaporExample",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "FastDate", path: "../.."),
        .package(url: "https://github.com/vapor/vapor", from: "4.122.3"),
    ],
    targets: [
        .target(
            name: "Reminders",
            dependencies: [
                .product(name: "FastDate", package: "FastDate"),
                .product(name: "Vapor", package: "vapor"),
            ]
        ),
        .executableTarget(name: "RemindersServer", dependencies: ["Reminders"]),
        .testTarget(
            name: "RemindersTests",
            dependencies: ["Reminders", .product(name: "VaporTesting", package: "vapor")]
        ),
    ]
)
