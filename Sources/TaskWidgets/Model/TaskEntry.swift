import Foundation
import TaskKit
import WidgetKit

/// One moment of a task widget: the rows it shows and the counts over all tasks.
public struct TaskEntry: TimelineEntry {
    public let date: Date
    /// The tasks to draw as rows, already filtered and limited for the widget's family.
    public let rows: [TaskItem]
    /// Counts over every task in the store, never over the visible rows.
    public let summary: TaskSummary
    /// The calendar day the entry is drawn for, which decides what is overdue.
    public let today: TaskDay
    /// What the rows were filtered by, for the empty state's wording.
    public let filter: PriorityFilter
    /// A stand-in entry, drawn redacted while the real one loads.
    public let isPlaceholder: Bool
    /// The store could not be read: the widget says so, instead of showing an empty list.
    public let isUnavailable: Bool
    /// The widget gallery's entry: made-up tasks whose titles are catalog keys, drawn translated.
    public let isSample: Bool

    public init(
        date: Date, rows: [TaskItem], summary: TaskSummary, today: TaskDay, filter: PriorityFilter = .all,
        isPlaceholder: Bool = false, isUnavailable: Bool = false, isSample: Bool = false
    ) {
        self.date = date
        self.rows = rows
        self.summary = summary
        self.today = today
        self.filter = filter
        self.isPlaceholder = isPlaceholder
        self.isUnavailable = isUnavailable
        self.isSample = isSample
    }

    /// The entry drawn when the store cannot be read (damaged, not a task store, no permission).
    public static func unavailable(date: Date, filter: PriorityFilter = .all) -> TaskEntry {
        let none = TaskSummary(total: 0, completed: 0, pending: 0, highPriorityPending: 0, overdue: 0)
        return TaskEntry(date: date, rows: [], summary: none, today: TaskDay(date), filter: filter, isUnavailable: true)
    }

    /// The entry drawn before any data is loaded: made-up rows, redacted by the view.
    public static func placeholder(date: Date, rowCount: Int) -> TaskEntry {
        let today = TaskDay.today(now: date)
        let priorities: [TaskPriority] = [.high, .medium, .low]
        let rows = (0..<max(rowCount, 1)).map { index in
            TaskItem(
                id: UUID(uuidString: String(format: "00000000-0000-0000-0000-%012d", index))!,
                title: "Sample task \(index + 1)", isCompleted: index == 1,
                priority: priorities[index % priorities.count], position: index, createdAt: date,
                updatedAt: date)
        }
        let completed = rows.filter(\.isCompleted).count
        let summary = TaskSummary(
            total: rows.count, completed: completed, pending: rows.count - completed, highPriorityPending: 1,
            overdue: 0)
        return TaskEntry(date: date, rows: rows, summary: summary, today: today, isPlaceholder: true)
    }
}
