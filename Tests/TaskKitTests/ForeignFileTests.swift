import Foundation
import TestSupport
import Testing

@testable import TaskKit

/// Opening never changes a file it refuses: not the database, not its log (`-wal`), not its index (`-shm`),
/// and no file appears beside it. Stores of ours made before `application_id` still open, and get it.
@Suite struct ForeignFileTests {
    let dir = TemporaryDirectory()

    /// How a database was left by the program that wrote it.
    enum Left: String, CaseIterable, CustomTestStringConvertible {
        /// Closed cleanly, not in WAL mode: the file alone.
        case rollbackJournal
        /// Closed cleanly in WAL mode: the log was checkpointed and removed.
        case walCheckpointed
        /// In WAL mode, its writer killed: the newest pages only in the log, with the log's index.
        case walWithLogAndIndex
        /// The same, without the index (removed, or never made by the reader that is looking).
        case walWithLogOnly

        var testDescription: String { rawValue }
    }

    /// Makes a database at `path` with `sql`, left as `left` says.
    func makeDatabase(_ path: String, sql: String, left: Left) throws {
        switch left {
        case .rollbackJournal, .walCheckpointed:
            let db = try SQLiteConnection(path: path, create: true)
            if left == .walCheckpointed { try db.execute("PRAGMA journal_mode = WAL") }
            try db.execute(sql)
            db.close()
        case .walWithLogAndIndex, .walWithLogOnly:
            // Copied while the writer still has it open: what a killed writer leaves.
            let live = dir.path("live-\(UUID().uuidString).sqlite")
            let db = try SQLiteConnection(path: live, create: true)
            try db.execute("PRAGMA journal_mode = WAL; PRAGMA wal_autocheckpoint = 0;")
            try db.execute(sql)
            let suffixes = left == .walWithLogAndIndex ? ["", "-wal", "-shm"] : ["", "-wal"]
            for suffix in suffixes { try FileManager.default.copyItem(atPath: live + suffix, toPath: path + suffix) }
            db.close()
            try FileManager.default.removeItem(atPath: live)
            var info = stat()
            #expect(stat(path + "-wal", &info) == 0 && info.st_size > 0, "the log holds the pages")
        }
    }

    /// Every byte of the database, its log and index and journal, and the names in the directory.
    struct Snapshot: Equatable {
        var files: [String: Data] = [:]
        var names: [String]

        init(_ path: String) throws {
            for suffix in ["", "-wal", "-shm", "-journal"] {
                if let data = FileManager.default.contents(atPath: path + suffix) { files[suffix] = data }
            }
            names = try FileManager.default.contentsOfDirectory(atPath: (path as NSString).deletingLastPathComponent)
                .filter { !$0.hasPrefix("live-") }.sorted()
        }
    }

    func expectRefusedUnchanged(
        _ path: String, _ expected: TaskStoreError, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let before = try Snapshot(path)
        #expect(throws: expected, sourceLocation: sourceLocation) { try TaskStore(path: path) }
        #expect(throws: expected, sourceLocation: sourceLocation) { try TaskStore(path: path, durability: .normal) }
        let after = try Snapshot(path)
        #expect(after.names == before.names, "no file appeared or went", sourceLocation: sourceLocation)
        for (suffix, data) in before.files {
            #expect(
                after.files[suffix] == data, "\(suffix.isEmpty ? "database" : suffix) unchanged",
                sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: Left.allCases)
    func anotherAppsDatabaseIsLeftAsItWas(left: Left) throws {
        let path = dir.path("notes.sqlite")
        try makeDatabase(path, sql: "CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES ('keep me');", left: left)
        try expectRefusedUnchanged(path, .foreignDatabase(path: path))
    }

    @Test(arguments: Left.allCases)
    func aLookAlikeWithTablesNamedTasksAndMetaIsRefusedByIdentity(left: Left) throws {
        let path = dir.path("lookalike.sqlite")
        try makeDatabase(
            path,
            sql: """
                CREATE TABLE tasks (id INTEGER PRIMARY KEY, text TEXT); CREATE TABLE meta (key TEXT, value TEXT);
                INSERT INTO tasks (text) VALUES ('theirs'); PRAGMA user_version = 1;
                """, left: left)
        try expectRefusedUnchanged(path, .foreignDatabase(path: path))
    }

    @Test func anEmptyDatabaseOfAnotherAppIsRefused() throws {
        let path = dir.path("empty-other.sqlite")
        try makeDatabase(path, sql: "PRAGMA user_version = 0", left: .rollbackJournal)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)).count > 0)
        try expectRefusedUnchanged(path, .foreignDatabase(path: path))
    }

    @Test(arguments: Left.allCases)
    func aStoreOfANewerVersionIsLeftAsItWas(left: Left) throws {
        let newer = TaskStore.schemaVersion + 1
        let path = dir.path("newer.sqlite")
        try makeDatabase(
            path,
            sql: TaskStore.schemaV1
                + "; PRAGMA application_id = \(TaskStore.applicationID); PRAGMA user_version = \(newer);",
            left: left)
        try expectRefusedUnchanged(
            path, .futureSchema(path: path, version: newer, supported: TaskStore.schemaVersion))
    }

    @Test(arguments: Left.allCases)
    func aStoreMadeBeforeTheApplicationIDOpensAndGetsIt(left: Left) throws {
        let path = dir.path("old.sqlite")
        try makeDatabase(
            path,
            sql: TaskStore.schemaV1
                + """
                ; INSERT INTO tasks VALUES ('11111111-1111-1111-1111-111111111111', 'kept', 0, 1, 0, 0, 0, NULL, NULL);
                UPDATE meta SET total = 1, change_counter = 1; PRAGMA user_version = 1;
                """,
            left: left)
        do {
            let store = try TaskStore(path: path)
            #expect(try store.allTasks().map(\.title) == ["kept"])
            try store.add(title: "new")
        }
        let db = try SQLiteConnection(path: path, create: false)
        defer { db.close() }
        #expect(try db.scalar("PRAGMA application_id")?.integerValue == Int64(TaskStore.applicationID))
        #expect(try db.scalar("PRAGMA journal_mode")?.textValue == "wal")
        #expect(try TaskStore(path: path).allTasks().map(\.title) == ["kept", "new"])
    }

    @Test func aNewStoreIsMarkedFromItsFirstTransaction() throws {
        let path = dir.path("new.sqlite")
        _ = try TaskStore(path: path)
        let header = try Data(contentsOf: URL(fileURLWithPath: path)).prefix(100)
        #expect(Array(header[68..<72]) == [0x54, 0x53, 0x4B, 0x57], "\"TSKW\" in the file itself, not just the log")
    }

    @Test func aDamagedHeaderIsReportedAsDamageNotAsSomethingElse() throws {
        let path = dir.path("damaged-header.sqlite")
        try TaskStore(path: path).add(title: "x")
        var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        bytes[16] = 0
        bytes[17] = 0  // page size 0
        try bytes.write(to: URL(fileURLWithPath: path))
        let before = try Snapshot(path)
        do {
            _ = try TaskStore(path: path)
            Issue.record("a damaged header was opened")
        } catch let TaskStoreError.corrupt(_, detail) {
            #expect(detail.contains("header is damaged"))
        }
        #expect(try Snapshot(path) == before)
        #expect(
            TaskStoreError.corrupt(path: "s", detail: "d").description.contains("recover what it holds with: sqlite3"))
    }

    @Test func aDamagedStoreRefusesWritesAndKeepsEveryByte() throws {
        let path = dir.path("damaged.sqlite")
        do {
            let store = try TaskStore(path: path)
            for index in 0..<300 { try store.add(title: "task \(index) " + String(repeating: "x", count: 40)) }
        }
        // Overwrite one page in the middle of the file with garbage.
        var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        let pageSize = 4096
        #expect(bytes.count > pageSize * 6)
        for offset in (pageSize * 3)..<(pageSize * 4) { bytes[offset] = UInt8(truncatingIfNeeded: offset &* 31) }
        try bytes.write(to: URL(fileURLWithPath: path))
        let before = try Snapshot(path)
        do {
            let store = try TaskStore(path: path)
            #expect {
                try store.add(title: "written into a damaged store")
            } throws: { error in
                guard case TaskStoreError.corrupt(_, let detail) = error else { return false }
                return detail.contains("quick_check")
            }
            #expect(throws: TaskStoreError.self) { try store.checkIntegrity() }
        }
        #expect(try Snapshot(path) == before)
    }

    /// `tasks serve` checks the file while it starts answering (`checkIntegrityInBackground`): a read that
    /// comes first runs the check itself, and once damage is found no call reads or writes the file.
    @Test func aBackgroundCheckComesBeforeEveryReadAndDamageStopsThemAll() async throws {
        let path = dir.path("damaged-later.sqlite")
        do {
            let store = try TaskStore(path: path)
            for index in 0..<300 { try store.add(title: "task \(index) " + String(repeating: "x", count: 40)) }
        }
        let healthy = try TaskStore(path: dir.path("healthy.sqlite"))
        try healthy.add(title: "kept")
        let passed: (any Error)? = await withCheckedContinuation { done in
            healthy.checkIntegrityInBackground { done.resume(returning: $0) }
        }
        #expect(passed == nil)
        #expect(try healthy.allTasks().map(\.title) == ["kept"])

        var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        for offset in (4096 * 3)..<(4096 * 4) { bytes[offset] = UInt8(truncatingIfNeeded: offset &* 31) }
        try bytes.write(to: URL(fileURLWithPath: path))
        let before = try Snapshot(path)
        do {
            let store = try TaskStore(path: path)
            let found: (any Error)? = await withCheckedContinuation { done in
                store.checkIntegrityInBackground { done.resume(returning: $0) }
                // Asked while the check runs or before it started: answered with the damage, never with rows.
                #expect {
                    _ = try store.allTasks()
                } throws: { error in
                    guard case TaskStoreError.corrupt(_, let detail) = error else { return false }
                    return detail.contains("quick_check")
                }
            }
            #expect(found is TaskStoreError)
            #expect(throws: TaskStoreError.self) { try store.changeToken() }
            #expect(throws: TaskStoreError.self) { try store.add(title: "written into a damaged store") }
        }
        #expect(try Snapshot(path) == before)
    }

    @Test func aFIFOIsRefusedWithoutOpeningIt() throws {
        let path = dir.path("pipe.sqlite")
        #expect(mkfifo(path, 0o600) == 0)
        // Opening a FIFO for reading blocks until a writer comes: the check must not open it.
        #expect(throws: TaskStoreError.cannotOpen(path: path, detail: "it is a FIFO (named pipe), not a file")) {
            try TaskStore(path: path)
        }
    }

    @Test func aDeviceIsRefused() throws {
        #expect(throws: TaskStoreError.cannotOpen(path: "/dev/null", detail: "it is a device, not a file")) {
            try TaskStore(path: "/dev/null")
        }
    }
}
