import Foundation

/// Why a task intent changed nothing.
public enum TaskIntentError: Error, Equatable, LocalizedError {
    /// The intent's task id is not a UUID.
    case malformedTaskID(String)
    /// No task has this id (deleted meanwhile, or from another store).
    case unknownTask(UUID)

    public var errorDescription: String? {
        switch self {
        case .malformedTaskID(let text): "“\(text)” is not a task id."
        case .unknownTask(let id): "No task has the id \(id.uuidString)."
        }
    }
}

/// Turns an intent's task id parameter into a UUID, refusing anything else.
func parseTaskID(_ text: String) throws -> UUID {
    guard let id = UUID(uuidString: text.trimmingCharacters(in: .whitespaces)) else {
        throw TaskIntentError.malformedTaskID(text)
    }
    return id
}
