import Foundation

/// The display scale: the iPhone's 3, as `UIScreen.main.scale` says, unless a view sets another.
private struct DisplayScaleKey: EnvironmentKey {
    static let defaultValue: CGFloat = 3
}

extension EnvironmentValues {
    /// The display scale of this environment (3, the iPhone's, unless set): what an image drawn for the widget
    /// is scaled by. The page draws in CSS pixels whatever it says.
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }

    /// Whether the system preference for Reduce Motion is enabled: never here, as on an iPhone with default
    /// settings (widgets animate only between entries, so nothing here would change with it).
    public var accessibilityReduceMotion: Bool { false }
}
