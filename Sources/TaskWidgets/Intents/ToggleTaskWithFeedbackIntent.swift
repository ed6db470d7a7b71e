import AppIntents
import Foundation
import TaskKit

/// Toggles a task and tells the caller whether it did, for hosts and tests.
public struct ToggleTaskWithFeedbackIntent: AppIntent {
    public static var title: LocalizedStringResource { "Toggle Task with Feedback" }
    public static var description: IntentDescription? {
        "Toggles a task and returns whether the change was made."
    }

    /// For tests and hosts that call it with a raw task id; Shortcuts has the app's Complete Task, which asks
    /// for a task by name.
    public static var isDiscoverable: Bool { false }

    /// The task to toggle, as a UUID string.
    @Parameter(title: "Task ID")
    public var taskID: String

    public init() {}

    public init(taskID: UUID) {
        self.taskID = taskID.canonicalString
    }

    /// True when the task was toggled; false, with nothing changed, for a bad or unknown id.
    public func perform() async throws -> some IntentResult & ReturnsValue<Bool> {
        guard let id = try? parseTaskID(taskID), let store = try? TaskWidgetStore.open(),
            (try? store.toggle(id: id)) != nil
        else {
            return .result(value: false)
        }
        TaskWidgetKind.reloadAll()
        return .result(value: true)
    }
}
