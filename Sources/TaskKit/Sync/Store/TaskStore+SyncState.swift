import Foundation

/// A task's calendar object as last synced (its text is read separately, when needed).
struct SyncedItem: Sendable, Equatable {
    var taskID: UUID
    var uid: String
    var href: String
    var etag: String?
    var sortOrder: Int64?
    /// The time zone the text's fields were read in (nil: before schema version 4, the sync's own).
    var zone: String? = nil
    /// Why the server's newer copy cannot be merged with the change made here (nil: it can).
    var unmergeable: String? = nil
}

/// What the store says for one sync of one account, read in one transaction.
struct LocalSyncSnapshot: Sendable {
    var token: String?
    /// Every synced task's item, by task id.
    var items: [UUID: SyncedItem]
    /// Tasks changed here since their last sync, with the change counter of their latest change.
    var outbox: [UUID: Int64]
    /// Every task id, in position order.
    var order: [UUID]
    /// The tasks the sync works on (see `involving`), as they are now.
    var tasks: [UUID: TaskItem]
    /// The synced text of the involved tasks that have one.
    var texts: [UUID: String]
    /// The text of an upload sent but not recorded, for involved tasks that have one (for a task never synced:
    /// its first upload, from `sync_creates`).
    var pending: [UUID: String] = [:]
    /// The first uploads noted and not recorded (`sync_creates`), read before the involved tasks are chosen.
    var creates: [UUID: String] = [:]
    /// Why the server refused the upload of a task's latest change, for outbox rows that say so.
    var refused: [UUID: String] = [:]

    /// Tasks here that were never synced with this account.
    var unsynced: [UUID] { order.filter { items[$0] == nil } }
    /// Synced tasks that are gone here.
    var deletedHere: [UUID] {
        let present = Set(order)
        return items.keys.filter { !present.contains($0) }
    }
}

/// One task's outcome of a sync, committed with others in one transaction.
struct SyncCommit: Sendable {
    enum LocalChange: Sendable {
        case keep
        /// Set the task's fields, adding it (at the end, with `createdAt`) when it does not exist.
        case upsert(TaskFields, createdAt: Date?)
        case delete
    }

    enum ItemChange: Sendable {
        case keep
        case set(SyncedItem, text: String)
        case remove
    }

    var taskID: UUID
    /// The outbox row's counter when the sync read the task (nil: none). If it changed since, the task was
    /// changed here meanwhile: nothing of this commit is written, and the next sync merges again.
    var expectedSeq: Int64?
    var local: LocalChange
    var item: ItemChange
    /// Move the task to where its sort order puts it among the others.
    var reposition: Bool
}

extension TaskStore {
    /// The saved sync token and the ETag of every synced object, by href.
    func syncListing(account: Int64) throws -> (token: String?, etags: [String: String?]) {
        try read {
            let token = try db.scalar("SELECT sync_token FROM sync_accounts WHERE id = ?1", [.integer(account)])?
                .textValue
            var etags: [String: String?] = [:]
            try db.query("SELECT href, etag FROM sync_items WHERE account = ?1", [.integer(account)]) { row in
                if let href = row.text(0) { etags[href] = .some(row.text(1)) }
            }
            return (token, etags)
        }
    }

    /// Reads what a sync of `account` needs, in one read transaction: the synced items, the outbox, the
    /// order, and the tasks and synced texts of the tasks involved — those in the outbox, never synced, gone
    /// here, or named by `involving` (task ids the server's changes touch).
    func syncSnapshot(account: Int64, involving: (LocalSyncSnapshot) -> Set<UUID>) throws -> LocalSyncSnapshot {
        try read {
            try db.run("BEGIN")
            defer { try? db.run("COMMIT") }
            var snapshot = LocalSyncSnapshot(token: nil, items: [:], outbox: [:], order: [], tasks: [:], texts: [:])
            snapshot.token = try db.scalar("SELECT sync_token FROM sync_accounts WHERE id = ?1", [.integer(account)])?
                .textValue
            try db.query(
                """
                SELECT task_id, uid, href, etag, sort_order, zone, unmergeable FROM sync_items WHERE account = ?1
                """, [.integer(account)]
            ) { row in
                guard let id = row.text(0).flatMap(UUID.init(canonicalString:)) else { return }
                snapshot.items[id] = SyncedItem(
                    taskID: id, uid: row.text(1) ?? "", href: row.text(2) ?? "", etag: row.text(3),
                    sortOrder: row.isNull(4) ? nil : row.int(4), zone: row.text(5), unmergeable: row.text(6))
            }
            try db.query("SELECT task_id, seq, refused FROM sync_outbox WHERE account = ?1", [.integer(account)]) {
                row in
                guard let id = row.text(0).flatMap(UUID.init(canonicalString:)) else { return }
                snapshot.outbox[id] = row.int(1)
                if let reason = row.text(2) { snapshot.refused[id] = reason }
            }
            try db.query("SELECT task_id, ical FROM sync_creates WHERE account = ?1", [.integer(account)]) { row in
                if let id = row.text(0).flatMap(UUID.init(canonicalString:)), let text = row.text(1) {
                    snapshot.creates[id] = text
                }
            }
            try db.query("SELECT id FROM tasks ORDER BY position") { row in
                if let id = row.text(0).flatMap(UUID.init(canonicalString:)) { snapshot.order.append(id) }
            }
            var wanted = involving(snapshot)
            wanted.formUnion(snapshot.outbox.keys)
            wanted.formUnion(snapshot.unsynced)
            wanted.formUnion(snapshot.deletedHere)
            for id in wanted {
                let key = SQLiteConnection.Value.text(id.canonicalString)
                if let item = try items("SELECT \(Self.columns) FROM tasks WHERE id = ?1", [key]).first {
                    snapshot.tasks[id] = item
                }
                if snapshot.items[id] != nil {
                    try db.query(
                        "SELECT ical, pending FROM sync_items WHERE account = ?1 AND task_id = ?2",
                        [.integer(account), key]
                    ) { row in
                        snapshot.texts[id] = row.text(0)
                        snapshot.pending[id] = row.text(1)
                    }
                } else if let text = snapshot.creates[id] {
                    snapshot.pending[id] = text
                }
            }
            return snapshot
        }
    }

    /// Writes the outcomes of a sync in one transaction; returns the ids whose commit was skipped because
    /// the task changed here meanwhile. `currentKeys` are the sort orders of tasks moved here whose upload is
    /// not recorded yet: a task placed by its sort order is placed among those, not among their stale ones.
    @discardableResult
    func commitSync(
        account: Int64, _ commits: [SyncCommit], now: Date, currentKeys: [UUID: Int64] = [:]
    ) throws
        -> Set<UUID>
    {
        guard !commits.isEmpty else { return [] }
        return try write {
            var stale: Set<UUID> = []
            var moving: Set<UUID> = []
            for commit in commits {
                let key = SQLiteConnection.Value.text(commit.taskID.canonicalString)
                let seq = try db.scalar(
                    "SELECT seq FROM sync_outbox WHERE account = ?1 AND task_id = ?2", [.integer(account), key])?
                    .integerValue
                guard seq == commit.expectedSeq else {
                    stale.insert(commit.taskID)
                    continue
                }
                try apply(commit.local, to: commit.taskID, now: now)
                if commit.expectedSeq != nil || !isKeep(commit.local) {
                    // This account has the change now; other accounts keep their outbox rows.
                    try db.run(
                        "DELETE FROM sync_outbox WHERE account = ?1 AND task_id = ?2", [.integer(account), key])
                }
                if !isKeepItem(commit.item) {
                    try db.run(
                        "DELETE FROM sync_creates WHERE account = ?1 AND task_id = ?2", [.integer(account), key])
                }
                switch commit.item {
                case .keep: break
                case .remove:
                    try db.run("DELETE FROM sync_items WHERE account = ?1 AND task_id = ?2", [.integer(account), key])
                case .set(let item, let text):
                    try db.run(
                        """
                        INSERT INTO sync_items (account, task_id, uid, href, etag, sort_order, ical, zone)
                        VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)
                        ON CONFLICT (account, task_id) DO UPDATE SET uid = excluded.uid, href = excluded.href,
                          etag = excluded.etag, sort_order = excluded.sort_order, ical = excluded.ical, pending = NULL,
                          zone = excluded.zone, unmergeable = NULL
                        """,
                        [
                            .integer(account), key, .text(item.uid), .text(item.href),
                            item.etag.map { .text($0) } ?? .null,
                            item.sortOrder.map { .integer($0) } ?? .null, .text(text),
                            item.zone.map { .text($0) } ?? .null,
                        ])
                }
                if commit.reposition { moving.insert(commit.taskID) }
            }
            if !moving.isEmpty { try reposition(moving, account: account, currentKeys: currentKeys) }
            return stale
        }
    }

    /// Notes the texts about to be uploaded for synced tasks, before they are sent (see `pending` in the schema).
    func markPendingUploads(account: Int64, _ uploads: [(UUID, String)]) throws {
        guard !uploads.isEmpty else { return }
        try write {
            for (id, text) in uploads {
                try db.run(
                    "UPDATE sync_items SET pending = ?3 WHERE account = ?1 AND task_id = ?2",
                    [.integer(account), .text(id.canonicalString), .text(text)])
            }
        }
    }

    /// Records the server's copy of an upload that a killed sync sent and did not record (`pending`) as the
    /// task's synced copy. Neither the task nor its outbox row changes: this is the server's state, and a
    /// change made here since is still to be sent.
    func adoptPendingUpload(_ item: SyncedItem, account: Int64, text: String) throws {
        try write {
            try db.run(
                """
                UPDATE sync_items SET href = ?3, etag = ?4, ical = ?5, pending = NULL, zone = ?6
                WHERE account = ?1 AND task_id = ?2 AND pending IS NOT NULL
                """,
                [
                    .integer(account), .text(item.taskID.canonicalString), .text(item.href),
                    item.etag.map { .text($0) } ?? .null, .text(text), item.zone.map { .text($0) } ?? .null,
                ])
        }
    }

    /// Notes that the server's copy of a synced task changed and cannot be read while the task changed here:
    /// the task is not sent until a readable copy is recorded (`commitSync` clears the note, and so does a nil
    /// `reason`).
    func markUnmergeable(account: Int64, taskID: UUID, reason: String?) throws {
        try write {
            try db.run(
                "UPDATE sync_items SET unmergeable = ?3 WHERE account = ?1 AND task_id = ?2",
                [.integer(account), .text(taskID.canonicalString), reason.map { .text($0) } ?? .null])
        }
    }

    /// Notes that the server refused the upload of the task's change at outbox counter `seq` for good: it is
    /// not sent again until the task changes (which rewrites the row). A newer change is not marked.
    /// A task that has no outbox row (made before the account was added) gets one, so that its next change
    /// clears the note as any change does.
    func markRefused(account: Int64, taskID: UUID, seq: Int64?, reason: String) throws {
        let key = SQLiteConnection.Value.text(taskID.canonicalString)
        try write {
            if let seq {
                try db.run(
                    "UPDATE sync_outbox SET refused = ?4 WHERE account = ?1 AND task_id = ?2 AND seq = ?3",
                    [.integer(account), key, .integer(seq), .text(reason)])
            } else {
                try db.run(
                    """
                    INSERT INTO sync_outbox (account, task_id, seq, refused)
                    VALUES (?1, ?2, (SELECT change_counter FROM meta WHERE id = 1), ?3)
                    ON CONFLICT (account, task_id) DO NOTHING
                    """, [.integer(account), key, .text(reason)])
            }
        }
    }

    /// Saves the collection's sync token, once every change up to it is in the store.
    func saveSyncToken(account: Int64, _ token: String?) throws {
        try write {
            try db.run(
                "UPDATE sync_accounts SET sync_token = ?2 WHERE id = ?1",
                [.integer(account), token.map { .text($0) } ?? .null])
        }
    }

    private func isKeepItem(_ change: SyncCommit.ItemChange) -> Bool {
        if case .keep = change { return true }
        return false
    }

    /// Notes the texts of new tasks' first uploads before they are sent (`sync_creates`).
    func markPendingCreates(account: Int64, _ uploads: [(UUID, String)]) throws {
        guard !uploads.isEmpty else { return }
        try write {
            for (id, text) in uploads {
                try db.run(
                    """
                    INSERT INTO sync_creates (account, task_id, ical) VALUES (?1, ?2, ?3)
                    ON CONFLICT (account, task_id) DO UPDATE SET ical = excluded.ical
                    """, [.integer(account), .text(id.canonicalString), .text(text)])
            }
        }
    }

    /// Records the server's copy of a first upload that a killed sync sent and did not record as the task's
    /// synced copy. As with `adoptPendingUpload`, neither the task nor its outbox row changes.
    func adoptPendingCreate(_ item: SyncedItem, account: Int64, text: String) throws {
        try write {
            let key = SQLiteConnection.Value.text(item.taskID.canonicalString)
            try db.run(
                """
                INSERT INTO sync_items (account, task_id, uid, href, etag, sort_order, ical, zone)
                VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)
                """,
                [
                    .integer(account), key, .text(item.uid), .text(item.href), item.etag.map { .text($0) } ?? .null,
                    item.sortOrder.map { .integer($0) } ?? .null, .text(text), item.zone.map { .text($0) } ?? .null,
                ])
            try db.run("DELETE FROM sync_creates WHERE account = ?1 AND task_id = ?2", [.integer(account), key])
        }
    }

    private func isKeep(_ change: SyncCommit.LocalChange) -> Bool {
        if case .keep = change { return true }
        return false
    }

    private func apply(_ change: SyncCommit.LocalChange, to id: UUID, now: Date) throws {
        let key = SQLiteConnection.Value.text(id.canonicalString)
        let old = try items("SELECT \(Self.columns) FROM tasks WHERE id = ?1", [key]).first
        switch change {
        case .keep:
            return
        case .delete:
            guard let old else { return }
            try db.run("DELETE FROM tasks WHERE id = ?1", [key])
            try db.run("UPDATE tasks SET position = position - 1 WHERE position > ?1", [.integer(Int64(old.position))])
            try recordChange(from: old, to: nil)
        case .upsert(let fields, let createdAt):
            let completedAt: SQLiteConnection.Value =
                fields.isCompleted
                ? .real((fields.completedAt ?? old?.completedAt ?? now).timeIntervalSince1970) : .null
            let due: SQLiteConnection.Value = fields.dueDate.map { .text($0.description) } ?? .null
            let recurrence: SQLiteConnection.Value = fields.recurrence.map { .text($0.rule) } ?? .null
            if let old {
                let new = try one(
                    """
                    UPDATE tasks SET title = ?2, is_completed = ?3, completed_at = ?4, priority = ?5, due_date = ?6,
                      updated_at = ?7, recurrence = ?8
                    WHERE id = ?1 RETURNING \(Self.columns)
                    """,
                    [
                        key, .text(fields.title), .integer(fields.isCompleted ? 1 : 0), completedAt,
                        .integer(Int64(fields.priority.rank)), due, .real(now.timeIntervalSince1970), recurrence,
                    ], id: id)
                try recordChange(from: old, to: new)
            } else {
                let new = try one(
                    """
                    INSERT INTO tasks (id, title, is_completed, priority, position, created_at, updated_at,
                      completed_at, due_date, recurrence)
                    VALUES (?1, ?2, ?3, ?4, (SELECT COALESCE(MAX(position) + 1, 0) FROM tasks), ?5, ?6, ?7, ?8, ?9)
                    RETURNING \(Self.columns)
                    """,
                    [
                        key, .text(fields.title), .integer(fields.isCompleted ? 1 : 0),
                        .integer(Int64(fields.priority.rank)),
                        .real((createdAt ?? now).timeIntervalSince1970), .real(now.timeIntervalSince1970), completedAt,
                        due, recurrence,
                    ], id: id)
                try recordChange(from: nil, to: new)
            }
        }
    }

    /// Moves each task in `moving` to where its sort order puts it: before the first other task (in the
    /// current order) whose sort order is larger. Tasks without a sort order stay where they are; moving
    /// ones without one go to the end.
    private func reposition(_ moving: Set<UUID>, account: Int64, currentKeys: [UUID: Int64]) throws {
        var rows: [(id: UUID, key: Int64?, position: Int64)] = []
        try db.query(
            """
            SELECT t.id, s.sort_order, t.position FROM tasks t
            LEFT JOIN sync_items s ON s.account = ?1 AND s.task_id = t.id ORDER BY t.position
            """, [.integer(account)]
        ) { row in
            if let id = row.text(0).flatMap(UUID.init(canonicalString:)) {
                let synced = row.isNull(1) ? nil : row.int(1)
                rows.append((id, moving.contains(id) ? synced : currentKeys[id] ?? synced, row.int(2)))
            }
        }
        let movers = rows.enumerated().filter { moving.contains($0.element.id) }
            .sorted { a, b in
                switch (a.element.key, b.element.key) {
                case (let x?, let y?): return x != y ? x < y : a.offset < b.offset
                case (.some, nil): return true
                case (nil, .some): return false
                case (nil, nil): return a.offset < b.offset
                }
            }
            .map(\.element)
        var result: [(id: UUID, key: Int64?, position: Int64)] = []
        result.reserveCapacity(rows.count)
        var next = 0
        for row in rows where !moving.contains(row.id) {
            if let key = row.key {
                while next < movers.count, let moverKey = movers[next].key, moverKey < key {
                    result.append(movers[next])
                    next += 1
                }
            }
            result.append(row)
        }
        result += movers[next...]
        for (index, row) in result.enumerated() where row.position != Int64(index) {
            try db.run(
                "UPDATE tasks SET position = ?2 WHERE id = ?1", [.text(row.id.canonicalString), .integer(Int64(index))])
        }
    }
}
