import Foundation

extension TaskStore {
    /// The rows a widget lists: the open tasks first and then, with `includeCompleted`, the done ones, each
    /// group in the user's order; only `priority` when given; at most `limit`.
    ///
    /// One statement, so one snapshot of the store: a task checked off by another process meanwhile shows
    /// once, never twice or not at all. Each arm walks the position index and stops at `limit`.
    public func openFirstTasks(
        priority: TaskPriority? = nil, includeCompleted: Bool, limit: Int
    ) throws -> [TaskItem] {
        var bindings: [SQLiteConnection.Value] = [.integer(Int64(max(0, limit)))]
        var filter = ""
        if let priority {
            filter = " AND priority = ?2"
            bindings.append(.integer(Int64(priority.rank)))
        }
        func arm(completed: Int) -> String {
            "SELECT * FROM (SELECT \(Self.columns) FROM tasks WHERE is_completed = \(completed)\(filter) "
                + "ORDER BY position LIMIT ?1)"
        }
        let sql =
            includeCompleted
            ? "SELECT \(Self.columns) FROM (\(arm(completed: 0)) UNION ALL \(arm(completed: 1))) "
                + "ORDER BY is_completed, position LIMIT ?1"
            : arm(completed: 0)
        return try read { try items(sql, bindings) }
    }

    /// Counts over every task of `priority` (over all tasks when nil, as `summary(today:)`), for a widget that
    /// shows one priority: its count and its "All done" must not count tasks it does not list.
    public func summary(today: TaskDay = .today(), priority: TaskPriority?) throws -> TaskSummary {
        guard let priority else { return try summary(today: today) }
        // No counters are kept per priority: a filtered widget counts its tasks (one pass over the table).
        return try read {
            var result = TaskSummary(total: 0, completed: 0, pending: 0, highPriorityPending: 0, overdue: 0)
            try db.query(
                """
                SELECT count(*), coalesce(sum(is_completed), 0),
                  coalesce(sum(is_completed = 0 AND due_date IS NOT NULL AND due_date < ?1), 0)
                FROM tasks WHERE priority = ?2
                """, [.text(today.description), .integer(Int64(priority.rank))]
            ) { row in
                let total = Int(row.int(0))
                let completed = Int(row.int(1))
                result = TaskSummary(
                    total: total, completed: completed, pending: total - completed,
                    highPriorityPending: priority == .high ? total - completed : 0, overdue: Int(row.int(2)))
            }
            return result
        }
    }
}
