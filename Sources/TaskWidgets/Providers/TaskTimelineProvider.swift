import Foundation
import WidgetKit

/// The timeline of the static task widgets: open tasks first, as many as the family fits.
public struct TaskTimelineProvider: TimelineProvider {
    /// Whether done tasks follow the open ones (the animated widget, which shows progress) or leave the list,
    /// as a checked item leaves Reminders' widget (the task widget, the Lock Screen).
    let includeCompleted: Bool

    public init(includeCompleted: Bool) {
        self.includeCompleted = includeCompleted
    }

    public func placeholder(in context: Context) -> TaskEntry {
        TaskEntry.placeholder(date: Date(), rowCount: TaskEntryLoader.rowCapacity(of: context.family))
    }

    // The completions are written without `@Sendable`: the iOS 17 SDK declares them so and rejects a
    // `@Sendable` witness; the iOS 18+ SDKs declare them `@preconcurrency … @Sendable` and accept both.
    public func getSnapshot(in context: Context, completion: @escaping (TaskEntry) -> Void) {
        completion(
            TaskEntryLoader.snapshot(
                isPreview: context.isPreview, now: Date(), family: context.family, includeCompleted: includeCompleted))
    }

    public func getTimeline(in context: Context, completion: @escaping (Timeline<TaskEntry>) -> Void) {
        completion(TaskEntryLoader.timeline(now: Date(), family: context.family, includeCompleted: includeCompleted))
    }
}
