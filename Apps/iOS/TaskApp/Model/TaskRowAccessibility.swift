import AppIntents
import Foundation
import TaskKit

/// What VoiceOver says and offers for one row of the list: one element, not a stop per button. Its label is
/// the title; its value the state, the priority and the due day; activating it opens the editor, and the rotor
/// offers the named actions.
struct TaskRowAccessibility {
    /// An action of the rotor's Actions list.
    enum Action: Hashable, Sendable {
        /// Marks the task done, or not done again.
        case toggle
        case delete
    }

    let label: String
    let value: [LocalizedStringResource]
    let actions: [(action: Action, name: LocalizedStringResource)]

    init(task: TaskItem, today: TaskDay, calendar: Calendar = .autoupdatingCurrent) {
        label = task.title
        var value: [LocalizedStringResource] = [task.isCompleted ? "Done" : "Not done"]
        switch task.priority {
        case .high: value.append("High priority")
        case .medium: value.append("Medium priority")
        case .low: break
        }
        if let due = task.dueDate {
            if task.isOverdue(today: today) {
                value.append("Overdue")
            } else if due == today {
                value.append("Due today")
            } else {
                let day = due.date(for: calendar).formatted(
                    Date.FormatStyle(
                        locale: calendar.locale ?? .autoupdatingCurrent, calendar: calendar, timeZone: calendar.timeZone
                    ).month(.wide).day())
                value.append("Due \(day)")
            }
        }
        self.value = value
        actions = [
            (.toggle, task.isCompleted ? "Mark as not done" : "Mark as done"),
            (.delete, "Delete"),
        ]
    }

    /// The rotor's name of `action`.
    func name(of action: Action) -> LocalizedStringResource {
        actions.first { $0.action == action }?.name ?? ""
    }
}
