import Foundation
import WidgetKit

/// The timeline of the configurable widget: the tasks the user's configuration asks for.
public struct ConfigurableTaskProvider: AppIntentTimelineProvider {
    public typealias Entry = TaskEntry
    public typealias Intent = TaskWidgetConfigurationIntent

    public init() {}

    public func placeholder(in context: Context) -> TaskEntry {
        TaskEntry.placeholder(date: Date(), rowCount: TaskEntryLoader.rowCapacity(of: context.family))
    }

    public func snapshot(for configuration: TaskWidgetConfigurationIntent, in context: Context) async -> TaskEntry {
        TaskEntryLoader.snapshot(
            isPreview: context.isPreview, now: Date(), family: context.family, filter: configuration.priorityFilter,
            includeCompleted: configuration.showCompleted, limit: configuration.clampedMaxTasks)
    }

    public func timeline(
        for configuration: TaskWidgetConfigurationIntent, in context: Context
    ) async -> Timeline<TaskEntry> {
        TaskEntryLoader.timeline(
            now: Date(), family: context.family, filter: configuration.priorityFilter,
            includeCompleted: configuration.showCompleted, limit: configuration.clampedMaxTasks)
    }
}
