import Foundation

/// A scrollable view.
///
/// A widget does not scroll: the content is drawn at the scroll view's resting offset (its top leading
/// edge), offered unlimited space along the scrolled axes, and clipped to the scroll view's frame.
public struct ScrollView<Content> where Content: View {
    /// The scroll view's content.
    public var content: Content
    /// The scrollable axes of the scroll view.
    public var axes: Axis.Set
    /// A value that indicates whether the scroll view displays the scrollable component of the content offset.
    public var showsIndicators: Bool

    /// Creates a new instance that's scrollable in the direction of the given axis.
    nonisolated public init(_ axes: Axis.Set = .vertical, @ViewBuilder content: () -> Content) {
        self.axes = axes
        showsIndicators = true
        self.content = content()
    }

    /// Creates a new instance that's scrollable in the direction of the given axis and can show indicators
    /// while scrolling.
    nonisolated public init(
        _ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content
    ) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }
}

@available(*, unavailable)
extension ScrollView: Sendable {}

extension ScrollView: View {
    public typealias Body = Never
}

extension ScrollView: PrimitiveView {
    package func appendNodes(to nodes: inout [HTMLNode], in context: RenderContext) {
        // Several views are stacked along the scrolled axis, as SwiftUI's scroll view stacks them.
        let axis: Axis = axes == .horizontal ? .horizontal : .vertical
        var inner = StackLayout.stack(
            axis: axis, crossAlignment: "center", spacing: nil, content: content, in: context)
        // The content keeps its ideal length along the scrolled axes, however long: the rest is clipped.
        // Across them it fills the scroll view when it is flexible there.
        inner.flexibility.subtract(axes)
        StackLayout.applyFlexibility(to: &inner, along: axis)
        inner.setStyle("flex", "none")
        if axes.contains(.horizontal) {
            inner.setStyle("width", "max-content")
            inner.setStyle("max-width", "none")
        }
        if axes.contains(.vertical) { inner.setStyle("height", "max-content") }
        var style: [(property: String, value: String)] = [("overflow", "hidden"), ("justify-content", "flex-start")]
        if axis == .horizontal { style.append(("flex-direction", "row")) }
        var node = HTMLNode(
            classes: ["box", "scroll"], style: style, content: .children([inner]),
            flexibility: axes.union(inner.flexibility))
        node.record(.custom(CustomLayoutSpec(ScrollLayout(axes: axes), in: context)), in: context)
        nodes.append(node)
    }
}

/// The scroll view's layout when the engine runs: the content offered nothing along the scrolled axes (its
/// ideal length), the scroll view taking the offer along them and the content's length across them.
struct ScrollLayout: Layout {
    let axes: Axis.Set

    private func offer(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: axes.contains(.horizontal) ? nil : proposal.width,
            height: axes.contains(.vertical) ? nil : proposal.height)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let content = subviews.first?.sizeThatFits(offer(proposal)) ?? .zero
        return CGSize(
            width: axes.contains(.horizontal) ? proposal.width ?? content.width : content.width,
            height: axes.contains(.vertical) ? proposal.height ?? content.height : content.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, anchor: .topLeading, proposal: offer(proposal))
    }
}
