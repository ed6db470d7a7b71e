import Foundation
import TaskKit
import TaskWidgets
import TestSupport
import Testing
import WidgetRuntime

/// A real store in a temporary directory, seeded with known tasks, and a widget host over the task
/// widgets that reads it — the system as iOS runs it, on Linux.
@MainActor
final class TaskWidgetFixture {
    private let temporary = TemporaryDirectory()
    let directory: URL
    let store: TaskStore
    let host: WidgetHost

    /// Known ids, so that snapshots are stable: task n has id 00000000-0000-0000-0000-00000000000n.
    static func id(_ number: Int) -> UUID {
        UUID(uuidString: String(format: "00000000-0000-0000-0000-%012d", number))!
    }

    /// Seven tasks: 5 open (2 high priority, 1 overdue), 2 done.
    static let standardTasks: [(title: String, priority: TaskPriority, done: Bool, due: String?)] = [
        ("Buy milk", .high, false, "2020-01-01"),
        ("Call the plumber", .medium, false, "2099-12-31"),
        ("Water the plants", .low, true, nil),
        ("Write the report", .high, false, nil),
        ("Book flights", .medium, false, nil),
        ("Pay rent", .low, false, nil),
        ("Read a chapter", .medium, true, nil),
    ]

    init(
        tasks: [(title: String, priority: TaskPriority, done: Bool, due: String?)] = standardTasks,
        device: WidgetDevice = .iPhone15Pro, colorScheme: ColorScheme = .light, locale: String = "en"
    ) throws {
        directory = temporary.url
        let path = temporary.path("tasks.sqlite")
        store = try TaskStore(path: path, durability: .normal)
        let legacy = tasks.enumerated().map { index, task in
            [
                "id": Self.id(index + 1).uuidString, "title": task.title, "isCompleted": task.done,
                "priority": task.priority.rawValue,
            ] as [String: Any]
        }
        _ = try store.importLegacy(try JSONSerialization.data(withJSONObject: legacy))
        for (index, task) in tasks.enumerated() {
            if let due = task.due, let day = TaskDay(due) {
                try store.update(id: Self.id(index + 1), dueDate: .set(day))
            }
        }
        TaskWidgetStore.use(path: path)
        host = WidgetHost(
            bundle: TaskWidgetBundle(), dataDirectory: directory, device: device, colorScheme: colorScheme)
        host.locale = Locale(identifier: locale)
        // iOS's 30 s is the limit, but here the main actor that runs an intent is shared with every suite.
        host.intentTimeLimit = hangGuard
    }

    /// Installs a widget and waits for its first timeline.
    func add(
        _ kind: TaskWidgetKind, _ family: WidgetFamily, configuration: String? = nil
    ) async throws -> WidgetInstanceID {
        let id = try host.addWidget(kind: kind.rawValue, family: family, configuration: configuration)
        await host.waitUntilIdle()
        return id
    }

    func html(_ id: WidgetInstanceID) -> String {
        host.html(of: id) ?? ""
    }

    /// The configuration archive of the configurable widget with these values.
    static func configuration(priority: String = "all", showCompleted: Bool = true, maxTasks: Int = 3) -> String {
        """
        {"parameters":{"maxTasks":\(maxTasks),"priorityFilter":"\(priority)","showCompleted":\(showCompleted)},\
        "type":"TaskWidgetConfigurationIntent"}
        """
    }

    func removeFiles() {
        host.stop()
        try? FileManager.default.removeItem(at: directory)
    }
}

/// How often `needle` occurs in `haystack`.
func occurrences(of needle: String, in haystack: String) -> Int {
    haystack.components(separatedBy: needle).count - 1
}

/// Every test that runs widgets: one at a time, because the widgets find their store through
/// `TaskWidgetStore`, which is one per process (as the App Group container is one per device).
@Suite(.serialized, .usesSharedWidgetStore)
enum AllTaskWidgetTests {}
