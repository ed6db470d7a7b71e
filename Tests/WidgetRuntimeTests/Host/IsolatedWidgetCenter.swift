import Testing

import WidgetRuntime

/// Runs each test in a `WidgetCenter` domain of its own: its hosts hear only the requests made in that test.
///
/// Every test target runs in one process, where `WidgetCenter.shared` reaches every host. Without this, a
/// server test's background sync (`reloadAllTimelines()`) or another test's intent reloads the hosts of the
/// tests beside it, which then count more timeline loads than they caused.
struct IsolatedWidgetCenter: SuiteTrait, TestTrait, TestScoping {
    var isRecursive: Bool { true }

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        // A suite's own scope (no test case) runs no test: each test gets its domain below it.
        guard testCase != nil else { return try await function() }
        try await WidgetCenter.$domain.withValue(WidgetCenter.Domain()) { try await function() }
    }
}

extension Trait where Self == IsolatedWidgetCenter {
    /// Each test has a `WidgetCenter` domain of its own.
    static var isolatedWidgetCenter: Self { IsolatedWidgetCenter() }
}
