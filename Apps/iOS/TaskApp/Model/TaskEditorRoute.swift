import TaskKit

/// What the editor sheet is open for: a new task, or an existing one.
public enum TaskEditorRoute: Identifiable, Hashable, Sendable {
    case new
    case edit(TaskItem)

    public var id: String {
        switch self {
        case .new: "new"
        case .edit(let task): task.id.uuidString
        }
    }

    /// The fields the editor starts with.
    public var draft: TaskDraft {
        switch self {
        case .new: TaskDraft()
        case .edit(let task): TaskDraft(task)
        }
    }
}
