import SwiftUI
import TaskKit
import WidgetKit

/// The completion circle of a task row (also the app's list rows); a done task's check is drawn in the tint
/// on a tinted Home Screen (the accent group), an open task's circle white like the text.
public struct TaskCheckmark: View {
    let isCompleted: Bool

    public init(isCompleted: Bool) {
        self.isCompleted = isCompleted
    }

    public var body: some View {
        Image(systemName: isCompleted ? "checkmark.circle.fill" : "circle")
            .foregroundStyle(isCompleted ? Color.green : Color.secondary)
            .widgetAccentable(isCompleted)
            .accessibilityLabel(isCompleted ? Text("Done") : Text("Not done"))
    }
}

/// The priority mark at the end of a row: red for high, orange for medium, nothing for low; the tint on a
/// tinted Home Screen (the marks differ by symbol, not only by colour).
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
                .widgetAccentable()
                .accessibilityLabel(Text("High priority"))
        case .medium:
            Image(systemName: "minus.circle.fill")
                .foregroundStyle(.orange)
                .widgetAccentable()
                .accessibilityLabel(Text("Medium priority"))
        case .low:
            EmptyView()
        }
    }
}
