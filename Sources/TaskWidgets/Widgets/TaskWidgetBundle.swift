import SwiftUI
import WidgetKit

/// Every task widget; the iOS widget extension's entry point and the Linux host's bundle.
public struct TaskWidgetBundle: WidgetBundle {
    public init() {}

    public var body: some Widget {
        TaskWidget()
        AnimatedTaskWidget()
        ConfigurableTaskWidget()
        TaskLockScreenWidget()
    }
}
