// swift-tools-version: 6.0
import PackageDescription

// FastDate in a server and a client that swift-openapi-generator writes: the server on
// Hummingbird, the client on AsyncHTTPClient, both converting `format: date-time` with
// `FastDate.DateTranscoder`. FastDate itself has no dependency; this example has them.
let package = Package(
    name: "FastDateOpenAPIExample",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "FastDate", path: "../.."),
        .package(url: "https://github.com/apple/swift-openapi-generator", from: "1.14.3"),
        .package(url: "https://github.com/apple/swift-openapi-runtime", from: "1.13.4"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/swift-openapi-hummingbird", from: "2.1.0"),
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        .package(url: "https://github.com/swift-server/swift-openapi-async-http-client", from: "1.5.0"),
    ],
    targets: [
        // The API of `openapi.yaml`: generated types, server and client, the service that
        // implements it, and the Hummingbird application that serves it.
        .target(
            name: "EventsAPI",
            dependencies: [
                .product(name: "FastDate", package: "FastDate"),
                .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "OpenAPIHummingbird", package: "swift-openapi-hummingbird"),
                .product(name: "Hummingbird", package: "hummingbird"),
            ],
            plugins: [.plugin(name: "OpenAPIGenerator", package: "swift-openapi-generator")]
        ),
        .executableTarget(name: "EventsServer", dependencies: ["EventsAPI"]),
        .testTarget(
            name: "EventsAPITests",
            dependencies: [
                "EventsAPI",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "OpenAPIAsyncHTTPClient", package: "swift-openapi-async-http-client"),
            ]
        ),
    ]
)
