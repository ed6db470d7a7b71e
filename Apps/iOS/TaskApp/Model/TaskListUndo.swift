import AppIntents
import Foundation
import TaskKit

// `LocalizedStringResource` is Foundation's on iOS; on Linux it is WidgetRuntime's, which the AppIntents façade
// re-exports.

/// The last change the list can take back: a delete or a completion, as Reminders offers after either.
struct TaskListUndo: Identifiable, Hashable, Sendable {
    enum Change: Hashable, Sendable {
        /// These tasks were deleted (in their state just before).
        case delete([TaskItem])
        /// The task's completion was changed from `wasCompleted`.
        case completion(TaskItem, wasCompleted: Bool)
    }

    let id = UUID()
    let change: Change

    /// What the undo bar says about the change, in the person's language.
    var message: LocalizedStringResource {
        switch change {
        case .delete(let tasks) where tasks.count == 1: "Deleted “\(tasks[0].title)”"
        case .delete(let tasks): "Deleted \(tasks.count) tasks"
        case .completion(let task, wasCompleted: false): "Completed “\(task.title)”"
        case .completion(let task, wasCompleted: true): "Reopened “\(task.title)”"
        }
    }

    /// Takes the change back: the deleted tasks return where they were, the completion is set as it was.
    func revert(in store: TaskStore) throws {
        switch change {
        case .delete(let tasks):
            // In list order, so that each position is free of the ones restored after it.
            for task in tasks.sorted(by: { $0.position < $1.position }) {
                try store.restore(task)
            }
        case .completion(let task, let wasCompleted):
            do {
                try store.setCompleted(id: task.id, wasCompleted)
            } catch TaskStoreError.notFound {
                // Deleted meanwhile: there is nothing left to take back.
            }
        }
    }
}
