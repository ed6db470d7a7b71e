import Foundation
import TestSupport
import Testing

@testable import TaskKit

extension TaskStore {
    /// The outbox of an account: task id → change counter.
    func outbox(account: Int64) throws -> [UUID: Int64] {
        try syncSnapshot(account: account) { _ in [] }.outbox
    }
}

func sampleCollection(_ name: String = "Tasks") -> CalDAVCollection {
    CalDAVCollection(url: URL(string: "http://127.0.0.1:1/u/\(name)/")!, displayName: name, components: ["VTODO"])
}

@Suite("Store: sync schema, accounts, outbox")
struct SyncStoreTests {
    let dir = TemporaryDirectory()

    @Test("A version 1 store is migrated to the current version and keeps its tasks")
    func migration() throws {
        let path = dir.path("v1.sqlite")
        do {
            // A store as version 1 wrote it (before the application id), with two tasks.
            let db = try SQLiteConnection(path: path, create: true)
            try db.execute(
                TaskStore.schemaV1
                    + """
                    ; PRAGMA journal_mode = WAL;
                    UPDATE meta SET change_counter = 7, total = 2, completed = 1, high_pending = 1;
                    INSERT INTO tasks VALUES ('6F1C3A52-7B1E-4C1A-9D35-2F0B8E7A1C44', 'Old one', 1, 1, 0, 1, 2, 3, NULL);
                    INSERT INTO tasks VALUES ('1B2C3D4E-0000-4000-8000-000000000001', 'Urgent', 0, 2, 1, 1, 2, NULL, '2026-01-02');
                    PRAGMA user_version = 1;
                    """)
            db.close()
        }
        let store = try TaskStore(path: path)
        #expect(try store.allTasks().map(\.title) == ["Old one", "Urgent"])
        #expect(try store.summary(today: TaskDay("2026-01-01")!).highPriorityPending == 1)
        #expect(try store.read { try store.db.scalar("PRAGMA user_version")?.integerValue } == 5)
        #expect(try store.syncAccounts().isEmpty)
        // A store from before sync has no outbox: its first sync uploads every task as new.
        let account = try store.addSyncAccount(
            name: "home", serverURL: URL(string: "http://127.0.0.1:1/")!, username: "u", collection: sampleCollection())
        #expect(try store.syncSnapshot(account: account.id) { _ in [] }.unsynced.count == 2)
        #expect(try store.integrityCheck() == "ok")

        // A version 1 store that carries the application id (made after it was introduced) migrates too.
        let marked = dir.path("v1-marked.sqlite")
        do {
            let db = try SQLiteConnection(path: marked, create: true)
            try db.execute(
                TaskStore.schemaV1 + "; PRAGMA application_id = \(TaskStore.applicationID); PRAGMA user_version = 1;")
            db.close()
        }
        let migrated = try TaskStore(path: marked)
        try migrated.addSyncAccount(
            name: "a", serverURL: URL(string: "http://127.0.0.1:1/")!, username: "u", collection: sampleCollection())
        #expect(try migrated.read { try migrated.db.scalar("PRAGMA user_version")?.integerValue } == 5)
        // Both got every step: the documents of version 2 and sync's tables, exactly as a new store has them.
        try migrated.updateDocument("homescreen.layout") { _ in "{}" }
        #expect(try schemaObjects(of: path) == schemaObjects(of: freshStore()))
        #expect(try schemaObjects(of: marked) == schemaObjects(of: freshStore()))
    }

    @Test("A version 2 store (documents: the home screen's layout) is migrated to the current one, keeping everything")
    func migrationFromVersion2() throws {
        let path = dir.path("v2.sqlite")
        let layout = #"{"slots":[{"instance":"w1","kind":"TaskWidget","family":"systemSmall"}],"version":1}"#
        do {
            // A store as version 2 wrote it: a task, its counters, and a layout document changed three times.
            let db = try SQLiteConnection(path: path, create: true)
            try db.execute(
                TaskStore.schemaV1 + ";" + TaskStore.schemaV2
                    + """
                    PRAGMA application_id = \(TaskStore.applicationID); PRAGMA user_version = 2;
                    PRAGMA journal_mode = WAL;
                    UPDATE meta SET change_counter = 4, total = 1, completed = 0, high_pending = 1;
                    INSERT INTO tasks VALUES ('1B2C3D4E-0000-4000-8000-000000000001', 'Urgent', 0, 2, 0, 1, 2, NULL, '2026-01-02');
                    INSERT INTO documents VALUES ('homescreen.layout', 3, '\(layout)');
                    """)
            db.close()
        }
        let store = try TaskStore(path: path)
        #expect(try store.read { try store.db.scalar("PRAGMA user_version")?.integerValue } == 5)
        #expect(try store.allTasks().map(\.title) == ["Urgent"])
        #expect(try store.changeToken() == 4)
        #expect(try store.document("homescreen.layout") == TaskStore.Document(body: layout, revision: 3))
        let account = try store.addSyncAccount(
            name: "home", serverURL: URL(string: "http://127.0.0.1:1/")!, username: "u", collection: sampleCollection())
        #expect(try store.syncSnapshot(account: account.id) { _ in [] }.unsynced.count == 1)
        #expect(try store.integrityCheck() == "ok")
        #expect(try schemaObjects(of: path) == schemaObjects(of: freshStore()))
    }

    @Test("A version 3 store is migrated to the current version: its accounts, synced copies and outbox kept")
    func migrationFromVersion3() throws {
        let path = dir.path("v3.sqlite")
        do {
            let db = try SQLiteConnection(path: path, create: true)
            try db.execute(
                TaskStore.schemaV1 + ";" + TaskStore.schemaV2 + ";" + TaskStore.syncSchemaV3
                    + """
                    PRAGMA application_id = \(TaskStore.applicationID); PRAGMA user_version = 3;
                    UPDATE meta SET change_counter = 7, total = 1, completed = 0, high_pending = 1;
                    INSERT INTO tasks VALUES ('1B2C3D4E-0000-4000-8000-000000000001', 'Urgent', 0, 2, 0, 1, 2, NULL, NULL);
                    INSERT INTO sync_accounts (id, name, server_url, username, collection_url, collection_name)
                      VALUES (1, 'home', 'http://127.0.0.1:1/', 'u', 'http://127.0.0.1:1/u/t/', 'Tasks');
                    INSERT INTO sync_items (account, task_id, uid, href, etag, sort_order, ical)
                      VALUES (1, '1B2C3D4E-0000-4000-8000-000000000001', 'x', 'x.ics', '"1"', 5, 'BEGIN:VCALENDAR');
                    INSERT INTO sync_outbox VALUES (1, '1B2C3D4E-0000-4000-8000-000000000001', 7);
                    """)
            db.close()
        }
        let store = try TaskStore(path: path)
        #expect(try store.read { try store.db.scalar("PRAGMA user_version")?.integerValue } == 5)
        let snapshot = try store.syncSnapshot(account: 1) { _ in [] }
        let id = UUID(uuidString: "1B2C3D4E-0000-4000-8000-000000000001")!
        #expect(snapshot.items[id]?.href == "x.ics" && snapshot.items[id]?.zone == nil)
        #expect(snapshot.outbox[id] == 7 && snapshot.refused.isEmpty)
        // A refusal noted on the row goes with the task's next change.
        try store.markRefused(account: 1, taskID: id, seq: 7, reason: "the server refused it (HTTP 415)")
        #expect(try store.syncSnapshot(account: 1) { _ in [] }.refused[id] == "the server refused it (HTTP 415)")
        try store.update(id: id, title: "Urgent, changed")
        #expect(try store.syncSnapshot(account: 1) { _ in [] }.refused.isEmpty)
        #expect(try store.integrityCheck() == "ok")
        #expect(try schemaObjects(of: path) == schemaObjects(of: freshStore()))
    }

    /// A store made by this version, for its schema.
    private func freshStore() throws -> String {
        let path = dir.path("fresh-\(UUID().uuidString).sqlite")
        _ = try TaskStore(path: path)
        return path
    }

    private func schemaObjects(of path: String) throws -> [String] {
        let db = try SQLiteConnection(path: path, create: false)
        defer { db.close() }
        return try TaskStore.schemaObjects(of: db)
    }

    @Test("Accounts: added, listed by name, refused twice or with a bad name, removed with what sync kept")
    func accounts() throws {
        let store = try TaskStore(path: dir.path("a.sqlite"))
        let url = URL(string: "https://dav.example.org/")!
        let work = try store.addSyncAccount(
            name: "work", serverURL: url, username: "ann", collection: sampleCollection("W"))
        try store.addSyncAccount(name: "home.2", serverURL: url, username: "ann", collection: sampleCollection("H"))
        #expect(try store.syncAccounts().map(\.name) == ["home.2", "work"])
        #expect(try store.syncAccount(named: "work") == work)
        #expect(work.collectionName == "W" && work.username == "ann" && work.lastSync == nil)
        #expect(throws: SyncAccountError.duplicate("work")) {
            try store.addSyncAccount(name: "work", serverURL: url, username: "x", collection: sampleCollection())
        }
        for bad in ["", "has space", "slash/name", "ümlaut", String(repeating: "a", count: 65)] {
            #expect(throws: SyncAccountError.invalidName(bad)) {
                try store.addSyncAccount(name: bad, serverURL: url, username: "x", collection: sampleCollection())
            }
        }
        try store.add(title: "One")
        #expect(try store.outbox(account: work.id).count == 1)
        try store.removeSyncAccount(named: "work")
        #expect(try store.syncAccounts().map(\.name) == ["home.2"])
        #expect(try store.outbox(account: work.id).isEmpty)
        #expect(throws: SyncAccountError.notFound("work")) { try store.removeSyncAccount(named: "work") }
        #expect(SyncAccountError.notFound("x").description == "no account named 'x' (see 'tasks accounts list')")
    }

    @Test("Every kind of change writes an outbox row per account, in its own transaction")
    func outbox() throws {
        let store = try TaskStore(path: dir.path("o.sqlite"))
        let early = try store.add(title: "Before any account")
        let a = try store.addSyncAccount(
            name: "a", serverURL: URL(string: "http://x/")!, username: "u", collection: sampleCollection())
        let b = try store.addSyncAccount(
            name: "b", serverURL: URL(string: "http://x/")!, username: "u", collection: sampleCollection())
        #expect(try store.outbox(account: a.id).isEmpty)

        let one = try store.add(title: "One")
        let two = try store.add(title: "Two")
        var seen = try store.outbox(account: a.id)
        #expect(Set(seen.keys) == [one.id, two.id])
        #expect(try store.outbox(account: b.id) == seen)
        #expect(seen[two.id]! > seen[one.id]!)
        #expect(seen[two.id] == (try store.changeToken()))

        func expectBumped(
            _ id: UUID, _ change: () throws -> Void, sourceLocation: SourceLocation = #_sourceLocation
        ) throws {
            try change()
            let now = try store.outbox(account: a.id)
            #expect(now[id] == (try store.changeToken()), sourceLocation: sourceLocation)
            #expect(now[id]! > (seen[id] ?? 0), sourceLocation: sourceLocation)
            seen = now
        }
        try expectBumped(one.id) { try store.update(id: one.id, title: "Uno") }
        try expectBumped(one.id) { try store.toggle(id: one.id) }
        try expectBumped(one.id) { try store.setCompleted(id: one.id, false) }
        try expectBumped(early.id) { try store.move(id: early.id, toIndex: 2) }
        try expectBumped(two.id) { try store.delete(id: two.id) }
        let record = #"[{"id":"\#(one.id.uuidString)","title":"Imported","isCompleted":false,"priority":"low"}]"#
        try expectBumped(one.id) { try store.importLegacy(Data(record.utf8)) }
        // A change that changes nothing writes nothing.
        let before = try store.outbox(account: a.id)
        try store.setCompleted(id: one.id, false)
        #expect(try store.outbox(account: a.id) == before)
        // A failed change leaves no outbox row either.
        #expect(throws: TaskStoreError.self) { try store.update(id: UUID(), title: "x") }
        #expect(try store.outbox(account: a.id) == before)
    }

    @Test("A commit is skipped for a task changed since the sync read it; others are written")
    func staleCommits() throws {
        let store = try TaskStore(path: dir.path("c.sqlite"))
        let account = try store.addSyncAccount(
            name: "a", serverURL: URL(string: "http://x/")!, username: "u", collection: sampleCollection())
        let kept = try store.add(title: "Kept")
        let edited = try store.add(title: "Edited meanwhile")
        let seqs = try store.outbox(account: account.id)
        try store.update(id: edited.id, title: "Newer title")
        let fields = TaskFields(title: "From the server", isCompleted: true, priority: .high)
        let newID = UUID()
        let stale = try store.commitSync(
            account: account.id,
            [
                SyncCommit(
                    taskID: kept.id, expectedSeq: seqs[kept.id], local: .upsert(fields, createdAt: nil),
                    item: .set(
                        SyncedItem(taskID: kept.id, uid: "k", href: "k.ics", etag: "\"1\"", sortOrder: 5), text: "K"),
                    reposition: false),
                SyncCommit(
                    taskID: edited.id, expectedSeq: seqs[edited.id], local: .upsert(fields, createdAt: nil),
                    item: .set(
                        SyncedItem(taskID: edited.id, uid: "e", href: "e.ics", etag: nil, sortOrder: nil), text: "E"),
                    reposition: false),
                SyncCommit(
                    taskID: newID, expectedSeq: nil, local: .upsert(fields, createdAt: Date(timeIntervalSince1970: 5)),
                    item: .set(SyncedItem(taskID: newID, uid: "n", href: "n.ics", etag: nil, sortOrder: 1), text: "N"),
                    reposition: true),
            ], now: Date())
        #expect(stale == [edited.id])
        #expect(try store.task(id: kept.id)?.title == "From the server")
        #expect(try store.task(id: kept.id)?.isCompleted == true)
        #expect(try store.task(id: edited.id)?.title == "Newer title")
        let added = try #require(try store.task(id: newID))
        #expect(
            added.createdAt == Date(timeIntervalSince1970: 5) && added.position == 0, "sort order 1 is the smallest")
        #expect(try store.summary().completed == 2 && store.summary().highPriorityPending == 0)
        let outbox = try store.outbox(account: account.id)
        #expect(outbox[kept.id] == nil && outbox[newID] == nil && outbox[edited.id] != nil)
        let snapshot = try store.syncSnapshot(account: account.id) { _ in [kept.id] }
        #expect(Set(snapshot.items.keys) == [kept.id, newID])
        #expect(snapshot.texts[kept.id] == "K")
    }

    @Test("Repositioning puts a task before the first with a larger sort order; unkeyed tasks stay")
    func repositioning() throws {
        let store = try TaskStore(path: dir.path("r.sqlite"))
        let account = try store.addSyncAccount(
            name: "a", serverURL: URL(string: "http://x/")!, username: "u", collection: sampleCollection())
        let tasks = try (0..<5).map { try store.add(title: "T\($0)") }
        let keys: [Int64?] = [10, nil, 20, 30, 40]
        var seqs = try store.outbox(account: account.id)
        func commit(_ i: Int, key: Int64?, move: Bool) -> SyncCommit {
            SyncCommit(
                taskID: tasks[i].id, expectedSeq: seqs[tasks[i].id], local: .keep,
                item: .set(
                    SyncedItem(taskID: tasks[i].id, uid: "\(i)", href: "\(i).ics", etag: nil, sortOrder: key), text: ""),
                reposition: move)
        }
        try store.commitSync(account: account.id, (0..<5).map { commit($0, key: keys[$0], move: false) }, now: Date())
        seqs = try store.outbox(account: account.id)
        #expect(seqs.isEmpty)
        // T4 now sorts between T0 and T2 (the server moved it), T0 after everything.
        try store.commitSync(
            account: account.id, [commit(4, key: 15, move: true), commit(0, key: 50, move: true)], now: Date())
        #expect(try store.allTasks().map(\.title) == ["T1", "T4", "T2", "T3", "T0"])
        #expect(try store.allTasks().map(\.position) == [0, 1, 2, 3, 4])
    }
}

@Suite("Sort orders from positions")
struct SortOrderTests {
    func ids(_ count: Int) -> [UUID] { (0..<count).map { _ in UUID() } }

    @Test("An unchanged list keeps every value; a moved task gets one between its new neighbours")
    func oneMove() {
        let id = ids(5)
        let unchanged = (0..<5).map { SortOrder.Entry(id: id[$0], key: Int64($0 + 1) * 100, changedHere: false) }
        let keys = SortOrder.assign(unchanged)
        #expect((0..<5).allSatisfy { keys[id[$0]] == Int64($0 + 1) * 100 })
        // The last task (500) moved to the top here.
        var moved = unchanged
        let last = moved.removeLast()
        moved.insert(SortOrder.Entry(id: last.id, key: last.key, changedHere: true), at: 0)
        let after = SortOrder.assign(moved)
        let original = Dictionary(uniqueKeysWithValues: unchanged.map { ($0.id, $0.key) })
        #expect(after.filter { original[$0.key] != $0.value }.map(\.key) == [id[4]])
        #expect(after[id[4]]! < 100)
        // Moved one place: the moved task is the one that changes, not its neighbour.
        var swapped = unchanged
        swapped.swapAt(1, 2)
        swapped[1].changedHere = true  // id[2], moved up
        let swap = SortOrder.assign(swapped)
        #expect(swap[id[1]] == 200 && swap[id[2]]! > 100 && swap[id[2]]! < 200)
    }

    @Test("New tasks get values after the last, unkeyed untouched tasks none, and a full gap renumbers")
    func newTasksAndGaps() {
        let id = ids(4)
        let keys = SortOrder.assign([
            SortOrder.Entry(id: id[0], key: 7, changedHere: false),
            SortOrder.Entry(id: id[1], key: nil, changedHere: false),
            SortOrder.Entry(id: id[2], key: nil, changedHere: true),
            SortOrder.Entry(id: id[3], key: nil, changedHere: true),
        ])
        #expect(keys[id[0]] == 7 && keys[id[1]] == nil)
        #expect(keys[id[2]] == 7 + SortOrder.step && keys[id[3]] == 7 + 2 * SortOrder.step)
        let crowded = SortOrder.assign([
            SortOrder.Entry(id: id[0], key: 1, changedHere: false),
            SortOrder.Entry(id: id[1], key: nil, changedHere: true),
            SortOrder.Entry(id: id[2], key: 2, changedHere: false),
        ])
        #expect(
            [crowded[id[0]], crowded[id[1]], crowded[id[2]]] == [
                SortOrder.step, 2 * SortOrder.step, 3 * SortOrder.step,
            ])
        let first = SortOrder.assign([
            SortOrder.Entry(id: id[0], key: nil, changedHere: true),
            SortOrder.Entry(id: id[1], key: -3, changedHere: false),
        ])
        #expect(first[id[0]] == -3 - SortOrder.step)
    }

    @Test("The values always increase along the list, whatever the input")
    func alwaysIncreasing() {
        for _ in 0..<200 {
            let count = Int.random(in: 0..<60)
            let entries = (0..<count).map { _ in
                SortOrder.Entry(
                    id: UUID(), key: Bool.random() ? Int64.random(in: -50...50) : nil, changedHere: Bool.random())
            }
            let keys = SortOrder.assign(entries)
            let values = entries.compactMap { keys[$0.id] }
            #expect(zip(values, values.dropFirst()).allSatisfy { $0 < $1 }, "\(entries.map(\.key))")
            #expect(entries.allSatisfy { ($0.key != nil || $0.changedHere) == (keys[$0.id] != nil) })
        }
    }
}

@Suite("Per-field three-way merge")
struct FieldMergeTests {
    let base = TaskFields(
        title: "Milk", isCompleted: false, priority: .medium, dueDate: TaskDay("2026-01-01"), sortOrder: 10)
    let early = Date(timeIntervalSince1970: 1_000)
    let late = Date(timeIntervalSince1970: 2_000)

    @Test("Different fields changed on each side: both kept, no conflict")
    func disjoint() {
        var local = base
        local.title = "Oat milk"
        var remote = base
        remote.isCompleted = true
        remote.priority = .high
        let outcome = FieldMerge.merge(base: base, local: local, localTime: late, remote: remote, remoteTime: early)
        #expect(outcome.merged.title == "Oat milk" && outcome.merged.isCompleted && outcome.merged.priority == .high)
        #expect(outcome.conflicts.isEmpty)
    }

    @Test("The same field changed on both sides: the newer edit wins and the other is reported")
    func sameField() {
        var local = base
        local.title = "Here"
        local.dueDate = nil
        var remote = base
        remote.title = "There"
        remote.dueDate = TaskDay("2026-02-02")
        let localNewer = FieldMerge.merge(base: base, local: local, localTime: late, remote: remote, remoteTime: early)
        #expect(localNewer.merged.title == "Here" && localNewer.merged.dueDate == nil)
        #expect(localNewer.conflicts.map(\.field) == [.title, .due])
        #expect(localNewer.conflicts.allSatisfy { $0.winner == .here })
        #expect(localNewer.conflicts[0].replaced == "\"There\"")
        let remoteNewer = FieldMerge.merge(base: base, local: local, localTime: early, remote: remote, remoteTime: late)
        #expect(remoteNewer.merged.title == "There" && remoteNewer.merged.dueDate == TaskDay("2026-02-02"))
        #expect(remoteNewer.conflicts.allSatisfy { $0.winner == .server })
        let tie = FieldMerge.merge(base: base, local: local, localTime: early, remote: remote, remoteTime: early)
        #expect(tie.merged.title == "There", "a tie goes to the server")
    }

    @Test("Both changed a field to the same value: no conflict")
    func sameValue() {
        var local = base
        local.isCompleted = true
        local.completedAt = early
        var remote = local
        remote.completedAt = late
        let outcome = FieldMerge.merge(base: base, local: local, localTime: late, remote: remote, remoteTime: late)
        #expect(outcome.conflicts.isEmpty && outcome.merged.isCompleted && outcome.merged.completedAt == early)
    }

    @Test("Without a synced copy every difference is a conflict settled by time")
    func noBase() {
        var local = base
        local.priority = .low
        let outcome = FieldMerge.merge(base: nil, local: local, localTime: late, remote: base, remoteTime: early)
        #expect(outcome.merged.priority == .low && outcome.conflicts.map(\.field) == [.priority])
    }
}
