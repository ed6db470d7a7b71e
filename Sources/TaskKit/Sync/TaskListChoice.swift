import Foundation

/// Which task list an account syncs with, found (or made) on the server once, when the account is added.
public enum TaskListChoice {
    /// The list an account should use, after discovery from `serverURL`:
    ///
    /// - with `name`: the calendar holding tasks whose display name (or last path component) is `name`,
    ///   made with MKCALENDAR when there is none;
    /// - without: the first list that holds only tasks (as Reminders makes them), else the first calendar that
    ///   accepts tasks, else a new list called "Tasks".
    ///
    /// A URL that is itself a calendar is taken as it is. Discovery also checks the credentials.
    public static func find(
        on serverURL: URL, named name: String?, client: CalDAVClient
    ) async throws -> (list: CalDAVCollection, created: Bool) {
        let discovery = try await client.discover(serverURL)
        let candidates = discovery.collections.filter(\.holdsTasks)
        if let name {
            if let match = candidates.first(where: {
                $0.displayName == name || $0.url.lastPathComponent == name
            }) {
                return (match, false)
            }
        } else if let list = candidates.first(where: \.isTaskList) ?? candidates.first {
            return (list, false)
        }
        guard let home = discovery.home else {
            throw CalDAVError.noTaskList(
                discovery.collections.isEmpty
                    ? "\(serverURL.absoluteString) holds no task list"
                    : "\(serverURL.absoluteString) is a calendar that does not accept tasks")
        }
        return (try await client.makeTaskList(in: home, displayName: name ?? "Tasks"), true)
    }
}
