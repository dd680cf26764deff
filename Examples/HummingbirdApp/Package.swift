// swift-tools-version: 6.0
import PackageDescription

// FastDate in a Hummingbird application: its JSON coders in the request context, HTTP-date
// headers through swift-http-types' `HTTPField`, and a benchmark of request bodies of dates
// against the stock strategies. FastDate itself has no dependency; this example has them.
let package = Package(
    name: "FastDateHummingbirdExample",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "FastDate", path: "../.."),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-openapi-runtime", from: "1.13.4"),
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
    ],
    targets: [
        .target(
            name: "Bookings",
            dependencies: [
                .product(name: "FastDate", package: "FastDate"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ]
        ),
        .executableTarget(name: "BookingsServer", dependencies: ["Bookings"]),
        // Requests a second with FastDate's coders and with the stock ones
        // (`JSONDecoder`'s `.iso8601`, swift-openapi-runtime's `ISO8601DateTranscoder`).
        .executableTarget(
            name: "DatesBenchmark",
            dependencies: [
                "Bookings",
                .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
            ]
        ),
        .testTarget(
            name: "BookingsTests",
            dependencies: ["Bookings", .product(name: "HummingbirdTesting", package: "hummingbird")]
        ),
    ]
)
