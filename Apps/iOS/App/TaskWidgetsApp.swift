import BackgroundTasks
import SwiftUI
import TaskKit
import TaskWidgets
import UIKit
import WidgetKit

/// The app: one list of tasks over the store the widgets share, opened by their deep links, kept in sync with
/// its CalDAV accounts.
///
/// `@MainActor` because its `@State` holds the main-actor models (Swift 6 refuses the initializer
/// otherwise).
@main
@MainActor
struct TaskWidgetsApp: App {
    @State private var model: TaskListModel
    @State private var sync: SyncCoordinator
    @Environment(\.scenePhase) private var scenePhase

    init() {
        let model = TaskListModel(
            widgetReloads: WidgetReloadCoalescer { WidgetCenter.shared.reloadAllTimelines() },
            backgroundActivity: .backgroundTask)
        var options = SyncEngine.Options()
        // In the app's own container: iOS ends a suspended app holding a lock on a file in the App Group's.
        options.lockPath = FileManager.default.temporaryDirectory.appendingPathComponent("caldav-sync.lock").path
        _model = State(initialValue: model)
        _sync = State(
            initialValue: SyncCoordinator(
                openStore: TaskWidgetStore.open, credentials: KeychainCredentialStore(), options: options,
                didChangeTasks: {
                    // A sync that changed the tasks: the list reads them again, every widget reloads.
                    Task { await model.load() }
                    WidgetCenter.shared.reloadAllTimelines()
                }))
    }

    var body: some Scene {
        WindowGroup {
            TaskListView(model: model, sync: sync)
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
            // Widgets and Shortcuts change tasks while the app is in the background; other devices too.
            case .active:
                Task { await model.load() }
                Task { await sync.sync(.becameActive) }
            // A reload still waiting for its burst to end goes before the app is suspended; the next background
            // sync is asked for.
            case .background:
                model.willLeaveForeground()
                Self.scheduleBackgroundSync()
            case .inactive: model.willLeaveForeground()
            @unknown default: break
            }
        }
        // iOS wakes the app now and then to sync; each run asks for the next one.
        .backgroundTask(.appRefresh(SyncCoordinator.backgroundTaskIdentifier)) { [sync] in
            await sync.sync(.backgroundRefresh)
            Self.scheduleBackgroundSync()
        }
    }

    /// Asks iOS for a background refresh in `SyncCoordinator.backgroundInterval` at the earliest.
    nonisolated static func scheduleBackgroundSync() {
        let request = BGAppRefreshTaskRequest(identifier: SyncCoordinator.backgroundTaskIdentifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: SyncCoordinator.backgroundInterval)
        // Fails only without the Info.plist keys or in the Simulator; then there is no background sync.
        try? BGTaskScheduler.shared.submit(request)
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
