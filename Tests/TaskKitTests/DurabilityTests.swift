import Foundation
import TestSupport
import Testing

@testable import TaskKit

/// What each durability promises, and the background flush that lets a server answer once a change is on disk.
@Suite(.timeLimit(.minutes(10)))
struct DurabilityTests {
    let dir = TemporaryDirectory()

    @Test func aBackgroundFlushedStoreIsDurableOnceTheWaitReturns() throws {
        let store = try TaskStore(path: dir.path("bg.sqlite"), durability: .flushInBackground)
        var ids: [UUID] = []
        for index in 0..<20 {
            ids.append(try store.add(title: "task \(index)").id)
            try store.waitUntilDurable()
        }
        // Each wait needed a sync covering its commit (commits close together may share one).
        #expect(store.backgroundSyncs >= 1)
        #expect(store.backgroundSyncs <= 21)  // the 20 adds and the schema's own commit
        let reopened = try TaskStore(path: dir.path("bg.sqlite"))
        #expect(try reopened.allTasks().map(\.id) == ids)
        #expect(try reopened.integrityCheck() == "ok")
    }

    @Test func waitsFromManyThreadsEachSeeTheirOwnChangeSynced() throws {
        let store = try TaskStore(path: dir.path("threads.sqlite"), durability: .flushInBackground)
        let failures = Counter()
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for index in 0..<20 {
                do {
                    try store.add(title: "t\(thread)-\(index)")
                    try store.waitUntilDurable()
                } catch {
                    failures.increment()
                }
            }
        }
        #expect(failures.value == 0)
        #expect(try store.allTasks().count == 160)
        // Syncs are shared by the commits that ended while one was running: never more than the commits.
        #expect(store.backgroundSyncs >= 1 && store.backgroundSyncs <= 161)
    }

    @Test(arguments: [TaskStore.Durability.full, .normal])
    func otherDurabilitiesHaveNothingToWaitFor(durability: TaskStore.Durability) throws {
        let store = try TaskStore(path: dir.path("\(durability).sqlite"), durability: durability)
        try store.add(title: "x")
        try store.waitUntilDurable()
        #expect(store.backgroundSyncs == 0)
    }
}

/// A thread-safe count.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func increment() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}
