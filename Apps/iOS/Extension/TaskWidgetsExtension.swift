import SwiftUI
import WidgetKit

// The widget extension's entry point.
//
// The extension compiles Sources/TaskWidgets into this same module (see project.yml), so the
// widgets and their intents are plain types here: no `import TaskWidgets`. TaskWidgetBundle is
// already a WidgetBundle, but a shared file cannot carry `@main` (the app compiles the same files
// and has its own `@main`; two in one module is an error). So this tiny wrapper is the extension's
// only `@main` and delegates to TaskWidgetBundle's body, which stays the one list of widgets for
// iOS and for the Linux host.
@main
struct TaskWidgetsExtension: WidgetBundle {
    @WidgetBundleBuilder
    var body: some Widget {
        TaskWidgetBundle().body
    }
}
