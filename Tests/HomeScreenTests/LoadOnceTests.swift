import Foundation
import Synchronization
import Testing

@testable import HomeScreen
@testable import WebServer

struct LoadOnceTests {
    /// Threads that ask while the value is being made wait for it: it is made once, and all get it.
    @Test func madeOnceForThreadsThatAskMeanwhile() {
        let makes = Atomic(0)
        let once = LoadOnce<Int> {
            makes.add(1, ordering: .relaxed)
            usleep(50_000)  // long enough for the other threads to ask while it is made
            return 42
        }
        let values = Mutex<[Int]>([])
        let group = DispatchGroup()
        for _ in 0..<8 {
            group.enter()
            Thread.detachNewThread {
                let value = once.value
                values.withLock { $0.append(value) }
                group.leave()
            }
        }
        group.wait()
        #expect(values.withLock { $0 } == Array(repeating: 42, count: 8))
        #expect(makes.load(ordering: .relaxed) == 1)
        #expect(once.value == 42 && makes.load(ordering: .relaxed) == 1)
    }
}
