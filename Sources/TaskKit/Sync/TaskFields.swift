import Foundation

/// The fields of a task that sync carries, each one merged on its own.
///
/// `completedAt` travels with `isCompleted` and is not compared on its own: two devices that both
/// completed a task agree, whenever each did it.
package struct TaskFields: Equatable, Sendable {
    package var title: String
    package var isCompleted: Bool
    package var completedAt: Date?
    package var priority: TaskPriority
    package var dueDate: TaskDay?
    /// `X-APPLE-SORT-ORDER`: smaller is higher in the list; nil when the server's copy has none.
    package var sortOrder: Int64?
    /// The master VTODO's `RRULE` when the task repeats in a way one rule states (see `TaskResource.recurrence`).
    package var recurrence: TaskRecurrence?

    package init(
        title: String, isCompleted: Bool, completedAt: Date? = nil, priority: TaskPriority, dueDate: TaskDay? = nil,
        sortOrder: Int64? = nil, recurrence: TaskRecurrence? = nil
    ) {
        self.title = title
        self.isCompleted = isCompleted
        self.completedAt = completedAt
        self.priority = priority
        self.dueDate = dueDate
        self.sortOrder = sortOrder
        self.recurrence = recurrence
    }

    /// A local task's fields, with the sort order sync gave it.
    package init(_ item: TaskItem, sortOrder: Int64?) {
        self.init(
            title: item.title, isCompleted: item.isCompleted, completedAt: item.completedAt, priority: item.priority,
            dueDate: item.dueDate, sortOrder: sortOrder, recurrence: item.recurrence)
    }

    package static func == (lhs: TaskFields, rhs: TaskFields) -> Bool {
        lhs.title == rhs.title && lhs.isCompleted == rhs.isCompleted && lhs.priority == rhs.priority
            && lhs.dueDate == rhs.dueDate && lhs.sortOrder == rhs.sortOrder && lhs.recurrence == rhs.recurrence
    }

    /// The names of the fields that differ, for reports.
    func differences(from other: TaskFields) -> [Field] {
        Field.allCases.filter { !$0.equal(self, other) }
    }

    /// One merged field.
    enum Field: String, CaseIterable, Sendable {
        case title, completion, priority, due, order, recurrence

        func equal(_ a: TaskFields, _ b: TaskFields) -> Bool {
            switch self {
            case .title: return a.title == b.title
            case .completion: return a.isCompleted == b.isCompleted
            case .priority: return a.priority == b.priority
            case .due: return a.dueDate == b.dueDate
            case .order: return a.sortOrder == b.sortOrder
            case .recurrence: return a.recurrence == b.recurrence
            }
        }

        /// Copies this field from `source` into `target`.
        func copy(from source: TaskFields, into target: inout TaskFields) {
            switch self {
            case .title: target.title = source.title
            case .completion:
                target.isCompleted = source.isCompleted
                target.completedAt = source.completedAt
            case .priority: target.priority = source.priority
            case .due: target.dueDate = source.dueDate
            case .order: target.sortOrder = source.sortOrder
            case .recurrence: target.recurrence = source.recurrence
            }
        }

        /// The field's value in `fields`, for reports.
        func value(in fields: TaskFields) -> String {
            switch self {
            case .title: return "\"\(fields.title)\""
            case .completion: return fields.isCompleted ? "done" : "open"
            case .priority: return fields.priority.rawValue
            case .due: return fields.dueDate?.description ?? "none"
            case .order: return fields.sortOrder.map(String.init) ?? "none"
            case .recurrence: return fields.recurrence?.rule ?? "none"
            }
        }
    }
}
