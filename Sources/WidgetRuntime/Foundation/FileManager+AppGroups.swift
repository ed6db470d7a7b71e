import Foundation

extension FileManager {
    /// The container directory shared by the app and its extensions in an App Group.
    ///
    /// On iOS the system makes it for an entitled group. Here every group has one: `AppGroups/<identifier>`
    /// in the widget data directory (`$WIDGETKIT_DATA_DIR`, the one the widget host and `WidgetCenter`
    /// share), else in `$XDG_DATA_HOME/widgetkit` (`~/.local/share/widgetkit`). It is created on first use,
    /// as iOS creates it. nil for an identifier that is not a single path component, or when the directory
    /// cannot be made.
    public func containerURL(forSecurityApplicationGroupIdentifier groupIdentifier: String) -> URL? {
        guard !groupIdentifier.isEmpty, !groupIdentifier.contains("/"), groupIdentifier != ".",
            groupIdentifier != ".."
        else { return nil }
        let container = Self.appGroupsDirectory.appendingPathComponent(groupIdentifier, isDirectory: true)
        do {
            try createDirectory(at: container, withIntermediateDirectories: true)
        } catch {
            return nil
        }
        return container
    }

    /// Where App Group containers are made.
    static var appGroupsDirectory: URL {
        if let shared = WidgetCenter.shared.dataDirectory {
            return shared.appendingPathComponent("AppGroups", isDirectory: true)
        }
        let environment = ProcessInfo.processInfo.environment
        let dataHome =
            environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0, isDirectory: true) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/share", isDirectory: true)
        return dataHome.appendingPathComponent("widgetkit/AppGroups", isDirectory: true)
    }
}
