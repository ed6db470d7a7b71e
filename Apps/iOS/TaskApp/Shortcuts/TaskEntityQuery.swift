import AppIntents
import TaskKit
import TaskWidgets

/// Finds tasks for Shortcuts and Siri: by id, by the words of their title, and a list to pick from.
///
/// Each call is one short read of the shared store; the matching itself is `TaskSearch`, tested on
/// Linux.
struct TaskEntityQuery: EntityStringQuery {
    func entities(for identifiers: [TaskEntity.ID]) async throws -> [TaskEntity] {
        let tasks = try TaskWidgetStore.open().allTasks()
        return TaskSearch.tasks(withIDs: identifiers, in: tasks).map(TaskEntity.init)
    }

    func entities(matching string: String) async throws -> [TaskEntity] {
        let tasks = try TaskWidgetStore.open().allTasks()
        return TaskSearch.tasks(matching: string, in: tasks).map(TaskEntity.init)
    }

    func suggestedEntities() async throws -> [TaskEntity] {
        let tasks = try TaskWidgetStore.open().allTasks()
        return TaskSearch.suggestions(from: tasks).map(TaskEntity.init)
    }
}
