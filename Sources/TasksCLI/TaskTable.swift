import Foundation
import TaskKit

/// The human-readable `tasks list` table.
enum TaskTable {
    static let titleWidth = 48

    /// The shortest id prefix shown: 8 characters, as long as that tells the ids on screen apart.
    static let shortIDLength = 8

    static func shortID(_ id: UUID, length: Int = shortIDLength) -> String { String(id.uuidString.prefix(length)) }

    /// The shortest prefix length, at least ``shortIDLength``, that tells every id in `ids` apart.
    static func distinguishingLength(_ ids: [UUID]) -> Int {
        let texts = ids.map(\.uuidString).sorted()
        var length = shortIDLength
        for (first, second) in zip(texts, texts.dropFirst()) {
            length = max(length, zip(first, second).prefix { $0 == $1 }.count + 1)
        }
        return min(length, 36)
    }

    /// `3F2A9C1B "Buy milk"`, for one-line confirmations; the title made safe for a terminal.
    static func label(_ item: TaskItem, idLength: Int = shortIDLength) -> String {
        "\(shortID(item.id, length: idLength)) \"\(TerminalText.safe(item.title))\""
    }

    static func marker(_ priority: TaskPriority) -> String {
        switch priority {
        case .high: return "high"
        case .medium: return "med"
        case .low: return "low"
        }
    }

    static func due(_ item: TaskItem, today: TaskDay) -> String {
        guard let day = item.dueDate else { return "" }
        if item.isCompleted { return day.description }
        if day < today { return "\(day) overdue" }
        if day == today { return "\(day) today" }
        if day == today.adding(days: 1) { return "\(day) tomorrow" }
        return day.description
    }

    static func render(_ shown: [TaskItem], all: [TaskItem], today: TaskDay, showingAll: Bool) -> String {
        let completed = all.filter(\.isCompleted).count
        let open = all.count - completed
        if all.isEmpty { return "No tasks yet. Add one: tasks add \"Buy milk\"\n" }
        var lines: [String] = []
        if shown.isEmpty {
            lines.append("No open tasks.")
        } else {
            let titles = shown.map { cell($0.title) }
            let width = max(5, titles.map(\.count).max() ?? 0)
            let idLength = distinguishingLength(shown.map(\.id))
            lines.append(
                "    " + "ID".padding(toLength: idLength + 2, withPad: " ", startingAt: 0) + "PRI   "
                    + "TITLE".padding(toLength: width, withPad: " ", startingAt: 0) + "  DUE")
            for (item, title) in zip(shown, titles) {
                let line =
                    (item.isCompleted ? "[x] " : "[ ] ") + shortID(item.id, length: idLength) + "  "
                    + marker(item.priority).padding(toLength: 4, withPad: " ", startingAt: 0) + "  "
                    + title.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + due(item, today: today)
                lines.append(String(line.reversed().drop { $0 == " " }.reversed()))
            }
        }
        let overdue = all.filter { $0.isOverdue(today: today) }.count
        var footer = "\(open) open, \(completed) done"
        if overdue > 0 { footer += ", \(overdue) overdue" }
        if !showingAll && completed > 0 { footer += " (--all shows completed tasks)" }
        lines.append(footer)
        return lines.joined(separator: "\n") + "\n"
    }

    /// A title fit for one table cell: safe for a terminal, cut at `titleWidth`.
    static func cell(_ title: String) -> String {
        let flat = TerminalText.safe(title)
        return flat.count > titleWidth ? String(flat.prefix(titleWidth - 1)) + "…" : flat
    }
}
