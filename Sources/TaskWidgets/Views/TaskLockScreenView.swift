import SwiftUI
import TaskKit
import WidgetKit

/// The Lock Screen widget: the next tasks, a gauge of done/total, or "3 left" beside the clock.
public struct TaskLockScreenView: View {
    let entry: TaskEntry
    @Environment(\.widgetFamily) private var family

    public init(entry: TaskEntry) {
        self.entry = entry
    }

    public var body: some View {
        if entry.isUnavailable { TaskUnavailableView() } else { content }
    }

    private var content: some View {
        Group {
            switch family {
            case .accessoryCircular:
                Gauge(value: Double(entry.summary.completed), in: 0...Double(max(entry.summary.total, 1))) {
                    Image(systemName: "checklist")
                } currentValueLabel: {
                    // Compact ("7K"), so that a large count stays inside the gauge's ring.
                    Text(entry.summary.pending, format: .compactCount)
                        .monospacedDigit()
                }
                .gaugeStyle(.accessoryCircular)
                .accessibilityLabel(Text("\(entry.summary.pending) tasks left"))
            case .accessoryInline:
                Label {
                    Text("\(entry.summary.pending) left")
                } icon: {
                    Image(systemName: "checklist")
                }
            default:
                nextTasks
            }
        }
        .redacted(reason: entry.isPlaceholder ? .placeholder : [])
        // A tap opens the app's list, as on the Home Screen.
        .widgetURL(TaskLinks.list)
    }

    private var nextTasks: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text("\(entry.summary.pending) tasks left")
                .font(.headline)
                .widgetAccentable()
                .lineLimit(1)
            if entry.rows.isEmpty {
                (entry.summary.total == 0 ? Text("No tasks yet") : Text("All done"))
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            ForEach(entry.rows) { task in
                Button(intent: ToggleTaskIntent(taskID: task.id)) {
                    HStack(spacing: 4) {
                        Image(systemName: "circle")
                            .invalidatableContent()
                        TaskTitle.text(of: task, isSample: entry.isSample)
                            .lineLimit(1)
                    }
                    .font(.subheadline)
                }
                .buttonStyle(.plain)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}
