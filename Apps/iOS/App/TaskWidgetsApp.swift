import SwiftUI
import WidgetKit

/// The app: one list of tasks over the store the widgets share, opened by their deep links.
///
/// `@MainActor` because its `@State` holds the main-actor model (Swift 6 refuses the initializer
/// otherwise).
@main
@MainActor
struct TaskWidgetsApp: App {
    @State private var model = TaskListModel(
        widgetReloads: WidgetReloadCoalescer { WidgetCenter.shared.reloadAllTimelines() })
    @Environment(\.scenePhase) private var scenePhase

    var body: some Scene {
        WindowGroup {
            TaskListView(model: model)
                // taskwidgets://add opens the add form; taskwidgets://task/<uuid> scrolls to the
                // task and opens it for editing. Anything else is ignored.
                .onOpenURL { url in model.open(url) }
        }
        .onChange(of: scenePhase) { _, phase in
            switch phase {
            // Widgets and Shortcuts change tasks while the app is in the background.
            case .active: model.load()
            // A reload still waiting for its burst to end goes before the app is suspended.
            case .inactive, .background: model.willLeaveForeground()
            @unknown default: break
            }
        }
    }
}
