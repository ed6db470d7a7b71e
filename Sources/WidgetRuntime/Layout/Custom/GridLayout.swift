import Foundation

/// A grid that you can use in conditional layouts (`AnyLayout(GridLayout())`).
///
/// Drawn as `Grid` is, which Apple says it behaves like: `GridRow`s among its subviews make the columns. Called
/// as a `Layout` directly (`sizeThatFits`, `placeSubviews`), where subviews are not rows, each subview is a
/// row of its own spanning every column, as a view outside a `GridRow` is in a `Grid`.
public struct GridLayout: Layout {
    /// The alignment of subviews.
    public var alignment: Alignment
    /// The horizontal distance between adjacent subviews, or `nil` for the default distance.
    public var horizontalSpacing: CGFloat?
    /// The vertical distance between adjacent subviews, or `nil` for the default distance.
    public var verticalSpacing: CGFloat?

    /// Creates a grid with the specified spacing and alignment.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    public typealias Cache = Void

    private var rows: StackPlacement {
        let guide = alignment.horizontal
        return StackPlacement(axis: .vertical, spacing: verticalSpacing) { $0[guide] }
    }

    /// The grid's size: its subviews as rows, one below the other.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        rows.layout(subviews, proposal: proposal).size
    }

    /// Places the subviews as rows, top to bottom, aligned by the grid's horizontal alignment.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        rows.place(subviews, in: bounds, proposal: proposal)
    }
}
