import Foundation
import Testing

@testable import HomeScreen

/// `MainActorRunLoop`'s queue, tested on an executor of its own (the process's main actor stays Dispatch's in
/// the test runner): a thread plays the main thread, others wait as guests. Blocking waits happen on threads of
/// their own: the tasks under test start on the cooperative pool, which the tests must not hold.
@Suite("Main actor run loop", .timeLimit(.minutes(1)))
struct MainActorRunLoopTests {
    @Test func aWaitingThreadRunsTheJobsItself() async throws {
        let executor = GuestingMainExecutor()
        _ = await startMainThread(executor)
        defer { executor.stop() }
        let actor = QueueActor(executor)
        let guest = try await onThread {
            let done = Flag()
            let finished = executor.runAsGuest(
                start: { Task { await actor.record(then: done) } }, until: { done.isSet },
                deadline: .now + .seconds(10), handOffLater: false)
            return (finished, pthread_self())
        }
        #expect(guest.0)
        #expect(actor.threads.count == 1)
        #expect(actor.threads.allSatisfy { pthread_equal($0, guest.1) != 0 })
    }

    @Test func jobsRunOneAtATimeAndInOrder() async throws {
        let executor = GuestingMainExecutor()
        _ = await startMainThread(executor)
        defer { executor.stop() }
        let actor = QueueActor(executor)
        // Two guests and the main thread drain the queue while three senders each send 100 numbers in order.
        let results = try await withThrowingTaskGroup(of: Bool.self) { group in
            for sender in 0..<3 {
                group.addTask {
                    try await onThread {
                        let done = Flag()
                        _ = executor.runAsGuest(
                            start: {
                                Task {
                                    for index in 0..<100 { await actor.append(sender * 1000 + index) }
                                    // Set by a job: a guest re-checks its condition after each job.
                                    await actor.set(done)
                                }
                            }, until: { done.isSet }, deadline: .now + .seconds(20), handOffLater: false)
                        return done.isSet
                    }
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results == [true, true, true])
        #expect(actor.mostAtOnce == 1)
        let values = actor.values
        #expect(values.count == 300)
        for sender in 0..<3 {
            let sent = values.filter { $0 / 1000 == sender }
            #expect(sent == (0..<100).map { sender * 1000 + $0 })
        }
    }

    @Test func aGuestGivesUpAtItsDeadline() {
        let executor = GuestingMainExecutor()
        let start = ContinuousClock.now
        let finished = executor.runAsGuest(until: { false }, deadline: .now + .milliseconds(50), handOffLater: false)
        #expect(!finished)
        #expect(ContinuousClock.now - start >= .milliseconds(50))
    }

    /// The first job queues a second one and ends the guest's wait: the guest leaves it to the main thread, at
    /// once or, with `handOffLater`, only when handed off.
    @Test(arguments: [true, false]) func leftoversGoToTheMainThread(handOffLater: Bool) async throws {
        let executor = GuestingMainExecutor()
        let main = await startMainThread(executor)
        defer { executor.stop() }
        let actor = QueueActor(executor)
        let first = Flag()
        let second = Flag()
        let finished = try await onThread {
            executor.runAsGuest(
                start: { Task { await actor.runThenQueue(first: first, second: second) } }, until: { first.isSet },
                deadline: .now + .seconds(10), handOffLater: handOffLater)
        }
        #expect(finished)
        if handOffLater {
            try await Task.sleep(for: .milliseconds(100))
            #expect(!second.isSet)
            executor.wakeMainThreadForLeftovers()
        }
        #expect(try await onThread { second.wait(seconds: 10) })
        let threads = actor.threads
        #expect(threads.count == 2)
        #expect(threads.count == 2 && pthread_equal(threads[1], main) != 0)
    }
}

// MARK: - Helpers

/// An actor whose jobs run on the executor under test.
private actor QueueActor {
    private let executor: GuestingMainExecutor
    private let lock = NSLock()
    nonisolated(unsafe) private var recordedThreads: [pthread_t] = []
    nonisolated(unsafe) private var recordedValues: [Int] = []
    nonisolated(unsafe) private var running = 0
    nonisolated(unsafe) private var most = 0

    init(_ executor: GuestingMainExecutor) { self.executor = executor }

    nonisolated var unownedExecutor: UnownedSerialExecutor { executor.asUnownedSerialExecutor() }

    nonisolated var threads: [pthread_t] { lock.withLock { recordedThreads } }
    nonisolated var values: [Int] { lock.withLock { recordedValues } }
    nonisolated var mostAtOnce: Int { lock.withLock { most } }

    func set(_ flag: Flag) { flag.set() }

    func record(then flag: Flag) {
        lock.withLock { recordedThreads.append(pthread_self()) }
        flag.set()
    }

    func append(_ value: Int) {
        lock.withLock {
            running += 1
            most = max(most, running)
        }
        // Long enough for another drainer to try to run a job meanwhile.
        usleep(50)
        lock.withLock {
            recordedValues.append(value)
            running -= 1
        }
    }

    /// Records its thread, queues a second job on this actor, then sets `first`.
    func runThenQueue(first: Flag, second: Flag) {
        lock.withLock { recordedThreads.append(pthread_self()) }
        Task { self.record(then: second) }
        first.set()
    }
}

private final class Flag: @unchecked Sendable {
    private let condition = NSCondition()
    private var value = false

    var isSet: Bool { condition.withLock { value } }

    func set() {
        condition.withLock {
            value = true
            condition.broadcast()
        }
    }

    func wait(seconds: Double) -> Bool {
        condition.withLock {
            let deadline = Date().addingTimeInterval(seconds)
            while !value && condition.wait(until: deadline) {}
            return value
        }
    }
}

/// Starts a thread standing in for the main thread: it runs the executor's loop until stopped.
private func startMainThread(_ executor: GuestingMainExecutor) async -> pthread_t {
    await withCheckedContinuation { continuation in
        Thread {
            continuation.resume(returning: UncheckedThread(value: pthread_self()))
            executor.runLoop()
        }.start()
    }.value
}

private struct UncheckedThread: @unchecked Sendable {
    let value: pthread_t
}

/// Runs `body` on a new thread (a guest blocks its thread) and awaits its result.
private func onThread<T: Sendable>(_ body: @escaping @Sendable () -> T) async throws -> T {
    await withCheckedContinuation { continuation in
        Thread { continuation.resume(returning: body()) }.start()
    }
}
