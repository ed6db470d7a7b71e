import Foundation
import TestSupport
import Testing

@testable import TaskKit

@Suite struct StoreTests {
    let dir = TemporaryDirectory()
    let store: TaskStore

    init() throws {
        store = try TaskStore(path: dir.path("tasks.sqlite"))
    }

    @Test func addStoresEveryFieldAndAppends() throws {
        let due = TaskDay("2026-05-01")!
        let a = try store.add(title: "  Buy milk \n", priority: .high, dueDate: due)
        let b = try store.add(title: "Call mom")
        #expect(a.title == "Buy milk")
        #expect(a.priority == .high && a.dueDate == due && !a.isCompleted && a.completedAt == nil)
        #expect(a.position == 0 && b.position == 1 && b.priority == .medium && b.dueDate == nil)
        #expect(try store.task(id: a.id) == a)
        #expect(try store.allTasks().map(\.id) == [a.id, b.id])
        #expect(try store.task(id: UUID()) == nil)
    }

    @Test func titlesAreValidated() throws {
        #expect(throws: TaskStoreError.invalidTitle(.empty)) { try store.add(title: "") }
        #expect(throws: TaskStoreError.invalidTitle(.empty)) { try store.add(title: " \n\t ") }
        #expect(throws: TaskStoreError.invalidTitle(.tooManyCharacters(count: 501, limit: 500))) {
            try store.add(title: String(repeating: "x", count: 501))
        }
        #expect(try store.add(title: String(repeating: "é", count: 500)).title.count == 500)
        #expect(try store.allTasks().count == 1)
    }

    @Test func updateChangesOnlyWhatIsGiven() throws {
        let item = try store.add(title: "Old", priority: .low, dueDate: TaskDay("2026-01-02"))
        var updated = try store.update(id: item.id, title: " New ")
        #expect(updated.title == "New" && updated.priority == .low && updated.dueDate == TaskDay("2026-01-02"))
        #expect(updated.updatedAt >= item.updatedAt)
        updated = try store.update(id: item.id, priority: .high, dueDate: .set(TaskDay("2027-12-31")!))
        #expect(updated.title == "New" && updated.priority == .high && updated.dueDate == TaskDay("2027-12-31"))
        updated = try store.update(id: item.id, dueDate: .clear)
        #expect(updated.dueDate == nil && updated.priority == .high)
        #expect(throws: TaskStoreError.invalidTitle(.empty)) { try store.update(id: item.id, title: "  ") }
        let missing = UUID()
        #expect(throws: TaskStoreError.notFound(missing)) { try store.update(id: missing, title: "x") }
        #expect(try store.task(id: item.id)?.title == "New")
    }

    @Test func toggleAndSetCompleted() throws {
        let item = try store.add(title: "Task")
        let done = try store.toggle(id: item.id)
        #expect(done.isCompleted && done.completedAt != nil)
        let open = try store.toggle(id: item.id)
        #expect(!open.isCompleted && open.completedAt == nil)
        let set = try store.setCompleted(id: item.id, true)
        #expect(set.isCompleted)
        let token = try store.changeToken()
        let again = try store.setCompleted(id: item.id, true)
        #expect(again == set, "setting the state it has changes nothing")
        #expect(try store.changeToken() == token)
        #expect(try !store.setCompleted(id: item.id, false).isCompleted)
        let missing = UUID()
        #expect(throws: TaskStoreError.notFound(missing)) { try store.toggle(id: missing) }
        #expect(throws: TaskStoreError.notFound(missing)) { try store.setCompleted(id: missing, true) }
    }

    @Test func deleteClosesTheGap() throws {
        let items = try (0..<4).map { try store.add(title: "t\($0)") }
        let deleted = try store.delete(id: items[1].id)
        #expect(deleted.id == items[1].id)
        let left = try store.allTasks()
        #expect(left.map(\.id) == [items[0].id, items[2].id, items[3].id])
        #expect(left.map(\.position) == [0, 1, 2])
        #expect(throws: TaskStoreError.notFound(items[1].id)) { try store.delete(id: items[1].id) }
    }

    @Test func moveShiftsTheOthers() throws {
        let ids = try (0..<5).map { try store.add(title: "t\($0)").id }
        try store.move(id: ids[4], toIndex: 1)
        #expect(try store.allTasks().map(\.id) == [ids[0], ids[4], ids[1], ids[2], ids[3]])
        try store.move(id: ids[0], toIndex: 4)
        #expect(try store.allTasks().map(\.id) == [ids[4], ids[1], ids[2], ids[3], ids[0]])
        try store.move(id: ids[2], toIndex: 2)
        #expect(try store.allTasks().map(\.position) == [0, 1, 2, 3, 4])
        #expect(throws: TaskStoreError.indexOutOfRange(index: 5, count: 5)) { try store.move(id: ids[0], toIndex: 5) }
        #expect(throws: TaskStoreError.indexOutOfRange(index: -1, count: 5)) {
            try store.move(id: ids[0], toIndex: -1)
        }
        let missing = UUID()
        #expect(throws: TaskStoreError.notFound(missing)) { try store.move(id: missing, toIndex: 0) }
    }

    @Test func widgetQueryFiltersInPositionOrder() throws {
        let a = try store.add(title: "a", priority: .high)
        let b = try store.add(title: "b", priority: .low)
        let c = try store.add(title: "c", priority: .high)
        let d = try store.add(title: "d", priority: .high)
        try store.toggle(id: a.id)
        try store.move(id: d.id, toIndex: 0)
        #expect(try store.widgetTasks(limit: 3).map(\.id) == [d.id, a.id, b.id])
        #expect(try store.widgetTasks(includeCompleted: false, limit: 10).map(\.id) == [d.id, b.id, c.id])
        #expect(try store.widgetTasks(priority: .high, includeCompleted: false, limit: 10).map(\.id) == [d.id, c.id])
        #expect(try store.widgetTasks(priority: .high, limit: 2).map(\.id) == [d.id, a.id])
        #expect(try store.widgetTasks(priority: .medium, limit: 5).isEmpty)
        #expect(try store.widgetTasks(limit: 0).isEmpty)
        #expect(try store.widgetTasks(limit: -3).isEmpty)
    }

    @Test func summaryCountsAllTasksAndMatchesARecount() throws {
        let today = TaskDay("2026-06-15")!
        #expect(
            try store.summary(today: today)
                == TaskSummary(total: 0, completed: 0, pending: 0, highPriorityPending: 0, overdue: 0))
        var generator = SystemRandomNumberGenerator()
        var ids: [UUID] = []
        for step in 0..<300 {
            let choice = ids.isEmpty ? 0 : Int.random(in: 0..<6, using: &generator)
            switch choice {
            case 0, 1:
                let due = Bool.random() ? today.adding(days: Int.random(in: -3...3)) : nil
                ids.append(
                    try store.add(title: "t\(step)", priority: TaskPriority.allCases.randomElement()!, dueDate: due).id)
            case 2: try store.toggle(id: ids.randomElement()!)
            case 3: try store.update(id: ids.randomElement()!, priority: TaskPriority.allCases.randomElement()!)
            case 4: try store.setCompleted(id: ids.randomElement()!, Bool.random())
            default:
                let id = ids.remove(at: Int.random(in: 0..<ids.count))
                try store.delete(id: id)
            }
        }
        let all = try store.allTasks()
        #expect(try store.summary(today: today) == bruteForceSummary(all, today: today))
        #expect(all.map(\.position) == Array(0..<all.count))
        let overdue = try store.summary(today: today).overdue
        #expect(overdue == all.filter { !$0.isCompleted && ($0.dueDate ?? today) < today }.count)
    }

    @Test func changeTokenGrowsWithEveryWrite() throws {
        var last = try store.changeToken()
        func grew() throws -> Bool {
            let now = try store.changeToken()
            defer { last = now }
            return now > last
        }
        let item = try store.add(title: "x")
        #expect(try grew())
        try store.toggle(id: item.id)
        #expect(try grew())
        try store.update(id: item.id, title: "y")
        #expect(try grew())
        try store.delete(id: item.id)
        #expect(try grew())
        _ = try store.allTasks()
        #expect(try !grew(), "reads change nothing")
    }

    @Test func anotherConnectionSeesWritesAndTheToken() throws {
        let other = try TaskStore(path: store.path, durability: .normal)
        let before = try other.changeToken()
        let item = try store.add(title: "from the app")
        #expect(try other.changeToken() > before)
        #expect(try other.task(id: item.id) == item)
        try other.toggle(id: item.id)
        #expect(try store.task(id: item.id)?.isCompleted == true)
    }

    @Test func idPrefixLookup() throws {
        let item = try store.add(title: "x")
        let text = item.id.uuidString
        #expect(try store.tasks(idPrefix: String(text.prefix(4)).lowercased()).map(\.id) == [item.id])
        #expect(try store.tasks(idPrefix: text).map(\.id) == [item.id])
        #expect(try store.tasks(idPrefix: text + "0").isEmpty)
    }

    @Test func dataSurvivesReopening() throws {
        let item = try store.add(title: "persist", priority: .low, dueDate: TaskDay("2030-02-28"))
        let reopened = try TaskStore(path: store.path)
        #expect(try reopened.task(id: item.id) == item)
        #expect(try reopened.integrityCheck() == "ok")
    }

    @Test func storeIsUsableFromManyThreads() async throws {
        let store = self.store
        await withTaskGroup(of: Void.self) { group in
            for worker in 0..<4 {
                group.addTask {
                    for i in 0..<50 { _ = try? store.add(title: "w\(worker)-\(i)") }
                }
            }
        }
        #expect(try store.allTasks().count == 200)
        #expect(try store.allTasks().map(\.position) == Array(0..<200))
    }
}

@Suite struct ModelTests {
    @Test func taskDayParsesOnlyRealDays() {
        #expect(TaskDay("2024-02-29") != nil)
        for bad in [
            "2023-02-29", "2026-13-01", "2026-00-10", "2026-04-31", "26-01-01", "2026-1-01", "2026/01/01", "",
            "abcd-ef-gh", "2026-01-01x",
        ] {
            #expect(TaskDay(bad) == nil, "\(bad)")
        }
        #expect(TaskDay("0999-01-05")?.description == "0999-01-05")
        #expect(TaskDay("2026-12-31")!.adding(days: 1) == TaskDay("2027-01-01"))
        #expect(TaskDay("2026-03-01")!.adding(days: -1) == TaskDay("2026-02-28"))
        #expect(TaskDay("2026-01-09")! < TaskDay("2026-01-10")!)
    }

    @Test func todayDependsOnTheTimeZone() {
        let instant = Date(timeIntervalSince1970: 1_767_225_600)  // 2026-01-01T00:00:00Z
        #expect(TaskDay.today(in: TimeZone(identifier: "UTC")!, now: instant) == TaskDay("2026-01-01"))
        #expect(TaskDay.today(in: TimeZone(identifier: "America/New_York")!, now: instant) == TaskDay("2025-12-31"))
    }

    @Test func prioritiesAreOrdered() {
        #expect(TaskPriority.low < .medium && TaskPriority.medium < .high)
        #expect(TaskPriority.allCases.sorted() == [.low, .medium, .high])
        #expect(TaskPriority(rank: 3) == nil)
    }

    @Test func taskItemJSONRoundTripsWithEveryKey() throws {
        let item = TaskItem(
            id: UUID(), title: "t", isCompleted: false, priority: .high, position: 2,
            createdAt: Date(timeIntervalSince1970: 100), updatedAt: Date(timeIntervalSince1970: 200))
        let data = try JSONEncoder().encode(item)
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        #expect(
            Set(object?.keys.map { $0 } ?? []) == [
                "id", "title", "isCompleted", "priority", "position", "createdAt", "updatedAt", "completedAt",
                "dueDate", "recurrence",
            ])
        #expect(try JSONDecoder().decode(TaskItem.self, from: data) == item)
        let withDue = TaskItem(
            id: item.id, title: "t", isCompleted: true, priority: .low, position: 0, createdAt: item.createdAt,
            updatedAt: item.updatedAt, completedAt: item.updatedAt, dueDate: TaskDay("2026-05-01"))
        #expect(try JSONDecoder().decode(TaskItem.self, from: JSONEncoder().encode(withDue)) == withDue)
        #expect(String(decoding: try JSONEncoder().encode(TaskDay("2026-05-01")!), as: UTF8.self) == "\"2026-05-01\"")
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(TaskDay.self, from: Data("\"2026-02-30\"".utf8))
        }
    }

    @Test func defaultPathFollowsTheEnvironment() {
        #expect(TaskStore.defaultPath(override: "/x/s.sqlite", environment: ["TASKS_STORE": "/y"]) == "/x/s.sqlite")
        #expect(TaskStore.defaultPath(environment: ["TASKS_STORE": "/y", "XDG_DATA_HOME": "/d"]) == "/y")
        #expect(
            TaskStore.defaultPath(environment: ["XDG_DATA_HOME": "/d", "HOME": "/h"]) == "/d/taskwidgets/tasks.sqlite")
        #expect(
            TaskStore.defaultPath(environment: ["XDG_DATA_HOME": "", "HOME": "/h"])
                == "/h/.local/share/taskwidgets/tasks.sqlite")
    }
}
