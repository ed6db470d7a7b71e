import SwiftUI
import TaskKit
import WidgetKit

/// What a task widget shows with no rows: "No tasks yet" for an empty store, else "All done".
struct TaskEmptyStateView: View {
    let summary: TaskSummary

    var body: some View {
        VStack(spacing: 4) {
            if summary.total == 0 {
                Image(systemName: "plus.circle")
                    .font(.title2)
                    .foregroundStyle(.tint)
                    .widgetAccentable()
                Text("No tasks yet")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            } else {
                Image(systemName: "checkmark.circle.fill")
                    .font(.title2)
                    .foregroundStyle(.green)
                    .widgetAccentable()
                Text("All done")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}
