import Foundation
import TestSupport
import Testing

@testable import TaskKit

/// A file that is not a task store is an error, never "no tasks", and keeps every byte.
@Suite struct OpeningTests {
    let dir = TemporaryDirectory()

    func expectRefused(
        _ path: String, _ expected: TaskStoreError, sourceLocation: SourceLocation = #_sourceLocation
    )
        throws
    {
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(throws: expected, sourceLocation: sourceLocation) { try TaskStore(path: path) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before, sourceLocation: sourceLocation)
        let siblings = try FileManager.default.contentsOfDirectory(atPath: (path as NSString).deletingLastPathComponent)
        #expect(!siblings.contains { $0.hasSuffix("-wal") || $0.hasSuffix("-journal") }, sourceLocation: sourceLocation)
    }

    @Test func textFileIsRefusedAndUntouched() throws {
        let path = dir.path("bad.sqlite")
        try Data("this is not a database, and it must stay exactly as it is".utf8).write(to: URL(fileURLWithPath: path))
        try expectRefused(path, .notADatabase(path: path))
        #expect(
            TaskStoreError.notADatabase(path: path).description
                == "\(path) is not a task store (not an SQLite database); it was left unchanged")
    }

    @Test func randomBytesAreRefused() throws {
        let path = dir.path("random.sqlite")
        try Data((0..<8192).map { _ in UInt8.random(in: 0...255) }).write(to: URL(fileURLWithPath: path))
        try expectRefused(path, .notADatabase(path: path))
    }

    @Test func truncatedHeaderIsRefusedAsDamage() throws {
        let path = dir.path("short.sqlite")
        try Data("SQLite format 3\0".utf8).write(to: URL(fileURLWithPath: path))
        try expectRefused(
            path, .corrupt(path: path, detail: "the file ends inside its SQLite header, after 16 bytes"))
    }

    @Test func sqliteHeaderWithGarbageIsRefused() throws {
        let path = dir.path("garbage.sqlite")
        var bytes = [UInt8]("SQLite format 3\0".utf8)
        bytes += (0..<(4096 * 3 - bytes.count)).map { _ in UInt8.random(in: 0...255) }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(throws: TaskStoreError.self) { try TaskStore(path: path) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test func someoneElsesDatabaseIsRefused() throws {
        let path = dir.path("other.sqlite")
        do {
            let db = try SQLiteConnection(path: path, create: true)
            try db.execute("CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES ('keep me');")
            db.close()
        }
        try expectRefused(path, .foreignDatabase(path: path))
    }

    @Test func storeFromTheFutureIsRefused() throws {
        let path = dir.path("future.sqlite")
        do {
            let db = try SQLiteConnection(path: path, create: true)
            try db.execute(
                "CREATE TABLE tasks (id TEXT); CREATE TABLE meta (id INTEGER); PRAGMA user_version = 99;"
                    + "PRAGMA application_id = \(TaskStore.applicationID);")
            db.close()
        }
        try expectRefused(path, .futureSchema(path: path, version: 99, supported: TaskStore.schemaVersion))
    }

    @Test func directoryIsRefused() throws {
        #expect(throws: TaskStoreError.cannotOpen(path: dir.url.path, detail: "it is a directory")) {
            try TaskStore(path: dir.url.path)
        }
    }

    @Test func unwritableLocationIsAnError() throws {
        let blocker = dir.path("file")
        try Data("x".utf8).write(to: URL(fileURLWithPath: blocker))
        let path = blocker + "/sub/tasks.sqlite"
        #expect(throws: TaskStoreError.self) { try TaskStore(path: path) }
    }

    @Test func emptyFileAndMissingDirectoriesBecomeAStore() throws {
        let empty = dir.path("empty.sqlite")
        #expect(FileManager.default.createFile(atPath: empty, contents: Data()))
        #expect(try TaskStore(path: empty).allTasks().isEmpty)
        let nested = dir.path("a/b/c/tasks.sqlite")
        let store = try TaskStore(path: nested)
        try store.add(title: "x")
        #expect(try TaskStore(path: nested).allTasks().count == 1)
    }

    @Test func normalDurabilityWorksToo() throws {
        let store = try TaskStore(path: dir.path("n.sqlite"), durability: .normal)
        let item = try store.add(title: "fast")
        #expect(try store.toggle(id: item.id).isCompleted)
        #expect(try TaskStore(path: dir.path("n.sqlite")).task(id: item.id)?.isCompleted == true)
    }
}
