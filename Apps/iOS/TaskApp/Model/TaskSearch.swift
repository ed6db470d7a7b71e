import Foundation
import TaskKit

/// Finds tasks by what people type or say, for Shortcuts and Siri.
enum TaskSearch {
    /// The tasks whose title contains every word of `query`, ignoring case, accents and width
    /// ("cafe" finds "Café"); open tasks first, then in the user's order. An empty query matches
    /// nothing: a picker shows `suggestions` instead.
    static func tasks(matching query: String, in tasks: [TaskItem]) -> [TaskItem] {
        let words = query.split(whereSeparator: \.isWhitespace).map { fold(String($0)) }
        guard !words.isEmpty else { return [] }
        let found = tasks.filter { task in
            let title = fold(task.title)
            return words.allSatisfy { title.contains($0) }
        }
        return openFirst(found)
    }

    /// What a picker offers before anything is typed: the open tasks, then the done ones.
    static func suggestions(from tasks: [TaskItem], limit: Int = 20) -> [TaskItem] {
        Array(openFirst(tasks).prefix(limit))
    }

    /// The tasks with these ids, in the order of the ids; ids of deleted tasks are left out.
    static func tasks(withIDs ids: [UUID], in tasks: [TaskItem]) -> [TaskItem] {
        let byID = Dictionary(tasks.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return ids.compactMap { byID[$0] }
    }

    private static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }

    private static func openFirst(_ tasks: [TaskItem]) -> [TaskItem] {
        tasks.filter { !$0.isCompleted } + tasks.filter(\.isCompleted)
    }
}
