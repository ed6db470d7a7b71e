import Foundation
import TaskKit

/// The fields of the task editor, and whether they can be saved.
struct TaskDraft: Hashable, Sendable {
    var title: String
    var priority: TaskPriority
    var dueDate: TaskDay?

    /// Why a draft cannot be saved.
    enum Problem: Error, Hashable, Sendable {
        case emptyTitle
        case titleTooLong(limit: Int)
    }

    init(title: String = "", priority: TaskPriority = .medium, dueDate: TaskDay? = nil) {
        self.title = title
        self.priority = priority
        self.dueDate = dueDate
    }

    /// A draft holding a task's current fields, for the edit sheet.
    init(_ task: TaskItem) {
        self.init(title: task.title, priority: task.priority, dueDate: task.dueDate)
    }

    /// The title as it will be stored: without leading or trailing white space.
    var trimmedTitle: String {
        title.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// How many more characters the title may have; negative when it is too long.
    var remainingCharacters: Int {
        TaskStore.titleLimit - trimmedTitle.count
    }

    /// What stops this draft from being saved, or nil when it can be. The same rules as the store's,
    /// so that Save is disabled exactly when the store would refuse.
    var problem: Problem? {
        if trimmedTitle.isEmpty { return .emptyTitle }
        if remainingCharacters < 0 { return .titleTooLong(limit: TaskStore.titleLimit) }
        return nil
    }

    /// A title as typed or pasted, made one line (line breaks become spaces) and cut to the store's
    /// limit, so the field never holds what cannot be saved.
    static func cleaned(_ typed: String) -> String {
        let oneLine = String(typed.map { $0.isNewline ? " " : $0 })
        return oneLine.count > TaskStore.titleLimit ? String(oneLine.prefix(TaskStore.titleLimit)) : oneLine
    }
}
