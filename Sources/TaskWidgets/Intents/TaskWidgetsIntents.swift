import AppIntents

/// The App Intents of this library, for the targets that link it.
///
/// The widget extension and the app each declare an `AppIntentsPackage` that includes this one, so
/// that the intents the widgets' buttons perform (and the configurable widget's configuration
/// intent) are in each bundle's App Intents metadata although they are declared in a package.
public struct TaskWidgetsIntents: AppIntentsPackage {}
