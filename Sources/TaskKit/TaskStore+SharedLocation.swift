import Foundation

extension TaskStore {
    /// The store the app and its widgets share: the App Group container on Apple platforms, the
    /// default data path (`$TASKS_STORE`, `$XDG_DATA_HOME`…) elsewhere.
    public static func sharedPath(
        appGroup: String, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> String {
        #if canImport(Darwin)
            if environment["TASKS_STORE"] == nil,
                let container = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: appGroup)
            {
                return container.appendingPathComponent("tasks.sqlite").path
            }
        #endif
        return defaultPath(environment: environment)
    }
}
