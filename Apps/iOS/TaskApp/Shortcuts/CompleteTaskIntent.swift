import AppIntents
import TaskKit
import TaskWidgets

/// Checks a task off from Shortcuts or Siri. Siri asks which task, offering the open ones first.
struct CompleteTaskIntent: AppIntent {
    static var title: LocalizedStringResource { "Complete Task" }
    static var description: IntentDescription? { "Marks a task as done." }

    @Parameter(title: "Task")
    var task: TaskEntity

    static var parameterSummary: some ParameterSummary {
        Summary("Complete \(\.$task)")
    }

    init() {}

    init(task: TaskEntity) {
        self.task = task
    }

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let store = try TaskWidgetStore.open()
        guard let current = try store.task(id: task.id) else {
            throw TaskShortcutError.taskNotFound
        }
        if current.isCompleted {
            return .result(dialog: "\(current.title) was already done.")
        }
        do {
            _ = try store.setCompleted(id: current.id, true)
        } catch TaskStoreError.notFound {
            throw TaskShortcutError.taskNotFound
        }
        TaskWidgetKind.reloadAll()
        return .result(dialog: "\(current.title) is done.")
    }
}
