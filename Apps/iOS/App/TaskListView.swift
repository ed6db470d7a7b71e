import SwiftUI
import TaskKit
import TaskWidgets

/// The app's one screen: open tasks, then done ones, in the user's order.
///
/// `@MainActor` like the model it calls: with the iOS 17 SDK only `body` is main-actor isolated.
@MainActor
struct TaskListView: View {
    @Bindable var model: TaskListModel

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
                            model.editor = .new
                        } label: {
                            Label("Add Task", systemImage: "plus")
                        }
                    }
                }
                .sheet(item: $model.editor) { route in
                    TaskEditorView(route: route, model: model)
                }
                .alert(
                    "Something went wrong", isPresented: hasProblem, presenting: model.problem,
                    actions: { _ in Button("OK", role: .cancel) {} },
                    message: { problem in problem.message })
        }
        .onAppear { model.load() }
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
                problem.message
            } actions: {
                Button("Try Again") { model.load() }
            }
        case .loaded:
            ScrollViewReader { proxy in
                List {
                    section(.open, title: "Open")
                    section(.done, title: "Done")
                }
                .overlay {
                    if model.tasks.isEmpty {
                        ContentUnavailableView {
                            Label("No tasks yet", systemImage: "checklist")
                        } description: {
                            Text("Check off your tasks right from the Home Screen.")
                        } actions: {
                            Button("Add a task") { model.editor = .new }
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
                        task: task, today: today,
                        toggle: { withAnimation { model.toggle(task.id) } },
                        edit: { model.editor = .edit(task) })
                }
                .onDelete { offsets in
                    model.delete(at: offsets, in: section)
                }
                .onMove { source, destination in
                    model.move(in: section, from: source, to: destination)
                }
            }
        }
    }

    private var hasProblem: Binding<Bool> {
        Binding(
            get: { model.problem != nil && model.editor == nil },
            set: { if !$0 { model.problem = nil } })
    }
}

/// One task: a completion button, then the title, due day and priority mark, which open the editor.
struct TaskListRow: View {
    let task: TaskItem
    let today: TaskDay
    // Plain function types: the iOS 17 SDK's Button takes `() -> Void`, and a `@MainActor` one
    // would not convert to it in Swift 6.
    let toggle: () -> Void
    let edit: () -> Void

    var body: some View {
        HStack(spacing: 12) {
            Button(action: toggle) {
                TaskCheckmark(isCompleted: task.isCompleted)
                    .font(.title2)
            }
            .buttonStyle(.borderless)
            .accessibilityLabel(task.isCompleted ? Text("Mark as not done") : Text("Mark as done"))

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
    }
}

extension TaskListProblem {
    /// What the alert, the editor or the error state says.
    var message: Text {
        switch self {
        case .invalidDraft(.emptyTitle):
            Text("Enter a title.")
        case .invalidDraft(.titleTooLong(let limit)):
            Text("A title can have at most \(limit) characters.")
        case .invalidDraft(.titleTooLarge(let limit)):
            Text("A title can take at most \(limit) bytes.")
        case .invalidDraft(.titleHasControlCharacter):
            Text("A title can't contain control characters.")
        case .taskNotFound:
            Text("This task no longer exists.")
        case .storeUnavailable(let detail):
            Text("Your tasks can't be opened: \(detail)")
        case .changeFailed(let detail):
            Text("The change could not be saved: \(detail)")
        }
    }
}
