import SwiftUI
import TaskKit
import WidgetKit

/// The widget's title ("Tasks", or the priority it lists) with the count of its tasks left: orange while any
/// remain, green when none do.
///
/// On a tinted or clear Home Screen (accented mode) every view is drawn in one colour, so white digits on a
/// filled capsule would vanish: the count is drawn in the tint instead, without the capsule.
struct TaskHeaderView: View {
    let title: LocalizedStringKey
    let summary: TaskSummary
    /// Whether to offer the add link (families that support more than one tap target).
    let showsAddLink: Bool
    @Environment(\.widgetRenderingMode) private var renderingMode

    var body: some View {
        HStack(spacing: 6) {
            Text(title)
                .font(.headline)
                .lineLimit(1)
            Spacer(minLength: 4)
            if showsAddLink {
                Link(destination: TaskLinks.add) {
                    Image(systemName: "plus.circle.fill")
                        .font(.title3)
                        .foregroundStyle(.tint)
                        .widgetAccentable()
                        .accessibilityLabel(Text("Add a task"))
                }
            }
            Text(verbatim: "\(summary.pending)")
                .font(.caption.bold())
                .monospacedDigit()
                .foregroundStyle(.white)
                .padding(.horizontal, 8)
                .padding(.vertical, 3)
                .background(countBackground, in: Capsule())
                .widgetAccentable(renderingMode == .accented)
                .contentTransition(.numericText())
                .invalidatableContent()
                .accessibilityLabel(Text("\(summary.pending) tasks left"))
        }
    }

    private var countBackground: AnyShapeStyle {
        if renderingMode == .accented { return AnyShapeStyle(Color.clear) }
        return AnyShapeStyle(summary.pending > 0 ? Color.orange : Color.green)
    }
}

/// The animated widget's title with done/total, whose digits roll when they change.
struct TaskProgressHeaderView: View {
    let summary: TaskSummary
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        HStack(spacing: 6) {
            Text("Tasks")
                .font(.headline.bold())
                .lineLimit(1)
            Spacer(minLength: 4)
            Text(verbatim: "\(summary.completed)/\(summary.total)")
                .font(.caption.bold())
                .monospacedDigit()
                .foregroundStyle(LegibleColor.secondary(colorScheme))
                .contentTransition(.numericText())
                .invalidatableContent()
        }
    }
}
