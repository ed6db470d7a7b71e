import Foundation
import TestSupport
import Testing

@testable import TaskKit

/// Counts computed the slow, obvious way, to check the store's trigger-maintained ones.
func bruteForceSummary(_ tasks: [TaskItem], today: TaskDay) -> TaskSummary {
    TaskSummary(
        total: tasks.count, completed: tasks.filter(\.isCompleted).count,
        pending: tasks.filter { !$0.isCompleted }.count,
        highPriorityPending: tasks.filter { !$0.isCompleted && $0.priority == .high }.count,
        overdue: tasks.filter { $0.isOverdue(today: today) }.count)
}
