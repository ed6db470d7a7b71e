import SwiftUI

/// The app: one list of tasks over the store the widgets share, opened by their deep links.
///
/// The TaskWidgets sources are compiled into this module too (see project.yml), so TaskLinks,
/// TaskWidgetStore and TaskWidgetKind are used without an import. They contain no `@main`: this
/// is the app's only entry point, and the extension has its own.
@main
struct TaskWidgetsApp: App {
    @State private var model = TaskListModel()

    var body: some Scene {
        WindowGroup {
            TaskWindow(model: model)
        }
    }
}

/// One window's root: keeps the deep link it was opened with until the list has acted on it
/// (per window, so that on iPad a link opens its sheet in one window only).
private struct TaskWindow: View {
    let model: TaskListModel
    @State private var link: TaskLinks.Destination?

    var body: some View {
        TaskListView(model: model, link: $link)
            // taskwidgets://add opens the add form; taskwidgets://task/<uuid> scrolls to the task
            // and opens it for editing. Anything else is ignored.
            .onOpenURL { url in
                link = TaskLinks.destination(of: url)
            }
    }
}
