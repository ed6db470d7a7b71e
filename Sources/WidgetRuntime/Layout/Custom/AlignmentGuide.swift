import Foundation

/// Sets one of the content's alignment guides explicitly (laid out by `LayoutEngine`).
public struct _AlignmentWritingModifier: ViewModifier {
    let guide: AlignmentGuideSpec
    public typealias Body = Never
}

extension _AlignmentWritingModifier: EachNodeModifier {
    package func modify(_ node: consuming HTMLNode, in context: RenderContext) -> HTMLNode {
        // Stacks align by guides only in the engine, so a rendering with guides runs it.
        context.session.needsLayout = true
        guard context.recordsLayout else { return node }
        if case .guides(let guides)? = node.layout?.kind {
            // Several guides on one view share its box; a later one sees the earlier ones' values.
            node.layout = LayoutSpec(.guides(guides + [guide]))
            return node
        }
        var box = Boxes.wrap(node, classes: [])
        box.record(.guides([guide]), in: context)
        return box
    }
}

extension View {
    /// Sets the view's horizontal alignment.
    public func alignmentGuide(
        _ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
    ) -> some View {
        modifier(
            _AlignmentWritingModifier(
                guide: AlignmentGuideSpec(key: g.key, horizontal: g, vertical: nil, computeValue: computeValue)))
    }

    /// Sets the view's vertical alignment.
    public func alignmentGuide(
        _ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
    ) -> some View {
        modifier(
            _AlignmentWritingModifier(
                guide: AlignmentGuideSpec(key: g.key, horizontal: nil, vertical: g, computeValue: computeValue)))
    }
}
