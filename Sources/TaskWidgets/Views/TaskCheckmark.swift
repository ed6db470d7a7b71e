import SwiftUI
import TaskKit

/// The completion circle of a task row (also the app's list rows).
public struct TaskCheckmark: View {
    let isCompleted: Bool

    public init(isCompleted: Bool) {
        self.isCompleted = isCompleted
    }

    public var body: some View {
        Image(systemName: isCompleted ? "checkmark.circle.fill" : "circle")
            .foregroundStyle(isCompleted ? Color.green : Color.secondary)
            .accessibilityLabel(isCompleted ? Text("Done") : Text("Not done"))
    }
}

/// The priority mark at the end of a row: red for high, orange for medium, nothing for low.
public struct PriorityIndicator: View {
    let priority: TaskPriority

    public init(priority: TaskPriority) {
        self.priority = priority
    }

    public var body: some View {
        switch priority {
        case .high:
            Image(systemName: "exclamationmark.circle.fill")
                .foregroundStyle(.red)
                .accessibilityLabel(Text("High priority"))
        case .medium:
            Image(systemName: "minus.circle.fill")
                .foregroundStyle(.orange)
                .accessibilityLabel(Text("Medium priority"))
        case .low:
            EmptyView()
        }
    }
}
