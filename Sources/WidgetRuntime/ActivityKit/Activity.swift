import Foundation
import Synchronization

/// A Live Activity the app started: its attributes, its current content and where it is in its life.
///
/// Here the activities live in the process that requests them (iOS keeps them in the system, across the app and
/// its widget extension): `request` adds one to `activities`, `update` and `end` change it, and an activity
/// ended with `.immediate` leaves `activities` as it leaves the Lock Screen.
public class Activity<Attributes>: Identifiable where Attributes: ActivityAttributes {
    /// The dynamic data of the activity.
    public typealias ContentState = Attributes.ContentState

    /// The activity's identifier, unique among the activities.
    public final let id: String
    /// The static data the activity was requested with.
    public final let attributes: Attributes
    // Guarded by `lock`: an intent may update an activity while the app reads it.
    private let lock = NSLock()
    private var currentContent: ActivityContent<ContentState>
    private var currentState = ActivityState.active

    init(attributes: Attributes, content: ActivityContent<ContentState>) {
        id = UUID().uuidString
        self.attributes = attributes
        currentContent = content
    }

    /// Starts a Live Activity with its attributes and first content.
    public static func request(
        attributes: Attributes, content: ActivityContent<Activity<Attributes>.ContentState>, pushType: PushType? = nil
    ) throws -> Activity<Attributes> {
        // Remote updates do not reach this process; the push type changes nothing else here.
        _ = pushType
        let activity = Activity(attributes: attributes, content: content)
        ActivityRegistry.add(id: activity.id, activity, for: Attributes.self)
        return activity
    }

    /// The app's activities of this attributes type, oldest first (ended ones until they are dismissed).
    public static var activities: [Activity<Attributes>] {
        ActivityRegistry.activities(for: Attributes.self).compactMap { $0 as? Activity<Attributes> }
    }

    /// Where the activity is in its life.
    public var activityState: ActivityState { lock.withLock { currentState } }

    /// The activity's current content.
    public var content: ActivityContent<Activity<Attributes>.ContentState> { lock.withLock { currentContent } }

    /// The current dynamic data.
    @available(iOS, deprecated: 16.2, message: "Use `content` instead")
    public var contentState: Activity<Attributes>.ContentState { content.state }

    /// The push token of the activity: none, as no remote update reaches this process.
    public var pushToken: Data? { nil }

    /// Replaces the activity's content.
    public func update(_ content: ActivityContent<Activity<Attributes>.ContentState>) async {
        await update(content, alertConfiguration: nil)
    }

    /// Replaces the activity's content, alerting the person about the change.
    public func update(
        _ content: ActivityContent<Activity<Attributes>.ContentState>, alertConfiguration: AlertConfiguration? = nil
    ) async {
        // No alert is shown here (no Lock Screen lights up); the content changes as on iOS.
        _ = alertConfiguration
        lock.withLock {
            guard currentState == .active || currentState == .stale else { return }
            currentContent = content
        }
    }

    /// Replaces the activity's dynamic data.
    @available(iOS, deprecated: 16.2, message: "Use update(_:) instead")
    public func update(using contentState: Activity<Attributes>.ContentState) async {
        await update(ActivityContent(state: contentState, staleDate: nil))
    }

    /// Ends the activity, with its final content, and removes it from the Lock Screen as `dismissalPolicy` says.
    public func end(
        _ content: ActivityContent<Activity<Attributes>.ContentState>?,
        dismissalPolicy: ActivityUIDismissalPolicy = .default
    ) async {
        lock.withLock {
            if let content { currentContent = content }
            currentState = dismissalPolicy == .immediate ? .dismissed : .ended
        }
        if dismissalPolicy == .immediate { ActivityRegistry.remove(id, for: Attributes.self) }
    }

    /// Ends the activity with its final dynamic data.
    @available(iOS, deprecated: 16.2, message: "Use end(_:dismissalPolicy:) instead")
    public func end(
        using contentState: Activity<Attributes>.ContentState? = nil,
        dismissalPolicy: ActivityUIDismissalPolicy = .default
    ) async {
        await end(contentState.map { ActivityContent(state: $0, staleDate: nil) }, dismissalPolicy: dismissalPolicy)
    }
}

/// The process's Live Activities by attributes type, in the order they were requested.
enum ActivityRegistry {
    private struct Entry: @unchecked Sendable {
        // Activities are classes without isolation, as Apple's are; the registry only hands them back.
        let id: String
        let activity: AnyObject
    }

    private static let entries = Mutex<[ObjectIdentifier: [Entry]]>([:])

    static func add(id: String, _ activity: AnyObject, for type: Any.Type) {
        let entry = Entry(id: id, activity: activity)
        entries.withLock { $0[ObjectIdentifier(type), default: []].append(entry) }
    }

    static func remove(_ id: String, for type: Any.Type) {
        entries.withLock { $0[ObjectIdentifier(type)]?.removeAll { $0.id == id } }
    }

    static func activities(for type: Any.Type) -> [AnyObject] {
        entries.withLock { $0[ObjectIdentifier(type)] ?? [] }.map(\.activity)
    }
}
