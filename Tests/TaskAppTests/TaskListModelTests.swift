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
    let activities = ActivityRecorder()
    private let counter = ReloadCounter()
    /// How many times the model asked WidgetKit to reload.
    var reloadCount: Int { counter.count }

    init(tasks titles: [String] = [], reloadDelay: Duration = .milliseconds(50)) async throws {
        let store = try TaskStore(path: directory.path("tasks.sqlite"))
        for title in titles { _ = try store.add(title: title) }
        self.store = store
        let counter = counter
        reloads = WidgetReloadCoalescer(delay: reloadDelay) { counter.count += 1 }
        let activities = activities
        model = TaskListModel(
            openStore: {
                activities.storeOpened(onMainThread: Thread.isMainThread)
                return store
            }, widgetReloads: reloads, backgroundActivity: activities.activity)
        await model.load()
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

/// Records the background activities the model begins and ends, and where the store was opened.
final class ActivityRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var events: [String] = []
    private var openedOnMainThread = 0

    /// Every activity's beginning and end, in order ("begin Toggle task", "end Toggle task").
    var log: [String] { lock.withLock { events } }
    /// How often the store was opened on the main thread (the work should run elsewhere).
    var opensOnMainThread: Int { lock.withLock { openedOnMainThread } }

    func storeOpened(onMainThread: Bool) {
        lock.withLock {
            events.append("store")
            if onMainThread { openedOnMainThread += 1 }
        }
    }

    @MainActor var activity: BackgroundActivity {
        BackgroundActivity { name in
            self.lock.withLock { self.events.append("begin \(name)") }
            return { self.lock.withLock { self.events.append("end \(name)") } }
        }
    }
}

@Suite @MainActor struct TaskListModelTests {
    @Test func loadsTasksIntoOpenAndDoneSections() async throws {
        let fixture = try await ModelFixture(tasks: ["Milk", "Call Anna", "Taxes"])
        _ = try fixture.store.toggle(id: fixture.id(of: "Call Anna"))
        await fixture.model.load()

        #expect(fixture.model.loadState == .loaded)
        #expect(fixture.model.tasks(in: .open).map(\.title) == ["Milk", "Taxes"])
        #expect(fixture.model.tasks(in: .done).map(\.title) == ["Call Anna"])
    }

    @Test func addsAndEditsThroughTheEditorsDraft() async throws {
        let fixture = try await ModelFixture()
        let due = try #require(TaskDay("2026-12-24"))

        #expect(await fixture.model.save(TaskDraft(title: "  Buy a tree \n", priority: .high, dueDate: due), for: .new))
        let added = try #require(fixture.model.tasks.first)
        #expect(added.title == "Buy a tree")
        #expect(added.priority == .high)
        #expect(added.dueDate == due)

        var draft = TaskDraft(added)
        draft.title = "Buy a small tree"
        draft.dueDate = nil
        #expect(await fixture.model.save(draft, for: .edit(added)))
        let edited = try #require(try fixture.store.task(id: added.id))
        #expect(edited.title == "Buy a small tree")
        #expect(edited.dueDate == nil)
        #expect(edited.priority == .high)
        #expect(fixture.model.problem == nil)
    }

    @Test func refusesInvalidDraftsAndWritesNothing() async throws {
        let fixture = try await ModelFixture(tasks: ["Milk"])
        let milk = try #require(fixture.model.tasks.first)

        #expect(await !fixture.model.save(TaskDraft(title: " \n\t "), for: .new))
        #expect(fixture.model.problem == .invalidDraft(.emptyTitle))

        let long = String(repeating: "a", count: TaskStore.titleLimit + 1)
        #expect(await !fixture.model.save(TaskDraft(title: long), for: .edit(milk)))
        #expect(fixture.model.problem == .invalidDraft(.titleTooLong(limit: TaskStore.titleLimit)))

        #expect(try fixture.stored() == ["Milk"])
        #expect(!fixture.reloads.hasPendingReload)
    }

    @Test func draftRulesMatchTheStores() async throws {
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

    @Test func completesAndReopens() async throws {
        let fixture = try await ModelFixture(tasks: ["Milk", "Bread"])
        let bread = try fixture.id(of: "Bread")

        await fixture.model.toggle(bread)
        #expect(try fixture.stored() == ["Milk", "[x] Bread"])
        #expect(fixture.model.tasks(in: .done).map(\.title) == ["Bread"])

        await fixture.model.toggle(bread)
        #expect(try fixture.stored() == ["Milk", "Bread"])
    }

    @Test func deletesTheRowsOfASection() async throws {
        let fixture = try await ModelFixture(tasks: ["A", "B", "C", "D"])
        await fixture.model.toggle(try fixture.id(of: "B"))  // open: A C D, done: B

        await fixture.model.delete(at: [0, 2], in: .open)
        #expect(try fixture.stored() == ["[x] B", "C"])

        await fixture.model.delete(at: [0], in: .done)
        #expect(try fixture.stored() == ["C"])

        // Offsets past the end (a stale list) are ignored, not a crash.
        await fixture.model.delete(at: [5], in: .open)
        #expect(try fixture.stored() == ["C"])
        #expect(fixture.model.problem == nil)
    }

    @Test func deletingATaskAlreadyGoneIsNotAnError() async throws {
        let fixture = try await ModelFixture(tasks: ["A", "B"])
        _ = try fixture.store.delete(id: fixture.id(of: "A"))  // a widget or another window

        await fixture.model.delete(at: [0], in: .open)  // the list still shows A
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
    func reordersWithinASection(from: Int, to: Int, expected: [String]) async throws {
        let fixture = try await ModelFixture(tasks: ["A", "X", "B", "C"])
        await fixture.model.toggle(try fixture.id(of: "X"))  // open: A B C; X done, between A and B

        await fixture.model.move(in: .open, from: [from], to: to)
        #expect(fixture.model.tasks(in: .open).map(\.title) == expected)
        #expect(try fixture.store.allTasks().map(\.title).filter { $0 != "X" } == expected)
        #expect(fixture.model.tasks(in: .done).map(\.title) == ["X"])
    }

    @Test func aMoveOntoItselfOrOutOfRangeChangesNothing() async throws {
        let fixture = try await ModelFixture(tasks: ["A", "B"])
        await fixture.model.move(in: .open, from: [0], to: 0)
        await fixture.model.move(in: .open, from: [0], to: 1)
        await fixture.model.move(in: .open, from: [7], to: 0)
        await fixture.model.move(in: .open, from: [0, 1], to: 2)
        #expect(try fixture.stored() == ["A", "B"])
        #expect(!fixture.reloads.hasPendingReload)
    }

    @Test func aChangeToATaskDeletedElsewhereSaysSoAndShowsTheStore() async throws {
        let fixture = try await ModelFixture(tasks: ["A", "B"])
        let a = try #require(fixture.model.tasks.first)
        _ = try fixture.store.delete(id: a.id)

        await fixture.model.toggle(a.id)
        #expect(fixture.model.problem == .taskNotFound)
        #expect(fixture.model.tasks.map(\.title) == ["B"])

        #expect(await !fixture.model.save(TaskDraft(title: "A2"), for: .edit(a)))
        #expect(fixture.model.problem == .taskNotFound)
        #expect(try fixture.stored() == ["B"])
    }

    @Test func anUnreadableStoreIsAnErrorStateNotAnEmptyList() async throws {
        let directory = TemporaryDirectory(prefix: "taskapp-tests")
        let path = directory.path("not-a-store.sqlite")
        try Data("these are not tasks".utf8).write(to: URL(fileURLWithPath: path))
        let model = TaskListModel(
            openStore: { try TaskStore(path: path) }, widgetReloads: WidgetReloadCoalescer {},
            backgroundActivity: .none)

        await model.load()
        #expect(model.loadState == .failed(.storeUnavailable(.notATaskStore)))
        #expect(model.tasks.isEmpty)

        #expect(await !model.save(TaskDraft(title: "Milk"), for: .new))
        #expect(model.problem == .storeUnavailable(.notATaskStore))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data("these are not tasks".utf8))
    }
}
