import Foundation

/// Whether the app may start Live Activities.
public final class ActivityAuthorizationInfo {
    /// Creates the authorization information of the app.
    public init() {}

    /// Whether the person allows the app's Live Activities: always here (no Settings switch turns them off).
    public final var areActivitiesEnabled: Bool { true }

    /// Whether the app may update its activities often by push: no push reaches this process.
    public final var frequentPushesEnabled: Bool { false }
}
