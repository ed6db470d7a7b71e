import Foundation
import TaskKit

extension TaskEntry {
    /// The tasks of the widget gallery. Their titles are keys of the String Catalog, drawn translated.
    static let sampleTasks: [(title: String, priority: TaskPriority, isCompleted: Bool, isDueToday: Bool)] = [
        ("Buy groceries", .high, false, true),
        ("Call the dentist", .medium, false, false),
        ("Water the plants", .low, true, false),
        ("Book flights", .medium, false, false),
        ("Pay rent", .high, false, false),
        ("Read a chapter", .low, true, false),
    ]

    /// What the widget gallery shows (`context.isPreview`): sample tasks, chosen and ordered as the widget
    /// chooses real ones (open first, then done ones when it lists them; one priority when filtered), with
    /// counts over them. The store is not read: the gallery must draw at once, with tasks, even before the
    /// first one is added.
    static func sample(
        date: Date, rowLimit: Int, filter: PriorityFilter = .all, includeCompleted: Bool
    ) -> TaskEntry {
        let today = TaskDay(date)
        let tasks = sampleTasks.enumerated().map { index, sample in
            TaskItem(
                id: UUID(uuidString: String(format: "5A3B1E00-0000-0000-0000-%012d", index + 1))!,
                title: sample.title, isCompleted: sample.isCompleted, priority: sample.priority, position: index,
                createdAt: date, updatedAt: date, completedAt: sample.isCompleted ? date : nil,
                dueDate: sample.isDueToday ? today : nil)
        }
        let matching = tasks.filter { filter.priority == nil || $0.priority == filter.priority }
        let open = matching.filter { !$0.isCompleted }
        let rows = open + (includeCompleted ? matching.filter(\.isCompleted) : [])
        let summary = TaskSummary(
            total: matching.count, completed: matching.count - open.count, pending: open.count,
            highPriorityPending: open.filter { $0.priority == .high }.count, overdue: 0)
        return TaskEntry(
            date: date, rows: Array(rows.prefix(max(rowLimit, 0))), summary: summary, today: today, filter: filter,
            isSample: true)
    }
}
