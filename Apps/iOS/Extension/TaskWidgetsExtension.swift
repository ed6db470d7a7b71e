import AppIntents
import SwiftUI
import TaskWidgets
import WidgetKit

/// The widget extension's entry point: the widgets of the linked TaskWidgets library.
///
/// TaskWidgetBundle is already a WidgetBundle, but a library cannot carry the extension's `@main`;
/// this wrapper returns its body, so the list of widgets stays in one place for iOS and the Linux
/// host. The widgets open the store in the App Group container (`TaskWidgetStore`).
@main
struct TaskWidgetsExtension: WidgetBundle {
    var body: some Widget {
        TaskWidgetBundle().body
    }
}

/// Puts the library's intents (the buttons' and toggles' intents, the configuration intent) into the
/// extension's App Intents metadata: the system runs a widget's intent in the extension.
struct TaskWidgetsExtensionIntents: AppIntentsPackage {
    static var includedPackages: [any AppIntentsPackage.Type] { [TaskWidgetsIntents.self] }
}
