import Foundation

extension TaskStore {
    /// Puts a deleted task back as it was (id, fields, dates) at its old position, or at the end when the
    /// list has become shorter; the tasks from there on move down one. For undoing a delete. A task whose id
    /// is in the store already is left as it is and returned.
    @discardableResult
    public func restore(_ task: TaskItem) throws -> TaskItem {
        try write {
            let id = task.id.canonicalString
            if let existing = try items("SELECT \(Self.columns) FROM tasks WHERE id = ?1", [.text(id)]).first {
                return existing
            }
            let count = try db.scalar("SELECT count(*) FROM tasks")?.integerValue ?? 0
            let position = min(Int64(max(task.position, 0)), count)
            try db.run("UPDATE tasks SET position = position + 1 WHERE position >= ?1", [.integer(position)])
            let restored = try one(
                """
                INSERT INTO tasks (id, title, is_completed, priority, position, created_at, updated_at, completed_at,
                  due_date, recurrence)
                VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)
                RETURNING \(Self.columns)
                """,
                [
                    .text(id), .text(try Self.validated(title: task.title)), .integer(task.isCompleted ? 1 : 0),
                    .integer(Int64(task.priority.rank)), .integer(position),
                    .real(task.createdAt.timeIntervalSince1970),
                    .real(task.updatedAt.timeIntervalSince1970),
                    task.completedAt.map { .real($0.timeIntervalSince1970) } ?? .null,
                    task.dueDate.map { .text($0.description) } ?? .null,
                    task.recurrence.map { .text($0.rule) } ?? .null,
                ], id: task.id)
            try recordChange(from: nil, to: restored)
            return restored
        }
    }
}
