import Foundation
import TestSupport
import Testing

@testable import TaskKit

/// Documents kept in the store for code above TaskKit (the home screen's layout).
@Suite struct DocumentTests {
    let dir = TemporaryDirectory()

    @Test func aDocumentIsReadAndChangedWithItsRevision() throws {
        let store = try TaskStore(path: dir.path("t.sqlite"))
        #expect(try store.document("layout") == nil)
        #expect(try store.documentRevision("layout") == 0)
        let first = try store.updateDocument("layout") { current in
            #expect(current == nil)
            return "one"
        }
        #expect(first == TaskStore.Document(body: "one", revision: 1))
        let second = try store.updateDocument("layout") { current in
            #expect(current?.body == "one")
            return (current?.body ?? "") + ", two"
        }
        #expect(second?.revision == 2)
        #expect(try store.updateDocument("layout") { _ in nil }?.revision == 2, "nil leaves it as it is")
        #expect(try TaskStore(path: dir.path("t.sqlite")).document("layout")?.body == "one, two")
        #expect(try store.changeToken() == 0, "a document is not a change of the tasks")
        struct Refused: Error {}
        #expect(throws: Refused.self) { try store.updateDocument("layout") { _ in throw Refused() } }
        #expect(try store.document("layout")?.revision == 2)
    }

    @Test func aStoreOfVersion1GetsTheDocumentsTable() throws {
        let path = dir.path("v1.sqlite")
        do {
            let db = try SQLiteConnection(path: path, create: true)
            try db.execute(
                TaskStore.schemaV1 + "; PRAGMA application_id = \(TaskStore.applicationID); PRAGMA user_version = 1;")
            db.close()
        }
        let store = try TaskStore(path: path)
        try store.updateDocument("layout") { _ in "kept" }
        #expect(try store.document("layout")?.body == "kept")
        let db = try SQLiteConnection(path: path, create: false)
        defer { db.close() }
        #expect(try db.scalar("PRAGMA user_version")?.integerValue == Int64(TaskStore.schemaVersion))
    }

    /// Two processes appending to one document at once: every append is kept.
    @Test func twoProcessesChangingOneDocumentLoseNothing() throws {
        let helper = try builtExecutable(named: "taskkit-stress")
        let path = dir.path("shared.sqlite")
        _ = try TaskStore(path: path)
        let processes = try ["a", "b"].map { label -> Process in
            let process = Process()
            process.executableURL = helper
            process.arguments = ["append", path, "layout", "200", label]
            try process.run()
            return process
        }
        for process in processes {
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
        }
        let document = try #require(try TaskStore(path: path).document("layout"))
        let lines = document.body.split(separator: "\n")
        #expect(lines.count == 400)
        #expect(Set(lines).count == 400)
        #expect(document.revision == 400)
    }
}
