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

    /// `Spec/<grammar>/vectors/`: each grammar's folder holds its contract (`.md`) and its
    /// vectors.
    public static func specVectors(_ grammar: String) -> URL {
        spec.appendingPathComponent(grammar).appendingPathComponent("vectors")
    }

    /// The grammars whose vectors are instants (`SpecVectorLoader`'s parse and format
    /// files); `rfc9557` also holds the annotated readings `SpecVectorLoader.annotatedVectors()` reads.
    public static let instantGrammars = ["date-time", "epoch", "internet", "rfc9557", "iso8601-basic", "dotnet-json", "cookie", "flexible"]

    /// `Tests/PeerSuites/`: other projects' test data, copied in with its source and license
    /// (see the README there), so that nothing outside the repository is ever read.
    public static var peerSuites: URL { root.appendingPathComponent("Tests").appendingPathComponent("PeerSuites") }
}
