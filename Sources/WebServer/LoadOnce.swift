import Foundation

/// A value made once, by the first thread that asks; a thread that asks while it is being made sleeps until it
/// is. A `static let` does the same, but Swift's once-lock on Linux is a priority-inheritance futex, in which the
/// kernel has a waiter spin while the maker runs: at a server's start that took one of the machine's two cores
/// from the thread reading the page's files, for the milliseconds the read lasts. For what a server's start
/// makes on one thread and may need on another meanwhile (the page's files, libmicrohttpd).
package final class LoadOnce<Value: Sendable>: @unchecked Sendable {
    private enum State {
        case waiting(@Sendable () -> Value)
        case making
        case made(Value)
    }

    private let condition = NSCondition()
    // Guarded by `condition`.
    private var state: State

    package init(_ make: @escaping @Sendable () -> Value) { state = .waiting(make) }

    /// The value, made now by this thread if no other has begun to.
    package var value: Value {
        condition.lock()
        while true {
            switch state {
            case .made(let value):
                condition.unlock()
                return value
            case .making:
                condition.wait()
            case .waiting(let make):
                state = .making
                condition.unlock()
                let value = make()
                condition.lock()
                state = .made(value)
                condition.broadcast()
            }
        }
    }
}
