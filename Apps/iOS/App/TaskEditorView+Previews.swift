import SwiftUI

#Preview("New task") {
    TaskEditorView(route: .new, model: TaskListModel(widgetReloads: WidgetReloadCoalescer {}))
}
