import SwiftUI
import TaskKit
import WidgetKit

/// The widget's title ("Tasks", or the priority it lists) with the count of its tasks left: orange while any
/// remain, green when none do. Counts are written compactly, as iOS writes large numbers where room is short
/// ("7K" in English, "7035" in German, whose short form starts at a million), and are laid out before the title:
/// a title cut short still names the list, a count cut short would be a wrong number.
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
            Text(summary.pending, format: .compactCount)
                .font(.caption.bold())
                .monospacedDigit()
                .lineLimit(1)
                .layoutPriority(1)
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
            (Text(summary.completed, format: .compactCount) + Text(verbatim: "/")
                + Text(summary.total, format: .compactCount))
                .font(.caption.bold())
                .monospacedDigit()
                .lineLimit(1)
                .layoutPriority(1)
                .foregroundStyle(LegibleColor.secondary(colorScheme))
                .contentTransition(.numericText())
                .invalidatableContent()
        }
    }
}

extension FormatStyle where Self == IntegerFormatStyle<Int> {
    /// A count of tasks as the widgets write it: compact where the language has a short form ("7K"), whole
    /// otherwise.
    static var compactCount: IntegerFormatStyle<Int> { .number.notation(.compactName) }
}
