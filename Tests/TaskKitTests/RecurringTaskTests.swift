import Foundation
import TestSupport
import Testing

@testable import TaskKit

@Suite("Store: completing a repeating task moves it to its next occurrence")
struct RecurringTaskTests {
    let dir = TemporaryDirectory()

    /// A store with one task due on `due` that repeats by `rule` (as sync would have stored it).
    func store(rule: String, due: String = "2026-12-07") throws -> (TaskStore, TaskItem) {
        let store = try TaskStore(path: dir.path("\(UUID().uuidString).sqlite"))
        try store.add(title: "Before", priority: .low)
        var task = try store.add(title: "Bins out", priority: .high, dueDate: TaskDay(due))
        try store.write {
            try store.db.run(
                "UPDATE tasks SET recurrence = ?2 WHERE id = ?1", [.text(task.id.canonicalString), .text(rule)])
        }
        task = try #require(try store.task(id: task.id))
        #expect(task.recurrence == TaskRecurrence(rule: rule))
        return (store, task)
    }

    @Test("Toggle: the task stays open on its next day; the done occurrence is kept, completed, at the end")
    func toggleAdvances() throws {
        let (store, task) = try store(rule: "FREQ=WEEKLY;COUNT=3")
        let token = try store.changeToken()
        let moved = try store.toggle(id: task.id)
        #expect(moved.id == task.id && !moved.isCompleted && moved.completedAt == nil)
        #expect(moved.dueDate == TaskDay("2026-12-14"))
        #expect(moved.recurrence?.rule == "FREQ=WEEKLY;COUNT=2")
        #expect(moved.position == task.position && moved.priority == .high)
        let all = try store.allTasks()
        #expect(all.map(\.title) == ["Before", "Bins out", "Bins out"])
        let done = try #require(all.last)
        #expect(done.id != task.id && done.isCompleted && done.completedAt != nil && done.recurrence == nil)
        #expect(done.dueDate == TaskDay("2026-12-07") && done.priority == .high && done.position == 2)
        // Counts over every task: one more task, one more completed, the series still pending.
        let summary = try store.summary(today: TaskDay("2026-12-08")!)
        #expect(
            summary
                == TaskSummary(total: 3, completed: 1, pending: 2, highPriorityPending: 1, overdue: 0))
        #expect(try store.changeToken() > token)

        // setCompleted does the same, and reopening an open repeating task changes nothing.
        #expect(try store.setCompleted(id: task.id, false) == moved)
        let again = try store.setCompleted(id: task.id, true)
        #expect(
            again.dueDate == TaskDay("2026-12-21") && !again.isCompleted
                && again.recurrence?.rule == "FREQ=WEEKLY;COUNT=1")
        // The last occurrence (COUNT=1) completes the series itself: no copy.
        let last = try store.toggle(id: task.id)
        #expect(last.isCompleted && last.dueDate == TaskDay("2026-12-21"))
        #expect(try store.allTasks().count == 4)
        // Reopened, it is an ordinary toggle again.
        #expect(try !store.toggle(id: task.id).isCompleted)
        #expect(try store.summary(today: TaskDay("2026-12-08")!).completed == 2)
    }

    @Test("A rule not followed, or a repeating task without a due day, is simply completed")
    func notFollowedCompletes() throws {
        let (store, task) = try store(rule: "FREQ=MONTHLY;BYDAY=MO;BYSETPOS=1")
        let done = try store.toggle(id: task.id)
        #expect(done.isCompleted && done.dueDate == task.dueDate && done.recurrence == task.recurrence)
        #expect(try store.allTasks().count == 2)

        let undated = try store.add(title: "Whenever")
        try store.write {
            try store.db.run(
                "UPDATE tasks SET recurrence = 'FREQ=DAILY' WHERE id = ?1", [.text(undated.id.canonicalString)])
        }
        #expect(try store.setCompleted(id: undated.id, true).isCompleted)
        #expect(try store.allTasks().count == 3)
        let missing = UUID()
        #expect(throws: TaskStoreError.notFound(missing)) { try store.toggle(id: missing) }
        #expect(throws: TaskStoreError.notFound(missing)) { try store.setCompleted(id: missing, true) }
    }

    @Test("A version 4 store takes each synced task's rule from its synced copy, so sync sees no removal")
    func migrationFillsTheRule() throws {
        let path = dir.path("v4.sqlite")
        let ical = [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Other//EN", "BEGIN:VTODO", "UID:x", "SUMMARY:Bins out",
            "DTSTART;VALUE=DATE:20261207", "DUE;VALUE=DATE:20261207", "RRULE:FREQ=WEEKLY;BYDAY=MO", "END:VTODO",
            "END:VCALENDAR", "",
        ].joined(separator: "\r\n")
        do {
            let db = try SQLiteConnection(path: path, create: true)
            try db.execute(
                TaskStore.schemaV1 + ";" + TaskStore.schemaV2 + ";" + TaskStore.syncSchemaV3 + ";"
                    + TaskStore.syncSchemaV4
                        + """
                        PRAGMA application_id = \(TaskStore.applicationID); PRAGMA user_version = 4;
                        UPDATE meta SET change_counter = 3, total = 2, completed = 0, high_pending = 0;
                        INSERT INTO tasks VALUES ('1B2C3D4E-0000-4000-8000-000000000001', 'Bins out', 0, 1, 0, 1, 2, NULL,
                          '2026-12-07');
                        INSERT INTO tasks VALUES ('1B2C3D4E-0000-4000-8000-000000000002', 'Local', 0, 1, 1, 1, 2, NULL, NULL);
                        INSERT INTO sync_accounts (id, name, server_url, username, collection_url, collection_name)
                          VALUES (1, 'home', 'http://127.0.0.1:1/', 'u', 'http://127.0.0.1:1/u/t/', 'Tasks');
                        INSERT INTO sync_items (account, task_id, uid, href, etag, sort_order, ical)
                          VALUES (1, '1B2C3D4E-0000-4000-8000-000000000001', 'x', 'x.ics', '"1"', NULL, '\(ical)');
                        """)
            db.close()
        }
        let store = try TaskStore(path: path)
        #expect(try store.read { try store.db.scalar("PRAGMA user_version")?.integerValue } == 5)
        let tasks = try store.allTasks()
        #expect(tasks.map(\.recurrence) == [TaskRecurrence(rule: "FREQ=WEEKLY;BYDAY=MO"), nil])
        // The synced task is not changed here: the migration put nothing in the outbox.
        #expect(try store.outbox(account: 1).isEmpty)
        #expect(try store.toggle(id: tasks[0].id).dueDate == TaskDay("2026-12-14"))
        #expect(try store.integrityCheck() == "ok")
    }
}
