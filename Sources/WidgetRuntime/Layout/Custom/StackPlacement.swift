import Foundation

/// SwiftUI's stack algorithm over a layout's subviews (HStackLayout, VStackLayout, and the stacks that honour
/// alignment guides): the rule of `LayoutEngine`'s stacks — space shared by priority, least flexible first —
/// with the children aligned by their guides across the axis.
struct StackPlacement {
    let axis: Axis
    let spacing: CGFloat?
    /// The guide's value in a subview, across the axis.
    let guide: (ViewDimensions) -> CGFloat

    struct Result {
        var size: CGSize
        var proposals: [ProposedViewSize]
        var sizes: [CGSize]
        /// Where each subview's guide sits from the stack's cross-axis origin.
        var line: CGFloat
        var guides: [CGFloat]
    }

    func layout(_ subviews: LayoutSubviews, proposal: ProposedViewSize) -> Result {
        let items = Array(subviews)
        let count = items.count
        guard count > 0 else { return Result(size: .zero, proposals: [], sizes: [], line: 0, guides: []) }
        let gaps = Self.gaps(between: items, along: axis, spacing: spacing).reduce(0, +)
        var proposals = [ProposedViewSize].filled(with: proposal, count: count)
        var sizes = [CGSize].filled(with: .zero, count: count)
        let cross = axis == .horizontal ? proposal.height : proposal.width
        if let available = axis == .horizontal ? proposal.width : proposal.height {
            var minimum = [CGFloat].filled(with: 0, count: count)
            var flexibility = [CGFloat].filled(with: 0, count: count)
            for index in items.indices {
                minimum[index] = main(items[index].sizeThatFits(offer(0, cross: cross)))
                flexibility[index] = main(items[index].sizeThatFits(offer(.infinity, cross: cross))) - minimum[index]
            }
            var remaining = max(0, available - gaps)
            let priorities = items.map(\.priority)
            for priority in Set(priorities).sorted(by: >) {
                let members = items.indices.filter { priorities[$0] == priority }.sorted {
                    flexibility[$0] < flexibility[$1]
                }
                let reserved = items.indices.filter { priorities[$0] < priority }.reduce(0) { $0 + minimum[$1] }
                var left = max(0, remaining - reserved)
                var unsized = members.count
                for index in members {
                    proposals[index] = offer(left / CGFloat(unsized), cross: cross)
                    sizes[index] = items[index].sizeThatFits(proposals[index])
                    left = max(0, left - main(sizes[index]))
                    remaining = max(0, remaining - main(sizes[index]))
                    unsized -= 1
                }
            }
        } else {
            for index in items.indices {
                proposals[index] = offer(nil, cross: cross)
                sizes[index] = items[index].sizeThatFits(proposals[index])
            }
        }
        // Across the axis the stack spans from the highest guide to the lowest edge below one.
        let guides = items.indices.map { guide(items[$0].dimensions(in: proposals[$0])) }
        let above = guides.max() ?? 0
        let below = items.indices.map { crossLength(sizes[$0]) - guides[$0] }.max() ?? 0
        let along = sizes.reduce(gaps) { $0 + main($1) }
        let size =
            axis == .horizontal
            ? CGSize(width: along, height: above + below) : CGSize(width: above + below, height: along)
        return Result(size: size, proposals: proposals, sizes: sizes, line: above, guides: guides)
    }

    func place(_ subviews: LayoutSubviews, in bounds: CGRect, proposal: ProposedViewSize) {
        let result = layout(subviews, proposal: proposal)
        let items = Array(subviews)
        let gaps = Self.gaps(between: items, along: axis, spacing: spacing)
        var along = axis == .horizontal ? bounds.minX : bounds.minY
        for (offset, subview) in subviews.enumerated() {
            let across = (axis == .horizontal ? bounds.minY : bounds.minX) + result.line - result.guides[offset]
            let point = axis == .horizontal ? CGPoint(x: along, y: across) : CGPoint(x: across, y: along)
            subview.place(at: point, anchor: .topLeading, proposal: result.proposals[offset])
            along += main(result.sizes[offset]) + (offset < gaps.count ? gaps[offset] : 0)
        }
    }

    /// The space after each subview but the last: the stack's spacing, or what the two neighbours' spacing
    /// preferences ask (SwiftUI's stack layouts read `LayoutSubview.spacing` the same way).
    static func gaps(between items: [LayoutSubview], along axis: Axis, spacing: CGFloat?) -> [CGFloat] {
        guard items.count > 1 else { return [] }
        var gaps: [CGFloat] = []
        gaps.reserveCapacity(items.count - 1)
        for index in items.indices.dropFirst() {
            gaps.append(spacing ?? items[index - 1].spacing.distance(to: items[index].spacing, along: axis))
        }
        return gaps
    }

    private func offer(_ length: CGFloat?, cross: CGFloat?) -> ProposedViewSize {
        axis == .horizontal
            ? ProposedViewSize(width: length, height: cross) : ProposedViewSize(width: cross, height: length)
    }

    private func main(_ size: CGSize) -> CGFloat { axis == .horizontal ? size.width : size.height }
    private func crossLength(_ size: CGSize) -> CGFloat { axis == .horizontal ? size.height : size.width }
}
