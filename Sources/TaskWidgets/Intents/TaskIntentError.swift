import AppIntents
import Foundation

/// Why a task intent changed nothing.
public enum TaskIntentError: Error, Equatable, CustomLocalizedStringResourceConvertible {
    /// The intent's task id is not a UUID.
    case malformedTaskID(String)
    /// No task has this id (deleted meanwhile, or from another store).
    case unknownTask(UUID)

    /// What the system says when the intent fails, in the person's language (the String Catalog).
    public var localizedStringResource: LocalizedStringResource {
        switch self {
        case .malformedTaskID(let text): "“\(text)” is not a task ID."
        case .unknownTask: "This task no longer exists."
        }
    }
}

/// Turns an intent's task id parameter into a UUID (spaces around it allowed), refusing anything else.
func parseTaskID(_ text: String) throws -> UUID {
    if let id = UUID(uuidString: text) { return id }
    // Trimmed by hand, and only when needed: `trimmingCharacters(in: .whitespaces)` on every tap took ~75 µs of
    // a 2.5 ms tap over HTTP on Linux, most of it reaching Foundation's character sets after the process idled.
    var trimmed = Substring(text)
    while let first = trimmed.first, first.isWhitespace, !first.isNewline { trimmed.removeFirst() }
    while let last = trimmed.last, last.isWhitespace, !last.isNewline { trimmed.removeLast() }
    guard trimmed.utf8.count != text.utf8.count, let id = UUID(uuidString: String(trimmed)) else {
        throw TaskIntentError.malformedTaskID(text)
    }
    return id
}
