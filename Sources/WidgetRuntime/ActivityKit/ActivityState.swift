import Foundation

/// Where a Live Activity is in its life.
public enum ActivityState: Sendable, Codable, Hashable {
    /// Shown and updatable.
    case active
    /// Ended; still shown on the Lock Screen until dismissed.
    case ended
    /// Removed from the Lock Screen.
    case dismissed
    /// Past its content's stale date.
    case stale
}

/// When the system removes an ended Live Activity from the Lock Screen.
public struct ActivityUIDismissalPolicy: Equatable, Sendable {
    enum Kind: Equatable {
        case standard
        case immediate
        case after(Date)
    }

    let kind: Kind

    /// The system's default: the ended activity stays up to four hours.
    public static let `default` = ActivityUIDismissalPolicy(kind: .standard)
    /// The ended activity is removed at once.
    public static let immediate = ActivityUIDismissalPolicy(kind: .immediate)
    /// The ended activity is removed at `date` (at most four hours after it ended).
    public static func after(_ date: Date) -> ActivityUIDismissalPolicy {
        ActivityUIDismissalPolicy(kind: .after(date))
    }
}

/// An alert shown with a Live Activity update.
public struct AlertConfiguration: Equatable, Sendable {
    /// The alert's title (on Apple Watch).
    public var title: LocalizedStringResource
    /// The alert's text (on Apple Watch).
    public var body: LocalizedStringResource
    /// The sound played with the alert.
    public var sound: AlertConfiguration.AlertSound

    /// Creates an alert.
    public init(title: LocalizedStringResource, body: LocalizedStringResource, sound: AlertConfiguration.AlertSound) {
        self.title = title
        self.body = body
        self.sound = sound
    }

    /// A sound played with an alert.
    public struct AlertSound: Equatable, Sendable {
        let name: String?

        /// The system's alert sound.
        public static var `default`: AlertConfiguration.AlertSound { AlertSound(name: nil) }
        /// A sound file of the app's bundle.
        public static func named(_ name: String) -> AlertConfiguration.AlertSound { AlertSound(name: name) }
    }
}

/// How a Live Activity receives remote updates.
public struct PushType: Equatable {
    let channel: String?

    /// Updates sent to the activity's own push token.
    public static var token: PushType { PushType(channel: nil) }
    /// Updates broadcast on a channel.
    public static func channel(_ name: String) -> PushType { PushType(channel: name) }
}
