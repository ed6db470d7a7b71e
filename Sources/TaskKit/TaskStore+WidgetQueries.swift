import Foundation

extension TaskStore {
    /// The rows a widget lists: the open tasks first and then, with `includeCompleted`, the done ones, each
    /// group in the user's order; only `priority` when given; at most `limit`.
    ///
    /// Each group is one walk of the position index that stops at `limit`. The done tasks are read only when the
    /// open ones leave room, and then in the same read transaction: a task checked off by another process
    /// meanwhile shows once, never twice or not at all.
    public func openFirstTasks(
        priority: TaskPriority? = nil, includeCompleted: Bool, limit: Int
    ) throws -> [TaskItem] {
        let limit = max(0, limit)
        var bindings: [SQLiteConnection.Value] = [.integer(Int64(limit))]
        var filter = ""
        if let priority {
            filter = " AND priority = ?2"
            bindings.append(.integer(Int64(priority.rank)))
        }
        func group(completed: Int) -> String {
            "SELECT \(Self.columns) FROM tasks WHERE is_completed = \(completed)\(filter) ORDER BY position LIMIT ?1"
        }
        return try read {
            guard includeCompleted else { return try items(group(completed: 0), bindings) }
            try db.run("BEGIN")
            do {
                var rows = try items(group(completed: 0), bindings)
                if rows.count < limit {
                    bindings[0] = .integer(Int64(limit - rows.count))
                    rows += try items(group(completed: 1), bindings)
                }
                try db.run("COMMIT")
                return rows
            } catch {
                try? db.run("ROLLBACK")
                throw error
            }
        }
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
