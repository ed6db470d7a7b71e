import Foundation

/// The tasks, in one SQLite file that the app, its widgets and the `tasks` command share.
///
/// - Every write is one short `BEGIN IMMEDIATE` transaction, so two processes writing at once never
///   lose an update; WAL lets readers run while a writer commits.
/// - With `.full` durability (the default) a call that returned is on disk (`synchronous=FULL`); with
///   `.flushInBackground` it is once `waitUntilDurable()` returned.
/// - A file that is not a task store is refused with a `TaskStoreError` and left byte-for-byte unchanged.
/// - Calls are synchronous and thread-safe (one connection behind a lock), so widget timeline
///   providers and App Intents can call the store directly.
public final class TaskStore: @unchecked Sendable {
    /// What a returned write call guarantees.
    public enum Durability: String, Sendable, CaseIterable {
        /// `synchronous=FULL`: every commit is fsynced before the call returns.
        case full
        /// `synchronous=NORMAL`: a commit survives a crash of the process, but the last ones may be
        /// lost if the machine loses power. Much faster.
        case normal
        /// `synchronous=NORMAL`, and the write-ahead log synced on another thread as each commit ends: a
        /// write call returns before its change is on disk, and ``TaskStore/waitUntilDurable()`` returns once
        /// every change made so far is. For a server that has other work to do before it answers: the disk's
        /// flush overlaps that work instead of preceding it. Other connections may read a change before it
        /// is durable.
        case flushInBackground
    }

    /// The longest title accepted, in characters (see ``TaskTitle`` for the whole rule).
    public static let titleLimit = TaskTitle.characterLimit
    /// The schema version this code writes (`PRAGMA user_version`). 2 added `documents` (TaskStore+Documents),
    /// 3 sync's tables, 4 what sync keeps about objects it cannot read or send (both TaskStore+SyncSchema),
    /// 5 `tasks.recurrence` (``TaskItem/recurrence``).
    public static let schemaVersion = 5
    /// How long a call waits for another process's write to finish before failing with `.busy`.
    public static let busyTimeout: TimeInterval = 5

    public let path: String
    public let durability: Durability

    // All access to `db` happens with `lock` held; that is what makes the class Sendable.
    private let lock = NSLock()
    let db: SQLiteConnection
    /// Syncs the commits of a `.flushInBackground` store.
    let flusher: WALFlusher?
    /// The file can be read but not written (permissions): writes fail with `TaskStoreError.readOnly`.
    public let isReadOnly: Bool
    /// A private copy the store reads instead of the file, removed with the store (see `OpeningPlan`).
    private let snapshot: URL?
    /// Whether `PRAGMA quick_check` passed on this connection; guarded by `lock`. Writes need it first.
    private var integrityChecked = false
    /// Whether reads need the check first too (``checkIntegrityInBackground(completion:)``); guarded by `lock`.
    private var readsNeedIntegrityCheck = false
    /// The damage the check found; guarded by `lock`. Every later call fails with it.
    private var damage: TaskStoreError?

    /// Opens the store at `path`, creating it (and its directory) if there is no file yet.
    ///
    /// Nothing is written to a file before it is known to be a task store: its header is read first, and
    /// when that does not decide, its schema is read through a connection that cannot write (see
    /// `OpeningPlan`). A store without write permission is opened read-only and leaves no file behind.
    public init(path: String, durability: Durability = .full) throws {
        self.path = path
        self.durability = durability
        // Opens are serialized in the process, and a file this process already holds open as a store
        // is not opened and closed again for its header check: see OpenStoreFiles.
        let files = OpenStoreFiles.shared
        files.lock.lock()
        defer { files.lock.unlock() }
        let plan = files.isOpen(path) ? OpeningPlan(access: .alreadyOpen, isWAL: true) : try Self.plan(path)
        isReadOnly = plan.isReadOnly
        snapshot = plan.snapshot
        do {
            db = try SQLiteConnection(path: plan.connectionPath(path), mode: plan.connectionMode)
        } catch {
            plan.removeSnapshot()
            throw error.isNotADatabase
                ? TaskStoreError.corrupt(path: path, detail: error.message)
                : TaskStoreError.cannotOpen(path: path, detail: error.message)
        }
        flusher = durability == .flushInBackground && !plan.isReadOnly ? WALFlusher(databasePath: path) : nil
        db.setBusyTimeout(milliseconds: Int32(Self.busyTimeout * 1000))
        do {
            integrityChecked = try open(plan)
        } catch {
            db.close()
            flusher?.stop()
            plan.removeSnapshot()
            throw error
        }
        file = files.opened(path)
    }

    /// The file's identity while this store holds it open.
    private var file: OpenStoreFiles.FileID?

    deinit {
        flusher?.stop()
        db.close()
        if let file { OpenStoreFiles.shared.closed(file) }
        if let snapshot { try? FileManager.default.removeItem(at: snapshot) }
    }

    /// Where the store lives unless told otherwise: `override` (the `--store` option), else
    /// `$TASKS_STORE`, else `$XDG_DATA_HOME/taskwidgets/tasks.sqlite`, else
    /// `~/.local/share/taskwidgets/tasks.sqlite`. On iOS, pass the App Group container path instead.
    public static func defaultPath(
        override: String? = nil, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> String {
        if let override, !override.isEmpty { return override }
        if let path = environment["TASKS_STORE"], !path.isEmpty { return path }
        if let data = environment["XDG_DATA_HOME"], !data.isEmpty {
            return data + "/taskwidgets/tasks.sqlite"
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return home + "/.local/share/taskwidgets/tasks.sqlite"
    }

    // MARK: Reading

    /// Every task, in position order.
    public func allTasks() throws -> [TaskItem] {
        try read { try items("SELECT \(Self.columns) FROM tasks ORDER BY position") }
    }

    /// The task with `id`, or nil.
    public func task(id: UUID) throws -> TaskItem? {
        try read { try items("SELECT \(Self.columns) FROM tasks WHERE id = ?", [.text(id.canonicalString)]).first }
    }

    /// Tasks whose id starts with `prefix` (case-insensitive), at most `limit`, in id order.
    public func tasks(idPrefix prefix: String, limit: Int = 10) throws -> [TaskItem] {
        let upper = prefix.uppercased()
        return try read {
            try items(
                "SELECT \(Self.columns) FROM tasks WHERE id >= ?1 AND id < ?2 ORDER BY id LIMIT ?3",
                [.text(upper), .text(upper + "~"), .integer(Int64(limit))])
        }
    }

    /// The rows a widget shows: in position order, optionally only one priority and only open tasks.
    public func widgetTasks(
        priority: TaskPriority? = nil, includeCompleted: Bool = true, limit: Int
    ) throws
        -> [TaskItem]
    {
        var conditions: [String] = []
        var bindings: [SQLiteConnection.Value] = []
        if let priority {
            conditions.append("priority = ?")
            bindings.append(.integer(Int64(priority.rank)))
        }
        if !includeCompleted { conditions.append("is_completed = 0") }
        let filter = conditions.isEmpty ? "" : " WHERE " + conditions.joined(separator: " AND ")
        bindings.append(.integer(Int64(max(0, limit))))
        return try read {
            try items("SELECT \(Self.columns) FROM tasks\(filter) ORDER BY position LIMIT ?", bindings)
        }
    }

    /// Counts over all tasks. `overdue` counts open tasks due before `today`.
    public func summary(today: TaskDay = .today()) throws -> TaskSummary {
        try read {
            var result = TaskSummary(total: 0, completed: 0, pending: 0, highPriorityPending: 0, overdue: 0)
            try db.query(
                """
                SELECT total, completed, high_pending,
                  (SELECT count(*) FROM tasks WHERE is_completed = 0 AND due_date IS NOT NULL AND due_date < ?1)
                FROM meta WHERE id = 1
                """, [.text(today.description)]
            ) { row in
                result = TaskSummary(
                    total: Int(row.int(0)), completed: Int(row.int(1)), pending: Int(row.int(0) - row.int(1)),
                    highPriorityPending: Int(row.int(2)), overdue: Int(row.int(3)))
            }
            return result
        }
    }

    /// A number that grows with every change to the tasks, by any process. Cheap: poll it to notice
    /// changes made elsewhere.
    public func changeToken() throws -> Int64 {
        try read { try db.scalar("SELECT change_counter FROM meta WHERE id = 1")?.integerValue ?? 0 }
    }

    /// Runs SQLite's `PRAGMA quick_check` unless it already passed on this connection, and throws
    /// `TaskStoreError.corrupt` (which says what to do) when it finds damage, as every later call then does.
    /// Every store runs it once before its first write; a server runs it before it reads the tasks.
    public func checkIntegrity() throws {
        try read { if !integrityChecked { try checkIntegrityLocked() } }
    }

    /// Runs ``checkIntegrity()`` on a background thread and calls `completion` with what it threw (nil: no
    /// damage). Until the check has run, every read and write runs it first (whichever comes first does, the
    /// others wait for the store), so nothing is read from a damaged file; a server answers meanwhile with
    /// what needs no tasks. After damage is found, every call fails with it.
    public func checkIntegrityInBackground(completion: @escaping @Sendable ((any Error)?) -> Void) {
        lock.withLock { readsNeedIntegrityCheck = true }
        Thread.detachNewThread { [self] in
            #if canImport(Glibc)
                // Behind what a user waits for (a server's first answer, made meanwhile), yet at once on an idle
                // core: a nice value of 10, which Linux gives the calling thread alone (`setpriority(2)`, who 0).
                setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 10)
            #endif
            do {
                try checkIntegrity()
                completion(nil)
            } catch {
                completion(error)
            }
        }
    }

    /// `checkIntegrity()` with `lock` held: the damage it finds is kept, and thrown by every later call.
    private func checkIntegrityLocked() throws {
        var lines: [String] = []
        try db.query("PRAGMA quick_check") { row in lines.append(row.text(0) ?? "") }
        guard lines == ["ok"] else {
            let found = lines.prefix(3).joined(separator: "; ") + (lines.count > 3 ? "; …" : "")
            let error = TaskStoreError.corrupt(path: path, detail: "SQLite's quick_check found: \(found)")
            damage = error
            throw error
        }
        integrityChecked = true
    }

    /// SQLite's `PRAGMA integrity_check`: `"ok"` for a healthy file, otherwise the problems found.
    public func integrityCheck() throws -> String {
        try read {
            var lines: [String] = []
            try db.query("PRAGMA integrity_check") { row in lines.append(row.text(0) ?? "") }
            return lines.joined(separator: "\n")
        }
    }

    // MARK: Writing

    /// Adds an open task at the end of the list.
    @discardableResult
    public func add(title: String, priority: TaskPriority = .standard, dueDate: TaskDay? = nil) throws -> TaskItem {
        let title = try Self.validated(title: title)
        let now = Date().timeIntervalSince1970
        return try write {
            let item = try one(
                """
                INSERT INTO tasks (id, title, is_completed, priority, position, created_at, updated_at, completed_at, due_date)
                VALUES (?1, ?2, 0, ?3, (SELECT COALESCE(MAX(position) + 1, 0) FROM tasks), ?4, ?4, NULL, ?5)
                RETURNING \(Self.columns)
                """,
                [
                    .text(UUID().canonicalString), .text(title), .integer(Int64(priority.rank)), .real(now),
                    dueDate.map { .text($0.description) } ?? .null,
                ], id: nil)
            try recordChange(from: nil, to: item)
            return item
        }
    }

    /// Changes the title, priority, due date and/or repeat rule; nil and `.keep` leave a field as it is.
    @discardableResult
    public func update(
        id: UUID, title: String? = nil, priority: TaskPriority? = nil, dueDate: DueDateChange = .keep,
        recurrence: RecurrenceChange = .keep
    )
        throws -> TaskItem
    {
        let title = try title.map(Self.validated(title:))
        let dueMode: Int64
        let dueValue: SQLiteConnection.Value
        switch dueDate {
        case .keep: (dueMode, dueValue) = (0, .null)
        case .set(let day): (dueMode, dueValue) = (1, .text(day.description))
        case .clear: (dueMode, dueValue) = (2, .null)
        }
        let ruleMode: Int64
        let ruleValue: SQLiteConnection.Value
        switch recurrence {
        case .keep: (ruleMode, ruleValue) = (0, .null)
        case .set(let rule):
            guard rule.isFollowed else { throw TaskStoreError.invalidRecurrence(rule: rule.rule) }
            (ruleMode, ruleValue) = (1, .text(rule.rule))
        case .clear: (ruleMode, ruleValue) = (2, .null)
        }
        let now = Date().timeIntervalSince1970
        return try write {
            let old = try one("SELECT \(Self.columns) FROM tasks WHERE id = ?1", [.text(id.canonicalString)], id: id)
            let item = try one(
                """
                UPDATE tasks SET title = COALESCE(?2, title), priority = COALESCE(?3, priority),
                  due_date = CASE ?4 WHEN 0 THEN due_date WHEN 1 THEN ?5 ELSE NULL END, updated_at = ?6,
                  recurrence = CASE ?7 WHEN 0 THEN recurrence WHEN 1 THEN ?8 ELSE NULL END
                WHERE id = ?1 RETURNING \(Self.columns)
                """,
                [
                    .text(id.canonicalString), title.map { .text($0) } ?? .null,
                    priority.map { .integer(Int64($0.rank)) } ?? .null, .integer(dueMode), dueValue, .real(now),
                    .integer(ruleMode), ruleValue,
                ], id: id)
            try recordChange(from: old, to: item)
            return item
        }
    }

    /// Flips the task between open and completed. Completing a repeating task moves it to its next occurrence
    /// instead and keeps the completed one as a task of its own (see ``completeOccurrence(of:now:)``).
    @discardableResult
    public func toggle(id: UUID) throws -> TaskItem {
        let now = Date().timeIntervalSince1970
        return try write {
            // One statement for every task but an open repeating one, which the next lines handle.
            if let item = try flip(id: id, to: nil, now: now, unlessRepeating: true) { return item }
            if let advanced = try completeOccurrence(of: id, now: now) { return advanced }
            return try flip(id: id, to: nil, now: now, unlessRepeating: false)
                ?? one("SELECT \(Self.columns) FROM tasks WHERE id = ?1", [.text(id.canonicalString)], id: id)
        }
    }

    /// Marks the task completed or open. Setting the state it already has changes nothing. Completing a
    /// repeating task moves it to its next occurrence, as ``toggle(id:)`` does.
    @discardableResult
    public func setCompleted(id: UUID, _ completed: Bool) throws -> TaskItem {
        let now = Date().timeIntervalSince1970
        return try write {
            if let item = try flip(id: id, to: completed, now: now, unlessRepeating: true) { return item }
            if completed, let advanced = try completeOccurrence(of: id, now: now) { return advanced }
            return try flip(id: id, to: completed, now: now, unlessRepeating: false)
                ?? one("SELECT \(Self.columns) FROM tasks WHERE id = ?1", [.text(id.canonicalString)], id: id)
        }
    }

    /// Sets the task's completion to `completed` (nil: the other one) when that changes it, and returns it;
    /// nil when nothing changed: no such task, the state it already has, or — with `unlessRepeating` — an open
    /// repeating task with a due day about to be completed. Runs inside `write`.
    private func flip(id: UUID, to completed: Bool?, now: TimeInterval, unlessRepeating: Bool) throws -> TaskItem? {
        let target = completed.map { $0 ? "1" : "0" } ?? "1 - is_completed"
        let repeating = unlessRepeating ? "AND (\(target) = 0 OR recurrence IS NULL OR due_date IS NULL)" : ""
        let changed = try items(
            """
            UPDATE tasks SET is_completed = \(target),
              completed_at = CASE \(target) WHEN 1 THEN ?2 ELSE NULL END, updated_at = ?2
            WHERE id = ?1 AND is_completed != \(target) \(repeating) RETURNING \(Self.columns)
            """, [.text(id.canonicalString), .real(now)])
        guard let item = changed.first else { return nil }
        var old = item
        old.isCompleted.toggle()
        try recordChange(from: old, to: item)
        return item
    }

    /// Completes the current occurrence of an open repeating task, as Apple's Reminders does: the completed
    /// occurrence becomes a task of its own (same title, priority and due day, completed, not repeating, at the
    /// end of the list), and the task itself stays open, due on its next occurrence, its rule's `COUNT` one lower.
    /// Returns the moved task, or nil when the task is not an open repeating one with a due day and a next
    /// occurrence (its last occurrence, or a rule ``TaskRecurrence`` does not follow): then it is simply completed.
    /// Runs inside `write`.
    private func completeOccurrence(of id: UUID, now: TimeInterval) throws -> TaskItem? {
        let old = try one("SELECT \(Self.columns) FROM tasks WHERE id = ?1", [.text(id.canonicalString)], id: id)
        guard !old.isCompleted, let due = old.dueDate,
            let advance = old.recurrence?.afterCompleting(occurrenceOn: due)
        else { return nil }
        let done = try one(
            """
            INSERT INTO tasks (id, title, is_completed, priority, position, created_at, updated_at, completed_at,
              due_date, recurrence)
            VALUES (?1, ?2, 1, ?3, (SELECT COALESCE(MAX(position) + 1, 0) FROM tasks), ?4, ?4, ?4, ?5, NULL)
            RETURNING \(Self.columns)
            """,
            [
                .text(UUID().canonicalString), .text(old.title), .integer(Int64(old.priority.rank)), .real(now),
                .text(due.description),
            ], id: nil)
        try recordChange(from: nil, to: done)
        let moved = try one(
            "UPDATE tasks SET due_date = ?2, recurrence = ?3, updated_at = ?4 WHERE id = ?1 RETURNING \(Self.columns)",
            [
                .text(id.canonicalString), .text(advance.nextDue.description), .text(advance.recurrence.rule),
                .real(now),
            ], id: id)
        try recordChange(from: old, to: moved)
        return moved
    }

    /// Deletes the task and closes the gap in the positions. Returns the deleted task.
    @discardableResult
    public func delete(id: UUID) throws -> TaskItem {
        try write {
            let item = try one(
                "DELETE FROM tasks WHERE id = ?1 RETURNING \(Self.columns)", [.text(id.canonicalString)], id: id)
            try db.run("UPDATE tasks SET position = position - 1 WHERE position > ?1", [.integer(Int64(item.position))])
            try recordChange(from: item, to: nil)
            return item
        }
    }

    /// Moves the task to `index` (0-based, over all tasks), shifting the ones in between.
    @discardableResult
    public func move(id: UUID, toIndex index: Int) throws -> TaskItem {
        let now = Date().timeIntervalSince1970
        return try write {
            let item = try one("SELECT \(Self.columns) FROM tasks WHERE id = ?1", [.text(id.canonicalString)], id: id)
            let count = Int(try db.scalar("SELECT count(*) FROM tasks")?.integerValue ?? 0)
            guard (0..<count).contains(index) else {
                throw TaskStoreError.indexOutOfRange(index: index, count: count)
            }
            let from = Int64(item.position)
            let to = Int64(index)
            if from == to { return item }
            if to < from {
                try db.run(
                    "UPDATE tasks SET position = position + 1 WHERE position >= ?1 AND position < ?2",
                    [.integer(to), .integer(from)])
            } else {
                try db.run(
                    "UPDATE tasks SET position = position - 1 WHERE position > ?1 AND position <= ?2",
                    [.integer(from), .integer(to)])
            }
            let moved = try one(
                "UPDATE tasks SET position = ?2, updated_at = ?3 WHERE id = ?1 RETURNING \(Self.columns)",
                [.text(id.canonicalString), .integer(to), .real(now)], id: id)
            try recordChange(from: item, to: moved)
            return moved
        }
    }

    // MARK: Counts

    /// Keeps the `meta` row in step with one task's change (nil: absent before or after) and bumps the
    /// change counter. Runs inside the same transaction as the change. Done here rather than with
    /// triggers: a trigger-laden schema costs every fresh connection ~45 µs to parse, and widgets open
    /// one per refresh.
    func recordChange(from old: TaskItem?, to new: TaskItem?) throws {
        func counts(_ item: TaskItem?) -> (total: Int64, completed: Int64, high: Int64) {
            guard let item else { return (0, 0, 0) }
            return (1, item.isCompleted ? 1 : 0, !item.isCompleted && item.priority == .high ? 1 : 0)
        }
        let before = counts(old)
        let after = counts(new)
        try db.run(
            """
            UPDATE meta SET change_counter = change_counter + 1, total = total + ?1, completed = completed + ?2,
              high_pending = high_pending + ?3 WHERE id = 1
            """,
            [
                .integer(after.total - before.total), .integer(after.completed - before.completed),
                .integer(after.high - before.high),
            ])
        if let id = new?.id ?? old?.id { try recordOutbox(taskID: id.canonicalString) }
    }

    // MARK: Validation

    /// The title as stored (trimmed), or `TaskStoreError.invalidTitle` naming the rule of ``TaskTitle`` it breaks.
    public static func validated(title: String) throws -> String {
        do {
            return try TaskTitle.validated(title)
        } catch {
            throw TaskStoreError.invalidTitle(error)
        }
    }

    // MARK: Transactions

    /// Returns once every change this store made so far is on disk. Only a `.flushInBackground` store has to
    /// wait (a `.full` one synced each change before returning it; `.normal` promises no sync at all).
    public func waitUntilDurable() throws {
        do {
            try flusher?.waitUntilFlushed()
        } catch {
            throw TaskStoreError.database(detail: "a change could not be saved to disk: \(error.detail)")
        }
    }

    /// How many syncs the background flusher has made so far (0 for other durabilities).
    package var backgroundSyncs: Int { flusher?.syncs ?? 0 }

    /// Runs `body` with the lock held, outside any explicit transaction (one statement is atomic).
    func read<T>(_ body: () throws -> T) throws -> T {
        lock.lock()
        defer { lock.unlock() }
        if let damage { throw damage }
        do {
            if readsNeedIntegrityCheck && !integrityChecked { try checkIntegrityLocked() }
            return try body()
        } catch {
            throw mapped(error)
        }
    }

    /// Runs `body` in one `BEGIN IMMEDIATE` transaction: all of it is committed, or none of it. The first write
    /// of a store checks the file for damage first, so that nothing is written into a damaged store.
    func write<T>(_ body: () throws -> T) throws -> T {
        lock.lock()
        defer { lock.unlock() }
        if let damage { throw damage }
        if isReadOnly { throw TaskStoreError.readOnly(path: path) }
        do {
            if !integrityChecked { try checkIntegrityLocked() }
            try retryingWhileBusy { try db.run("BEGIN IMMEDIATE") }
        } catch {
            throw mapped(error, writing: true)
        }
        do {
            let result = try body()
            try db.run("COMMIT")
            flusher?.commitEnded()
            return result
        } catch {
            try? db.run("ROLLBACK")
            throw mapped(error, writing: true)
        }
    }

    /// SQLite's busy handler covers most waits; a few (WAL recovery, a concurrent first open) return
    /// SQLITE_BUSY at once. Retry those until the busy timeout has passed twice over.
    func retryingWhileBusy(_ body: () throws -> Void) throws {
        let deadline = Date().addingTimeInterval(Self.busyTimeout * 2)
        var pause: UInt32 = 1000
        while true {
            do {
                return try body()
            } catch let failure as SQLiteConnection.Failure where failure.isBusy && Date() < deadline {
                usleep(pause)
                pause = min(pause * 2, 50_000)
            }
        }
    }

    /// SQLite's failures as `TaskStoreError`s. While `writing`, a refused write (disk full, the file size
    /// limit, an I/O error) says that the change failed, not that the store could not be opened.
    func mapped(_ error: any Error, writing: Bool = false) -> any Error {
        guard let failure = error as? SQLiteConnection.Failure else { return error }
        if failure.isBusy { return TaskStoreError.busy(path: path) }
        if failure.isNotADatabase { return TaskStoreError.corrupt(path: path, detail: failure.message) }
        if failure.isReadOnly { return TaskStoreError.readOnly(path: path) }
        if writing && failure.isWriteFailure {
            return TaskStoreError.writeFailed(path: path, detail: writeProblem(failure) ?? failure.message)
        }
        if failure.isAccessProblem {
            return TaskStoreError.cannotOpen(path: path, detail: writeProblem(failure) ?? failure.message)
        }
        return TaskStoreError.database(detail: failure.description)
    }

    /// Which limit a refused write ran into, when that can be told: SQLite reports a full disk itself, but a
    /// write past the file size limit (`ulimit -f`, EFBIG) only as an I/O error, and its `errno` is often
    /// gone by the time it can be asked; then the store's files are compared with the limit.
    private func writeProblem(_ failure: SQLiteConnection.Failure) -> String? {
        switch failure.systemErrno {
        case EFBIG: return "the file size limit (ulimit -f) was reached"
        case ENOSPC: return "the disk is full"
        case EDQUOT: return "the disk quota is used up"
        default: break
        }
        if failure.code == 13 { return "the disk is full" }  // SQLITE_FULL
        guard failure.code == 10 else { return nil }  // SQLITE_IOERR
        var limit = rlimit()
        #if os(Linux)
            let resource = __rlimit_resource_t(RLIMIT_FSIZE.rawValue)
        #else
            let resource = RLIMIT_FSIZE
        #endif
        // No limit is RLIM_INFINITY: all bits set on Linux (a macro Swift cannot import as rlim_t). Elsewhere it
        // is another large value, which the comparison with the files below rules out as well.
        guard getrlimit(resource, &limit) == 0, limit.rlim_cur != rlim_t.max else { return nil }
        // A file within a page (the largest SQLite writes at once) of the limit could not grow.
        let largest =
            ["", "-wal", "-shm"].map { suffix -> UInt64 in
                var info = stat()
                return stat(path + suffix, &info) == 0 ? UInt64(info.st_size) : 0
            }.max() ?? 0
        return largest + 65_536 + 32 >= UInt64(limit.rlim_cur)
            ? "the file size limit (ulimit -f, \(limit.rlim_cur) bytes) was reached" : nil
    }

    // MARK: Rows

    static let columns =
        "id, title, is_completed, priority, position, created_at, updated_at, completed_at, due_date, recurrence"

    func items(_ sql: String, _ bindings: [SQLiteConnection.Value] = []) throws -> [TaskItem] {
        var result: [TaskItem] = []
        try db.query(sql, bindings) { row in result.append(try Self.item(row)) }
        return result
    }

    /// Exactly one row, or `TaskStoreError.notFound(id)`.
    func one(_ sql: String, _ bindings: [SQLiteConnection.Value], id: UUID?) throws -> TaskItem {
        guard let item = try items(sql, bindings).first else {
            throw TaskStoreError.notFound(id ?? UUID())
        }
        return item
    }

    private static func item(_ row: SQLiteConnection.Row) throws -> TaskItem {
        guard let idText = row.text(0), let id = UUID(canonicalString: idText),
            let priority = TaskPriority(rank: Int(row.int(3)))
        else {
            throw TaskStoreError.database(detail: "a task row holds an invalid id or priority")
        }
        return TaskItem(
            id: id, title: row.text(1) ?? "", isCompleted: row.int(2) != 0, priority: priority,
            position: Int(row.int(4)), createdAt: Date(timeIntervalSince1970: row.double(5)),
            updatedAt: Date(timeIntervalSince1970: row.double(6)),
            completedAt: row.isNull(7) ? nil : Date(timeIntervalSince1970: row.double(7)),
            dueDate: row.text(8).flatMap(TaskDay.init), recurrence: row.text(9).map(TaskRecurrence.init(rule:)))
    }

    // MARK: The schema

    static let schemaV1 = """
        CREATE TABLE tasks (
          id TEXT PRIMARY KEY NOT NULL,
          title TEXT NOT NULL,
          is_completed INTEGER NOT NULL CHECK (is_completed IN (0, 1)),
          priority INTEGER NOT NULL CHECK (priority IN (0, 1, 2)),
          position INTEGER NOT NULL,
          created_at REAL NOT NULL,
          updated_at REAL NOT NULL,
          completed_at REAL,
          due_date TEXT
        ) WITHOUT ROWID;
        CREATE INDEX tasks_by_position ON tasks (position);
        CREATE INDEX tasks_open_by_due ON tasks (due_date) WHERE is_completed = 0 AND due_date IS NOT NULL;
        CREATE TABLE meta (
          id INTEGER PRIMARY KEY CHECK (id = 1),
          change_counter INTEGER NOT NULL,
          total INTEGER NOT NULL,
          completed INTEGER NOT NULL,
          high_pending INTEGER NOT NULL
        );
        INSERT INTO meta VALUES (1, 0, 0, 0, 0);
        """

    /// Version 2: documents kept for code above TaskKit (see TaskStore+Documents).
    static let schemaV2 = """
        CREATE TABLE documents (
          key TEXT PRIMARY KEY NOT NULL,
          revision INTEGER NOT NULL,
          body TEXT NOT NULL
        ) WITHOUT ROWID;
        """

    /// Version 5: how a task repeats, an `RRULE` value (see ``TaskRecurrence``). Filled
    /// from the synced copies when a store is upgraded (`fillRecurrence`).
    static let schemaV5 = """
        ALTER TABLE tasks ADD COLUMN recurrence TEXT;
        """
}

extension SQLiteConnection.Failure {
    /// Permission, read-only and I/O problems: the path is the trouble, not the data.
    var isAccessProblem: Bool { [3, 8, 10, 13, 14].contains(code) }  // PERM, READONLY, IOERR, FULL, CANTOPEN
}

extension TaskStore {
    /// The version of the SQLite library in use.
    public static var sqliteVersion: String { SQLiteConnection.libraryVersion }
}
