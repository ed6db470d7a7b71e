import SwiftUI
import TaskKit
import WidgetKit

/// What a task widget shows with no rows, counted over the tasks it lists (all, or one priority): "No tasks
/// yet" for an empty store, "No high-priority tasks" when none has the filter's priority, else "All done" —
/// only when nothing it would list is open.
struct TaskEmptyStateView: View {
    let summary: TaskSummary
    var filter = PriorityFilter.all
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        VStack(spacing: 4) {
            if summary.total == 0 {
                Image(systemName: filter == .all ? "plus.circle" : "checklist")
                    .font(.title2)
                    .foregroundStyle(.tint)
                    .widgetAccentable()
                filter.emptyText
                    .font(.subheadline)
                    .foregroundStyle(LegibleColor.secondary(colorScheme))
                    .multilineTextAlignment(.center)
            } else {
                Image(systemName: "checkmark.circle.fill")
                    .font(.title2)
                    .foregroundStyle(.green)
                    .widgetAccentable()
                Text("All done")
                    .font(.subheadline)
                    .foregroundStyle(LegibleColor.secondary(colorScheme))
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

extension PriorityFilter {
    /// A widget's title: "Tasks", or the one priority it lists.
    var widgetTitle: LocalizedStringKey {
        switch self {
        case .all: "Tasks"
        case .high: "High priority"
        case .medium: "Medium priority"
        case .low: "Low priority"
        }
    }

    /// What a widget says when no task has its priority.
    var emptyText: Text {
        switch self {
        case .all: Text("No tasks yet")
        case .high: Text("No high-priority tasks")
        case .medium: Text("No medium-priority tasks")
        case .low: Text("No low-priority tasks")
        }
    }
}
