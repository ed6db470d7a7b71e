import AppIntents
import Foundation
import TaskKit

/// Sets a task's completion to a given value: what a row's `Toggle` does, so that a second tap
/// that raced the first cannot undo it.
public struct SetTaskCompletionIntent: AppIntent {
    public static var title: LocalizedStringResource { "Set Task Completion" }
    public static var description: IntentDescription? { "Marks a task as done or not done, explicitly." }

    /// Only a widget runs it (with a raw task id): Shortcuts, Siri and Spotlight do not offer it.
    public static var isDiscoverable: Bool { false }

    /// The task to change, as a UUID string.
    @Parameter(title: "Task ID")
    public var taskID: String

    /// The completion the task should have afterwards.
    @Parameter(title: "Completed")
    public var isCompleted: Bool

    public init() {}

    public init(taskID: UUID, isCompleted: Bool) {
        self.taskID = taskID.canonicalString
        self.isCompleted = isCompleted
    }

    public func perform() async throws -> some IntentResult {
        let id = try parseTaskID(taskID)
        let store = try TaskWidgetStore.open()
        do {
            _ = try store.setCompleted(id: id, isCompleted)
        } catch TaskStoreError.notFound {
            throw TaskIntentError.unknownTask(id)
        }
        TaskWidgetKind.reloadAll()
        return .result()
    }
}
