import AppIntents
import TaskKit

/// A task's priority as a Shortcuts parameter.
enum TaskPriorityOption: String, AppEnum {
    case high
    case medium
    case low

    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Priority" }
    static var caseDisplayRepresentations: [TaskPriorityOption: DisplayRepresentation] {
        [.high: "High", .medium: "Medium", .low: "Low"]
    }

    var priority: TaskPriority {
        switch self {
        case .high: .high
        case .medium: .medium
        case .low: .low
        }
    }
}
