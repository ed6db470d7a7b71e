import SwiftUI
import TaskKit
import TaskWidgets

/// The form for adding or editing a task: title, priority and an optional due day.
///
/// Return in the title saves; the sheet cannot be swiped away while it holds unsaved changes (Cancel discards
/// them). The fields live in the model's `TaskEditorSession`, where they are tested.
@MainActor
struct TaskEditorView: View {
    @Bindable var session: TaskEditorSession
    let model: TaskListModel

    @Environment(\.dismiss) private var dismiss
    @FocusState private var titleFocused: Bool
    @State private var isSaving = false

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("Title", text: $session.draft.title, axis: .vertical)
                        .lineLimit(1...5)
                        .focused($titleFocused)
                        .submitLabel(.done)
                        .onChange(of: session.draft.title) { old, typed in
                            // A field that wraps long titles inserts Return as a line break: it saves instead.
                            if session.typeTitle(typed, replacing: old) { save() }
                        }
                } footer: {
                    if let problem = session.problem {
                        Text(problem.message)
                            .foregroundStyle(.red)
                    } else if session.draft.remainingCharacters <= 50 {
                        Text("\(session.draft.remainingCharacters) characters left")
                    }
                }
                Section {
                    Picker("Priority", selection: $session.draft.priority) {
                        ForEach([TaskPriority.high, .medium, .low], id: \.self) { priority in
                            Text(priority.label).tag(priority)
                        }
                    }
                    Toggle("Due Date", isOn: $session.hasDueDate.animation())
                    if session.hasDueDate {
                        // The person's calendar shows and picks the day; the session stores it Gregorian.
                        DatePicker("Date", selection: $session.dueDate, displayedComponents: .date)
                            .environment(\.calendar, session.calendar)
                            .environment(\.timeZone, session.calendar.timeZone)
                    }
                }
            }
            .navigationTitle(session.isNew ? Text("New Task") : Text("Edit Task"))
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") { save() }
                        .disabled(session.draft.problem != nil || isSaving)
                }
            }
            .onAppear { titleFocused = session.isNew }
        }
        // A swipe down would lose what was typed: only Cancel or Save close a changed editor.
        .interactiveDismissDisabled(session.isDirty)
    }

    private func save() {
        guard session.draft.problem == nil, !isSaving else { return }
        isSaving = true
        Task {
            // On success the model closes the sheet; otherwise the session says why.
            await model.save(session)
            isSaving = false
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
