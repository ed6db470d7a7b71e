import SwiftUI
import WidgetKit

/// What a task widget shows when the store cannot be read: never "No tasks yet", which would pass a
/// damaged or foreign file off as an empty list. The app (opened by a tap) says what is wrong.
struct TaskUnavailableView: View {
    @Environment(\.widgetFamily) private var family
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        symbolAndText
            // The app opens at its list, which says what is wrong.
            .widgetURL(TaskLinks.list)
    }

    @ViewBuilder
    private var symbolAndText: some View {
        switch family {
        case .accessoryInline:
            Label {
                Text("Tasks unavailable")
            } icon: {
                Image(systemName: "exclamationmark.triangle.fill")
            }
        case .accessoryCircular:
            Image(systemName: "exclamationmark.triangle.fill")
                .font(.title2)
                .accessibilityLabel(Text("Tasks unavailable"))
        default:
            VStack(spacing: 4) {
                Image(systemName: "exclamationmark.triangle.fill")
                    .font(.title2)
                    .foregroundStyle(.orange)
                Text("Tasks unavailable")
                    .font(.subheadline)
                    .foregroundStyle(LegibleColor.secondary(colorScheme))
                    .multilineTextAlignment(.center)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
        }
    }
}
