import AppIntents

/// The app's Siri phrases and Shortcuts tiles. Phrases are translated in AppShortcuts.xcstrings.
struct TaskShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: AddTaskIntent(),
            phrases: [
                "Add a task in \(.applicationName)",
                "New \(.applicationName) task",
            ],
            shortTitle: "Add Task",
            systemImageName: "plus.circle")
        AppShortcut(
            intent: CompleteTaskIntent(),
            phrases: [
                "Check off a task in \(.applicationName)",
                "Complete a task in \(.applicationName)",
            ],
            shortTitle: "Complete Task",
            systemImageName: "checkmark.circle")
    }
}
