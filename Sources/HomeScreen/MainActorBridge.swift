import Dispatch
import Foundation

/// Runs main-actor work from a server thread and waits for it. The process's main thread must be running
/// the main actor's executor (``MainActorRunLoop/run()``, an `async` main that is awaiting, or
/// `dispatchMain()`), or the call times out.
public enum MainActorBridge {
    public struct TimedOut: Error, Equatable, CustomStringConvertible {
        public var description: String { "the main actor did not answer in time" }
    }

    /// Runs `body` on the main actor, blocking this (non-main) thread until it returns, throws, or `timeout`
    /// passes (then the task is cancelled and ``TimedOut`` is thrown). Never call it on the main actor.
    ///
    /// With ``MainActorRunLoop`` installed, this thread runs the main actor's jobs itself while it waits.
    /// `handOffLater`: the jobs still queued when `body` is done wait for ``MainActorRunLoop/handOff()``
    /// instead of waking the main thread now (an HTTP handler's answer goes out first).
    public static func run<T: Sendable>(
        timeout: Duration = .seconds(10), handOffLater: Bool = false,
        _ body: @escaping @MainActor @Sendable () async throws -> T
    ) throws -> T {
        precondition(!Thread.isMainThread, "MainActorBridge.run would deadlock on the main thread")
        let box = ResultBox<T>()
        let operation: @MainActor @Sendable () async -> Void = {
            do {
                box.set(.success(try await body()))
            } catch {
                box.set(.failure(error))
            }
        }
        if MainActorRunLoop.isInstalled {
            let executor = MainActorRunLoop.executor
            precondition(!executor.isDrainingOnCurrentThread, "MainActorBridge.run would deadlock on the main actor")
            var task: Task<Void, Never>?
            let finished = executor.runAsGuest(
                start: { task = Task { @MainActor in await operation() } }, until: { box.isSet },
                deadline: .now + timeout,
                handOffLater: handOffLater)
            if !finished {
                task?.cancel()
                throw TimedOut()
            }
            return try box.get()
        }
        let done = DispatchSemaphore(value: 0)
        let task = Task { @MainActor in
            await operation()
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

    var isSet: Bool { lock.withLock { result != nil } }

    func get() throws -> T {
        guard let result = lock.withLock({ result }) else { throw MainActorBridge.TimedOut() }
        return try result.get()
    }
}
