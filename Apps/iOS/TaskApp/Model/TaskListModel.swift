import Foundation
import Observation
import TaskKit
import TaskWidgets

/// The app's tasks and everything the list does with them, without any SwiftUI.
///
/// Every store call runs off the main actor (a write may wait seconds for a widget's lock; the list must not
/// freeze meanwhile), inside a background activity, as one short transaction on the store the widgets share
/// (the App Group file on iOS); then the list is read again and the widgets are asked to reload, coalesced
/// over a burst. No transaction is held across an `await`: iOS kills a suspended app that holds a lock on a
/// file in a shared container. The views only read these properties and call these methods, so the whole
/// behaviour is tested on Linux.
@Observable
@MainActor
public final class TaskListModel {
    /// Whether the list could be read.
    public enum LoadState: Hashable, Sendable {
        case loading
        case loaded
        case failed(TaskListProblem)
    }

    /// The two sections of the list.
    public enum Section: Hashable, Sendable, CaseIterable {
        case open
        case done
    }

    /// Every task in the user's order (completed ones included), as last read.
    public private(set) var tasks: [TaskItem] = []
    public private(set) var loadState: LoadState = .loading
    /// The last failed action, for an alert; the view sets it back to nil when dismissed.
    public var problem: TaskListProblem?
    /// The open editor sheet, if any.
    var editor: TaskEditorSession?
    /// A task to scroll to (from a deep link); the view sets it back to nil once it has scrolled.
    var scrollTarget: UUID?
    /// The last delete or completion, which the undo bar (and shaking) can take back.
    private(set) var undo: TaskListUndo?
    /// The person's calendar, in which the editor shows and picks due days.
    var calendar = Calendar.autoupdatingCurrent

    @ObservationIgnored private let openStore: @Sendable () throws -> TaskStore
    @ObservationIgnored private let widgetReloads: WidgetReloadCoalescer
    @ObservationIgnored private let backgroundActivity: BackgroundActivity
    /// The store's change token when the list was last read: a larger one means another process changed tasks.
    @ObservationIgnored private var seenChangeToken: Int64 = -1
    /// A deep link that arrived while the editor had unsaved changes: opened once the editor closes.
    @ObservationIgnored private(set) var deferredLink: TaskLinks.Destination?

    /// - Parameters:
    ///   - openStore: the shared store (`TaskWidgetStore.open` in the app; a temporary file in tests). Called off
    ///     the main actor.
    ///   - widgetReloads: asks WidgetKit to reload every widget, once per burst of changes.
    ///   - backgroundActivity: keeps the app running while store work finishes (UIKit's background task).
    public init(
        openStore: @escaping @Sendable () throws -> TaskStore = TaskWidgetStore.open,
        widgetReloads: WidgetReloadCoalescer, backgroundActivity: BackgroundActivity
    ) {
        self.openStore = openStore
        self.widgetReloads = widgetReloads
        self.backgroundActivity = backgroundActivity
    }

    /// The tasks of one section, in the user's order.
    public func tasks(in section: Section) -> [TaskItem] {
        switch section {
        case .open: tasks.filter { !$0.isCompleted }
        case .done: tasks.filter(\.isCompleted)
        }
    }

    /// The task with this id, as last read.
    public func task(id: UUID) -> TaskItem? {
        tasks.first { $0.id == id }
    }

    // MARK: Reading

    /// The list and the change token, read together off the main actor.
    private struct Snapshot: Sendable {
        var tasks: [TaskItem]
        var changeToken: Int64

        init(_ store: TaskStore) throws {
            changeToken = try store.changeToken()
            tasks = try store.allTasks()
        }
    }

    /// Reads the list again: at launch, and whenever the app comes to the front (the widgets change
    /// tasks while it is in the background).
    public func load() async {
        do {
            apply(try await inBackground("tasks.load") { try Snapshot($0) }, replacingAny: true)
        } catch {
            loadState = .failed(TaskListProblem(error))
        }
    }

    /// Reads the list again if another process (a widget, Shortcuts, Siri) changed the tasks since it was read:
    /// one cheap query when nothing changed.
    func refreshIfStoreChanged() async {
        guard let token = try? await inBackground("tasks.check-for-changes", { try $0.changeToken() }),
            token != seenChangeToken
        else { return }
        await load()
    }

    /// Keeps the list live while the app is in front: checks the store's change token every `interval` until the
    /// calling task is cancelled (the view's `.task`, which ends when the app leaves the foreground).
    func watchStoreChanges(every interval: Duration = .seconds(1)) async {
        while !Task.isCancelled {
            do {
                try await Task.sleep(for: interval)
            } catch {
                return
            }
            await refreshIfStoreChanged()
        }
    }

    /// Shows a snapshot, unless a newer one is shown already (changes finish in any order). A load replaces any:
    /// a store made anew (restored, reset) starts its token again from zero.
    private func apply(_ snapshot: Snapshot, replacingAny: Bool = false) {
        guard replacingAny || snapshot.changeToken >= seenChangeToken else { return }
        seenChangeToken = snapshot.changeToken
        if tasks != snapshot.tasks { tasks = snapshot.tasks }
        loadState = .loaded
    }

    // MARK: Changes

    /// Saves a draft: adds a task or updates the edited one. Returns whether it was saved; when not, `problem`
    /// says why.
    @discardableResult
    public func save(_ draft: TaskDraft, for route: TaskEditorRoute) async -> Bool {
        if let invalid = draft.problem {
            problem = .invalidDraft(invalid)
            return false
        }
        let title = draft.trimmedTitle
        return await change("tasks.save") { store in
            switch route {
            case .new:
                _ = try store.add(title: title, priority: draft.priority, dueDate: draft.dueDate)
            case .edit(let task):
                _ = try store.update(
                    id: task.id, title: title, priority: draft.priority,
                    dueDate: draft.dueDate.map(DueDateChange.set) ?? .clear)
            }
        } != nil
    }

    /// Checks a task off, or on again; undoable.
    public func toggle(_ id: UUID) async {
        guard let changed = await change("tasks.toggle", { try $0.toggle(id: id) }) else { return }
        undo = TaskListUndo(change: .completion(changed, wasCompleted: !changed.isCompleted))
    }

    /// Deletes the rows at `offsets` of a section, as List's `onDelete` gives them; undoable.
    public func delete(at offsets: IndexSet, in section: Section) async {
        let rows = tasks(in: section)
        let ids = offsets.filter(rows.indices.contains).map { rows[$0].id }
        guard !ids.isEmpty else { return }
        let deleted = await change("tasks.delete") { store in
            var deleted: [TaskItem] = []
            for id in ids {
                do {
                    deleted.append(try store.delete(id: id))
                } catch TaskStoreError.notFound {
                    // Already gone (a widget or another window deleted it): the goal is reached.
                }
            }
            return deleted
        }
        if let deleted, !deleted.isEmpty { undo = TaskListUndo(change: .delete(deleted)) }
    }

    /// Applies a reorder within one section (`from`/`to` as List's `onMove` gives them) to the
    /// store's order over all tasks.
    ///
    /// The moved task takes the store position of the section's row it lands on, which keeps every
    /// other row of the section in order; rows of the other section in between may shift by one,
    /// which changes nothing the list shows. List on iOS drags one row at a time.
    public func move(in section: Section, from source: IndexSet, to destination: Int) async {
        let rows = tasks(in: section)
        guard source.count == 1, let from = source.first, rows.indices.contains(from) else { return }
        let to = destination > from ? destination - 1 : destination
        guard to != from, rows.indices.contains(to) else { return }
        let (id, target) = (rows[from].id, rows[to].position)
        await change("tasks.move") { _ = try $0.move(id: id, toIndex: target) }
    }

    /// Takes the last delete or completion back (once).
    func undoLastChange() async {
        guard let undo else { return }
        self.undo = nil
        await change("tasks.undo") { try undo.revert(in: $0) }
    }

    /// Hides the undo bar (it timed out) unless a newer change replaced it meanwhile.
    func dismissUndo(_ id: TaskListUndo.ID) {
        if undo?.id == id { undo = nil }
    }

    // MARK: The editor

    /// Opens the editor for a new task or an existing one.
    func startEditing(_ route: TaskEditorRoute) {
        editor = TaskEditorSession(route: route, calendar: calendar, today: TaskDay(Date(), for: calendar))
    }

    /// Saves the editor's fields; on success the editor closes, else it stays open and says why.
    @discardableResult
    func save(_ session: TaskEditorSession) async -> Bool {
        session.problem = nil
        guard await save(session.draft, for: session.route) else {
            // Shown in the sheet: the list's alert cannot appear over it.
            session.problem = problem
            problem = nil
            return false
        }
        if editor === session { editor = nil }
        await editorDidClose()
        return true
    }

    /// The sheet was closed (saved, cancelled or swiped away): a deep link that waited for it opens now.
    func editorDidClose() async {
        guard editor == nil, let link = deferredLink else { return }
        deferredLink = nil
        await open(link)
    }

    // MARK: Deep links and the app's life cycle

    /// Acts on a URL the app was opened with: `taskwidgets://list` shows the list as it is, `taskwidgets://add`
    /// opens the add form, `taskwidgets://task/<id>` scrolls to that task and opens it for editing. An editor
    /// with unsaved changes is not replaced: the link waits until it closes. Returns false for a URL that is
    /// not one of ours (nothing happens).
    @discardableResult
    func open(_ url: URL) async -> Bool {
        guard let destination = TaskLinks.destination(of: url) else { return false }
        await open(destination)
        return true
    }

    private func open(_ destination: TaskLinks.Destination) async {
        if let editor, editor.isDirty, destination != .list {
            deferredLink = destination
            return
        }
        switch destination {
        case .list:
            // The list is what the app shows; a clean editor over it closes.
            if editor?.isDirty == false { editor = nil }
            await refreshIfStoreChanged()
        case .add:
            startEditing(.new)
        case .task(let id):
            // The widget may show a task the app has not read yet.
            await load()
            guard let task = task(id: id) else {
                editor = nil
                problem = .taskNotFound
                return
            }
            scrollTarget = id
            startEditing(.edit(task))
        }
    }

    /// The app is leaving the foreground: a reload still waiting for its burst to end goes now,
    /// before the app may be suspended.
    func willLeaveForeground() {
        widgetReloads.flush()
    }

    // MARK: Running store work

    /// Runs `work` on the store off the main actor, inside a background activity named `name` (for the system's
    /// logs, never shown).
    private func inBackground<T: Sendable>(
        _ name: String, _ work: @escaping @Sendable (TaskStore) throws -> T
    ) async throws -> T {
        let openStore = openStore
        return try await backgroundActivity.run(name) {
            try await Task.detached(priority: .userInitiated) { try work(try openStore()) }.value
        }
    }

    /// Runs one store change, then shows the list as the store holds it and asks for a widget reload. Returns
    /// the change's result, or nil when it failed (`problem` says why; the list is read again all the same).
    @discardableResult
    private func change<T: Sendable>(
        _ name: String, _ body: @escaping @Sendable (TaskStore) throws -> T
    ) async -> T? {
        let outcome: (result: Result<T, TaskListProblem>, snapshot: Result<Snapshot, TaskListProblem>)
        do {
            outcome = try await inBackground(name) { store in
                let result = Result { try body(store) }.mapError(TaskListProblem.init)
                return (result, Result { try Snapshot(store) }.mapError(TaskListProblem.init))
            }
        } catch {
            problem = TaskListProblem(error)
            return nil
        }
        switch outcome.snapshot {
        case .success(let snapshot): apply(snapshot)
        case .failure(let failure): loadState = .failed(failure)
        }
        switch outcome.result {
        case .success(let value):
            widgetReloads.request()
            return value
        case .failure(let failure):
            problem = failure
            return nil
        }
    }
}
