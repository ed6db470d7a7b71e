import Foundation

/// A vertical container that you can use in conditional layouts.
public struct VStackLayout: Layout {
    /// The horizontal alignment of subviews.
    public var alignment: HorizontalAlignment
    /// The distance between adjacent subviews, or `nil` for the default distance.
    public var spacing: CGFloat?

    /// Creates a vertical stack with the specified spacing and horizontal alignment.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public typealias Cache = Void

    /// A vertical stack: spacers in it grow vertically.
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    private var placement: StackPlacement {
        let alignment = alignment
        return StackPlacement(axis: .vertical, spacing: spacing) { $0[alignment] }
    }

    /// The stack's size: its subviews one below the other, aligned by their guides.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        placement.layout(subviews, proposal: proposal).size
    }

    /// Places the subviews top to bottom, each at its guide's line.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        placement.place(subviews, in: bounds, proposal: proposal)
    }
}
