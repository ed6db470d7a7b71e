import SwiftUI
import UIKit
import WidgetKit

/// The app: one list of tasks over the store the widgets share, opened by their deep links.
///
/// `@MainActor` because its `@State` holds the main-actor model (Swift 6 refuses the initializer
/// otherwise).
@main
@MainActor
struct TaskWidgetsApp: App {
    @State private var model = TaskListModel(
        widgetReloads: WidgetReloadCoalescer { WidgetCenter.shared.reloadAllTimelines() },
        backgroundActivity: .backgroundTask)
    @Environment(\.scenePhase) private var scenePhase

    var body: some Scene {
        WindowGroup {
            TaskListView(model: model)
                // taskwidgets://list shows the list, taskwidgets://add opens the add form, taskwidgets://task/<uuid>
                // scrolls to the task and opens it for editing (after an editor with unsaved changes closes).
                // Anything else is ignored.
                .onOpenURL { url in
                    Task { await model.open(url) }
                }
                // While the app is in front, the list follows what widgets, Shortcuts and Siri change.
                .task(id: scenePhase == .active) {
                    guard scenePhase == .active else { return }
                    await model.watchStoreChanges()
                }
        }
        .onChange(of: scenePhase) { _, phase in
            switch phase {
            // Widgets and Shortcuts change tasks while the app is in the background.
            case .active: Task { await model.load() }
            // A reload still waiting for its burst to end goes before the app is suspended.
            case .inactive, .background: model.willLeaveForeground()
            @unknown default: break
            }
        }
    }
}

extension BackgroundActivity {
    /// UIKit's background task: iOS lets the app finish a store call it started in the foreground instead of
    /// suspending it with the store's lock held (and killing it for that, `0xdead10cc`).
    static let backgroundTask = BackgroundActivity { name in
        let task = BackgroundTask()
        // Should the time run out first, the task ends anyway: the store call itself gives up after its busy
        // timeout (seconds), well within the time iOS gives.
        task.id = UIApplication.shared.beginBackgroundTask(withName: name) { task.end() }
        return { task.end() }
    }
}

/// One UIKit background task, ended once.
@MainActor
private final class BackgroundTask {
    var id = UIBackgroundTaskIdentifier.invalid

    func end() {
        guard id != .invalid else { return }
        UIApplication.shared.endBackgroundTask(id)
        id = .invalid
    }
}
