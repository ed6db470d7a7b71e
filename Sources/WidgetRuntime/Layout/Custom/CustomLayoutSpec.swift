import Foundation

/// A `Layout` as the engine runs it: its methods called with the node's children as subviews. A class: its
/// `any Layout` would make `LayoutSpec.Kind` an address-only enum, copied through value witnesses at every read.
package final class CustomLayoutSpec {
    let layout: any Layout
    let layoutDirection: LayoutDirection

    @MainActor
    init(_ layout: any Layout, in context: RenderContext) {
        // An AnyLayout is run as the layout it holds, so that its properties (a stack's orientation) count.
        self.layout = (layout as? AnyLayout)?.storage ?? layout
        layoutDirection = context.environment.layoutDirection
    }

    /// The axis spacers among the subviews grow along (`LayoutProperties.stackOrientation`).
    var orientation: Axis? { type(of: layout).layoutProperties.stackOrientation }

    /// The size the layout answers for `proposal`.
    @MainActor
    func size(_ proposal: ProposedSize, in box: LayoutBox) -> CGSize {
        func run<L: Layout>(_ layout: L) -> CGSize {
            let subviews = box.subviews(orientation: L.layoutProperties.stackOrientation, direction: layoutDirection)
            var cache = box.cache(of: layout, subviews: subviews)
            defer { box.layoutCache = cache }
            return layout.sizeThatFits(proposal: ProposedViewSize(proposal), subviews: subviews, cache: &cache)
        }
        return run(layout)
    }

    /// Lets the layout place its subviews in `bounds` (which records where, in `box`).
    @MainActor
    func place(in bounds: CGRect, proposal: ProposedSize, box: LayoutBox) {
        func run<L: Layout>(_ layout: L) {
            let subviews = box.subviews(orientation: L.layoutProperties.stackOrientation, direction: layoutDirection)
            var cache = box.cache(of: layout, subviews: subviews)
            defer { box.layoutCache = cache }
            layout.placeSubviews(in: bounds, proposal: ProposedViewSize(proposal), subviews: subviews, cache: &cache)
        }
        run(layout)
    }

    /// The guides the layout sets explicitly for a size it answered: asked for the built-in guides and those
    /// its subviews' `alignmentGuide`s name.
    @MainActor
    func explicitGuides(in bounds: CGRect, proposal: ProposedSize, box: LayoutBox) -> [AlignmentKey: CGFloat] {
        func run<L: Layout>(_ layout: L) -> [AlignmentKey: CGFloat] {
            let subviews = box.subviews(orientation: L.layoutProperties.stackOrientation, direction: layoutDirection)
            var cache = box.cache(of: layout, subviews: subviews)
            defer { box.layoutCache = cache }
            var guides: [AlignmentKey: CGFloat] = [:]
            let offer = ProposedViewSize(proposal)
            let (horizontal, vertical) = box.namedAlignments()
            for guide in horizontal {
                if let value = layout.explicitAlignment(
                    of: guide, in: bounds, proposal: offer, subviews: subviews, cache: &cache)
                {
                    guides[guide.key] = value - bounds.minX
                }
            }
            for guide in vertical {
                if let value = layout.explicitAlignment(
                    of: guide, in: bounds, proposal: offer, subviews: subviews, cache: &cache)
                {
                    guides[guide.key] = value - bounds.minY
                }
            }
            return guides
        }
        return run(layout)
    }
}
