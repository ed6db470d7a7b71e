import AppIntents
import TaskWidgets

/// Puts the intents of the linked TaskWidgets library (the widgets' toggles, the configurable
/// widget's configuration) into the app's App Intents metadata, so Shortcuts can run them here too.
struct TaskWidgetsAppIntents: AppIntentsPackage {
    static var includedPackages: [any AppIntentsPackage.Type] { [TaskWidgetsIntents.self] }
}
