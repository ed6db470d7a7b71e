import SwiftUI
import TaskKit
import TaskWidgets

/// The app's one screen: open tasks, then done ones, in the user's order.
///
/// `@MainActor` like the model it calls: with the iOS 17 SDK only `body` is main-actor isolated.
@MainActor
struct TaskListView: View {
    @Bindable var model: TaskListModel
    @Environment(\.undoManager) private var undoManager
    var sync: SyncCoordinator
    @State private var showsAccounts = false

    var body: some View {
        NavigationStack {
            content
                .navigationTitle("Tasks")
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) {
                        EditButton()
                            .disabled(model.tasks.isEmpty)
                    }
                    ToolbarItem(placement: .primaryAction) {
                        Button {
                            model.startEditing(.new)
                        } label: {
                            Label("Add Task", systemImage: "plus")
                        }
                    }
                    ToolbarItem(placement: .topBarTrailing) {
                        Button {
                            showsAccounts = true
                        } label: {
                            Label("Accounts", systemImage: "arrow.triangle.2.circlepath")
                        }
                    }
                }
                .sheet(
                    item: $model.editor,
                    onDismiss: {
                        Task { await model.editorDidClose() }
                    },
                    content: { session in
                        TaskEditorView(session: session, model: model)
                    }
                )
                .sheet(isPresented: $showsAccounts) {
                    SyncAccountsView(sync: sync)
                }
                .alert(
                    "Something went wrong", isPresented: hasProblem, presenting: model.problem,
                    actions: { _ in Button("OK", role: .cancel) {} },
                    message: { problem in Text(problem.message) }
                )
                .safeAreaInset(edge: .bottom) {
                    if let undo = model.undo {
                        UndoBar(message: undo.message) {
                            Task { await model.undoLastChange() }
                        }
                        .transition(.move(edge: .bottom).combined(with: .opacity))
                    }
                }
                .animation(.default, value: model.undo)
                // The bar goes after a while, as Mail's and Reminders' do; shaking undoes too, meanwhile.
                .task(id: model.undo?.id) {
                    registerShakeToUndo(model.undo)
                    guard let id = model.undo?.id else { return }
                    try? await Task.sleep(for: .seconds(8))
                    model.dismissUndo(id)
                }
        }
        .task { await model.load() }
    }

    @ViewBuilder
    private var content: some View {
        switch model.loadState {
        case .loading:
            ProgressView()
        case .failed(let problem):
            ContentUnavailableView {
                Label("Can't Open Tasks", systemImage: "exclamationmark.triangle")
            } description: {
                Text(problem.message)
            } actions: {
                Button("Try Again") {
                    Task { await model.load() }
                }
            }
        case .loaded:
            ScrollViewReader { proxy in
                List {
                    section(.open, title: "Open")
                    section(.done, title: "Done")
                }
                .animation(.default, value: model.tasks)
                .overlay {
                    if model.tasks.isEmpty {
                        ContentUnavailableView {
                            Label("No tasks yet", systemImage: "checklist")
                        } description: {
                            Text("Check off your tasks right from the Home Screen.")
                        } actions: {
                            Button("Add a task") { model.startEditing(.new) }
                        }
                    }
                }
                .onChange(of: model.scrollTarget, initial: true) { _, target in
                    guard let target else { return }
                    withAnimation { proxy.scrollTo(target, anchor: .center) }
                    model.scrollTarget = nil
                }
            }
        }
    }

    @ViewBuilder
    private func section(_ section: TaskListModel.Section, title: LocalizedStringKey) -> some View {
        let tasks = model.tasks(in: section)
        if !tasks.isEmpty {
            let today = TaskDay.today()
            Section(title) {
                ForEach(tasks) { task in
                    TaskListRow(
                        task: task,
                        accessibility: TaskRowAccessibility(task: task, today: today, calendar: model.calendar),
                        today: today,
                        toggle: {
                            Task { await model.toggle(task.id) }
                        },
                        edit: { model.startEditing(.edit(task)) },
                        delete: {
                            guard let index = tasks.firstIndex(of: task) else { return }
                            Task { await model.delete(at: [index], in: section) }
                        })
                }
                .onDelete { offsets in
                    Task { await model.delete(at: offsets, in: section) }
                }
                .onMove { source, destination in
                    Task { await model.move(in: section, from: source, to: destination) }
                }
            }
        }
    }

    private var hasProblem: Binding<Bool> {
        Binding(
            get: { model.problem != nil && model.editor == nil },
            set: { if !$0 { model.problem = nil } })
    }

    /// Lets a shake take back the change the undo bar offers (the system's undo, with its name).
    private func registerShakeToUndo(_ undo: TaskListUndo?) {
        guard let undoManager else { return }
        undoManager.removeAllActions(withTarget: model)
        guard let undo else { return }
        undoManager.registerUndo(withTarget: model) { model in
            Task { @MainActor in await model.undoLastChange() }
        }
        undoManager.setActionName(String(localized: undo.message))
    }
}

/// One task: a completion button, then the title, due day and priority mark, which open the editor.
///
/// For VoiceOver the row is one element (not a stop per button): the title, then its state, priority and due
/// day; activating it opens the editor, and the Actions rotor marks it done (or not) and deletes it.
struct TaskListRow: View {
    let task: TaskItem
    let accessibility: TaskRowAccessibility
    let today: TaskDay
    // Plain function types: the iOS 17 SDK's Button takes `() -> Void`, and a `@MainActor` one
    // would not convert to it in Swift 6.
    let toggle: () -> Void
    let edit: () -> Void
    let delete: () -> Void

    var body: some View {
        HStack(spacing: 12) {
            Button(action: toggle) {
                TaskCheckmark(isCompleted: task.isCompleted)
                    .font(.title2)
            }
            .buttonStyle(.borderless)

            Button(action: edit) {
                HStack(spacing: 8) {
                    VStack(alignment: .leading, spacing: 2) {
                        Text(task.title)
                            .strikethrough(task.isCompleted)
                            .foregroundStyle(task.isCompleted ? .secondary : .primary)
                        if let dueDate = task.dueDate {
                            DueDateLabel(dueDate: dueDate, today: today, isCompleted: task.isCompleted)
                        }
                    }
                    Spacer(minLength: 8)
                    PriorityIndicator(priority: task.priority)
                }
                .contentShape(.rect)
            }
            .buttonStyle(.plain)
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Text(verbatim: accessibility.label))
        .accessibilityValue(value)
        .accessibilityAddTraits(.isButton)
        .accessibilityAction(.default, edit)
        .accessibilityAction(named: Text(accessibility.name(of: .toggle)), toggle)
        .accessibilityAction(named: Text(accessibility.name(of: .delete)), delete)
    }

    /// The state, priority and due day, as one phrase ("Not done, High priority, Overdue").
    private var value: Text {
        Text(verbatim: accessibility.value.map { String(localized: $0) }.formatted(.list(type: .and, width: .narrow)))
    }
}

/// The bar at the bottom after a delete or a completion: what happened, and Undo.
struct UndoBar: View {
    let message: LocalizedStringResource
    // A plain function type, as `TaskListRow`'s.
    let undo: () -> Void

    var body: some View {
        HStack(spacing: 12) {
            Text(message)
                .lineLimit(2)
            Spacer(minLength: 0)
            Button("Undo", action: undo)
                .bold()
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 12)
        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 14, style: .continuous))
        .padding(.horizontal, 16)
        .padding(.bottom, 8)
    }
}
