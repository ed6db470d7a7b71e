import WidgetKit

/// The kinds of task widget, so that every change can reload all of them.
public enum TaskWidgetKind: String, CaseIterable, Sendable {
    case tasks = "TaskWidget"
    case animated = "AnimatedTaskWidget"
    case configurable = "ConfigurableTaskWidget"
    case lockScreen = "TaskLockScreenWidget"

    /// Asks WidgetKit for new timelines of every task widget after the tasks changed.
    public static func reloadAll() {
        for kind in allCases {
            WidgetCenter.shared.reloadTimelines(ofKind: kind.rawValue)
        }
    }
}
