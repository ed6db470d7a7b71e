import Foundation

/// Where a region of the expanded Dynamic Island sits.
public struct DynamicIslandExpandedRegionPosition: Sendable {
    package enum Kind {
        case leading, trailing, center, bottom
    }

    package let kind: Kind

    /// Beside the TrueDepth camera, on its leading side (and below, as far as the center region leaves room).
    public static let leading = DynamicIslandExpandedRegionPosition(kind: .leading)
    /// Beside the TrueDepth camera, on its trailing side.
    public static let trailing = DynamicIslandExpandedRegionPosition(kind: .trailing)
    /// Below the TrueDepth camera, between the leading and trailing regions.
    public static let center = DynamicIslandExpandedRegionPosition(kind: .center)
    /// Below the other regions, across the island.
    public static let bottom = DynamicIslandExpandedRegionPosition(kind: .bottom)
}

/// Where the leading and trailing regions go when their content is too wide beside the camera.
public struct DynamicIslandExpandedRegionVerticalPlacement: Equatable, Sendable {
    let belowIfTooWide: Bool

    /// Beside the camera.
    public static let `default` = DynamicIslandExpandedRegionVerticalPlacement(belowIfTooWide: false)
    /// Below the camera when the content does not fit beside it.
    public static let belowIfTooWide = DynamicIslandExpandedRegionVerticalPlacement(belowIfTooWide: true)
}

extension View {
    /// Lets a leading or trailing region move below the camera when it is too wide beside it.
    public func dynamicIsland(verticalPlacement: DynamicIslandExpandedRegionVerticalPlacement) -> some View {
        modifier(_DynamicIslandVerticalPlacementModifier(placement: verticalPlacement))
    }
}

/// Records a region's vertical placement for the activity frame; draws nothing itself.
public struct _DynamicIslandVerticalPlacementModifier {
    let placement: DynamicIslandExpandedRegionVerticalPlacement
}

extension _DynamicIslandVerticalPlacementModifier: ViewModifier {
    public typealias Body = Never
}

extension _DynamicIslandVerticalPlacementModifier: NodeListModifier {
    package func makeNodes(content: (RenderContext) -> [HTMLNode], in context: RenderContext) -> [HTMLNode] {
        context.environment.activityRenderState?.verticalPlacement = placement
        return content(context)
    }
}
