import SwiftUI
import TaskKit

/// What the editor sheet is open for: a new task, or an existing one.
enum TaskEditorRoute: Identifiable, Hashable {
    case new
    case edit(TaskItem)

    var id: String {
        switch self {
        case .new: "new"
        case .edit(let task): task.id.uuidString
        }
    }
}

/// The fields the editor hands back on Save.
struct TaskDraft: Hashable {
    var title: String
    var priority: TaskPriority
    var dueDate: TaskDay?
}

/// The form for adding or editing a task: title, priority and an optional due day.
struct TaskEditorView: View {
    /// The task being edited; nil for a new one.
    let task: TaskItem?
    let onSave: @MainActor (TaskDraft) -> Void

    @Environment(\.dismiss) private var dismiss
    @State private var title: String
    @State private var priority: TaskPriority
    @State private var hasDueDate: Bool
    @State private var dueDate: Date
    @FocusState private var titleFocused: Bool

    init(task: TaskItem?, onSave: @escaping @MainActor (TaskDraft) -> Void) {
        self.task = task
        self.onSave = onSave
        _title = State(initialValue: task?.title ?? "")
        _priority = State(initialValue: task?.priority ?? .medium)
        _hasDueDate = State(initialValue: task?.dueDate != nil)
        // TaskDay.date (noon of that day, here) comes with the widget sources.
        _dueDate = State(initialValue: task?.dueDate?.date ?? .now)
    }

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("Title", text: $title, axis: .vertical)
                        .lineLimit(1...5)
                        .focused($titleFocused)
                        .onChange(of: title) { _, newValue in
                            let cleaned = Self.cleaned(newValue)
                            if cleaned != newValue { title = cleaned }
                        }
                } footer: {
                    if remaining <= 50 {
                        Text("\(remaining) characters left")
                    }
                }
                Section {
                    Picker("Priority", selection: $priority) {
                        ForEach(TaskPriority.allCases.reversed(), id: \.self) { priority in
                            Text(priority.label).tag(priority)
                        }
                    }
                    Toggle("Due Date", isOn: $hasDueDate.animation())
                    if hasDueDate {
                        DatePicker("Date", selection: $dueDate, displayedComponents: .date)
                    }
                }
            }
            .navigationTitle(task == nil ? Text("New Task") : Text("Edit Task"))
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save", action: save)
                        .disabled(trimmedTitle.isEmpty)
                }
            }
            .onAppear { titleFocused = task == nil }
        }
    }

    private var trimmedTitle: String {
        title.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private var remaining: Int {
        TaskStore.titleLimit - title.count
    }

    private func save() {
        onSave(
            TaskDraft(
                title: trimmedTitle, priority: priority,
                dueDate: hasDueDate ? TaskDay(dueDate, in: .current) : nil))
        dismiss()
    }

    /// A title as one line of at most `TaskStore.titleLimit` characters (the store's limit, counted
    /// the same way): line breaks typed or pasted into the field become spaces.
    static func cleaned(_ text: String) -> String {
        let oneLine = String(text.map { $0.isNewline ? " " : $0 })
        return oneLine.count > TaskStore.titleLimit ? String(oneLine.prefix(TaskStore.titleLimit)) : oneLine
    }
}

extension TaskPriority {
    /// The priority's name, from the same String Catalog entries as the widgets' priority filter.
    var label: LocalizedStringKey {
        switch self {
        case .high: "High"
        case .medium: "Medium"
        case .low: "Low"
        }
    }
}

#Preview("New task") {
    TaskEditorView(task: nil) { _ in }
}
