// swift-tools-version: 6.0
import PackageDescription

// FastDate in a Vapor application: its JSON coders in Vapor's `ContentConfiguration`, and
// HTTP-date headers read and written with `.httpDate` through swift-http-types' `HTTPField`. FastDate itself has no dependency;
// this example has Vapor.
let package = Package(
    name: "FastDateVaporExample",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "FastDate", path: "../.."),
        .package(url: "https://github.com/vapor/vapor", from: "4.122.3"),
        // Vapor 4's headers are NIOHTTP1's; swift-nio-extras converts them to swift-http-types'.
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.35.2"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
    ],
    targets: [
        .target(
            name: "Reminders",
            dependencies: [
                .product(name: "FastDate", package: "FastDate"),
                .product(name: "Vapor", package: "vapor"),
                .product(name: "NIOHTTPTypesHTTP1", package: "swift-nio-extras"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ]
        ),
        .executableTarget(name: "RemindersServer", dependencies: ["Reminders"]),
        .testTarget(
            name: "RemindersTests",
            dependencies: ["Reminders", .product(name: "VaporTesting", package: "vapor")]
        ),
    ]
)
