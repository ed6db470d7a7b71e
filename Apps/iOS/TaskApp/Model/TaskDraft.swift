import Foundation
import TaskKit

/// The fields of the task editor, and whether they can be saved. Public: the Linux app panel
/// (`tasks serve`) saves its drafts through the same model.
public struct TaskDraft: Hashable, Sendable {
    public var title: String
    public var priority: TaskPriority
    public var dueDate: TaskDay?

    /// Why a draft cannot be saved: the store's title rule (`TaskTitle`), case by case.
    public enum Problem: Error, Hashable, Sendable {
        case emptyTitle
        case titleTooLong(limit: Int)
        /// The title takes more than `limit` bytes (a few characters built of very many code points).
        case titleTooLarge(limit: Int)
        /// The title holds a control character (which `cleaned` turns into a space as it is typed).
        case titleHasControlCharacter

        public init(_ problem: TaskTitle.Problem) {
            switch problem {
            case .empty: self = .emptyTitle
            case .tooManyCharacters(_, let limit): self = .titleTooLong(limit: limit)
            case .tooManyBytes(_, let limit): self = .titleTooLarge(limit: limit)
            // Text typed or passed to an intent is a String: only control characters can make it invalid.
            case .controlCharacter, .invalidUTF8: self = .titleHasControlCharacter
            }
        }
    }

    public init(title: String = "", priority: TaskPriority = .medium, dueDate: TaskDay? = nil) {
        self.title = title
        self.priority = priority
        self.dueDate = dueDate
    }

    /// A draft holding a task's current fields, for the edit sheet.
    public init(_ task: TaskItem) {
        self.init(title: task.title, priority: task.priority, dueDate: task.dueDate)
    }

    /// The title as it will be stored: without leading or trailing white space.
    public var trimmedTitle: String {
        TaskTitle.trimmed(title)
    }

    /// How many more characters the title may have; negative when it is too long.
    public var remainingCharacters: Int {
        TaskTitle.characterLimit - trimmedTitle.count
    }

    /// What stops this draft from being saved, or nil when it can be: the store's own rule (`TaskTitle`),
    /// so that Save is disabled exactly when the store would refuse.
    public var problem: Problem? {
        TaskTitle.problem(with: title).map(Problem.init)
    }

    /// What the title field's new text means: one line break typed (Return, in a field that wraps long titles)
    /// asks to save, and is dropped; anything else is a title as typed or pasted (`cleaned`).
    static func titleInput(_ typed: String, replacing old: String) -> (title: String, isSubmit: Bool) {
        let withoutBreaks = typed.filter { !$0.isNewline }
        if typed.count == old.count + 1, withoutBreaks == old { return (old, true) }
        return (cleaned(typed), false)
    }

    /// A title as typed or pasted, made one line (line breaks, tabs and other control characters become
    /// spaces) and cut to the store's limits, so the field never holds what cannot be saved.
    public static func cleaned(_ typed: String) -> String {
        var oneLine = String(typed.map { $0.unicodeScalars.contains(where: TaskTitle.isForbidden) ? " " : $0 })
        if oneLine.count > TaskTitle.characterLimit { oneLine = String(oneLine.prefix(TaskTitle.characterLimit)) }
        while oneLine.utf8.count > TaskTitle.byteLimit { oneLine.removeLast() }
        return oneLine
    }
}
