import SwiftUI
import WidgetKit

/// The task widget whose changes animate: symbols replace, counts roll, rows fade to green.
public struct AnimatedTaskWidget: Widget {
    public let kind = TaskWidgetKind.animated.rawValue

    public init() {}

    public var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: TaskTimelineProvider(includeCompleted: true)) { entry in
            TaskWidgetView(entry: entry, rowKind: .animated)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Animated Tasks")
        .description("Tasks with smooth animations.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
    }
}
