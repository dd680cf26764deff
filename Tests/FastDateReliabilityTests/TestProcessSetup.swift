import Foundation
import Testing

/// The test process's setup (Tests/TestProcess) is linked in and ran before the tests.
@Suite struct TestProcessSetup {
    /// Its constructor sets the variable where the environment did not: with Swift Testing's
    /// backtrace of every thrown error on, the mutation tests spend most of their time
    /// unwinding (CONTRIBUTING.md, "Development").
    @Test func thrownErrorBacktracesAreDecidedBeforeTheTests() {
        #expect(ProcessInfo.processInfo.environment["SWT_SWIFT_ERROR_BACKTRACING_ENABLED"] != nil)
    }
}
