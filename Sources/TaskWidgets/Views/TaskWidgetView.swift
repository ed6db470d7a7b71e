import SwiftUI
import TaskKit
import WidgetKit

/// Which row a task widget draws.
public enum TaskRowKind: Sendable {
    /// The whole row is a button that toggles the task.
    case button
    /// A switch sets the task's completion.
    case toggle
    /// A button row whose changes animate.
    case animated
}

/// A home-screen task widget: a header with counts over every task it lists (all, or one priority), then as
/// many rows as fit.
public struct TaskWidgetView: View {
    let entry: TaskEntry
    let rowKind: TaskRowKind
    @Environment(\.widgetFamily) private var family

    public init(entry: TaskEntry, rowKind: TaskRowKind = .button) {
        self.entry = entry
        self.rowKind = rowKind
    }

    public var body: some View {
        if entry.isUnavailable { TaskUnavailableView() } else { content }
    }

    private var content: some View {
        let style = TaskRowStyle.forFamily(family, rowCount: entry.rows.count)
        return VStack(alignment: .leading, spacing: family == .systemLarge ? 8 : 6) {
            if rowKind == .animated {
                TaskProgressHeaderView(summary: entry.summary)
            } else {
                TaskHeaderView(
                    title: entry.filter.widgetTitle, summary: entry.summary, showsAddLink: family != .systemSmall)
            }
            if entry.rows.isEmpty {
                TaskEmptyStateView(summary: entry.summary, filter: entry.filter)
            } else {
                VStack(alignment: .leading, spacing: style.spacing) {
                    ForEach(entry.rows) { task in
                        row(task, style: style)
                    }
                }
                Spacer(minLength: 0)
            }
        }
        .redacted(reason: entry.isPlaceholder ? .placeholder : [])
        // A tap outside the rows opens the app's list as it is (as Reminders' widget does), not one task.
        .widgetURL(TaskLinks.list)
    }

    @ViewBuilder
    private func row(_ task: TaskItem, style: TaskRowStyle) -> some View {
        switch rowKind {
        case .button:
            TaskRowView(task: task, today: entry.today, style: style, isSample: entry.isSample)
        case .toggle where family != .systemSmall:
            TaskToggleRowView(task: task, today: entry.today, style: style, isSample: entry.isSample)
        case .toggle:
            TaskRowView(task: task, today: entry.today, style: style, isSample: entry.isSample)
        case .animated:
            AnimatedTaskRowView(task: task, today: entry.today, style: style, isSample: entry.isSample)
        }
    }
}
