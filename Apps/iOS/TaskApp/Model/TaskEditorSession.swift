import Foundation
import Observation
import TaskKit

/// The open editor sheet: what it is for, the fields as typed, and whether they differ from what it opened with.
///
/// The sheet cannot be swiped away while `isDirty` (`interactiveDismissDisabled`), and a deep link that arrives
/// meanwhile waits for it to close instead of replacing it.
@Observable
@MainActor
final class TaskEditorSession: Identifiable {
    let route: TaskEditorRoute
    /// The person's calendar (the date picker's): due days are shown and picked in it, stored Gregorian.
    let calendar: Calendar
    /// The fields as they were when the editor opened.
    let original: TaskDraft
    var draft: TaskDraft
    /// Why the last Save failed (the store refused, or the task was deleted meanwhile), shown in the sheet.
    var problem: TaskListProblem?
    /// The day the date picker shows while the due date is switched off, so switching it on again restores it.
    private var lastDueDate: TaskDay

    init(route: TaskEditorRoute, calendar: Calendar, today: TaskDay) {
        self.route = route
        self.calendar = calendar
        original = route.draft
        draft = route.draft
        lastDueDate = route.draft.dueDate ?? today
    }

    nonisolated var id: String { route.id }

    var isNew: Bool { route == .new }

    /// Whether anything differs from what the editor opened with: then it must not close without a decision.
    var isDirty: Bool { draft != original }

    /// Whether the task has a due date (the switch).
    var hasDueDate: Bool {
        get { draft.dueDate != nil }
        set { draft.dueDate = newValue ? lastDueDate : nil }
    }

    /// The due day as the date picker's date: noon of that day in the person's calendar and time zone.
    var dueDate: Date {
        get { (draft.dueDate ?? lastDueDate).date(for: calendar) }
        set {
            lastDueDate = TaskDay(newValue, for: calendar)
            if draft.dueDate != nil { draft.dueDate = lastDueDate }
        }
    }

    /// Takes the title field's new text, which replaced `old` (the title so far, unless the field's binding has
    /// set it already): Return (one line break typed) asks to save and is not kept; pasted line breaks become
    /// spaces. Returns whether Return was pressed.
    func typeTitle(_ typed: String, replacing old: String? = nil) -> Bool {
        let input = TaskDraft.titleInput(typed, replacing: old ?? draft.title)
        if input.title != draft.title { draft.title = input.title }
        return input.isSubmit
    }
}
