import Foundation
import TaskKit

/// Where the widgets and their intents find the task store the app shares with them.
///
/// The widget extension and the app are separate processes: both open the same SQLite file, in
/// the App Group container on iOS and in the data directory on Linux. A host that wants another
/// file (a test, `tasks serve --store`) says so with `use(path:)` before any widget runs.
public enum TaskWidgetStore {
    /// The App Group shared by the app and its widget extension.
    public static let appGroup = "group.dev.taskwidgets"

    private final class State: @unchecked Sendable {
        let lock = NSLock()
        var path: String?
        var durability = TaskStore.Durability.full
        var store: TaskStore?
    }

    private static let state = State()

    /// Makes the widgets use the store at `path` from now on, opened with `durability` (`.flushInBackground`
    /// only for a host that calls `waitUntilDurable()` before it reports a change done).
    public static func use(path: String, durability: TaskStore.Durability = .full) {
        state.lock.lock()
        defer { state.lock.unlock() }
        if state.path != path || state.durability != durability {
            state.path = path
            state.durability = durability
            state.store = nil
        }
    }

    /// The shared store, opened once per process and kept: opening costs more than a query. Throws
    /// `TaskStore.AppGroupUnavailable` on iOS when the App Group container is missing.
    public static func open() throws -> TaskStore {
        state.lock.lock()
        defer { state.lock.unlock() }
        if let store = state.store { return store }
        let path = try state.path ?? TaskStore.sharedPath(appGroup: appGroup)
        let store = try TaskStore(path: path, durability: state.durability)
        state.store = store
        return store
    }
}
