import Foundation

/// The object that reloads controls (iOS 18).
///
/// The host reads a control's template when it is asked for one; there is no cache for a reload to drop, so
/// reloading changes nothing here.
public final class ControlCenter: Sendable {
    /// The shared control center.
    public static let shared = ControlCenter()

    init() {}

    /// Asks for the controls of `kind` to be drawn again.
    public func reloadControls(ofKind kind: String) {
        _ = kind
    }

    /// Asks for every control to be drawn again.
    public func reloadAllControls() {}
}
