import Foundation
import Observation
import TaskKit

/// The app's tasks, read from and written to the store the widgets share (the App Group file).
///
/// Every change goes straight to the store in one short transaction and is followed by a reload of
/// the list and of every task widget. The store is SQLite on the main actor: its writes are short
/// (a few hundred microseconds), and a widget writing at the same time only makes one wait briefly.
@Observable
@MainActor
final class TaskListModel {
    /// Every task in the user's order (completed ones included).
    private(set) var tasks: [TaskItem] = []
    /// The last failure, for an alert; nil when there is none to show.
    var errorMessage: String?

    var openTasks: [TaskItem] { tasks.filter { !$0.isCompleted } }
    var doneTasks: [TaskItem] { tasks.filter(\.isCompleted) }

    /// The task with this id, as last loaded.
    func task(id: UUID) -> TaskItem? {
        tasks.first { $0.id == id }
    }

    /// Reads the list again, e.g. when the app comes to the front after a widget changed a task.
    func load() {
        do {
            tasks = try TaskWidgetStore.open().allTasks()
        } catch {
            show(error)
        }
    }

    func add(title: String, priority: TaskPriority, dueDate: TaskDay?) {
        change { _ = try $0.add(title: title, priority: priority, dueDate: dueDate) }
    }

    func update(_ task: TaskItem, title: String, priority: TaskPriority, dueDate: TaskDay?) {
        change {
            _ = try $0.update(
                id: task.id, title: title, priority: priority, dueDate: dueDate.map(DueDateChange.set) ?? .clear)
        }
    }

    func toggle(_ task: TaskItem) {
        change { _ = try $0.toggle(id: task.id) }
    }

    func delete(_ tasks: [TaskItem]) {
        change { store in
            for task in tasks { _ = try store.delete(id: task.id) }
        }
    }

    /// Applies a reorder within one section (`section` as shown, `from`/`to` as List's `onMove`
    /// gives them) to the store's order over all tasks.
    ///
    /// Moving the task onto the store position of the section's row it replaces keeps every other
    /// row of the section in order; rows of the other section between the two may shift by one,
    /// which changes nothing the list shows. List on iOS drags one row at a time.
    func move(in section: [TaskItem], from source: IndexSet, to destination: Int) {
        guard source.count == 1, let from = source.first, section.indices.contains(from) else { return }
        let to = destination > from ? destination - 1 : destination
        guard to != from, section.indices.contains(to) else { return }
        let target = section[to].position
        change { _ = try $0.move(id: section[from].id, toIndex: target) }
    }

    /// Runs one store change, then reloads the list and asks WidgetKit to reload every task widget.
    /// On failure the list is reloaded too, so that it shows what the store really holds.
    private func change(_ body: (TaskStore) throws -> Void) {
        do {
            let store = try TaskWidgetStore.open()
            defer { tasks = (try? store.allTasks()) ?? tasks }
            try body(store)
            TaskWidgetKind.reloadAll()
        } catch {
            show(error)
        }
    }

    private func show(_ error: any Error) {
        errorMessage = (error as? LocalizedError)?.errorDescription ?? error.localizedDescription
    }
}
