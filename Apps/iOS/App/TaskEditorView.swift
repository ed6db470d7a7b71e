import SwiftUI
import TaskKit
import TaskWidgets

/// The form for adding or editing a task: title, priority and an optional due day.
@MainActor
struct TaskEditorView: View {
    let route: TaskEditorRoute
    let model: TaskListModel

    @Environment(\.dismiss) private var dismiss
    @State private var draft: TaskDraft
    @State private var hasDueDate: Bool
    @State private var dueDate: Date
    /// Why the last Save failed (the store refused, or the task was deleted meanwhile).
    @State private var saveProblem: TaskListProblem?
    @FocusState private var titleFocused: Bool

    init(route: TaskEditorRoute, model: TaskListModel) {
        self.route = route
        self.model = model
        let draft = route.draft
        _draft = State(initialValue: draft)
        _hasDueDate = State(initialValue: draft.dueDate != nil)
        // TaskDay.date: noon of that day here, a date that shows as that day.
        _dueDate = State(initialValue: draft.dueDate?.date ?? .now)
    }

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("Title", text: $draft.title, axis: .vertical)
                        .lineLimit(1...5)
                        .focused($titleFocused)
                        .onChange(of: draft.title) { _, typed in
                            let cleaned = TaskDraft.cleaned(typed)
                            if cleaned != typed { draft.title = cleaned }
                        }
                } footer: {
                    if let saveProblem {
                        saveProblem.message
                            .foregroundStyle(.red)
                    } else if draft.remainingCharacters <= 50 {
                        Text("\(draft.remainingCharacters) characters left")
                    }
                }
                Section {
                    Picker("Priority", selection: $draft.priority) {
                        ForEach([TaskPriority.high, .medium, .low], id: \.self) { priority in
                            Text(priority.label).tag(priority)
                        }
                    }
                    Toggle("Due Date", isOn: $hasDueDate.animation())
                    if hasDueDate {
                        DatePicker("Date", selection: $dueDate, displayedComponents: .date)
                    }
                }
            }
            .navigationTitle(isNew ? Text("New Task") : Text("Edit Task"))
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") { save() }
                        .disabled(draft.problem != nil)
                }
            }
            .onAppear { titleFocused = isNew }
        }
    }

    private var isNew: Bool { route == .new }

    private func save() {
        var final = draft
        final.dueDate = hasDueDate ? TaskDay(dueDate, in: .current) : nil
        if model.save(final, for: route) {
            dismiss()
        } else {
            // Shown here, in the sheet: the list's alert cannot appear over it.
            saveProblem = model.problem
            model.problem = nil
        }
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
