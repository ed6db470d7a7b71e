import Foundation
import Synchronization

/// Whether main-actor work must find itself on the main thread. A program that runs the main run loop
/// (`RunLoop.main.run()`, as `tasks` does) says so with ``require()``: there the main actor is the main
/// queue drained on the main thread, which the widget hosts (and Foundation's run-loop timers they use)
/// assume. `dispatchMain()` (also behind an `async` main on Linux) ends the main thread and drains the
/// queue on a pool thread instead, which is fine for tests.
public enum MainThreadRequirement {
    /// Main-actor work found itself off the main thread in a program that requires it: the process's main
    /// actor is not the main queue (e.g. a custom main executor). Answered 500.
    public struct OffMainThread: Error, Equatable, CustomStringConvertible {
        public var description: String { "main-actor work ran off the main thread" }
    }

    private static let isRequired = Atomic(false)

    /// From now on, ``check()`` fails off the main thread.
    public static func require() { isRequired.store(true, ordering: .relaxed) }

    /// Throws ``OffMainThread`` when the main thread is required and this is not it.
    @MainActor
    static func check() throws {
        if isRequired.load(ordering: .relaxed) && !Thread.isMainThread { throw OffMainThread() }
    }
}
