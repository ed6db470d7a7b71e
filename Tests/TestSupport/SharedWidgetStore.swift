import Testing

/// For suites that point the process-wide `TaskWidgetStore` at a store of their own.
///
/// All test targets run in one process and `TaskWidgetStore` is one per process (as the App Group
/// container is one per device), so such suites, in any target, must not overlap: each holds this
/// gate while it runs. Apply with `@Suite(.serialized, .usesSharedWidgetStore)`.
public struct UsesSharedWidgetStore: SuiteTrait, TestScoping {
    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        await Gate.shared.enter()
        do {
            try await function()
        } catch {
            await Gate.shared.leave()
            throw error
        }
        await Gate.shared.leave()
    }

    /// One holder at a time, in arrival order.
    actor Gate {
        static let shared = Gate()
        private var isHeld = false
        private var waiting: [CheckedContinuation<Void, Never>] = []

        func enter() async {
            guard isHeld else {
                isHeld = true
                return
            }
            await withCheckedContinuation { waiting.append($0) }
        }

        func leave() {
            if waiting.isEmpty {
                isHeld = false
            } else {
                waiting.removeFirst().resume()
            }
        }
    }
}

extension Trait where Self == UsesSharedWidgetStore {
    /// The suite uses the process-wide widget store; it never runs beside another that does.
    public static var usesSharedWidgetStore: Self { UsesSharedWidgetStore() }
}
