import AppIntents
import TaskKit
import TaskWidgets

/// Adds a task from Shortcuts or Siri, with the same rules as the app's editor.
struct AddTaskIntent: AppIntent {
    static var title: LocalizedStringResource { "Add Task" }
    static var description: IntentDescription? { "Adds a task to your list." }

    @Parameter(title: "Title")
    var taskTitle: String

    @Parameter(title: "Priority", default: .medium)
    var priority: TaskPriorityOption

    @Parameter(title: "Due Date")
    var dueDate: Date?

    static var parameterSummary: some ParameterSummary {
        Summary("Add \(\.$taskTitle)")
    }

    func perform() async throws -> some IntentResult & ReturnsValue<TaskEntity> & ProvidesDialog {
        let draft = TaskDraft(
            title: TaskDraft.cleaned(taskTitle), priority: priority.priority, dueDate: dueDate.map { TaskDay($0) })
        if let problem = draft.problem {
            throw TaskShortcutError.invalidDraft(problem)
        }
        // One short transaction; nothing is held across a suspension point.
        let task = try TaskWidgetStore.open().add(
            title: draft.trimmedTitle, priority: draft.priority, dueDate: draft.dueDate)
        TaskWidgetKind.reloadAll()
        return .result(value: TaskEntity(task), dialog: "Added \(task.title).")
    }
}
