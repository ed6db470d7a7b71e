import SwiftUI
import WidgetKit

/// The Lock Screen task widget: the next open tasks, a progress gauge, or the count left.
public struct TaskLockScreenWidget: Widget {
    public let kind = TaskWidgetKind.lockScreen.rawValue

    public init() {}

    public var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: TaskTimelineProvider(includeCompleted: false)) { entry in
            TaskLockScreenView(entry: entry)
                .containerBackground(.clear, for: .widget)
        }
        .configurationDisplayName("Task Progress")
        .description("Your next tasks and progress on the Lock Screen.")
        .supportedFamilies([.accessoryRectangular, .accessoryCircular, .accessoryInline])
    }
}
