import SwiftUI
import WidgetKit

/// The task widget the user configures: a priority, whether done tasks show, how many rows.
public struct ConfigurableTaskWidget: Widget {
    public let kind = TaskWidgetKind.configurable.rawValue

    public init() {}

    public var body: some WidgetConfiguration {
        AppIntentConfiguration(
            kind: kind, intent: TaskWidgetConfigurationIntent.self, provider: ConfigurableTaskProvider()
        ) { entry in
            TaskWidgetView(entry: entry, rowKind: .toggle)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Custom Tasks")
        .description("Filter and customize your tasks.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
    }
}
