import Dispatch
import Foundation
import Synchronization

/// Runs main-actor work from a server thread and waits for it. The process must be draining the main queue
/// (`RunLoop.main.run()`, an `async` main that is awaiting, or `dispatchMain()`), or the call times out.
///
/// Only `RunLoop.main.run()` drains it on the main thread: `dispatchMain()` (also behind an `async` main on
/// Linux) ends the main thread and lets a pool thread drain the queue. A program that runs the main run
/// loop says so with ``requireMainThread()``, and main-actor work found off the main thread then fails.
public enum MainActorBridge {
    public struct TimedOut: Error, Equatable, CustomStringConvertible {
        public var description: String { "the main actor did not answer in time" }
    }

    /// Main-actor work found itself off the main thread: the process's main actor is not the main queue
    /// (e.g. a custom main executor), which every caller here assumes.
    public struct OffMainThread: Error, Equatable, CustomStringConvertible {
        public var description: String { "main-actor work ran off the main thread" }
    }

    private static let mainThreadRequired = Atomic(false)

    /// From now on, bridged main-actor work that does not run on the main thread fails with
    /// ``OffMainThread`` (call it in a program whose main thread runs `RunLoop.main`).
    public static func requireMainThread() { mainThreadRequired.store(true, ordering: .relaxed) }

    /// Runs `body` on the main actor, blocking this (non-main) thread until it returns, throws, or `timeout`
    /// passes (then the task is cancelled and ``TimedOut`` is thrown). Never call it on the main actor.
    public static func run<T: Sendable>(
        timeout: Duration = .seconds(10), _ body: @escaping @MainActor @Sendable () async throws -> T
    ) throws -> T {
        precondition(!Thread.isMainThread, "MainActorBridge.run would deadlock on the main thread")
        let box = ResultBox<T>()
        let done = DispatchSemaphore(value: 0)
        let task = Task { @MainActor in
            do {
                if mainThreadRequired.load(ordering: .relaxed) && !Thread.isMainThread { throw OffMainThread() }
                box.set(.success(try await body()))
            } catch {
                box.set(.failure(error))
            }
            done.signal()
        }
        let components = timeout.components
        let nanoseconds = components.seconds * 1_000_000_000 + components.attoseconds / 1_000_000_000
        if done.wait(timeout: .now() + .nanoseconds(Int(clamping: nanoseconds))) == .timedOut {
            task.cancel()
            throw TimedOut()
        }
        return try box.get()
    }
}

private final class ResultBox<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var result: Result<T, any Error>?

    func set(_ value: Result<T, any Error>) { lock.withLock { result = value } }

    func get() throws -> T {
        guard let result = lock.withLock({ result }) else { throw MainActorBridge.TimedOut() }
        return try result.get()
    }
}
