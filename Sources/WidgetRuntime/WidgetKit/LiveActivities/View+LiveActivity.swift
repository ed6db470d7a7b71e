import Foundation

extension View {
    /// Sets the background of the Live Activity's Lock Screen presentation (`nil`: the system's material).
    public func activityBackgroundTint(_ color: Color?) -> some View {
        modifier(_ActivityBackgroundTintModifier(color: color))
    }

    /// Sets the color of the system's button beside the Lock Screen presentation (its dismiss button).
    public func activitySystemActionForegroundColor(_ color: Color?) -> some View {
        modifier(_ActivitySystemActionForegroundColorModifier(color: color))
    }
}

/// Records the Lock Screen background for the activity frame; draws nothing itself.
public struct _ActivityBackgroundTintModifier {
    let color: Color?
}

extension _ActivityBackgroundTintModifier: ViewModifier {
    public typealias Body = Never
}

extension _ActivityBackgroundTintModifier: NodeListModifier {
    package func makeNodes(content: (RenderContext) -> [HTMLNode], in context: RenderContext) -> [HTMLNode] {
        context.environment.activityRenderState?.backgroundTint = .some(color)
        return content(context)
    }
}

/// Records the system action color for the activity frame; draws nothing itself.
public struct _ActivitySystemActionForegroundColorModifier {
    let color: Color?
}

extension _ActivitySystemActionForegroundColorModifier: ViewModifier {
    public typealias Body = Never
}

extension _ActivitySystemActionForegroundColorModifier: NodeListModifier {
    package func makeNodes(content: (RenderContext) -> [HTMLNode], in context: RenderContext) -> [HTMLNode] {
        context.environment.activityRenderState?.systemActionForegroundColor = color
        return content(context)
    }
}

/// What a Live Activity's views told the frame drawing them (as `WidgetRenderState` does for a widget).
package final class ActivityRenderState {
    /// Set by `activityBackgroundTint`: `.some(nil)` asks for the system's background explicitly.
    package var backgroundTint: Color??
    package var systemActionForegroundColor: Color?
    package var verticalPlacement = DynamicIslandExpandedRegionVerticalPlacement.default

    package init() {}
}

extension EnvironmentValues {
    /// The state of the Live Activity being drawn, if any.
    package var activityRenderState: ActivityRenderState? {
        get { self[ActivityRenderStateKey.self] }
        set { self[ActivityRenderStateKey.self] = newValue }
    }

    /// Whether the Live Activity fills the screen (StandBy): never here, where no StandBy is drawn.
    public var isActivityFullscreen: Bool {
        self[ActivityFullscreenKey.self]
    }

    /// Whether the system updates the Live Activity less often (Always On display): set by the drawing's
    /// environment; false by default.
    public var isActivityUpdateReduced: Bool {
        get { self[ActivityUpdateReducedKey.self] }
        set { self[ActivityUpdateReducedKey.self] = newValue }
    }
}

private struct ActivityRenderStateKey: EnvironmentKey {
    nonisolated(unsafe) static let defaultValue: ActivityRenderState? = nil
}

private struct ActivityFullscreenKey: EnvironmentKey {
    static let defaultValue = false
}

private struct ActivityUpdateReducedKey: EnvironmentKey {
    static let defaultValue = false
}
