import AppIntents
import TaskKit

/// Which priority a configurable widget shows.
public enum PriorityFilter: String, AppEnum, Sendable {
    case all
    case high
    case medium
    case low

    public static var typeDisplayRepresentation: TypeDisplayRepresentation { "Priority" }

    public static var caseDisplayRepresentations: [PriorityFilter: DisplayRepresentation] {
        [.all: "All", .high: "High", .medium: "Medium", .low: "Low"]
    }

    /// The store's priority for this filter; nil for all.
    public var priority: TaskPriority? {
        switch self {
        case .all: nil
        case .high: .high
        case .medium: .medium
        case .low: .low
        }
    }
}

/// What the user chooses when editing a configurable task widget.
public struct TaskWidgetConfigurationIntent: WidgetConfigurationIntent {
    public static var title: LocalizedStringResource { "Task Configuration" }
    public static var description: IntentDescription? { "Choose which tasks the widget shows." }

    /// Only the widget's Edit Widget sheet uses it: as a Shortcuts action it would do nothing.
    public static var isDiscoverable: Bool { false }

    /// The priority of the tasks to show.
    @Parameter(title: "Priority", default: .all)
    public var priorityFilter: PriorityFilter

    /// Whether done tasks stay in the list.
    @Parameter(title: "Show Completed", default: true)
    public var showCompleted: Bool

    /// How many rows to show at most, 1 to 8; the family may fit fewer. The default is the most, so that a new
    /// widget of any size is filled (a large one showed 3 rows and left half of itself empty).
    @Parameter(title: "Number of Tasks", default: 8, inclusiveRange: (1, 8))
    public var maxTasks: Int

    public init() {}

    /// The row limit the user asked for, clamped to what the widget supports.
    public var clampedMaxTasks: Int {
        min(max(maxTasks, 1), 8)
    }
}
