import AppIntents
import Foundation
import TaskKit

/// Checks a task off, or on again: what a tap on a widget row does.
public struct ToggleTaskIntent: AppIntent {
    public static var title: LocalizedStringResource { "Toggle Task" }
    public static var description: IntentDescription? { "Marks a task as done or not done." }

    /// Only a widget runs it (with a raw task id): Shortcuts, Siri and Spotlight do not offer it.
    public static var isDiscoverable: Bool { false }

    /// The task to toggle, as a UUID string.
    @Parameter(title: "Task ID")
    public var taskID: String

    public init() {}

    public init(taskID: UUID) {
        self.taskID = taskID.canonicalString
    }

    public func perform() async throws -> some IntentResult {
        let id = try parseTaskID(taskID)
        let store = try TaskWidgetStore.open()
        do {
            _ = try store.toggle(id: id)
        } catch TaskStoreError.notFound {
            throw TaskIntentError.unknownTask(id)
        }
        TaskWidgetKind.reloadAll()
        return .result()
    }
}
