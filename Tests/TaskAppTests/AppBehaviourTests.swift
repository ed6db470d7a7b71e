import AppIntents
import Foundation
import TaskKit
import TaskWidgets
import TestSupport
import Testing
import WidgetRuntime

@testable import TaskApp

/// The app as Reminders users expect it: undo, one VoiceOver stop per row, an editor that keeps what was typed,
/// deep links that wait for it, store work off the main actor, errors in the person's language without paths,
/// and a list that follows changes made elsewhere.
@Suite @MainActor struct AppBehaviourTests {
    static let english = Locale(identifier: "en")

    // MARK: Undo

    @Test func aDeleteCanBeUndoneWithEveryField() async throws {
        let fixture = try await ModelFixture(tasks: ["A", "B", "C"])
        let due = try #require(TaskDay("2026-12-24"))
        let b = try fixture.store.update(id: fixture.id(of: "B"), priority: .high, dueDate: .set(due))
        await fixture.model.load()

        await fixture.model.delete(at: [1], in: .open)
        #expect(try fixture.stored() == ["A", "C"])
        let undo = try #require(fixture.model.undo)
        #expect(undo.message.resolved(locale: Self.english) == "Deleted “B”")
        #expect(undo.message.resolved(locale: Locale(identifier: "de")) == "„B“ gelöscht")

        await fixture.model.undoLastChange()
        #expect(try fixture.stored() == ["A", "B", "C"])
        #expect(try fixture.store.task(id: b.id) == b)
        #expect(fixture.model.tasks.map(\.title) == ["A", "B", "C"])
        #expect(fixture.model.undo == nil)
        await fixture.model.undoLastChange()  // once only
        #expect(try fixture.stored() == ["A", "B", "C"])
    }

    @Test func aCompletionCanBeUndone() async throws {
        let fixture = try await ModelFixture(tasks: ["Milk", "Bread"])
        let milk = try fixture.id(of: "Milk")
        await fixture.model.toggle(milk)
        #expect(fixture.model.undo?.message.resolved(locale: Self.english) == "Completed “Milk”")
        await fixture.model.undoLastChange()
        #expect(try fixture.stored() == ["Milk", "Bread"])

        await fixture.model.toggle(milk)
        await fixture.model.toggle(milk)
        #expect(fixture.model.undo?.message.resolved(locale: Self.english) == "Reopened “Milk”")
        await fixture.model.undoLastChange()
        #expect(try fixture.stored() == ["[x] Milk", "Bread"])

        // Several rows deleted at once are one change; the undo bar's time running out hides it.
        await fixture.model.delete(at: [0, 1], in: .open)
        await fixture.model.delete(at: [0], in: .done)
        let undo = try #require(fixture.model.undo)
        #expect(undo.message.resolved(locale: Self.english) == "Deleted “Milk”")
        fixture.model.dismissUndo(undo.id)
        #expect(fixture.model.undo == nil)
        await fixture.model.toggle(UUID())  // fails: nothing to undo
        #expect(fixture.model.undo == nil)
    }

    @Test(arguments: [(2, "Deleted 2 tasks", "Usunięto 2 zadania"), (5, "Deleted 5 tasks", "Usunięto 5 zadań")])
    func deletingSeveralTasksSaysHowMany(count: Int, english: String, polish: String) {
        let tasks = (0..<count).map { index in
            TaskItem(
                id: UUID(), title: "t\(index)", isCompleted: false, priority: .low, position: index, createdAt: Date(),
                updatedAt: Date())
        }
        let message = TaskListUndo(change: .delete(tasks)).message
        #expect(message.resolved(locale: Self.english) == english)
        #expect(message.resolved(locale: Locale(identifier: "pl")) == polish)
    }

    // MARK: VoiceOver

    @Test func aRowIsOneAccessibilityElementWithItsStateAndNamedActions() throws {
        let today = try #require(TaskDay("2026-06-15"))
        let open = TaskItem(
            id: UUID(), title: "Call Anna", isCompleted: false, priority: .high, position: 0, createdAt: Date(),
            updatedAt: Date(), dueDate: today.adding(days: -1))
        let row = TaskRowAccessibility(task: open, today: today)
        #expect(row.label == "Call Anna")
        #expect(row.value.map { $0.resolved(locale: Self.english) } == ["Not done", "High priority", "Overdue"])
        #expect(row.actions.map(\.action) == [.toggle, .delete])
        #expect(row.actions.map { $0.name.resolved(locale: Self.english) } == ["Mark as done", "Delete"])
        #expect(
            row.actions.map { $0.name.resolved(locale: Locale(identifier: "ja")) } == ["完了にする", "削除"])

        var done = open
        done.isCompleted = true
        done.priority = .low
        done.dueDate = today
        let doneRow = TaskRowAccessibility(task: done, today: today)
        #expect(doneRow.value.map { $0.resolved(locale: Self.english) } == ["Done", "Due today"])
        #expect(doneRow.actions.first?.name.resolved(locale: Self.english) == "Mark as not done")

        var later = open
        later.dueDate = TaskDay("2026-12-24")
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = try #require(TimeZone(identifier: "UTC"))
        utc.locale = Self.english
        let laterRow = TaskRowAccessibility(task: later, today: today, calendar: utc)
        #expect(laterRow.value.last?.resolved(locale: Self.english) == "Due December 24")
    }

    // MARK: The editor

    @Test func theEditorIsDirtyOnlyWhileItDiffersFromWhatItOpenedWith() async throws {
        let fixture = try await ModelFixture(tasks: ["Milk"])
        let milk = try #require(fixture.model.tasks.first)
        fixture.model.startEditing(.edit(milk))
        let editor = try #require(fixture.model.editor)
        #expect(!editor.isDirty)
        _ = editor.typeTitle("Milk!")
        #expect(editor.isDirty)
        _ = editor.typeTitle("Milk")
        #expect(!editor.isDirty)
        editor.hasDueDate = true
        #expect(editor.isDirty)
        editor.hasDueDate = false
        editor.draft.priority = .high
        #expect(editor.isDirty)
    }

    @Test func returnSavesTheTitleInsteadOfTypingASpace() async throws {
        let fixture = try await ModelFixture()
        fixture.model.startEditing(.new)
        let editor = try #require(fixture.model.editor)
        #expect(!editor.typeTitle("Buy milk"))
        #expect(editor.typeTitle("Buy milk\n"))  // Return at the end
        #expect(editor.draft.title == "Buy milk")
        #expect(editor.typeTitle("Buy\n milk"))  // Return in the middle
        #expect(editor.draft.title == "Buy milk")
        #expect(!editor.typeTitle("Buy milk\nand\nbread"))  // pasted lines: one line
        #expect(editor.draft.title == "Buy milk and bread")

        #expect(await fixture.model.save(editor))
        #expect(try fixture.stored() == ["Buy milk and bread"])
        #expect(fixture.model.editor == nil)
    }

    @Test(arguments: [Calendar.Identifier.japanese, .buddhist, .republicOfChina])
    func theEditorShowsAndSavesDueDatesInThePersonsCalendar(identifier: Calendar.Identifier) async throws {
        let fixture = try await ModelFixture(tasks: ["Milk"])
        let due = try #require(TaskDay("2026-12-24"))
        _ = try fixture.store.update(id: fixture.id(of: "Milk"), dueDate: .set(due))
        await fixture.model.load()
        var calendar = Calendar(identifier: identifier)
        calendar.timeZone = try #require(TimeZone(identifier: "Asia/Tokyo"))
        fixture.model.calendar = calendar

        fixture.model.startEditing(.edit(try #require(fixture.model.tasks.first)))
        let editor = try #require(fixture.model.editor)
        // The picker shows the 24th of December of this year in the person's calendar…
        let shown = calendar.dateComponents([.month, .day], from: editor.dueDate)
        #expect([shown.month, shown.day] == [12, 24])
        // … and picking a day in it stores that (Gregorian) day, not one centuries away.
        var picked = calendar.dateComponents([.era, .year, .month, .day], from: editor.dueDate)
        picked.day = 31
        picked.hour = 23
        editor.dueDate = try #require(calendar.date(from: picked))
        #expect(await fixture.model.save(editor))
        #expect(try fixture.store.allTasks().first?.dueDate == TaskDay("2026-12-31"))
    }

    // MARK: Deep links

    @Test func aDeepLinkDoesNotReplaceAnEditorWithUnsavedChanges() async throws {
        let fixture = try await ModelFixture(tasks: ["Milk", "Bread"])
        let bread = try #require(fixture.model.tasks.last)
        fixture.model.startEditing(.new)
        let editor = try #require(fixture.model.editor)
        _ = editor.typeTitle("Call An")

        #expect(await fixture.model.open(TaskLinks.task(bread.id)))
        #expect(fixture.model.editor === editor)
        #expect(editor.draft.title == "Call An")
        #expect(fixture.model.deferredLink == .task(bread.id))
        #expect(await fixture.model.open(TaskLinks.list))
        #expect(fixture.model.editor === editor)

        // Once the editor closes (here: saved), the link opens.
        _ = editor.typeTitle("Call Anna")
        #expect(await fixture.model.save(editor))
        #expect(fixture.model.editor?.route == .edit(bread))
        #expect(fixture.model.scrollTarget == bread.id)
        #expect(fixture.model.deferredLink == nil)
    }

    @Test func aDeepLinkReplacesAnUnchangedEditorAndTheListLinkClosesIt() async throws {
        let fixture = try await ModelFixture(tasks: ["Milk"])
        let milk = try #require(fixture.model.tasks.first)
        fixture.model.startEditing(.new)
        #expect(await fixture.model.open(TaskLinks.task(milk.id)))
        #expect(fixture.model.editor?.route == .edit(milk))
        #expect(await fixture.model.open(TaskLinks.list))
        #expect(fixture.model.editor == nil)
        #expect(fixture.model.problem == nil)
    }

    // MARK: Off the main actor, inside a background activity

    @Test func storeWorkRunsOffTheMainActorInsideABackgroundActivity() async throws {
        let fixture = try await ModelFixture(tasks: ["Milk"])
        await fixture.model.toggle(try fixture.id(of: "Milk"))
        await fixture.model.delete(at: [0], in: .done)
        await fixture.model.undoLastChange()
        #expect(
            fixture.activities.log == [
                "begin tasks.load", "store", "end tasks.load", "begin tasks.toggle", "store", "end tasks.toggle",
                "begin tasks.delete", "store", "end tasks.delete", "begin tasks.undo", "store", "end tasks.undo",
            ])
        #expect(fixture.activities.opensOnMainThread == 0)
        #expect(try fixture.stored() == ["[x] Milk"])
    }

    // MARK: Errors

    @Test(arguments: ["en", "de", "nl", "pl", "id", "ja"])
    func problemsAreInThePersonsLanguageWithoutPaths(locale: String) throws {
        let path = "/var/mobile/Containers/Shared/AppGroup/9F1C/tasks.sqlite"
        let errors: [any Error] = [
            TaskStoreError.notADatabase(path: path), TaskStoreError.foreignDatabase(path: path),
            TaskStoreError.futureSchema(path: path, version: 9, supported: 1),
            TaskStoreError.corrupt(path: path, detail: "database disk image is malformed"),
            TaskStoreError.cannotOpen(path: path, detail: "Operation not permitted"), TaskStoreError.busy(path: path),
            TaskStoreError.database(detail: "disk I/O error at \(path)"), TaskStore.AppGroupUnavailable(appGroup: "g"),
            TaskStoreError.notFound(UUID()), TaskStoreError.invalidTitle(.empty), TaskStoreError.readOnly(path: path),
            TaskStoreError.writeFailed(path: path, detail: "No space left on device"),
        ]
        let language = Locale(identifier: locale)
        var messages: Set<String> = []
        for error in errors {
            let message = TaskListProblem(error).message.resolved(locale: language)
            #expect(!message.contains("/") && !message.contains("sqlite") && !message.contains("SQLite"), "\(message)")
            #expect(!message.contains("%"), "\(message)")
            messages.insert(message)
        }
        #expect(messages.count == errors.count - 1, "one message per reason (not a database and a foreign one agree)")
        if locale != "en" {
            let english = Set(errors.map { TaskListProblem($0).message.resolved(locale: Self.english) })
            #expect(messages.isDisjoint(with: english))
        }
    }

    @Test func aMissingAppGroupIsAnErrorNotAPrivateStore() async throws {
        let model = TaskListModel(
            openStore: { throw TaskStore.AppGroupUnavailable(appGroup: TaskWidgetStore.appGroup) },
            widgetReloads: WidgetReloadCoalescer {}, backgroundActivity: .none)
        await model.load()
        #expect(model.loadState == .failed(.storeUnavailable(.appGroupMissing)))
        #expect(
            TaskListProblem.storeUnavailable(.appGroupMissing).message.resolved(locale: Self.english)
                == "The app can't reach the storage it shares with its widgets. Reinstall the app.")
    }

    /// A store made anew (restored from a backup, reset) counts its changes from zero again: the list still
    /// follows it.
    @Test func aStoreMadeAnewIsFollowedToo() async throws {
        let directory = TemporaryDirectory(prefix: "taskapp-anew")
        let path = directory.path("tasks.sqlite")
        let paths = PathBox(directory.path("first.sqlite"))
        let first = try TaskStore(path: paths.path)
        for title in ["A", "B", "C"] { try first.add(title: title) }
        let model = TaskListModel(
            openStore: { try TaskStore(path: paths.path) }, widgetReloads: WidgetReloadCoalescer {},
            backgroundActivity: .none)
        await model.load()
        #expect(model.tasks.count == 3)
        paths.path = path
        try TaskStore(path: path).add(title: "Fresh")
        await model.refreshIfStoreChanged()
        #expect(model.tasks.map(\.title) == ["Fresh"])
    }

    /// The app's own Shortcuts are what Shortcuts, Siri and Spotlight offer (the widgets' intents are hidden).
    @Test func theAppsShortcutsStayDiscoverable() {
        #expect(AddTaskIntent.isDiscoverable)
        #expect(CompleteTaskIntent.isDiscoverable)
        #expect(!ToggleTaskIntent.isDiscoverable)
    }

    // MARK: Live refresh

    @Test func theListFollowsChangesMadeElsewhere() async throws {
        let fixture = try await ModelFixture(tasks: ["Milk"])
        let opens = fixture.activities.log.filter { $0 == "store" }.count
        await fixture.model.refreshIfStoreChanged()
        #expect(fixture.model.tasks.map(\.title) == ["Milk"])

        // A widget, Shortcuts or Siri changes the store while the app is in front.
        _ = try fixture.store.add(title: "Added by Siri")
        _ = try fixture.store.toggle(id: fixture.id(of: "Milk"))
        let watcher = Task { await fixture.model.watchStoreChanges(every: .milliseconds(20)) }
        defer { watcher.cancel() }
        let start = ContinuousClock.now
        while fixture.model.tasks.count < 2, ContinuousClock.now - start < hangGuard {
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect(fixture.model.tasks.map(\.title) == ["Milk", "Added by Siri"])
        #expect(fixture.model.tasks(in: .done).map(\.title) == ["Milk"])
        #expect(fixture.activities.log.filter { $0 == "store" }.count > opens)
    }
}

/// A path the store closure reads, changed by the test.
final class PathBox: @unchecked Sendable {
    private let lock = NSLock()
    private var value: String
    init(_ path: String) { value = path }
    var path: String {
        get { lock.withLock { value } }
        set { lock.withLock { value = newValue } }
    }
}
