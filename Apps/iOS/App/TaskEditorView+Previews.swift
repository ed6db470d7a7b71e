import SwiftUI

#Preview("New task") {
    let model = TaskListModel(widgetReloads: WidgetReloadCoalescer {}, backgroundActivity: .none)
    TaskEditorView(
        session: TaskEditorSession(route: .new, calendar: .autoupdatingCurrent, today: .today()), model: model)
}
