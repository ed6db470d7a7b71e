import SwiftUI
import WidgetKit

/// The article's task widget: the open tasks in the user's order, checked off with a tap; as in Reminders' widget,
/// a checked task leaves the list (the app's Done section has it, and undo).
public struct TaskWidget: Widget {
    public let kind = TaskWidgetKind.tasks.rawValue

    public init() {}

    public var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: TaskTimelineProvider(includeCompleted: false)) { entry in
            TaskWidgetView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Tasks")
        .description("Check off your tasks right from the Home Screen.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
    }
}
