import Foundation

/// An overlaying container that you can use in conditional layouts.
public struct ZStackLayout: Layout {
    /// The alignment of subviews.
    public var alignment: Alignment

    /// Creates a stack with the specified alignment.
    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    public typealias Cache = Void

    /// The subviews' guides and sizes for `proposal`, which each subview is offered whole.
    private func measure(
        _ subviews: Subviews, proposal: ProposedViewSize
    ) -> (size: CGSize, line: CGPoint, guides: [CGPoint]) {
        var guides: [CGPoint] = []
        var above = CGPoint.zero
        var below = CGPoint.zero
        for subview in subviews {
            let dimensions = subview.dimensions(in: proposal)
            let guide = CGPoint(x: dimensions[alignment.horizontal], y: dimensions[alignment.vertical])
            guides.append(guide)
            above = CGPoint(x: max(above.x, guide.x), y: max(above.y, guide.y))
            below = CGPoint(x: max(below.x, dimensions.width - guide.x), y: max(below.y, dimensions.height - guide.y))
        }
        return (CGSize(width: above.x + below.x, height: above.y + below.y), above, guides)
    }

    /// The stack's size: its subviews on top of each other, aligned by their guides.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        measure(subviews, proposal: proposal).size
    }

    /// Places every subview with its guides on the stack's.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let measured = measure(subviews, proposal: proposal)
        for (offset, subview) in subviews.enumerated() {
            let guide = measured.guides[offset]
            subview.place(
                at: CGPoint(x: bounds.minX + measured.line.x - guide.x, y: bounds.minY + measured.line.y - guide.y),
                anchor: .topLeading, proposal: proposal)
        }
    }
}
