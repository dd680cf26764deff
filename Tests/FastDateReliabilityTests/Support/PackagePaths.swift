import Foundation

/// Where the package's files are, found from this source file rather than the working
/// directory: a test that cannot find its vectors must fail, not quietly test nothing.
enum PackagePaths {
    /// The folder holding `Package.swift`: this file is `Tests/FastDateReliabilityTests/Support/…`.
    static let root: URL = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url
    }()

    static var specVectors: URL {
        root.appendingPathComponent("Spec").appendingPathComponent("vectors")
    }
}
