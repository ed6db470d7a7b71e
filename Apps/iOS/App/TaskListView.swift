import SwiftUI
import TaskKit

/// The app's one screen: open tasks, then done ones, in the user's order.
struct TaskListView: View {
    let model: TaskListModel
    /// A deep link to act on (from a widget); set back to nil once handled.
    @Binding var link: TaskLinks.Destination?

    @State private var editor: TaskEditorRoute?
    @Environment(\.scenePhase) private var scenePhase

    var body: some View {
        NavigationStack {
            ScrollViewReader { proxy in
                List {
                    section("Open", tasks: model.openTasks)
                    section("Done", tasks: model.doneTasks)
                }
                .overlay {
                    if model.tasks.isEmpty {
                        ContentUnavailableView {
                            Label("No tasks yet", systemImage: "checklist")
                        } description: {
                            Text("Check off your tasks right from the Home Screen.")
                        } actions: {
                            Button("Add a task") { editor = .new }
                        }
                    }
                }
                .onChange(of: link, initial: true) { _, destination in
                    open(destination, scrollingWith: proxy)
                }
            }
            .navigationTitle("Tasks")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    EditButton()
                }
                ToolbarItem(placement: .primaryAction) {
                    Button {
                        editor = .new
                    } label: {
                        Label("Add Task", systemImage: "plus")
                    }
                }
            }
            .sheet(item: $editor) { route in
                editorSheet(for: route)
            }
            .alert(
                "Something went wrong", isPresented: hasError, presenting: model.errorMessage,
                actions: { _ in Button("OK", role: .cancel) {} },
                message: { message in Text(message) })
        }
        .onAppear { model.load() }
        // Widgets change the store while the app is in the background.
        .onChange(of: scenePhase) { _, phase in
            if phase == .active { model.load() }
        }
    }

    @ViewBuilder
    private func section(_ title: LocalizedStringKey, tasks: [TaskItem]) -> some View {
        if !tasks.isEmpty {
            let today = TaskDay.today()
            Section(title) {
                ForEach(tasks) { task in
                    TaskListRow(
                        task: task, today: today,
                        toggle: { withAnimation { model.toggle(task) } },
                        edit: { editor = .edit(task) })
                }
                .onDelete { offsets in
                    model.delete(offsets.map { tasks[$0] })
                }
                .onMove { source, destination in
                    model.move(in: tasks, from: source, to: destination)
                }
            }
        }
    }

    @ViewBuilder
    private func editorSheet(for route: TaskEditorRoute) -> some View {
        switch route {
        case .new:
            TaskEditorView(task: nil) { draft in
                model.add(title: draft.title, priority: draft.priority, dueDate: draft.dueDate)
            }
        case .edit(let task):
            TaskEditorView(task: task) { draft in
                model.update(task, title: draft.title, priority: draft.priority, dueDate: draft.dueDate)
            }
        }
    }

    /// Acts on a widget's deep link: the add form, or the task scrolled to and opened for editing.
    private func open(_ destination: TaskLinks.Destination?, scrollingWith proxy: ScrollViewProxy) {
        guard let destination else { return }
        link = nil
        switch destination {
        case .add:
            editor = .new
        case .task(let id):
            model.load()
            guard let task = model.task(id: id) else {
                model.errorMessage = String(localized: "This task no longer exists.")
                return
            }
            withAnimation { proxy.scrollTo(id, anchor: .center) }
            editor = .edit(task)
        }
    }

    private var hasError: Binding<Bool> {
        Binding(
            get: { model.errorMessage != nil },
            set: { if !$0 { model.errorMessage = nil } })
    }
}

/// One task: a completion button, then the title, due day and priority mark, which open the editor.
struct TaskListRow: View {
    let task: TaskItem
    let today: TaskDay
    let toggle: @MainActor () -> Void
    let edit: @MainActor () -> Void

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
