import Foundation
import TaskKit

/// The deep links a task widget opens the app with.
public enum TaskLinks {
    /// The URL scheme the app registers.
    public static let scheme = "taskwidgets"

    /// Opens the app's add form.
    public static let add = URL(string: "taskwidgets://add")!

    /// Opens the app at its list, as it is: where a tap outside a widget's rows leads.
    public static let list = URL(string: "taskwidgets://list")!

    /// Opens the app at one task.
    public static func task(_ id: UUID) -> URL {
        URL(string: "taskwidgets://task/\(id.canonicalString)")!
    }

    /// What a deep link asks for, or nil when the URL is not one of ours.
    public enum Destination: Equatable, Sendable {
        case add
        case list
        case task(UUID)
    }

    /// Parses a deep link the app was opened with.
    public static func destination(of url: URL) -> Destination? {
        guard url.scheme == scheme else { return nil }
        switch url.host {
        case "add": return .add
        case "list": return .list
        case "task":
            let component = url.pathComponents.dropFirst().first ?? ""
            return UUID(uuidString: component).map(Destination.task)
        default: return nil
        }
    }
}
