import Foundation

/// The regions of the expanded Dynamic Island, as its builder collects them.
public struct DynamicIslandExpandedContent<Content> where Content: View {
    @usableFromInline
    internal var content: Content
    package var regions: [DynamicIslandRegionContent] = []

    @usableFromInline
    internal init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    init(content: Content, regions: [DynamicIslandRegionContent]) {
        self.content = content
        self.regions = regions
    }
}

/// Collects the regions of the expanded Dynamic Island.
@resultBuilder
public struct DynamicIslandExpandedContentBuilder {
    /// The first region.
    public static func buildPartialBlock<C>(
        first: DynamicIslandExpandedRegion<C>
    ) -> DynamicIslandExpandedContent<some View> where C: View {
        DynamicIslandExpandedContent(content: first._viewRepresentation, regions: [first.region])
    }

    /// Regions collected already.
    public static func buildPartialBlock<C>(
        first: DynamicIslandExpandedContent<C>
    ) -> DynamicIslandExpandedContent<some View> where C: View {
        first
    }

    /// The regions so far and one more.
    public static func buildPartialBlock<C0, C1>(
        accumulated: DynamicIslandExpandedContent<C0>, next: DynamicIslandExpandedRegion<C1>
    ) -> DynamicIslandExpandedContent<some View> where C0: View, C1: View {
        DynamicIslandExpandedContent(
            content: TupleView((accumulated.content, next._viewRepresentation)),
            regions: accumulated.regions + [next.region])
    }

    /// The regions so far and others collected.
    public static func buildPartialBlock<C0, C1>(
        accumulated: DynamicIslandExpandedContent<C0>, next: DynamicIslandExpandedContent<C1>
    ) -> DynamicIslandExpandedContent<some View> where C0: View, C1: View {
        DynamicIslandExpandedContent(
            content: TupleView((accumulated.content, next.content)), regions: accumulated.regions + next.regions)
    }
}
