import Foundation

/// A horizontal container that you can use in conditional layouts.
public struct HStackLayout: Layout {
    /// The vertical alignment of subviews.
    public var alignment: VerticalAlignment
    /// The distance between adjacent subviews, or `nil` for the default distance.
    public var spacing: CGFloat?

    /// Creates a horizontal stack with the specified spacing and vertical alignment.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public typealias Cache = Void

    /// A horizontal stack: spacers in it grow horizontally.
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    private var placement: StackPlacement {
        let alignment = alignment
        return StackPlacement(axis: .horizontal, spacing: spacing) { $0[alignment] }
    }

    /// The stack's size: its subviews side by side, aligned by their guides.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        placement.layout(subviews, proposal: proposal).size
    }

    /// Places the subviews left to right, each at its guide's line.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        placement.place(subviews, in: bounds, proposal: proposal)
    }
}
