import Foundation

/// Where the package's own files live, found from this source file rather than the
/// working directory: `swift test` may run from anywhere, and a test that cannot find
/// its data must fail, not quietly test nothing.
public enum PackagePaths {
    /// The folder holding `Package.swift`: this file is `Tests/FastDateTestSupport/PackagePaths.swift`.
    public static let root: URL = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url
    }()

    /// `Spec/`.
    public static var spec: URL { root.appendingPathComponent("Spec") }

    /// `Spec/vectors/`.
    public static var specVectors: URL { spec.appendingPathComponent("vectors") }

    /// `Spec/keys/`.
    public static var specKeys: URL { spec.appendingPathComponent("keys") }

    /// The `shared/` folder next to the package, or `FASTDATE_SHARED_DIR` when set (CI
    /// checks the package out elsewhere).
    public static var shared: URL {
        if let dir = ProcessInfo.processInfo.environment["FASTDATE_SHARED_DIR"], !dir.isEmpty {
            return URL(fileURLWithPath: dir)
        }
        return root.deletingLastPathComponent().appendingPathComponent("shared")
    }
}
