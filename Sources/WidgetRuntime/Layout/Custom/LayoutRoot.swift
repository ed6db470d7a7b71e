import Foundation

/// A layout's subviews, laid out by it: drawn as a box whose children `LayoutEngine` positions absolutely.
public struct _LayoutRoot<L: Layout, Content: View> {
    let layout: L
    let content: Content

    nonisolated init(layout: L, content: Content) {
        self.layout = layout
        self.content = content
    }
}

@available(*, unavailable)
extension _LayoutRoot: Sendable {}

extension _LayoutRoot: View {
    public typealias Body = Never
}

extension _LayoutRoot: PrimitiveView {
    package func appendNodes(to nodes: inout [HTMLNode], in context: RenderContext) {
        // A grid layout is drawn as the grid it behaves like, so that its GridRows make columns.
        if let grid = layout as? GridLayout ?? (layout as? AnyLayout)?.storage as? GridLayout {
            let content = content
            let view = Grid(
                alignment: grid.alignment, horizontalSpacing: grid.horizontalSpacing,
                verticalSpacing: grid.verticalSpacing
            ) { content }
            view.appendNodes(to: &nodes, in: context)
            return
        }
        context.session.needsLayout = true
        var inner = context
        // Spacers in a stack-like layout grow along its orientation only, as they do in stacks.
        inner.stackAxis = L.layoutProperties.stackOrientation
        let children = content.renderNodes(in: inner)
        // Without the engine (a rendering that never lays out) the subviews fall back to a column.
        var node = HTMLNode(classes: ["box", "layout"], content: .children(children))
        node.record(.custom(CustomLayoutSpec(layout, in: context)), in: context)
        nodes.append(node)
    }
}
