import Foundation

/// The object that reloads controls and lists those the user added (iOS 18).
///
/// The host reads a control's template when it is asked for one; there is no cache for a reload to drop, so
/// reloading changes nothing here. The controls listed are those added to the `WidgetHost`s of this process
/// (`addControl(kind:)`), else those another process's hosts published in the shared data directory.
public final class ControlCenter: Sendable {
    /// The shared control center.
    public static let shared = ControlCenter()

    init() {}

    /// The controls the user added.
    public func currentControls() async throws -> [ControlInfo] {
        try WidgetCenter.shared.currentControlInfos()
    }

    /// Asks for the controls of `kind` to be drawn again.
    public func reloadControls(ofKind kind: String) {
        _ = kind
    }

    /// Asks for every control to be drawn again.
    public func reloadAllControls() {}
}
