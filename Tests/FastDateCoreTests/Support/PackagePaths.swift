import Foundation

/// Where the package's own files live, found from this source file rather than the
/// working directory: `swift test` may run from anywhere, and a test that cannot find
/// its data must fail, not quietly test nothing.
enum PackagePaths {
    /// The folder holding `Package.swift`: this file is `Tests/FastDateCoreTests/Support/…`.
    static let root: URL = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url
    }()

    static var specVectors: URL {
        root.appendingPathComponent("Spec").appendingPathComponent("vectors")
    }

    /// The `shared/` folder next to the package, or `FASTDATE_SHARED_DIR` when set (CI
    /// checks the package out elsewhere).
    static var shared: URL {
        if let dir = ProcessInfo.processInfo.environment["FASTDATE_SHARED_DIR"], !dir.isEmpty {
            return URL(fileURLWithPath: dir)
        }
        return root.deletingLastPathComponent().appendingPathComponent("shared")
    }
}
