import Foundation

/// A view's size and alignment guides in its own coordinate space.
public struct ViewDimensions: Equatable {
    /// The view's width.
    public let width: CGFloat
    /// The view's height.
    public let height: CGFloat
    /// The guides the view sets explicitly (`alignmentGuide`, or a custom layout's `explicitAlignment`).
    let explicit: [AlignmentKey: CGFloat]
    /// The baselines of the view's first and last line of text, for a view that draws text.
    let firstBaseline: CGFloat?
    let lastBaseline: CGFloat?

    init(
        width: CGFloat, height: CGFloat, explicit: [AlignmentKey: CGFloat] = [:], firstBaseline: CGFloat? = nil,
        lastBaseline: CGFloat? = nil
    ) {
        self.width = width
        self.height = height
        self.explicit = explicit
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
    }

    /// Gets the value of the given horizontal guide.
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        self[explicit: guide] ?? guide.id.defaultValue(in: self)
    }

    /// Gets the value of the given vertical guide.
    public subscript(guide: VerticalAlignment) -> CGFloat {
        self[explicit: guide] ?? guide.id.defaultValue(in: self)
    }

    /// Gets the explicit value of the given horizontal alignment guide.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicit[guide.key] }

    /// Gets the explicit value of the given vertical alignment guide.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicit[guide.key] }
}
