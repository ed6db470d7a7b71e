import Foundation
import TaskKit
import TestSupport
import Testing

@testable import TaskApp

/// A model over a fresh store in a temporary directory, and a count of the widget reloads it asked for.
@MainActor
final class ModelFixture {
    let directory = TemporaryDirectory(prefix: "taskapp-tests")
    let store: TaskStore
    let model: TaskListModel
    let reloads: WidgetReloadCoalescer
    private let counter = ReloadCounter()
    /// How many times the model asked WidgetKit to reload.
    var reloadCount: Int { counter.count }

    init(tasks titles: [String] = []) throws {
        let store = try TaskStore(path: directory.path("tasks.sqlite"))
        for title in titles { _ = try store.add(title: title) }
        self.store = store
        let counter = counter
        reloads = WidgetReloadCoalescer(delay: .milliseconds(50)) { counter.count += 1 }
        model = TaskListModel(openStore: { store }, widgetReloads: reloads)
        model.load()
    }

    /// The titles in the store, in order, and which are done.
    func stored() throws -> [String] {
        try store.allTasks().map { $0.isCompleted ? "[x] \($0.title)" : $0.title }
    }

    func id(of title: String) throws -> UUID {
        try #require(model.tasks.first { $0.title == title }).id
    }
}

@MainActor
final class ReloadCounter {
    var count = 0
}

@Suite @MainActor struct TaskListModelTests {
    @Test func loadsTasksIntoOpenAndDoneSections() throws {
        let fixture = try ModelFixture(tasks: ["Milk", "Call Anna", "Taxes"])
        _ = try fixture.store.toggle(id: fixture.id(of: "Call Anna"))
        fixture.model.load()

        #expect(fixture.model.loadState == .loaded)
        #expect(fixture.model.tasks(in: .open).map(\.title) == ["Milk", "Taxes"])
        #expect(fixture.model.tasks(in: .done).map(\.title) == ["Call Anna"])
    }

    @Test func addsAndEditsThroughTheEditorsDraft() throws {
        let fixture = try ModelFixture()
        let due = try #require(TaskDay("2026-12-24"))

        #expect(fixture.model.save(TaskDraft(title: "  Buy a tree \n", priority: .high, dueDate: due), for: .new))
        let added = try #require(fixture.model.tasks.first)
        #expect(added.title == "Buy a tree")
        #expect(added.priority == .high)
        #expect(added.dueDate == due)

        var draft = TaskDraft(added)
        draft.title = "Buy a small tree"
        draft.dueDate = nil
        #expect(fixture.model.save(draft, for: .edit(added)))
        let edited = try #require(try fixture.store.task(id: added.id))
        #expect(edited.title == "Buy a small tree")
        #expect(edited.dueDate == nil)
        #expect(edited.priority == .high)
        #expect(fixture.model.problem == nil)
    }

    @Test func refusesInvalidDraftsAndWritesNothing() throws {
        let fixture = try ModelFixture(tasks: ["Milk"])
        let milk = try #require(fixture.model.tasks.first)

        #expect(!fixture.model.save(TaskDraft(title: " \n\t "), for: .new))
        #expect(fixture.model.problem == .invalidDraft(.emptyTitle))

        let long = String(repeating: "a", count: TaskStore.titleLimit + 1)
        #expect(!fixture.model.save(TaskDraft(title: long), for: .edit(milk)))
        #expect(fixture.model.problem == .invalidDraft(.titleTooLong(limit: TaskStore.titleLimit)))

        #expect(try fixture.stored() == ["Milk"])
        #expect(!fixture.reloads.hasPendingReload)
    }

    @Test func draftRulesMatchTheStores() throws {
        #expect(TaskDraft(title: "").problem == .emptyTitle)
        #expect(TaskDraft(title: " x ").problem == nil)
        let atLimit = String(repeating: "é", count: TaskStore.titleLimit)
        #expect(TaskDraft(title: atLimit).problem == nil)
        #expect(TaskDraft(title: atLimit).remainingCharacters == 0)
        #expect(try TaskStore.validated(title: atLimit) == atLimit)
        #expect(TaskDraft(title: atLimit + "é").problem == .titleTooLong(limit: TaskStore.titleLimit))
        #expect(throws: TaskStoreError.self) { try TaskStore.validated(title: atLimit + "é") }

        #expect(TaskDraft.cleaned("two\nlines\r\nhere") == "two lines here")
        #expect(TaskDraft.cleaned(atLimit + "xyz") == atLimit)
    }

    @Test func completesAndReopens() throws {
        let fixture = try ModelFixture(tasks: ["Milk", "Bread"])
        let bread = try fixture.id(of: "Bread")

        fixture.model.toggle(bread)
        #expect(try fixture.stored() == ["Milk", "[x] Bread"])
        #expect(fixture.model.tasks(in: .done).map(\.title) == ["Bread"])

        fixture.model.toggle(bread)
        #expect(try fixture.stored() == ["Milk", "Bread"])
    }

    @Test func deletesTheRowsOfASection() throws {
        let fixture = try ModelFixture(tasks: ["A", "B", "C", "D"])
        fixture.model.toggle(try fixture.id(of: "B"))  // open: A C D, done: B

        fixture.model.delete(at: [0, 2], in: .open)
        #expect(try fixture.stored() == ["[x] B", "C"])

        fixture.model.delete(at: [0], in: .done)
        #expect(try fixture.stored() == ["C"])

        // Offsets past the end (a stale list) are ignored, not a crash.
        fixture.model.delete(at: [5], in: .open)
        #expect(try fixture.stored() == ["C"])
        #expect(fixture.model.problem == nil)
    }

    @Test func deletingATaskAlreadyGoneIsNotAnError() throws {
        let fixture = try ModelFixture(tasks: ["A", "B"])
        _ = try fixture.store.delete(id: fixture.id(of: "A"))  // a widget or another window

        fixture.model.delete(at: [0], in: .open)  // the list still shows A
        #expect(try fixture.stored() == ["B"])
        #expect(fixture.model.problem == nil)
        #expect(fixture.model.tasks.map(\.title) == ["B"])
    }

    @Test(arguments: [
        // (from, to as onMove gives it, open section after the move)
        (0, 3, ["B", "C", "A"]),
        (2, 0, ["C", "A", "B"]),
        (1, 0, ["B", "A", "C"]),
        (0, 2, ["B", "A", "C"]),
    ])
    func reordersWithinASection(from: Int, to: Int, expected: [String]) throws {
        let fixture = try ModelFixture(tasks: ["A", "X", "B", "C"])
        fixture.model.toggle(try fixture.id(of: "X"))  // open: A B C; X done, between A and B

        fixture.model.move(in: .open, from: [from], to: to)
        #expect(fixture.model.tasks(in: .open).map(\.title) == expected)
        #expect(try fixture.store.allTasks().map(\.title).filter { $0 != "X" } == expected)
        #expect(fixture.model.tasks(in: .done).map(\.title) == ["X"])
    }

    @Test func aMoveOntoItselfOrOutOfRangeChangesNothing() throws {
        let fixture = try ModelFixture(tasks: ["A", "B"])
        fixture.model.move(in: .open, from: [0], to: 0)
        fixture.model.move(in: .open, from: [0], to: 1)
        fixture.model.move(in: .open, from: [7], to: 0)
        fixture.model.move(in: .open, from: [0, 1], to: 2)
        #expect(try fixture.stored() == ["A", "B"])
        #expect(!fixture.reloads.hasPendingReload)
    }

    @Test func aChangeToATaskDeletedElsewhereSaysSoAndShowsTheStore() throws {
        let fixture = try ModelFixture(tasks: ["A", "B"])
        let a = try #require(fixture.model.tasks.first)
        _ = try fixture.store.delete(id: a.id)

        fixture.model.toggle(a.id)
        #expect(fixture.model.problem == .taskNotFound)
        #expect(fixture.model.tasks.map(\.title) == ["B"])

        #expect(!fixture.model.save(TaskDraft(title: "A2"), for: .edit(a)))
        #expect(fixture.model.problem == .taskNotFound)
        #expect(try fixture.stored() == ["B"])
    }

    @Test func anUnreadableStoreIsAnErrorStateNotAnEmptyList() throws {
        let directory = TemporaryDirectory(prefix: "taskapp-tests")
        let path = directory.path("not-a-store.sqlite")
        try Data("these are not tasks".utf8).write(to: URL(fileURLWithPath: path))
        let model = TaskListModel(
            openStore: { try TaskStore(path: path) }, widgetReloads: WidgetReloadCoalescer {})

        model.load()
        guard case .failed(.storeUnavailable(let detail)) = model.loadState else {
            Issue.record("expected the store to be unavailable, got \(model.loadState)")
            return
        }
        #expect(detail.contains("not a task store"))
        #expect(model.tasks.isEmpty)

        #expect(!model.save(TaskDraft(title: "Milk"), for: .new))
        #expect(model.problem == .storeUnavailable(detail: detail))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data("these are not tasks".utf8))
    }
}
