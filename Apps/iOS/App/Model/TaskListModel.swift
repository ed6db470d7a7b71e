import Foundation
import Observation
import TaskKit
import TaskWidgets

/// The app's tasks and everything the list does with them, without any SwiftUI.
///
/// Every change is one short transaction on the store the widgets share (the App Group file on
/// iOS), then the list is read again and the widgets are asked to reload, coalesced over a burst.
/// No transaction is held across an `await`: iOS kills a suspended app that holds a lock on a file
/// in a shared container. The views only read these properties and call these methods, so the
/// whole behaviour is tested on Linux.
@Observable
@MainActor
final class TaskListModel {
    /// Whether the list could be read.
    enum LoadState: Hashable, Sendable {
        case loading
        case loaded
        case failed(TaskListProblem)
    }

    /// The two sections of the list.
    enum Section: Hashable, Sendable, CaseIterable {
        case open
        case done
    }

    /// Every task in the user's order (completed ones included), as last read.
    private(set) var tasks: [TaskItem] = []
    private(set) var loadState: LoadState = .loading
    /// The last failed action, for an alert; the view sets it back to nil when dismissed.
    var problem: TaskListProblem?
    /// The open editor sheet, if any.
    var editor: TaskEditorRoute?
    /// A task to scroll to (from a deep link); the view sets it back to nil once it has scrolled.
    var scrollTarget: UUID?

    @ObservationIgnored private let openStore: @Sendable () throws -> TaskStore
    @ObservationIgnored private let widgetReloads: WidgetReloadCoalescer

    /// - Parameters:
    ///   - openStore: the shared store (`TaskWidgetStore.open` in the app; a temporary file in tests).
    ///   - widgetReloads: asks WidgetKit to reload every widget, once per burst of changes.
    init(
        openStore: @escaping @Sendable () throws -> TaskStore = TaskWidgetStore.open,
        widgetReloads: WidgetReloadCoalescer
    ) {
        self.openStore = openStore
        self.widgetReloads = widgetReloads
    }

    /// The tasks of one section, in the user's order.
    func tasks(in section: Section) -> [TaskItem] {
        switch section {
        case .open: tasks.filter { !$0.isCompleted }
        case .done: tasks.filter(\.isCompleted)
        }
    }

    /// The task with this id, as last read.
    func task(id: UUID) -> TaskItem? {
        tasks.first { $0.id == id }
    }

    /// Reads the list again: at launch, and whenever the app comes to the front (the widgets change
    /// tasks while it is in the background).
    func load() {
        do {
            tasks = try openStore().allTasks()
            loadState = .loaded
        } catch {
            loadState = .failed(TaskListProblem(error))
        }
    }

    // MARK: Changes

    /// Saves the editor's draft: adds a task or updates the edited one. Returns whether it was
    /// saved; when not, `problem` says why and the editor should stay open.
    @discardableResult
    func save(_ draft: TaskDraft, for route: TaskEditorRoute) -> Bool {
        if let invalid = draft.problem {
            problem = .invalidDraft(invalid)
            return false
        }
        return change { store in
            switch route {
            case .new:
                _ = try store.add(title: draft.trimmedTitle, priority: draft.priority, dueDate: draft.dueDate)
            case .edit(let task):
                _ = try store.update(
                    id: task.id, title: draft.trimmedTitle, priority: draft.priority,
                    dueDate: draft.dueDate.map(DueDateChange.set) ?? .clear)
            }
        }
    }

    /// Checks a task off, or on again.
    func toggle(_ id: UUID) {
        change { _ = try $0.toggle(id: id) }
    }

    /// Deletes the rows at `offsets` of a section, as List's `onDelete` gives them.
    func delete(at offsets: IndexSet, in section: Section) {
        let rows = tasks(in: section)
        let ids = offsets.filter(rows.indices.contains).map { rows[$0].id }
        guard !ids.isEmpty else { return }
        change { store in
            for id in ids {
                do {
                    _ = try store.delete(id: id)
                } catch TaskStoreError.notFound {
                    // Already gone (a widget or another window deleted it): the goal is reached.
                }
            }
        }
    }

    /// Applies a reorder within one section (`from`/`to` as List's `onMove` gives them) to the
    /// store's order over all tasks.
    ///
    /// The moved task takes the store position of the section's row it lands on, which keeps every
    /// other row of the section in order; rows of the other section in between may shift by one,
    /// which changes nothing the list shows. List on iOS drags one row at a time.
    func move(in section: Section, from source: IndexSet, to destination: Int) {
        let rows = tasks(in: section)
        guard source.count == 1, let from = source.first, rows.indices.contains(from) else { return }
        let to = destination > from ? destination - 1 : destination
        guard to != from, rows.indices.contains(to) else { return }
        let target = rows[to].position
        change { _ = try $0.move(id: rows[from].id, toIndex: target) }
    }

    // MARK: Deep links and the app's life cycle

    /// Acts on a URL the app was opened with: `taskwidgets://add` opens the add form,
    /// `taskwidgets://task/<id>` scrolls to that task and opens it for editing. Returns false for a
    /// URL that is not one of ours (nothing happens).
    @discardableResult
    func open(_ url: URL) -> Bool {
        guard let destination = TaskLinks.destination(of: url) else { return false }
        switch destination {
        case .add:
            editor = .new
        case .task(let id):
            // The widget may show a task the app has not read yet.
            load()
            guard let task = task(id: id) else {
                problem = .taskNotFound
                return true
            }
            scrollTarget = id
            editor = .edit(task)
        }
        return true
    }

    /// The app is leaving the foreground: a reload still waiting for its burst to end goes now,
    /// before the app may be suspended.
    func willLeaveForeground() {
        widgetReloads.flush()
    }

    /// Runs one store change, then reads the list again and asks for a widget reload. On failure the
    /// list is read again too, so it shows what the store really holds.
    @discardableResult
    private func change(_ body: (TaskStore) throws -> Void) -> Bool {
        let store: TaskStore
        do {
            store = try openStore()
        } catch {
            problem = TaskListProblem(error)
            return false
        }
        var succeeded = true
        do {
            try body(store)
            widgetReloads.request()
        } catch {
            problem = TaskListProblem(error)
            succeeded = false
        }
        do {
            tasks = try store.allTasks()
            loadState = .loaded
        } catch {
            loadState = .failed(TaskListProblem(error))
        }
        return succeeded
    }
}
