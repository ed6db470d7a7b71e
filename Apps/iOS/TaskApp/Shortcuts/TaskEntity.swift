import AppIntents
import TaskKit

/// A task as Shortcuts and Siri see it: a title and whether it is done.
struct TaskEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Task" }
    static var defaultQuery: TaskEntityQuery { TaskEntityQuery() }

    let id: UUID
    let title: String
    let isCompleted: Bool

    init(_ task: TaskItem) {
        id = task.id
        title = task.title
        isCompleted = task.isCompleted
    }

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(
            title: "\(title)",
            subtitle: isCompleted ? LocalizedStringResource("Done") : nil,
            image: DisplayRepresentation.Image(systemName: isCompleted ? "checkmark.circle.fill" : "circle"))
    }
}
