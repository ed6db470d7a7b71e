import Foundation
import Synchronization

/// The versions of the app panel's list that pages hold, so that `GET /app/tasks?since=V` answers only what
/// changed since V.
///
/// Each answer reads the whole list from the store as before (so changes made by any process — the `tasks`
/// command, another server, a CalDAV sync — are seen, whether or not they bumped a counter), and keeps a
/// snapshot of it: each task's id and a hash of its fields, in order (24 bytes a task). A new version is made
/// only when the list differs from the newest snapshot. A delta is the difference between the snapshot of V and
/// the list now, so a page that holds exactly V's list holds exactly the store's list after applying it.
/// Versions are named after this process (a random epoch), so a restarted server never takes an old page's
/// version for its own; an unknown or forgotten version gets the full list.
final class TaskListVersions: Sendable {
    /// One list as it was sent: ids in order and each task's hash (`Hasher` is seeded per process, which is
    /// enough: snapshots never leave it).
    private struct Snapshot: Sendable {
        var version: String
        var ids: [UUID]
        var hashes: [Int]
    }

    private struct State {
        var counter: UInt64 = 0
        /// The newest last.
        var snapshots: [Snapshot] = []
    }

    private let epoch: String
    private let capacity: Int
    private let state = Mutex(State())

    /// `capacity`: how many versions are remembered; a page further behind gets the full list.
    init(capacity: Int = 16) {
        epoch = String(UInt32.random(in: .min ... .max), radix: 36)
        self.capacity = max(1, capacity)
    }

    /// Whether `text` can be a version (of any process): what `since` may be.
    static func isWellFormed(_ text: String) -> Bool {
        (1...40).contains(text.utf8.count)
            && text.utf8.allSatisfy { byte in
                (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                    || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || byte == UInt8(ascii: ".")
            }
    }

    /// The answer for a page that holds version `since` (nil: none) when the list is `list`.
    func answer(_ list: AppTaskList, since: String?) -> AppTaskListUpdate {
        let ids = list.tasks.map(\.id)
        let hashes = list.tasks.map(\.hashValue)
        let (version, base) = state.withLock { state -> (String, Snapshot?) in
            let version: String
            if let newest = state.snapshots.last, newest.ids == ids, newest.hashes == hashes {
                version = newest.version
            } else {
                state.counter += 1
                version = "\(epoch).\(state.counter)"
                state.snapshots.append(Snapshot(version: version, ids: ids, hashes: hashes))
                if state.snapshots.count > capacity { state.snapshots.removeFirst(state.snapshots.count - capacity) }
            }
            return (version, since.flatMap { since in state.snapshots.last { $0.version == since } })
        }
        if let base, let since, let delta = Self.delta(from: base, to: list.tasks, hashes: hashes) {
            return AppTaskListUpdate(
                version: version, count: list.tasks.count, since: since, changed: delta.changed, removed: delta.removed,
                order: delta.order)
        }
        return AppTaskListUpdate(
            version: version, count: list.tasks.count, tasks: list.tasks, priorities: list.priorities)
    }

    /// What turns `base` into `tasks`: the tasks that are new or changed (in the new order), the ids that are
    /// gone, and — when the ids' sequence changed — the new order as runs (`[start, count]`) of indices into
    /// the old list followed by `changed`. Nil when the list has an id twice (then only the full list is right).
    private static func delta(
        from base: Snapshot, to tasks: [AppTask], hashes: [Int]
    ) -> (changed: [AppTask], removed: [UUID], order: [[Int]]?)? {
        var oldIndex = [UUID: Int](minimumCapacity: base.ids.count)
        for (index, id) in base.ids.enumerated() { oldIndex[id] = index }
        var seen = Set<UUID>(minimumCapacity: tasks.count)
        var changed: [AppTask] = []
        var runs: [[Int]] = []
        var sameOrder = tasks.count == base.ids.count
        for (index, task) in tasks.enumerated() {
            guard seen.insert(task.id).inserted else { return nil }
            let source: Int
            if let old = oldIndex[task.id] {
                if base.hashes[old] != hashes[index] { changed.append(task) }
                source = old
            } else {
                source = base.ids.count + changed.count
                changed.append(task)
            }
            if sameOrder, base.ids[index] != task.id { sameOrder = false }
            if let last = runs.indices.last, runs[last][0] + runs[last][1] == source {
                runs[last][1] += 1
            } else {
                runs.append([source, 1])
            }
        }
        let removed = base.ids.filter { !seen.contains($0) }
        return (changed, removed, sameOrder ? nil : runs)
    }
}

/// The answer to `GET /app/tasks[?since=V]`: the full list (`tasks` and `priorities`), or — for a page that holds
/// version V of it — what changed since (`since`, `changed`, `removed`, `order`).
struct AppTaskListUpdate: Sendable, Codable, Equatable {
    /// The version of the list this answer brings the page to; the page sends it back as `since`.
    var version: String
    /// How many tasks the list has: a page checks its result against it.
    var count: Int
    /// Every task in the app's order (a full answer).
    var tasks: [AppTask]? = nil
    /// The priority choices, lowest first, with display titles (a full answer).
    var priorities: [Choice]? = nil
    /// The version the delta starts from (a delta).
    var since: String? = nil
    /// The tasks added or changed since, in the list's order (a delta).
    var changed: [AppTask]? = nil
    /// The ids of the tasks deleted since (a delta).
    var removed: [UUID]? = nil
    /// The new order, only when the ids' sequence changed: runs `[start, count]` of indices into the page's list
    /// followed by `changed` (a delta).
    var order: [[Int]]? = nil
}
