import Foundation

/// How urgent a task is. Ordered: `low < medium < high`.
public enum TaskPriority: String, Codable, CaseIterable, Comparable, Hashable, Sendable {
    case low
    case medium
    case high

    /// The stored rank: 0, 1, 2.
    public var rank: Int {
        switch self {
        case .low: return 0
        case .medium: return 1
        case .high: return 2
        }
    }

    public init?(rank: Int) {
        switch rank {
        case 0: self = .low
        case 1: self = .medium
        case 2: self = .high
        default: return nil
        }
    }

    public static func < (lhs: TaskPriority, rhs: TaskPriority) -> Bool { lhs.rank < rhs.rank }

    /// The priority of a task made without one, wherever it is made: the store, the `tasks` command, the HTTP API
    /// and the app panel's form (which gets it with the page's data).
    public static let standard = TaskPriority.medium
}

/// A calendar day without a time or time zone, such as a due date: `2026-05-01`.
///
/// Encoded as the string `"YYYY-MM-DD"`; that string also orders like the day, which the store uses
/// to count overdue tasks in SQL.
public struct TaskDay: Codable, Comparable, Hashable, Sendable, LosslessStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    /// A valid Gregorian day in the years 1...9999, or nil.
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
            (1...TaskDay.daysIn(month: month, year: year)).contains(day)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses exactly `YYYY-MM-DD`.
    public init?(_ description: String) {
        let parts = description.split(separator: "-", omittingEmptySubsequences: false)
        guard description.utf8.count == 10, parts.count == 3,
            parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            parts.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) }),
            let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2])
        else { return nil }
        self.init(year: y, month: m, day: d)
    }

    /// The day `date` falls on in `timeZone`.
    public init(_ date: Date, in timeZone: TimeZone = .current) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let c = calendar.dateComponents([.year, .month, .day], from: date)
        self.year = c.year ?? 1970
        self.month = c.month ?? 1
        self.day = c.day ?? 1
    }

    /// Today in `timeZone`.
    public static func today(in timeZone: TimeZone = .current, now: Date = Date()) -> TaskDay {
        TaskDay(now, in: timeZone)
    }

    public var description: String {
        let y = String(year)
        let m = String(month)
        let d = String(day)
        return String(repeating: "0", count: 4 - y.count) + y + "-" + (m.count < 2 ? "0" : "") + m + "-"
            + (d.count < 2 ? "0" : "") + d
    }

    /// The day `count` days later (or earlier, when negative).
    public func adding(days count: Int) -> TaskDay {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let start = calendar.date(from: DateComponents(year: year, month: month, day: day, hour: 12))!
        let moved = calendar.date(byAdding: .day, value: count, to: start)!
        return TaskDay(moved, in: calendar.timeZone)
    }

    public static func < (lhs: TaskDay, rhs: TaskDay) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let day = TaskDay(text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "'\(text)' is not a day in the form YYYY-MM-DD")
        }
        self = day
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}

/// One task, as stored.
public struct TaskItem: Codable, Identifiable, Hashable, Sendable {
    public var id: UUID
    public var title: String
    public var isCompleted: Bool
    public var priority: TaskPriority
    /// 0-based place in the user's order over all tasks (completed ones included).
    public var position: Int
    public var createdAt: Date
    public var updatedAt: Date
    public var completedAt: Date?
    public var dueDate: TaskDay?
    /// How the task repeats (see ``TaskRecurrence``): a rule read from a synced object or set with
    /// `tasks edit --repeat`; nil for a task that does not repeat.
    public var recurrence: TaskRecurrence?

    public init(
        id: UUID, title: String, isCompleted: Bool, priority: TaskPriority, position: Int,
        createdAt: Date, updatedAt: Date, completedAt: Date? = nil, dueDate: TaskDay? = nil,
        recurrence: TaskRecurrence? = nil
    ) {
        self.id = id
        self.title = title
        self.isCompleted = isCompleted
        self.priority = priority
        self.position = position
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.completedAt = completedAt
        self.dueDate = dueDate
        self.recurrence = recurrence
    }

    /// True when the task is open and its due day lies before `today`.
    public func isOverdue(today: TaskDay) -> Bool {
        guard !isCompleted, let dueDate else { return false }
        return dueDate < today
    }

    private enum CodingKeys: String, CodingKey {
        case id, title, isCompleted, priority, position, createdAt, updatedAt, completedAt, dueDate, recurrence
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(UUID.self, forKey: .id)
        title = try c.decode(String.self, forKey: .title)
        isCompleted = try c.decode(Bool.self, forKey: .isCompleted)
        priority = try c.decode(TaskPriority.self, forKey: .priority)
        position = try c.decode(Int.self, forKey: .position)
        createdAt = try c.decode(Date.self, forKey: .createdAt)
        updatedAt = try c.decode(Date.self, forKey: .updatedAt)
        completedAt = try c.decodeIfPresent(Date.self, forKey: .completedAt)
        dueDate = try c.decodeIfPresent(TaskDay.self, forKey: .dueDate)
        recurrence = try c.decodeIfPresent(TaskRecurrence.self, forKey: .recurrence)
    }

    /// Encodes every field; absent optionals as `null`, so JSON consumers always see each key.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(title, forKey: .title)
        try c.encode(isCompleted, forKey: .isCompleted)
        try c.encode(priority, forKey: .priority)
        try c.encode(position, forKey: .position)
        try c.encode(createdAt, forKey: .createdAt)
        try c.encode(updatedAt, forKey: .updatedAt)
        if let completedAt {
            try c.encode(completedAt, forKey: .completedAt)
        } else {
            try c.encodeNil(forKey: .completedAt)
        }
        if let dueDate { try c.encode(dueDate, forKey: .dueDate) } else { try c.encodeNil(forKey: .dueDate) }
        if let recurrence {
            try c.encode(recurrence, forKey: .recurrence)
        } else {
            try c.encodeNil(forKey: .recurrence)
        }
    }
}

/// Counts over ALL tasks (never just the rows a widget shows).
public struct TaskSummary: Codable, Hashable, Sendable {
    public var total: Int
    public var completed: Int
    public var pending: Int
    public var highPriorityPending: Int
    /// Open tasks whose due day is before the `today` the summary was computed for.
    public var overdue: Int

    public init(total: Int, completed: Int, pending: Int, highPriorityPending: Int, overdue: Int) {
        self.total = total
        self.completed = completed
        self.pending = pending
        self.highPriorityPending = highPriorityPending
        self.overdue = overdue
    }
}

/// What `TaskStore.update` does with the due date.
public enum DueDateChange: Hashable, Sendable {
    case keep
    case set(TaskDay)
    case clear
}

/// What `TaskStore.update` does with how the task repeats.
public enum RecurrenceChange: Hashable, Sendable {
    case keep
    /// Repeats by this rule, which must be one ``TaskRecurrence`` follows.
    case set(TaskRecurrence)
    /// No longer repeats.
    case clear
}
