import Foundation

extension TaskStore {
    /// The App Group container does not exist (the entitlement is missing or names another group): the app
    /// and its widgets cannot share a store, and a private one would hide that.
    public struct AppGroupUnavailable: Error, Equatable, Sendable, CustomStringConvertible {
        public let appGroup: String

        public init(appGroup: String) {
            self.appGroup = appGroup
        }

        public var description: String {
            "the App Group container \(appGroup) is missing (check the app's and the extension's entitlements)"
        }
    }

    /// The store the app and its widgets share: `$TASKS_STORE` when set, else `tasks.sqlite` in the App Group
    /// container on Apple platforms (an error, not a private file, when it is missing), and the default data
    /// path (`$XDG_DATA_HOME`…) elsewhere.
    public static func sharedPath(
        appGroup: String, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> String {
        #if canImport(Darwin)
            let container = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: appGroup)
            return try sharedPath(appGroup: appGroup, container: container, environment: environment)
        #else
            return defaultPath(environment: environment)
        #endif
    }

    /// The shared store in `container`, the App Group's directory (nil: missing).
    static func sharedPath(appGroup: String, container: URL?, environment: [String: String]) throws -> String {
        if let path = environment["TASKS_STORE"], !path.isEmpty { return path }
        guard let container else { throw AppGroupUnavailable(appGroup: appGroup) }
        return container.appendingPathComponent("tasks.sqlite").path
    }
}
