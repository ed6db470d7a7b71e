/// A view the renderer draws itself, instead of through a `body`.
@MainActor
package protocol PrimitiveView {
    /// The HTML nodes for this view in `context` (none, one, or several for lists of views).
    func makeNodes(in context: RenderContext) -> [HTMLNode]
}

/// A modifier the renderer applies itself, instead of through `body(content:)`.
@MainActor
package protocol PrimitiveModifier {
    /// The nodes of the modified content: `content` renders the wrapped view in a given context.
    func makeNodes(content: (RenderContext) -> [HTMLNode], in context: RenderContext) -> [HTMLNode]
}

extension View {
    /// Renders this view to HTML nodes: primitives draw themselves, other views render their body.
    package func renderNodes(in context: RenderContext) -> [HTMLNode] {
        if let primitive = self as? any PrimitiveView {
            return primitive.makeNodes(in: context)
        }
        return context.evaluatingBody { body }.renderNodes(in: context)
    }
}
