import Foundation
import TaskApp
import TaskKit
import WebServer

/// The app panel's logic: the iOS app's own list model (`TaskListModel` of `TaskApp`), over the server's
/// store, so that saving, checking off, deleting and reordering behave as in the app.
@MainActor
final class AppPanel {
    private let store: TaskStore
    /// Widgets are reloaded by the server itself, and waited for before it answers: the coalescer's burst
    /// wait would only delay the redraw the answer reports. A server is never suspended: no background
    /// activity.
    private lazy var model = TaskListModel(
        openStore: { [store] in store }, widgetReloads: WidgetReloadCoalescer {}, backgroundActivity: .none)

    nonisolated init(store: TaskStore) { self.store = store }

    /// Every task in the app's order.
    func tasks() async throws -> [TaskItem] {
        await model.load()
        if case .failed(let problem) = model.loadState { throw Self.httpError(problem) }
        return model.tasks
    }

    func add(_ draft: TaskDraft) async throws -> TaskItem {
        let before = Set(try await tasks().map(\.id))
        try check(await model.save(draft, for: .new))
        guard let added = model.tasks.first(where: { !before.contains($0.id) }) else {
            throw HTTPError.notFound("the new task is gone")
        }
        return added
    }

    func update(_ id: UUID, _ patch: TaskPatch) async throws -> TaskItem {
        let task = try await existing(id)
        if patch.title != nil || patch.priority != nil || patch.dueDate != nil {
            var draft = TaskDraft(task)
            if let title = patch.title { draft.title = title }
            if let priority = patch.priority { draft.priority = priority }
            if let dueDate = patch.dueDate { draft.dueDate = dueDate }
            try check(await model.save(draft, for: .edit(task)))
        }
        if let done = patch.isCompleted, done != task.isCompleted {
            await model.toggle(id)
            try check(model.problem == nil)
        }
        // The model read the list again right after the change (or just before, when nothing changed): a third
        // read of every task would only slow a check-off down at 10,000 tasks.
        guard let updated = model.task(id: id) else { throw HTTPError.notFound("unknown task") }
        return updated
    }

    func delete(_ id: UUID) async throws {
        let task = try await existing(id)
        let section = Self.section(of: task)
        guard let offset = model.tasks(in: section).firstIndex(where: { $0.id == id }) else { return }
        await model.delete(at: [offset], in: section)
        try check(model.problem == nil)
    }

    /// Moves the task to `index` among its section's rows, as the app's list does (`onMove`'s destination).
    func move(_ id: UUID, to index: Int) async throws {
        let task = try await existing(id)
        let section = Self.section(of: task)
        let rows = model.tasks(in: section)
        guard let from = rows.firstIndex(where: { $0.id == id }) else { return }
        let to = min(max(index, 0), rows.count - 1)
        guard to != from else { return }
        await model.move(in: section, from: [from], to: to > from ? to + 1 : to)
        try check(model.problem == nil)
    }

    private func existing(_ id: UUID) async throws -> TaskItem {
        guard let task = try await tasks().first(where: { $0.id == id }) else {
            throw HTTPError.notFound("unknown task")
        }
        return task
    }

    /// Throws the model's problem when an action did not succeed.
    private func check(_ succeeded: Bool) throws {
        guard !succeeded else { return }
        let problem = model.problem ?? .changeFailed(nil)
        model.problem = nil
        throw Self.httpError(problem)
    }

    private static func section(of task: TaskItem) -> TaskListModel.Section { task.isCompleted ? .done : .open }

    /// A problem as the HTTP answer, as the server answers the store's own errors: what the client got wrong
    /// is a 4xx, a full disk a 507, a busy store a 503, a read-only one a 403, the rest a 500.
    static func httpError(_ problem: TaskListProblem) -> HTTPError {
        switch problem {
        case .invalidDraft(.emptyTitle): HTTPError.badRequest("the title is empty")
        case .invalidDraft(.titleTooLong(let limit)):
            HTTPError.badRequest("the title has more than \(limit) characters")
        case .invalidDraft(.titleTooLarge(let limit)):
            HTTPError.badRequest("the title takes more than \(limit) bytes")
        case .invalidDraft(.titleHasControlCharacter):
            HTTPError.badRequest("the title contains a control character")
        case .taskNotFound: HTTPError.notFound("unknown task")
        case .changeFailed(.writeFailed), .storeUnavailable(.writeFailed):
            HTTPError(507, "the change could not be written: the disk is full; nothing was changed")
        case .changeFailed(.busy), .storeUnavailable(.busy):
            HTTPError(503, "the store is busy; nothing was changed, try again")
        case .changeFailed(.readOnly), .storeUnavailable(.readOnly):
            HTTPError(403, "the store is read-only; nothing was changed")
        case .changeFailed, .storeUnavailable: HTTPError(500, "the change failed")
        }
    }
}
