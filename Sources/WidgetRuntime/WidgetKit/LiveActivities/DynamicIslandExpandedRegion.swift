import Foundation

/// One region of the expanded Dynamic Island and its content.
public struct DynamicIslandExpandedRegion<Content> where Content: View {
    package var region: DynamicIslandRegionContent

    /// Creates a region at `position`; of the leading and trailing regions, the one of higher `priority` keeps its
    /// content's width.
    public init(
        _ position: DynamicIslandExpandedRegionPosition, priority: Double = 0, @ViewBuilder content: () -> Content
    ) {
        region = DynamicIslandRegionContent(position: position.kind, priority: priority, view: AnyView(content()))
    }

    /// The region's content as a view, which the expanded content builder collects.
    public var _viewRepresentation: some View { region.view }

    /// Replaces the region's default content margins on `edges`.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: Double) -> DynamicIslandExpandedRegion<Content> {
        var copy = self
        copy.region.margins.append((edges, length))
        return copy
    }
}

/// A region of the expanded island with its content erased.
package struct DynamicIslandRegionContent {
    package let position: DynamicIslandExpandedRegionPosition.Kind
    package let priority: Double
    package let view: AnyView
    package var margins: [(edges: Edge.Set, length: Double)] = []
}
