import AppIntents
import Foundation
import TaskKit
import TaskWidgets
import TestSupport
import Testing
import WidgetRuntime

@testable import TaskApp

/// Records the reloads of task widgets requested in this process. Other kinds are left out: suites
/// of other targets run their own widgets in this process at the same time.
final class ReloadRecorder: WidgetCenterObserver, @unchecked Sendable {
    private let lock = NSLock()
    private var kinds: [String] = []
    private static let taskKinds = Set(TaskWidgetKind.allCases.map(\.rawValue))

    /// How many changes asked for every task widget kind to reload.
    var changes: Int {
        lock.lock()
        defer { lock.unlock() }
        return TaskWidgetKind.allCases.map { kind in kinds.filter { $0 == kind.rawValue }.count }.min() ?? 0
    }

    /// How many task widget reloads were requested in all.
    var requests: Int {
        lock.lock()
        defer { lock.unlock() }
        return kinds.count
    }

    func widgetCenterRequestedReload(ofKind kind: String?) {
        guard let kind, Self.taskKinds.contains(kind) else { return }
        lock.lock()
        kinds.append(kind)
        lock.unlock()
    }

    func widgetCenterCurrentConfigurations() -> [WidgetInfo] { [] }
}

/// The Shortcuts and Siri side of the app, run against the shared store as the system would run it.
@Suite(.serialized, .usesSharedWidgetStore)
struct ShortcutsTests {
    let directory = TemporaryDirectory(prefix: "taskapp-shortcuts")
    let store: TaskStore
    let reloads = ReloadRecorder()

    init() throws {
        let path = directory.path("tasks.sqlite")
        TaskWidgetStore.use(path: path)
        store = try TaskWidgetStore.open()
        WidgetCenter.shared.addObserver(reloads)
    }

    @Test func addTaskAddsOneTaskAndSaysSo() async throws {
        let intent = AddTaskIntent()
        intent.taskTitle = "  Buy\nmilk "
        intent.priority = .high
        intent.dueDate = Date(timeIntervalSince1970: 1_796_000_000)

        let result = try #require(try await intent.perform() as Any as? IntentDialogResult<TaskEntity>)
        let task = try #require(try store.allTasks().first)
        #expect(task.title == "Buy milk")
        #expect(task.priority == .high)
        #expect(task.dueDate == TaskDay(Date(timeIntervalSince1970: 1_796_000_000)))
        #expect(result.value?.id == task.id)
        #expect(result.dialog.full.key == "Added %@.")
        #expect(result.dialog.full.resolved(locale: Locale(identifier: "de")) == "Buy milk hinzugefügt.")
        #expect(reloads.changes == 1)
    }

    @Test func addTaskUsesTheDefaultPriority() async throws {
        let intent = AddTaskIntent()
        intent.taskTitle = "Call Anna"
        _ = try await intent.perform()
        #expect(try store.allTasks().map(\.priority) == [.medium])
    }

    @Test func addTaskRefusesAnEmptyTitleAndWritesNothing() async throws {
        let intent = AddTaskIntent()
        intent.taskTitle = " \n "
        await #expect(throws: TaskShortcutError.self) { try await intent.perform() }
        #expect(try store.allTasks().isEmpty)
        #expect(reloads.requests == 0)
        let message = TaskShortcutError.invalidDraft(.emptyTitle).localizedStringResource
        #expect(message.resolved(locale: Locale(identifier: "ja")) == "タイトルを入力してください。")
    }

    @Test func completeTaskChecksTheTaskOffOnce() async throws {
        let milk = try store.add(title: "Milk")
        let intent = CompleteTaskIntent(task: TaskEntity(milk))

        let first = try #require(try await intent.perform() as Any as? IntentDialogResult<Never>)
        #expect(try store.task(id: milk.id)?.isCompleted == true)
        #expect(first.dialog.full.resolved(locale: Locale(identifier: "en")) == "Milk is done.")
        #expect(reloads.changes == 1)

        let second = try #require(try await intent.perform() as Any as? IntentDialogResult<Never>)
        #expect(second.dialog.full.resolved(locale: Locale(identifier: "nl")) == "Milk was al klaar.")
        #expect(try store.task(id: milk.id)?.isCompleted == true)
        #expect(reloads.changes == 1)
    }

    @Test func completingADeletedTaskSaysItIsGone() async throws {
        let milk = try store.add(title: "Milk")
        _ = try store.delete(id: milk.id)
        let intent = CompleteTaskIntent(task: TaskEntity(milk))
        await #expect(throws: TaskShortcutError.self) { try await intent.perform() }
        #expect(try store.allTasks().isEmpty)
    }

    @Test func theQueryFindsTasksByIDByWordsAndSuggestsOpenOnesFirst() async throws {
        let milk = try store.add(title: "Buy milk")
        let anna = try store.add(title: "Call Anna")
        _ = try store.toggle(id: milk.id)
        let query = TaskEntity.defaultQuery

        #expect(try await query.entities(for: [anna.id, UUID(), milk.id]).map(\.title) == ["Call Anna", "Buy milk"])
        #expect(try await query.entities(matching: "MILK").map(\.id) == [milk.id])
        #expect(try await query.suggestedEntities().map(\.title) == ["Call Anna", "Buy milk"])

        let entity = try #require(try await query.entities(for: [milk.id]).first)
        #expect(entity.displayRepresentation.title.resolved(locale: Locale(identifier: "en")) == "Buy milk")
        #expect(entity.displayRepresentation.subtitle?.resolved(locale: Locale(identifier: "de")) == "Erledigt")
        #expect(entity.displayRepresentation.image?.systemName == "checkmark.circle.fill")
    }

    @Test func everyPhraseNamesTheAppAndIsTranslated() throws {
        let catalog = try IOSProjectTests.catalog("Apps/iOS/App/AppShortcuts.xcstrings")
        let shared = try IOSProjectTests.catalog("Sources/TaskWidgets/Resources/Localizable.xcstrings")
        let shortcuts = TaskShortcuts.appShortcuts
        #expect(shortcuts.map(\.intentType) == ["AddTaskIntent", "CompleteTaskIntent"])
        for shortcut in shortcuts {
            #expect(shared[shortcut.shortTitle.key] != nil, "\(shortcut.shortTitle.key)")
            for phrase in shortcut.phraseKeys {
                #expect(phrase.components(separatedBy: "${applicationName}").count == 2, "\(phrase)")
                #expect(catalog[phrase] != nil, "\(phrase) is not in AppShortcuts.xcstrings")
            }
        }
        #expect(Set(shortcuts.flatMap(\.phraseKeys)) == Set(catalog.keys))
    }

    @Test func parameterSummariesAndTitlesAreInTheCatalog() throws {
        let shared = try IOSProjectTests.catalog("Sources/TaskWidgets/Resources/Localizable.xcstrings")
        #expect(AddTaskIntent.parameterSummaryKey == "Add ${taskTitle}")
        #expect(CompleteTaskIntent.parameterSummaryKey == "Complete ${task}")
        for key in [
            AddTaskIntent.parameterSummaryKey, CompleteTaskIntent.parameterSummaryKey, AddTaskIntent.title.key,
            CompleteTaskIntent.title.key, TaskEntity.typeDisplayRepresentation.name.key,
            TaskPriorityOption.typeDisplayRepresentation.name.key,
        ] {
            let key = try #require(key)
            #expect(shared[key] != nil, "\(key)")
        }
    }
}
