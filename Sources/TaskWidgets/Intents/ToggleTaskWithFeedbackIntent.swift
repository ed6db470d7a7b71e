import AppIntents
import Foundation
import TaskKit

/// Toggles a task and tells the caller whether it did, for Shortcuts and tests.
public struct ToggleTaskWithFeedbackIntent: AppIntent {
    public static var title: LocalizedStringResource { "Toggle Task with Feedback" }
    public static var description: IntentDescription? {
        "Toggles a task and returns whether the change was made."
    }

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
