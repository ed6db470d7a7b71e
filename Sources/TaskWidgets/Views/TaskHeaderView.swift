import SwiftUI
import TaskKit
import WidgetKit

/// The widget's title with the count of tasks left: orange while any remain, green when none do.
struct TaskHeaderView: View {
    let summary: TaskSummary
    /// Whether to offer the add link (families that support more than one tap target).
    let showsAddLink: Bool

    var body: some View {
        HStack(spacing: 6) {
            Text("Tasks")
                .font(.headline)
                .lineLimit(1)
            Spacer(minLength: 4)
            if showsAddLink {
                Link(destination: TaskLinks.add) {
                    Image(systemName: "plus.circle.fill")
                        .font(.title3)
                        .foregroundStyle(.tint)
                        .accessibilityLabel(Text("Add a task"))
                }
            }
            Text(verbatim: "\(summary.pending)")
                .font(.caption.bold())
                .monospacedDigit()
                .foregroundStyle(.white)
                .padding(.horizontal, 8)
                .padding(.vertical, 3)
                .background(summary.pending > 0 ? Color.orange : Color.green, in: Capsule())
                .contentTransition(.numericText())
                .invalidatableContent()
                .accessibilityLabel(Text("\(summary.pending) tasks left"))
        }
    }
}

/// The animated widget's title with done/total, whose digits roll when they change.
struct TaskProgressHeaderView: View {
    let summary: TaskSummary

    var body: some View {
        HStack(spacing: 6) {
            Text("Tasks")
                .font(.headline.bold())
                .lineLimit(1)
            Spacer(minLength: 4)
            Text(verbatim: "\(summary.completed)/\(summary.total)")
                .font(.caption.bold())
                .monospacedDigit()
                .foregroundStyle(.secondary)
                .contentTransition(.numericText())
                .invalidatableContent()
        }
    }
}
