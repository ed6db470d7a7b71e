import Foundation

/// The data that describes a Live Activity: its static attributes, and the `ContentState` that changes.
public protocol ActivityAttributes: Decodable, Encodable {
    /// The dynamic data of the Live Activity.
    associatedtype ContentState: Decodable, Encodable, Hashable
}

/// The state of a Live Activity and when it becomes outdated.
public struct ActivityContent<State> where State: Decodable, State: Encodable, State: Hashable {
    /// The dynamic data of the Live Activity.
    public let state: State
    /// The date after which the system considers the Live Activity out of date (`isStale`).
    public let staleDate: Date?
    /// Which of an app's Live Activities the system shows in the Dynamic Island (the highest).
    public let relevanceScore: Double

    /// Creates the content of a Live Activity.
    public init(state: State, staleDate: Date?, relevanceScore: Double = 0.0) {
        self.state = state
        self.staleDate = staleDate
        self.relevanceScore = relevanceScore
    }
}

extension ActivityContent: Sendable where State: Sendable {}

extension ActivityContent: CustomStringConvertible {
    public var description: String {
        "ActivityContent(state: \(state), staleDate: \(staleDate.map { "\($0)" } ?? "nil"), relevanceScore: \(relevanceScore))"
    }
}
