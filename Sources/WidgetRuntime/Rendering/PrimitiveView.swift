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

extension PrimitiveView {
    /// Draws `view`, whose type is `Self`. Dispatching on the metatype (found by a cast of
    /// `Self.self`, not of the value) spares copying the whole view into an existential box.
    static func makeNodes<V>(of view: V, in context: RenderContext) -> [HTMLNode] {
        unsafeBitCast(view, to: Self.self).makeNodes(in: context)
    }
}

extension PrimitiveModifier {
    /// Applies `modifier`, whose type is `Self` (see `PrimitiveView.makeNodes(of:in:)`).
    static func makeNodes<M>(
        of modifier: M, content: (RenderContext) -> [HTMLNode], in context: RenderContext
    ) -> [HTMLNode] {
        unsafeBitCast(modifier, to: Self.self).makeNodes(content: content, in: context)
    }
}

extension View {
    /// Renders this view to HTML nodes: primitives draw themselves, other views render their body.
    package func renderNodes(in context: RenderContext) -> [HTMLNode] {
        // Every primitive has a `Never` body, so a view with a real body needs no conformance lookup.
        if Body.self == Never.self, let primitive = Self.self as? any PrimitiveView.Type {
            return primitive.makeNodes(of: self, in: context)
        }
        return context.evaluatingBody { body }.renderNodes(in: context)
    }
}
