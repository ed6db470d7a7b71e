import Foundation

/// The presentation of a Live Activity a preview or snapshot draws.
@preconcurrency
public enum ActivityPreviewViewKind: Sendable {
    /// The Lock Screen presentation (also the banner on devices without a Dynamic Island).
    case content
    /// A Dynamic Island presentation.
    case dynamicIsland(ActivityPreviewViewKind.DynamicIslandPreviewViewState)

    /// The presentations of the Dynamic Island.
    @preconcurrency
    public enum DynamicIslandPreviewViewState: Sendable {
        /// The compact leading and trailing views around the camera.
        case compact
        /// The minimal view.
        case minimal
        /// The expanded regions.
        case expanded
    }
}
