import Foundation

/// The size classes, like regular or small, that you can apply to controls within a view.
///
/// Kept in the environment for the views that read it: the controls here draw at the regular size whatever it
/// says, since iOS's metrics for each size are not known here (docs/compatibility.md).
public enum ControlSize: CaseIterable, Comparable, Sendable {
    /// A control version that is minimally sized.
    case mini
    /// A control version that is proportionally smaller size for space-constrained views.
    case small
    /// A control version that is the default size.
    case regular
    /// A control version that is prominently sized.
    case large
    /// A control version that is substantially sized; the largest control size.
    case extraLarge
}

private struct ControlSizeKey: EnvironmentKey {
    static let defaultValue = ControlSize.regular
}

extension EnvironmentValues {
    /// The size to apply to controls within a view (regular unless a view sets another).
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
}

extension View {
    /// Sets the size for controls within this view.
    public func controlSize(_ controlSize: ControlSize) -> some View {
        environmentTransform { $0.controlSize = controlSize }
    }
}
